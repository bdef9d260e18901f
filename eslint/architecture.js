import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * The lint rules that keep the architecture (docs/architecture.md): no import cycle, imports only
 * down the layers, web features reached through their index.ts, no file over 400 lines, SQL only in
 * repositories, page paths only from the route table, no router internals. They need no type information, so a test can run them over small fixture trees.
 *
 * @param {string} root the repository root the paths below are relative to
 * @returns {import('eslint').Linter.Config[]}
 */
export function architectureConfig(root) {
  const webFeatures = listFolders(path.join(root, 'apps/web/src/features'));
  const sourceFiles = ['**/*.{ts,tsx,js,mjs}'];
  return [
    {
      files: sourceFiles,
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      settings: {
        // Without these, TypeScript files are not followed and no cycle through them is seen.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'max-lines': ['error', { max: 400 }],
      },
    },
    {
      // React Router's UNSAFE_ exports are its internals, free to change in any release: code and
      // tests use its public API. A rule of its own name, so that the base no-restricted-imports
      // of eslint.config.js (query hooks, zod modules) keeps its lists.
      files: sourceFiles,
      plugins: { '@typescript-eslint': tseslint.plugin },
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['react-router', 'react-router/*', 'react-router-dom', '@react-router/*'],
                importNamePattern: '^UNSAFE_',
                message: "React Router's UNSAFE_ exports are its internals: use its public API.",
              },
            ],
          },
        ],
      },
    },
    {
      // Tests and test support may reach anything they exercise; cycles and size still apply.
      files: sourceFiles,
      ignores: [
        '**/*.test.{ts,tsx}',
        '**/*.test-helpers.{ts,tsx}',
        '**/src/test/**',
        '**/*.fixture.ts',
      ],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: root, zones: [...serverZones(), ...webZones(webFeatures), ...sharedZones()] },
        ],
      },
    },
    {
      // Page paths come from the route table, in both apps and the shared package. The server's
      // lists below repeat pathSelectors: one selector list per file.
      files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
      ignores: [
        '**/*.test.{ts,tsx}',
        '**/src/test/**',
        '**/*.fixture.ts',
        '**/*.fixtures.ts',
        'packages/shared/src/routes.ts',
        'packages/shared/src/paths.ts',
      ],
      rules: { 'no-restricted-syntax': ['error', ...pathSelectors] },
    },
    {
      files: ['apps/server/src/**/*.ts'],
      ignores: [
        '**/*.repository.ts',
        'apps/server/src/db/**',
        'apps/server/src/test/**',
        '**/*.test.ts',
        'apps/server/src/http/errors.ts',
      ],
      rules: {
        'no-restricted-syntax': ['error', ...sqlSelectors, ...errorSelectors, ...pathSelectors],
      },
    },
    {
      // Features. One selector list per file (a later config replaces an earlier one's list).
      files: ['apps/server/src/modules/**/*.ts'],
      ignores: ['**/*.repository.ts', '**/*.test.ts', '**/*.test-helpers.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...sqlSelectors,
          ...contractSelectors,
          ...errorSelectors,
          ...pathSelectors,
        ],
      },
    },
    {
      files: ['apps/server/src/modules/**/*.repository.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...contractSelectors,
          ...errorSelectors,
          ...pathSelectors,
        ],
      },
    },
  ];
}

/**
 * The first segment of every page of the route table (PAGES in packages/shared/src/routes.ts; a
 * test keeps the two the same).
 */
export const PAGE_PREFIXES = [
  'explore',
  'about',
  'jobs',
  'press',
  'ambassadors',
  'affiliates',
  'contact',
  'changelog',
  'become-host',
  'tools',
  'spots',
  'spot',
  'marine-life',
  'blog',
  'dive-centers',
  'locations',
  'destinations',
  'share',
  'collections',
  'profile',
  'reset-password',
  'oauth2',
  'admin',
];

/**
 * A page's path is built by pagePath(PAGES.x, params, query) of packages/shared/src/routes.ts,
 * which encodes the values and keeps the pattern in one place, never by hand: no template whose
 * text starts with a page's prefix and goes on with a value (`/spots/${slug}`,
 * `${site}/share/${slug}`, `/explore?${query}`), and no such concatenation ('/spots/' + slug).
 */
const pagePrefix = `\\/(${PAGE_PREFIXES.join('|')})`;
const pathMessage =
  'Build a page path with pagePath(PAGES.…, params, query) of packages/shared/src/routes.ts.';
