interface Entry<V> {
  value: V;
  size: number;
  expiresAt: number;
}

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
 * A small in-process least-recently-used cache bounded by count and total size. Rendered images
 * and upstream answers are cheap to lose, so a per-instance cache (not shared between servers)
 * is enough: a cold instance just renders again.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  private total = 0;

  constructor(private readonly options: LruOptions) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    // Re-insert so that Map order (oldest first) is recency order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V, size = 1, ttlMs = this.options.ttlMs): void {
    const max = this.options.maxSize ?? Infinity;
    if (size > max) return;
    this.delete(key);
    this.entries.set(key, { value, size, expiresAt: ttlMs ? this.now() + ttlMs : Infinity });
    this.total += size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.total <= max) break;
      this.delete(oldest);
    }
  }

  delete(key: K): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }

  get size(): number {
    return this.entries.size;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }
}
