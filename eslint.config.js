import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import formatjs from 'eslint-plugin-formatjs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import { architectureConfig } from './eslint/architecture.js';

const QUERY_HOOKS = {
  name: '@tanstack/react-query',
  message: 'Import the query hooks from lib/query.ts.',
  allowTypeImports: true,
};

// Shared modules that build zod schemas: the browser takes their types, and their values only
// in code that loads on demand (the account forms), so no page's first scripts carry zod.
const SHARED = 'packages/shared/src';
const ZOD_MODULES = readdirSync(SHARED)
  .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
  .filter((f) => /from 'zod'/.test(readFileSync(`${SHARED}/${f}`, 'utf8')))
  .map((f) => ({
    name: `@divespot/shared/${f.replace(/\.ts$/, '')}`,
    message:
      'It builds zod schemas: import its types, or its constants from a *-vocabulary module.',
    allowTypeImports: true,
  }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.data/**',
      'bench/results/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'vitest.setup.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Text, labels and alternatives come from the catalogs (decision 0008). Long-form info prose
    // that stays English lives in `*.en.tsx` files, marked lang="en".
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.en.tsx', 'apps/web/src/test/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{label,placeholder,title,alt,description,hint}']] } },
      ],
    },
  },
  {
    // Data hooks take the app's query cache from lib/query.ts, which creates it on first use, so
    // pages without data never download the query library (no provider above the whole app).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/web/src/test/**',
      'apps/web/src/lib/query.ts',
      'apps/web/src/lib/query-client.ts',
      'apps/web/src/entry-server.tsx',
    ],
    rules: {
      'no-restricted-imports': ['error', { paths: [QUERY_HOOKS, ...ZOD_MODULES] }],
    },
  },
  {
    // The account forms load with their dialog or page, and the console's content editors
    // with their own chunk: they validate as the server does.
    files: [
      'apps/web/src/features/auth/components/*-form.tsx',
      'apps/web/src/features/account/components/*-form.tsx',
      'apps/web/src/features/admin/components/*-editor.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [QUERY_HOOKS] }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  ...architectureConfig(import.meta.dirname),
);
