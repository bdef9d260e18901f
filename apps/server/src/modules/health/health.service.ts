import type { Kysely } from 'kysely';
import type { Health, Liveness } from '@divespot/shared/health';
import type { DatabaseKind } from '../../db/database.ts';
import { schemaVersion, type SchemaVersion } from '../../db/migrate.ts';
import type { Database } from '../../db/schema.ts';
import { selectOne } from './health.repository.ts';

/** A successful probe this recent answers for the database without asking it again. */
const FRESH_MS = 1000;
/** A probe not answered in this time counts as a failure. */
const TIMEOUT_MS = 1000;

/**
 * Readiness and liveness of this server. Health is the baseline of the API benchmarks and load
 * balancers poll it, so the instance trusts a database that answered for a second and concurrent
 * checks share one probe: under any load this costs at most one query a second.
 */
export class HealthService {
  #answeredAt = -Infinity;
  #probing: Promise<void> | undefined;
  // Migrations only run at start-up, so the first answer holds for the process's lifetime and
  // health stays the cheapest request.
  #schema: SchemaVersion | undefined;

  private readonly db: Kysely<Database>;
  readonly dbKind: DatabaseKind;
  private readonly version: string;

  constructor(db: Kysely<Database>, dbKind: DatabaseKind, version: string) {
    this.db = db;
    this.dbKind = dbKind;
    this.version = version;
  }

  /** The server and its database answer; rejects with the reason when the database does not. */
  async readiness(): Promise<Health> {
    await this.#databaseAnswers();
    this.#schema ??= await schemaVersion(this.db);
    return {
      status: 'ok',
      database: {
        kind: this.dbKind,
        schemaVersion: this.#schema.version,
        migrations: this.#schema.applied,
      },
      version: this.version,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  /** The process answers; the database is not asked. */
  liveness(): Liveness {
    return { status: 'ok', version: this.version, uptimeSeconds: Math.round(process.uptime()) };
  }

  /**
   * Asks the database whether it answers (`SELECT 1`). Resolves when it answered; rejects with
   * the reason when it did not.
   */
  #databaseAnswers(): Promise<void> {
    if (performance.now() - this.#answeredAt < FRESH_MS) return Promise.resolve();
    this.#probing ??= this.#probe();
    return this.#probing;
  }

  async #probe(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    });
    try {
      await Promise.race([selectOne(this.db), timeout]);
      this.#answeredAt = performance.now();
    } finally {
      clearTimeout(timer);
      this.#probing = undefined;
    }
  }
}
