import { LRUCache } from 'lru-cache';

export interface LruOptions {
  /** Most entries kept. */
  maxEntries: number;
  /** Most total size kept, in the unit `set` is given (bytes for buffers). */
  maxSize?: number;
  /** Entries older than this are treated as absent. */
  ttlMs?: number;
  /** Injectable clock, for tests. */
  now?: () => number;
}

/**
 * An in-process least-recently-used cache bounded by count and total size (the `lru-cache`
 * package, behind the few calls the server uses). Rendered images and upstream answers are cheap
 * to lose, so a per-instance cache (not shared between servers) is enough: a cold instance just
 * renders again.
 */
export class LruCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  readonly #cache: LRUCache<K, V>;
  readonly #sized: boolean;

  private readonly options: LruOptions;

  constructor(options: LruOptions) {
    this.options = options;
    this.#sized = options.maxSize !== undefined;
    this.#cache = new LRUCache<K, V>({
      max: options.maxEntries,
      ...(options.maxSize !== undefined ? { maxSize: options.maxSize } : {}),
      // Read the clock on every check rather than caching it for a millisecond.
      ttlResolution: 0,
      ...(options.now ? { perf: { now: options.now } } : {}),
    });
  }

  get(key: K): V | undefined {
    return this.#cache.get(key);
  }

  /** Keeps `value`; one larger than `maxSize` is not kept at all. */
  set(key: K, value: V, size = 1, ttlMs = this.options.ttlMs): void {
    this.#cache.set(key, value, {
      ...(this.#sized ? { size } : {}),
      ...(ttlMs ? { ttl: ttlMs } : {}),
    });
  }

  delete(key: K): void {
    this.#cache.delete(key);
  }

  clear(): void {
    this.#cache.clear();
  }

  /** Entries held, expired ones not yet dropped included. */
  get size(): number {
    return this.#cache.size;
  }
}
