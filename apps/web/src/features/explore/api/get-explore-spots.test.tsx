// @vitest-environment happy-dom
import { DEFAULT_MAP_VIEW } from '@divespot/shared/explore-url';
import { sentQuery } from '@divespot/shared/page-data';
import { EXPLORE_OPENING, exploreListKey } from '@divespot/shared/explore-list';
import type { SpotPage } from '@divespot/shared/spots';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, type FixedLanguage } from '../../../lib/i18n/i18n-provider.tsx';
import { seedQueryCache } from '../../../lib/page-data.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { IN_ENGLISH } from '../../../test/in-english.ts';
import { inLanguage } from '../../../test/in-language.ts';
import { json, stubApi } from '../../../test/render.tsx';
import { useExploreSpots, type ListQuery } from './get-explore-spots.ts';

const page = (name: string): SpotPage =>
  ({ content: [{ name }], page: 0, size: 20, totalElements: 1, totalPages: 1 }) as SpotPage;

const sent = { answer: page('From the page') };
/** `/explore` as the server sends it in English: its opening list's first page. */
const SENT_WITH_EXPLORE = [
  sentQuery(exploreListKey(EXPLORE_OPENING, 'en-US'), { pages: [sent.answer], pageParams: [0] }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function list(q: ListQuery, language: FixedLanguage = IN_ENGLISH) {
  const client = createQueryClient();
  seedQueryCache(client, SENT_WITH_EXPLORE);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nProvider fixed={language}>{children}</I18nProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useExploreSpots(q), { wrapper }).result;
}

describe('useExploreSpots', () => {
  it('shows the first page the server sent with /explore, without asking the API', () => {
    const api = stubApi(() => json(200, page('From the API')));
    const result = list({ view: DEFAULT_MAP_VIEW, filters: {} });
    expect(result.current.data?.pages).toEqual([sent.answer]);
    expect(api.to('/api/spot')).toEqual([]);
  });

  it('asks the API in its language when the page came in another one', async () => {
    const api = stubApi(() => json(200, page('Aus der API')));
    const result = list({ view: DEFAULT_MAP_VIEW, filters: {} }, inLanguage('de'));
    expect(result.current.data).toBeUndefined();
    await waitFor(() =>
      expect(result.current.data?.pages[0]?.content[0]?.name).toBe('Aus der API'),
    );
    expect(api.to('/api/spot')[0]?.url.searchParams.get('lang')).toBe('de');
  });

  it('asks the API when the list wants anything else', async () => {
    const api = stubApi(() => json(200, page('From the API')));
    const result = list({ view: DEFAULT_MAP_VIEW, filters: { level: ['beginner'] } });
    expect(result.current.data).toBeUndefined();
    await waitFor(() =>
      expect(result.current.data?.pages[0]?.content[0]?.name).toBe('From the API'),
    );
    expect(api.to('/api/spot')[0]?.url.searchParams.get('level')).toBe('beginner');
  });
});
