import type { Config } from '../config/env.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { processUsingDirectory } from './pglite-in-use.ts';
import { seedDatabase } from './seed/index.ts';
import { errorMessage } from '../lib/error-message.ts';

const STOP_SERVER = 'Stop the server first, or set DATABASE_URL';

/**
 * Opens the configured database for a command-line tool, migrated and seeded as a server start
 * leaves it. Refuses an embedded database another process (the server) has open: PGlite has no
 * lock of its own, and two writers would corrupt it.
 */
export async function openDatabaseForCli(config: Config): Promise<DatabaseHandle> {
  if (!config.databaseUrl) {
    const pid = processUsingDirectory(config.dataDir);
    if (pid !== null) {
      throw new Error(
        `The embedded database in ${config.dataDir} is in use by another process (pid ${pid}). ${STOP_SERVER}.`,
      );
    }
  }
  try {
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
    });
    await migrateToLatest(database.db);
    if (config.seed) await seedDatabase(database.db);
    return database;
  } catch (error) {
    const where = config.databaseUrl
      ? 'the database'
      : `the embedded database in ${config.dataDir}`;
    const hint = config.databaseUrl ? '' : ` (${STOP_SERVER}.)`;
    throw new Error(`Cannot open ${where}: ${errorMessage(error)}${hint}`, { cause: error });
  }
}
