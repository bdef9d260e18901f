import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

describe('AnswerCache', () => {
  it('loads a key once and answers repeats from memory', async () => {
    const cache = new AnswerCache<number>(10, 60_000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new AnswerCache<string>(10, 60_000);
    let loads = 0;
    let finish: (v: string) => void = () => undefined;
    const load = () => {
      loads++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.get('k', load);
    const second = cache.get('k', load);
    finish('answer');
    expect(await Promise.all([first, second])).toEqual(['answer', 'answer']);
    expect(loads).toBe(1);
  });

  it('does not remember failures', async () => {
    const cache = new AnswerCache<number>(10, 60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve(7))).toBe(7);
  });

  it('loads again after the time to live and keeps at most maxEntries', async () => {
    let now = 10_000; // a clock's start; lru-cache reads a time of 0 as "never set"
    const cache = new AnswerCache<number>(2, 1000, () => now);
    await cache.get('a', () => Promise.resolve(1));
    now = 10_999;
    expect(await cache.get('a', () => Promise.resolve(2))).toBe(1);
    now = 12_000;
    expect(await cache.get('a', () => Promise.resolve(3))).toBe(3);
    await cache.get('b', () => Promise.resolve(4));
    await cache.get('c', () => Promise.resolve(5));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve(6))).toBe(6);
  });
});
