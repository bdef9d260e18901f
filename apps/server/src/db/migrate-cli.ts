import { ConfigError, loadConfig } from '../config/env.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { errorMessage } from '../lib/error-message.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
try {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  try {
    const schema = await migrateToLatest(database.db);
    process.stdout.write(
      `Database (${database.kind}) is at ${schema.version} (${schema.applied} migrations).\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    `${error instanceof ConfigError ? '' : 'Migration failed: '}${errorMessage(error)}\n`,
  );
  process.exitCode = 1;
}
