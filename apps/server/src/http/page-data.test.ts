import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadPageData, pageDataScript } from './page-data.ts';

const errors: unknown[] = [];
const log = pino(
  { level: 'warn' },
  { write: (line: string) => void errors.push(JSON.parse(line)) },
);
const outages: unknown[] = [];
const unavailable = (error: unknown) => void outages.push(error);

describe('page data', () => {
  it("loads every loader of the page's route in its language, leaving out one that fails or has nothing", async () => {
    const data = await loadPageData(
      {
        '/marine-life/:slug': {
          species: (params) => Promise.resolve({ slug: params.slug }),
          month: (_params, query) => Promise.resolve(query.get('month') ?? undefined),
          language: (_params, _query, language) => Promise.resolve(language),
          broken: () => Promise.reject(new Error('lookup failed')),
          away: () => Promise.reject(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
          nothing: () => Promise.resolve(undefined),
        },
        '/explore': { list: () => Promise.resolve([1]) },
      },
      '/marine-life/whale-shark',
      '/marine-life/whale-shark?month=7',
      'ja',
      log,
      unavailable,
    );
    expect(data).toEqual({ species: { slug: 'whale-shark' }, month: '7', language: 'ja' });
    expect(errors).toMatchObject([{ key: 'broken', msg: 'page data not loaded' }]);
    // A database outage is not logged here: the outage log counts it.
    expect(outages).toMatchObject([{ code: 'ECONNREFUSED' }]);
  });

  it('has nothing for a page without loaders or outside the route table', async () => {
    const loaders = { '/explore': { list: () => Promise.resolve([1]) } };
    expect(await loadPageData(loaders, '/about', '/about', 'de', log, unavailable)).toEqual({});
    expect(
      await loadPageData(loaders, '/no/such/page', '/no/such/page', 'de', log, unavailable),
    ).toEqual({});
  });

  it('goes into the page as JSON that no text can close early', () => {
    expect(pageDataScript({})).toBe('');
    const script = pageDataScript({ article: { title: '</script><script>alert(1)</script>' } });
    expect(script).not.toContain('</script><script>');
    const json = /id="page-data">(.*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ article: { title: '</script><script>alert(1)</script>' } });
  });
});
