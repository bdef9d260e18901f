import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../packages/shared/src/routes.ts';
import { architectureConfig, PAGE_PREFIXES } from './architecture.js';

/**
 * The architecture rules over a small tree laid out like the repository: each fixture file breaks
 * one rule (or none), and each must report exactly that rule.
 */
const FIXTURES: Record<string, string> = {
  // Server layers.
  'apps/server/src/main.ts': "import { buildServer } from './app/server.ts';\nbuildServer();\n",
  'apps/server/src/app/server.ts':
    "import { spotsFeature } from '../modules/spots/index.ts';\nexport const buildServer = () => spotsFeature;\n",
  'apps/server/src/modules/spots/index.ts':
    "import { notFound } from '../../http/errors.ts';\nexport const spotsFeature = notFound;\n",
  'apps/server/src/http/errors.ts': 'export const notFound = 404;\n',
  'apps/server/src/http/page-heads.ts':
    "import { spotsFeature } from '../modules/spots/index.ts';\nexport const heads = spotsFeature;\n",
  'apps/server/src/modules/spots/uses-app.ts':
    "import { buildServer } from '../../app/server.ts';\nexport const app = buildServer;\n",
  // SQL only in repositories.
  'apps/server/src/modules/spots/spots.repository.ts':
    "import { sql } from 'kysely';\nexport const one = (db: any) => db.selectFrom('spot').select(sql`1`.as('one'));\n",
  'apps/server/src/modules/spots/spots.service.ts':
    "export const all = (db: any) => db.selectFrom('spot').selectAll().execute();\n",
  'apps/server/src/modules/spots/spots.routes.ts':
    "import { sql } from 'kysely';\nexport const now = (db: any) => sql`select now()`.execute(db);\n",
  // Endpoints from the contract.
  'apps/server/src/modules/spots/spots-old.routes.ts':
    "export const register = (app: any) => app.get('/api/spot', () => []);\n",
  'apps/server/src/modules/spots/spots-template.routes.ts':
    'export const register = (app: any, id: string) => app.get(`/api/spot/${id}`, () => []);\n',
  // Errors from their factories.
  'apps/server/src/modules/spots/spots-errors.ts':
    "import { HttpError } from '../../http/errors.ts';\nexport const gone = () => new HttpError(410, 'GONE', 'Gone.');\n",
  // Page paths from the route table, in both apps and the shared package.
  'apps/web/src/features/spots/spot-link.ts':
    'export const href = (slug: string) => `/spots/${slug}`;\n',
  'apps/web/src/features/spots/explore-link.tsx':
    "export const href = (query: string) => '/explore?' + query;\n",
  'apps/web/src/features/spots/blog-link.ts':
    "export const href = (query: string) => '/blog' + query;\n",
  'apps/server/src/modules/share/share-link.ts':
    'export const niceUrl = (site: string, slug: string) => `${site}/share/${slug}`;\n',
  'apps/server/src/modules/spots/spots-links.repository.ts':
    "export const path = (slug: string) => '/spots/' + slug;\n",
  'apps/server/src/http/reset-link.ts':
    'export const link = (token: string) => `/reset-password?token=${token}`;\n',
  'packages/shared/src/region-link.ts':
    'export const href = (c: string, r: string) => `/locations/regions/${c}/${r}`;\n',
  'apps/web/src/features/spots/page-links.ts': [
    'declare const pagePath: (pattern: string, params: object) => string;',
    "export const spot = (slug: string) => pagePath('/spots/:slug', { slug });",
    "export const explore = (site: string) => [`${site}/explore`, site + '/explore', '/explore'];",
    'export const other = (id: string) => [`/spotsy/${id}`, `/images/${id}`, `/blog/x`];',
    '',
  ].join('\n'),
  'packages/shared/src/routes.ts': 'export const spotPath = (slug: string) => `/spots/${slug}`;\n',
  'apps/web/src/features/spots/spot-link.test.ts':
    'export const url = (slug: string) => `/spots/${slug}`;\n',
  // A cycle.
  'packages/shared/src/left.ts':
    "import { right } from './right.ts';\nexport const left = () => right;\n",
  'packages/shared/src/right.ts':
    "import { left } from './left.ts';\nexport const right = () => left;\n",
  'packages/shared/src/uses-app.ts':
    "import { notFound } from '../../../apps/server/src/http/errors.ts';\nexport const code = notFound;\n",
  // Web layers and feature entry points.
  'apps/web/src/features/auth/index.ts': "export { useSession } from './session.ts';\n",
  'apps/web/src/features/auth/session.ts': 'export const useSession = () => null;\n',
  'apps/web/src/features/account/through-index.ts':
    "import { useSession } from '../auth/index.ts';\nexport const session = useSession;\n",
  'apps/web/src/features/account/deep.ts':
    "import { useSession } from '../auth/session.ts';\nexport const session = useSession;\n",
  'apps/web/src/components/ui/uses-feature.ts':
    "import { useSession } from '../../features/auth/index.ts';\nexport const session = useSession;\n",
  'apps/web/src/routes/profile.ts':
    "import { useSession } from '../features/auth/session.ts';\nexport const session = useSession;\n",
  'apps/web/src/routes/clean.ts':
    "import { useSession } from '../features/auth/index.ts';\nexport const session = useSession;\n",
  // Router internals, in code and in tests alike.
  'apps/web/src/lib/router-internals.ts':
    "import { UNSAFE_NavigationContext } from 'react-router';\nexport const context = UNSAFE_NavigationContext;\n",
  'apps/web/src/lib/router-internals.test.tsx':
    "export { UNSAFE_LocationContext as context } from 'react-router';\n",
  'apps/web/src/lib/router-public.ts':
    "import { useLocation, type NavigateOptions } from 'react-router';\nexport const where = useLocation;\nexport type Options = NavigateOptions;\n",
  // Size.
  'apps/web/src/lib/long.ts': Array.from(
    { length: 401 },
    (_, i) => `export const v${i} = ${i};`,
  ).join('\n'),
  'apps/web/src/lib/short.ts': Array.from(
    { length: 400 },
    (_, i) => `export const v${i} = ${i};`,
  ).join('\n'),
};

