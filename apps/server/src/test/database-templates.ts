import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';

/**
 * Databases every test file can start from instead of building its own: an empty one, one with
 * every migration applied, and one also seeded. Starting a new PGlite costs seconds of WebAssembly
 * and initdb, and migrating and seeding it a second more; loading a prepared one takes a third
 * of that. On PostgreSQL a test database is a copy of a template database
 * (`CREATE DATABASE … TEMPLATE`).
 */
export type DatabaseTemplates =
  | { kind: 'pglite'; empty: string; migrated: string; seeded: string }
  | { kind: 'postgres'; migrated: string; seeded: string };

export type TemplateName = 'empty' | 'migrated' | 'seeded';

/** Builds the templates once for a test run; the returned function removes them again. */
export async function buildDatabaseTemplates(
  serverUrl: string | undefined,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  return serverUrl ? buildPostgresTemplates(serverUrl) : buildPgliteTemplates();
}

async function buildPgliteTemplates() {
  const dir = mkdtempSync(join(tmpdir(), 'divespot-db-templates-'));
  const remove = () => Promise.resolve(rmSync(dir, { recursive: true, force: true }));
  try {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const dump = async (name: TemplateName) => {
        const file = join(dir, `${name}.tar`);
        const tarball = await database.dumpDataDir!();
        writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
        return file;
      };
      const empty = await dump('empty');
      await migrateToLatest(database.db);
      const migrated = await dump('migrated');
      await seedDatabase(database.db);
      const seeded = await dump('seeded');
      return { templates: { kind: 'pglite' as const, empty, migrated, seeded }, remove };
    } finally {
      await database.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
}

async function buildPostgresTemplates(serverUrl: string) {
  const prefix = `divespot_template_${randomBytes(4).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const prepare = async (
    name: string,
    step: (db: Parameters<typeof seedDatabase>[0]) => unknown,
  ) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 2 });
    try {
      await step(database.db);
    } finally {
      await database.close();
    }
  };
  const remove = async () => {
    for (const name of [seeded, migrated])
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await admin(`CREATE DATABASE ${migrated}`);
    await prepare(migrated, migrateToLatest);
    await admin(`CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
    await prepare(seeded, seedDatabase);
    return { templates: { kind: 'postgres' as const, migrated, seeded }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
