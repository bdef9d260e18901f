import type { Config } from '../config/env.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { seedDatabase } from './seed/index.ts';
import { errorMessage } from '../lib/error-message.ts';

/**
 * Opens the configured database for a command-line tool, migrated and seeded as a server start
 * leaves it. An embedded database that a running server (or another tool) holds is refused by
 * its lock (data-dir-lock.ts), with a message naming the holder.
 */
export async function openDatabaseForCli(config: Config): Promise<DatabaseHandle> {
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
    });
    await migrateToLatest(database.db);
    if (config.seed) await seedDatabase(database.db);
    return database;
  } catch (error) {
    await database?.close();
    if (error instanceof DataDirInUseError) throw error;
    const where = config.databaseUrl
      ? 'the database'
      : `the embedded database in ${config.dataDir}`;
    throw new Error(`Cannot open ${where}: ${errorMessage(error)}`, { cause: error });
  }
}
