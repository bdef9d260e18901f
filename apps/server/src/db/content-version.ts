import type { Kysely } from 'kysely';
import { AnswerCache } from '../lib/answer-cache.ts';
import type { Database } from './schema.ts';

/** How old the content counter a server answers by may be (docs/architecture.md#caches). */
export const CONTENT_CHECK_MS = 250;

/**
 * The content counter (migration 0021) as this server last read it: every statement that
 * changes a spot, place, species, dive center, article, picture or stored text raises it, on
 * whichever instance or tool made the change. Answers kept in memory are kept per value of it,
 * so a change shows in every answer of every instance sharing the database within
 * CONTENT_CHECK_MS and a read, and at once on the instance that made it (`changed`).
 */
export class ContentVersion {
  readonly #db: Kysely<Database>;
  readonly #checkMs: number;
  readonly #now: () => number;
  #version: number | undefined;
  #checkedAt = 0;
  #reading: Promise<number> | undefined;

  constructor(db: Kysely<Database>, checkMs = CONTENT_CHECK_MS, now: () => number = Date.now) {
    this.#db = db;
    this.#checkMs = checkMs;
    this.#now = now;
  }

  /**
   * The counter, read again when the last read is older than the check interval (one read at a
   * time however many requests ask). Without the database, the last value read: the answers
   * kept stay as good as they were.
   */
  async current(): Promise<number> {
    if (this.#version !== undefined && this.#now() - this.#checkedAt < this.#checkMs) {
      return this.#version;
    }
    this.#reading ??= this.#read().finally(() => (this.#reading = undefined));
    try {
      return await this.#reading;
    } catch {
      return this.#version ?? -1;
    }
  }

  /** This server has just changed content: the next `current` reads the counter again. */
  changed(): void {
    this.#checkedAt = -Infinity;
  }

  async #read(): Promise<number> {
    const row = await this.#db
      .selectFrom('change_counter')
      .select('version')
      .where('subject', '=', 'content')
      .executeTakeFirstOrThrow();
    this.#version = Number(row.version);
    this.#checkedAt = this.#now();
    return this.#version;
  }
}

/**
 * Recent answers built from content, kept per value of the content counter: after a change no
 * answer from before it is served (an `AnswerCache` whose keys carry the counter; the older
 * entries age out).
 */
export class ContentAnswers<T> {
  readonly #answers: AnswerCache<T>;
  readonly #version: ContentVersion;

  constructor(version: ContentVersion, maxEntries: number, ttlMs: number, now?: () => number) {
    this.#version = version;
    this.#answers = new AnswerCache<T>(maxEntries, ttlMs, now);
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    // The counter is read before the load, so what the load reads is at least as new.
    const version = await this.#version.current();
    return this.#answers.get(`${version}\u0000${key}`, load);
  }

  get size(): number {
    return this.#answers.size;
  }
}
