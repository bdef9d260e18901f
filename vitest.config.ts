import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    // Each API test file starts its own server on a fresh database; PGlite start-up dominates.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the machine's cores: a single worker on the
    // two-core CI machine, idle whenever a test waits on a child process, a socket or a timer.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Files in one worker share loaded modules instead of importing the server afresh for
          // each (about half the suite's time). Every file builds its own app and database, so
          // nothing else is shared.
          isolate: false,
          // The run's template databases (empty, migrated, seeded), built once.
          globalSetup: ['./apps/server/src/test/global-setup.ts'],
          // world-countries' ES module imports its JSON without an import attribute, which
          // Node refuses; the global set-up (which seeds) needs it transformed like test files.
          server: { deps: { inline: ['world-countries'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'web-and-shared',
          include: [
            'apps/web/src/**/*.test.{ts,tsx}',
            'packages/*/src/**/*.test.ts',
            'eslint/**/*.test.ts',
            'bench/lib/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
