import { LruCache } from '../../lib/lru-cache.ts';

/**
 * Recent answers per map tile, least recently used out first, bounded by count and by size (the
 * JSON they hold), kept `ttlMs`. Like lib/answer-cache.ts, concurrent misses of one key share
 * one load and failures are not remembered; in addition, the keys a request misses are loaded
 * together, by one query for all of them.
 */
export class TileCache<T> {
  readonly #entries: LruCache<string, Promise<T>>;
  /** Keys asked for lately, held or not (see `admits`). */
  readonly #asked: LruCache<string, true>;

  constructor(
    options: { maxEntries: number; maxBytes: number; ttlMs: number },
    private readonly sizeOf: (value: T) => number,
  ) {
    this.#entries = new LruCache({
      maxEntries: options.maxEntries,
      maxSize: options.maxBytes,
      ttlMs: options.ttlMs,
    });
    this.#asked = new LruCache({ maxEntries: options.maxEntries * 2, ttlMs: options.ttlMs });
  }

  /** Whether an answer for the key is held (or on its way). */
  holds(key: string): boolean {
    return this.#entries.get(key) !== undefined;
  }

  /**
   * A doorkeeper: whether every key is held or was asked for before within the TTL. Keys asked
   * for the first time are noted, and the caller should answer without loading them: most such
   * keys are never asked for again, and loading them would cost more than it saves.
   */
  admits(keys: string[]): boolean {
    let admitted = true;
    for (const key of keys) {
      if (this.#entries.get(key) || this.#asked.get(key)) continue;
      this.#asked.set(key, true);
      admitted = false;
    }
    return admitted;
  }

  /**
   * The answers for `keys`, in order. The keys not held are handed to `loadMissing` in one
   * call, which returns an answer for each of them.
   */
  getMany<K>(
    items: K[],
    keyOf: (item: K) => string,
    loadMissing: (missing: K[]) => Promise<Map<string, T>>,
  ): Promise<T[]> {
    const missing: K[] = [];
    let settle: { resolve: (m: Map<string, T>) => void; reject: (e: unknown) => void } | undefined;
    const batch = new Promise<Map<string, T>>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const answers = items.map((item) => {
      const key = keyOf(item);
      const held = this.#entries.get(key);
      if (held) return held;
      missing.push(item);
      const value = batch.then((loaded) => {
        const answer = loaded.get(key);
        if (answer === undefined) throw new Error(`No answer was loaded for ${key}.`);
        return answer;
      });
      this.#remember(key, value);
      return value;
    });
    if (missing.length > 0) void loadMissing(missing).then(settle?.resolve, settle?.reject);
    return Promise.all(answers);
  }

  #remember(key: string, value: Promise<T>) {
    this.#entries.set(key, value);
    value.then(
      (answer) => {
        // Counted at its real size once known; a newer load of the key is left alone.
        if (this.#entries.get(key) === value) this.#entries.set(key, value, this.sizeOf(answer));
      },
      () => {
        if (this.#entries.get(key) === value) this.#entries.delete(key);
      },
    );
  }

  get size(): number {
    return this.#entries.size;
  }
}
