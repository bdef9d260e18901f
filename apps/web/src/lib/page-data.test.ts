// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { statisticsKey } from '@divespot/shared/page-queries';
import { seedQueryCache } from './page-data.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => document.getElementById('page-data')?.remove());

/** The page as the server sent it, with `text` in its page-data element. */
function sentPage(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.textContent = text;
  document.head.append(script);
}

const counts = { spots: 392, countries: 58, species: 285, diveCenters: 7 };

describe('the answers a page came with', () => {
  it('go into the cache under their query keys', () => {
    sentPage(JSON.stringify({ queries: [{ queryKey: statisticsKey(), data: counts }] }));
    const client = createQueryClient();
    seedQueryCache(client);
    expect(client.getQueryData(statisticsKey())).toEqual(counts);
  });

  it('are nothing when the element is missing or malformed', () => {
    for (const text of [null, '{"queries":', '{"queries":{"statistics":1}}', '[1]', 'null']) {
      document.getElementById('page-data')?.remove();
      if (text !== null) sentPage(text);
      const client = createQueryClient();
      seedQueryCache(client);
      expect(client.getQueryCache().getAll(), String(text)).toEqual([]);
    }
  });
});
