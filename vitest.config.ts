import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'eslint/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // Each API test file starts its own server on a fresh database; PGlite start-up dominates.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
