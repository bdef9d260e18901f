import type { Kysely } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import type { Database } from './schema.ts';
import { MIGRATIONS } from './migrations/index.ts';

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

export interface SchemaVersion {
  /** Name of the newest applied migration, or 'none'. */
  version: string;
  applied: number;
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<SchemaVersion> {
  // Migrations are written on parallel branches and a number can land after a higher one was
  // already applied somewhere (0007 after 0008): run it then instead of refusing the database.
  // Each migration stands on its own, so the order between such neighbours does not matter.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const cause = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${cause}`, {
      cause: error,
    });
  }
  return schemaVersion(db);
}

export async function schemaVersion(db: Kysely<Database>): Promise<SchemaVersion> {
  const applied = await appliedMigrations(db);
  return { version: applied.at(-1) ?? 'none', applied: applied.length };
}

/** Names of the migrations applied to the database, in order. */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  return (await migrator.getMigrations()).filter((m) => m.executedAt).map((m) => m.name);
}