const pathSelectors = [
  {
    selector: `TemplateElement[tail=false][value.raw=/^${pagePrefix}(\\/|\\?|$)/]`,
    message: pathMessage,
  },
  {
    selector: `BinaryExpression[operator='+'] > Literal[value=/^${pagePrefix}(\\/|\\?)/]`,
    message: pathMessage,
  },
  {
    selector: `BinaryExpression[operator='+'] > Literal.left[value=/^${pagePrefix}$/]`,
    message: pathMessage,
  },
];

/**
 * An API error is made by a named factory of http/errors.ts, so that its code is one of the
 * shared list (packages/shared/src/errors.ts) and its status always goes with that code.
 */
const errorSelectors = [
  {
    selector: "NewExpression[callee.name='HttpError']",
    message:
      'Make API errors with the named factories of http/errors.ts (notFound(), emailTaken(), …).',
  },
];

/**
 * Endpoints come from the shared contract (packages/shared/src/api-routes.ts): a feature
 * registers one with `route(app, key, …)` or `fileRoute(app, key, …)`, which take the method,
 * path and schemas from it, so no path or schema is written twice.
 */
const contractMessage =
  'An API path comes from the contract (API_ROUTES, FILE_ROUTES): register an endpoint with route() or fileRoute() of http/route.ts by its key.';
const contractSelectors = [
  { selector: 'Literal[value=/^\\/api(\\/|$)/]', message: contractMessage },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|$)/]',
    message: contractMessage,
  },
];

// `transaction` is not on the list: a service may open one around several repository calls (the
// unit of work is a rule of the service); the statements inside still come from repositories.
const sqlMessage =
  'SQL belongs in a *.repository.ts file (or db/): routes call services, services call repositories.';
const QUERY_BUILDER_CALLS = [
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'selectNoFrom',
  'executeQuery',
];
const sqlSelectors = [
  {
    selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${QUERY_BUILDER_CALLS.join('|')})$/]`,
    message: sqlMessage,
  },
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: sqlMessage },
  {
    selector: "TaggedTemplateExpression[tag.type='MemberExpression'][tag.object.name='sql']",
    message: sqlMessage,
  },
  { selector: "ImportSpecifier[imported.name='sql']", message: sqlMessage },
];

function listFolders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const server = (p) => `apps/server/src/${p}`;
const web = (p) => `apps/web/src/${p}`;

/** Server: main.ts → app/ → modules/ → (http/, db/, lib/, config/), never back. */
function serverZones() {
  const upper =
    'may not import from a layer above it (main → app → modules → http, db, lib, config)';
  const base = ['http', 'db', 'lib', 'config'].map((layer) => ({
    target: server(layer),
    from: [server('modules'), server('app'), server('main.ts')],
    message: `${layer}/ ${upper}`,
  }));
  return [
    ...base,
    {
      target: server('modules'),
      from: [server('app'), server('main.ts')],
      message: `modules/ ${upper}`,
    },
    { target: server('app'), from: [server('main.ts')], message: `app/ ${upper}` },
  ];
}

/**
 * Web: app/, routes/ → features/ → (components/, lib/, config/); a feature reaches another only
 * through that feature's index.ts.
 */
function webZones(features) {
  const shared = ['components', 'lib', 'config'].map((layer) => ({
    target: web(layer),
    from: [web('features'), web('app'), web('routes')],
    message: `${layer}/ is shared by every feature and may not import features, app or routes`,
  }));
  const intoFeatures = [
    {
      target: web('features'),
      from: [web('app'), web('routes')],
      message: 'a feature may not import app/ or routes/',
    },
  ];
  const crossFeature = features.map((feature) => ({
    target: web(`features/${feature}`),
    from: web('features'),
    except: [
      `./${feature}`,
      ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`),
    ],
    message: 'import another feature only through its index.ts',
  }));
  const outsideIn = features.map((feature) => ({
    target: [web('app'), web('routes'), web('main.tsx')],
    from: web(`features/${feature}`),
    except: ['./index.ts'],
    message: 'import a feature only through its index.ts',
  }));
  return [...shared, ...intoFeatures, ...crossFeature, ...outsideIn];
}

/** packages/shared is the contract both apps build on: it imports nothing from them. */
function sharedZones() {
  return [
    {
      target: 'packages/shared',
      from: 'apps',
      message: 'packages/shared may not import from apps/',
    },
  ];
}
