import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('evicts the least recently used entry beyond its count', () => {
    const cache = new LruCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now newer than b
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c')]).toEqual([1, 3]);
  });

  it('bounds the total size and skips entries larger than all of it', () => {
    const cache = new LruCache<string, string>({ maxEntries: 10, maxSize: 10 });
    cache.set('a', 'x', 6);
    cache.set('b', 'y', 6);
    expect(cache.get('a')).toBeUndefined();
    cache.set('huge', 'z', 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('b')).toBe('y');
  });

  it('forgets entries after their time to live', () => {
    let now = 10_000; // a clock's start; lru-cache reads a time of 0 as "never set"
    const cache = new LruCache<string, number>({ maxEntries: 5, ttlMs: 100, now: () => now });
    cache.set('a', 1);
    cache.set('b', 2, 1, 1000);
    now = 10_150;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.size).toBe(1);
  });
});
