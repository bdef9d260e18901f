import { describe, expect, it } from 'vitest';
import { TileCache } from './tile-cache.ts';

const cache = () =>
  new TileCache<string>({ maxEntries: 10, maxBytes: 1000, ttlMs: 60_000 }, (v) => v.length);

describe('TileCache', () => {
  it('loads the keys it lacks in one call and keeps them', async () => {
    const c = cache();
    const calls: string[][] = [];
    const load = (missing: string[]) => {
      calls.push(missing);
      return Promise.resolve(new Map(missing.map((k) => [k, k.toUpperCase()])));
    };
    expect(await c.getMany(['a', 'b'], String, load)).toEqual(['A', 'B']);
    expect(await c.getMany(['b', 'c', 'a'], String, load)).toEqual(['B', 'C', 'A']);
    expect(calls).toEqual([['a', 'b'], ['c']]);
  });

  it('shares a load between concurrent requests and forgets a failed one', async () => {
    const c = cache();
    let loads = 0;
    const slow = (missing: string[]) => {
      loads++;
      return new Promise<Map<string, string>>((resolve) =>
        setTimeout(() => resolve(new Map(missing.map((k) => [k, `${k}!`]))), 10),
      );
    };
    const [one, two] = await Promise.all([
      c.getMany(['x'], String, slow),
      c.getMany(['x'], String, slow),
    ]);
    expect([one, two, loads]).toEqual([['x!'], ['x!'], 1]);

    const failing = () => Promise.reject(new Error('database down'));
    await expect(c.getMany(['y'], String, failing)).rejects.toThrow('database down');
    expect(c.holds('y')).toBe(false);
    expect(await c.getMany(['y'], String, slow)).toEqual(['y!']);
  });

  it('admits a key the second time it is asked for, or when it is held', async () => {
    const c = cache();
    expect(c.admits(['p', 'q'])).toBe(false);
    expect(c.admits(['p', 'q'])).toBe(true);
    expect(c.admits(['p', 'r'])).toBe(false);
    await c.getMany(['s'], String, (m) => Promise.resolve(new Map(m.map((k) => [k, k]))));
    expect(c.admits(['s'])).toBe(true);
  });
});