let root: string;
let problems: Map<string, string[]>;
let messages: Map<string, string[]>;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'divespot-architecture-'));
  for (const [file, text] of Object.entries(FIXTURES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: architectureConfig(root),
  });
  const results = await eslint.lintFiles(['apps', 'packages']);
  problems = new Map(
    results.map((r) => [
      path.relative(root, r.filePath),
      r.messages.map((m) => m.ruleId ?? m.message),
    ]),
  );
  messages = new Map(
    results.map((r) => [path.relative(root, r.filePath), r.messages.map((m) => m.message)]),
  );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const rulesOf = (file: string) => problems.get(file) ?? [];

describe('architecture lint', () => {
  it.each([
    ['apps/server/src/http/page-heads.ts', 'import-x/no-restricted-paths'],
    ['apps/server/src/modules/spots/uses-app.ts', 'import-x/no-restricted-paths'],
    ['apps/server/src/modules/spots/spots.service.ts', 'no-restricted-syntax'],
    ['apps/server/src/modules/spots/spots.routes.ts', 'no-restricted-syntax'],
    ['apps/server/src/modules/spots/spots-old.routes.ts', 'no-restricted-syntax'],
    ['apps/server/src/modules/spots/spots-template.routes.ts', 'no-restricted-syntax'],
    ['apps/server/src/modules/spots/spots-errors.ts', 'no-restricted-syntax'],
    ['packages/shared/src/left.ts', 'import-x/no-cycle'],
    ['packages/shared/src/right.ts', 'import-x/no-cycle'],
    ['packages/shared/src/uses-app.ts', 'import-x/no-restricted-paths'],
    ['apps/web/src/features/account/deep.ts', 'import-x/no-restricted-paths'],
    ['apps/web/src/components/ui/uses-feature.ts', 'import-x/no-restricted-paths'],
    ['apps/web/src/routes/profile.ts', 'import-x/no-restricted-paths'],
    ['apps/web/src/lib/long.ts', 'max-lines'],
    ['apps/web/src/features/spots/spot-link.ts', 'no-restricted-syntax'],
    ['apps/web/src/features/spots/explore-link.tsx', 'no-restricted-syntax'],
    ['apps/web/src/features/spots/blog-link.ts', 'no-restricted-syntax'],
    ['apps/server/src/modules/share/share-link.ts', 'no-restricted-syntax'],
    ['apps/server/src/modules/spots/spots-links.repository.ts', 'no-restricted-syntax'],
    ['apps/server/src/http/reset-link.ts', 'no-restricted-syntax'],
    ['packages/shared/src/region-link.ts', 'no-restricted-syntax'],
    ['apps/web/src/lib/router-internals.ts', '@typescript-eslint/no-restricted-imports'],
    ['apps/web/src/lib/router-internals.test.tsx', '@typescript-eslint/no-restricted-imports'],
  ])('%s breaks %s', (file, rule) => {
    expect(rulesOf(file)).toContain(rule);
    expect(new Set(rulesOf(file))).toEqual(new Set([rule]));
  });

  it.each([
    'apps/server/src/main.ts',
    'apps/server/src/app/server.ts',
    'apps/server/src/modules/spots/index.ts',
    'apps/server/src/modules/spots/spots.repository.ts',
    'apps/web/src/features/account/through-index.ts',
    'apps/web/src/routes/clean.ts',
    'apps/web/src/lib/short.ts',
    'apps/web/src/features/spots/page-links.ts',
    'packages/shared/src/routes.ts',
    'apps/web/src/features/spots/spot-link.test.ts',
    'apps/web/src/lib/router-public.ts',
  ])('%s keeps every rule', (file) => {
    expect(problems.has(file)).toBe(true);
    expect(rulesOf(file)).toEqual([]);
  });

  it('tells a hand-built page path, SQL and an API path apart on a server feature file', () => {
    const pageMessage: unknown = expect.stringContaining('pagePath(PAGES');
    expect(messages.get('apps/server/src/modules/share/share-link.ts')).toEqual([pageMessage]);
    expect(messages.get('apps/server/src/modules/spots/spots-links.repository.ts')).toEqual([
      pageMessage,
    ]);
    expect(messages.get('apps/server/src/modules/spots/spots.service.ts')).toEqual([
      expect.stringContaining('SQL belongs in a *.repository.ts'),
    ]);
    expect(messages.get('apps/server/src/modules/spots/spots-template.routes.ts')).toEqual([
      expect.stringContaining('An API path comes from the contract'),
    ]);
  });

  it('knows the first segment of every page of the route table', () => {
    const segments = new Set(
      PAGE_ROUTES.map((route) => route.pattern.split('/')[1]).filter((segment) => segment !== ''),
    );
    expect([...PAGE_PREFIXES].sort()).toEqual([...segments].sort());
  });
});
