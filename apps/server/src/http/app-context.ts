import type { Kysely } from 'kysely';
import type { Config } from '../config/env.ts';
import type { DatabaseKind } from '../db/database.ts';
import type { DatabaseOutageLog } from '../db/outage-log.ts';
import type { Database } from '../db/schema.ts';
import type { StoredTexts } from '../db/texts/stored-texts.ts';

/** What every feature gets from the running server when it registers. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  version: string;
  /** Where a request that failed for want of the database is told (db/outage-log.ts). */
  databaseOutage: DatabaseOutageLog;
  /**
   * The stored texts in other languages (decision 0014): one reader for every feature, so each
   * language is held in memory once per server.
   */
  texts: StoredTexts;
  /**
   * A service several features share (the sign-in checks, say), made once per server on first
   * ask: the feature that owns it exports a function that asks for it under its name here.
   */
  shared<T>(name: string, make: () => T): T;
  /**
   * The time rate limits count their windows in (modules/auth/rate-limit.ts): `Date.now`, or in
   * tests a clock held still, so a window never ends halfway through a test's count.
   */
  now: () => number;
}

/** The `shared` of an AppContext: one instance per name. */
export function sharedServices(): AppContext['shared'] {
  const made = new Map<string, unknown>();
  return <T>(name: string, make: () => T): T => {
    if (!made.has(name)) made.set(name, make());
    return made.get(name) as T;
  };
}

export const APP_VERSION = '0.1.0';
