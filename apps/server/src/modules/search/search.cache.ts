/**
 * A small in-process cache of recent answers, least recently used out first. Search-as-you-type
 * sends the same few prefixes from every visitor ("b", "bl", "blu"…), content changes rarely,
 * and a result a minute old is still right, so repeated texts skip the database. Concurrent
 * misses for one key share a single query. Each server instance has its own; nothing here must
 * survive a restart (DESIGN §1).
 */
export class AnswerCache<T> {
  readonly #entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Re-insert so Map order stays least-recently-used first.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    const value = load();
    this.#entries.delete(key);
    this.#entries.set(key, { expires: this.now() + this.ttlMs, value });
    // Failures are not remembered: the next request tries again.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}
