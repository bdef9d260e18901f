import { LruCache } from './lru-cache.ts';

/**
 * A small in-process cache of recent answers, least recently used out first, for reads that
 * many visitors repeat while the data changes rarely: search-as-you-type prefixes ("b", "bl",
 * "blu"…) and the records behind detail pages. An answer a minute old is still right, so a
 * repeated key skips the database. Concurrent misses for one key share a single load, and
 * failures are not remembered. Each server instance has its own; nothing here must survive a
 * restart (docs/architecture.md).
 */
export class AnswerCache<T> {
  readonly #entries: LruCache<string, Promise<T>>;

  constructor(maxEntries: number, ttlMs: number, now?: () => number) {
    this.#entries = new LruCache({ maxEntries, ttlMs, ...(now ? { now } : {}) });
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    const value = load();
    this.#entries.set(key, value);
    value.catch(() => {
      if (this.#entries.get(key) === value) this.#entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}
