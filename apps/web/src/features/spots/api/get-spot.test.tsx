// @vitest-environment happy-dom
import type { SpotDetail } from '@divespot/shared/spots';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { SPOT_STORE_LIMIT, storedSpot, useSpotStore } from '../stores/spot-store.ts';
import { useSpot, type SpotKey } from './get-spot.ts';

const spot = (objectId: number, name = `Spot ${objectId}`) =>
  ({ objectId, slug: `spot-${objectId}`, name }) as SpotDetail;

function SpotName({ spotKey }: { spotKey: SpotKey }) {
  const { data, isFetching } = useSpot(spotKey);
  return <p data-fetching={String(isFetching)}>{data?.name ?? 'loading'}</p>;
}

beforeEach(() => {
  localStorage.clear();
  useSpotStore.setState({ spots: {} });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("'divespot-store': spot details kept for the next visit", () => {
  it('stores what the page fetched, in localStorage, and shows it at once next time', async () => {
    stubApi((url) =>
      url.pathname === '/api/spot/slug/spot-7' ? json(200, spot(7, 'Julian Rocks')) : undefined,
    );
    renderPage(<SpotName spotKey={{ slug: 'spot-7' }} />);
    expect(await screen.findByText('Julian Rocks')).toBeTruthy();
    expect(localStorage.getItem('divespot-store')).toContain('Julian Rocks');
    cleanup();

    // A later visit (a fresh query cache) with the API away still shows the stored details.
    let answer: (r: Response) => void = () => undefined;
    const api = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(<SpotName spotKey={{ id: 7 }} />);
    expect(screen.getByText('Julian Rocks')).toBeTruthy();
    // Details older than the stale time are refreshed in the background.
    useSpotStore.getState().remember(spot(7, 'Julian Rocks'), 'en-US', Date.now() - 120_000);
    cleanup();
    renderPage(<SpotName spotKey={{ slug: 'spot-7' }} />);
    expect(screen.getByText('Julian Rocks')).toBeTruthy();
    await vi.waitFor(() => expect(api.to('/api/spot/slug/spot-7')).toHaveLength(1));
    answer(json(200, spot(7, 'Julian Rocks Marine Reserve')));
    expect(await screen.findByText('Julian Rocks Marine Reserve')).toBeTruthy();
  });

  it(`keeps the ${SPOT_STORE_LIMIT} most recently opened spots`, () => {
    const { remember } = useSpotStore.getState();
    for (let id = 1; id <= SPOT_STORE_LIMIT + 5; id++) remember(spot(id), 'en-US');
    remember(spot(3), 'en-US'); // opened again: now the newest
    const ids = Object.values(useSpotStore.getState().spots).map((s) => s.spot.objectId);
    expect(ids).toHaveLength(SPOT_STORE_LIMIT);
    expect(ids.at(-1)).toBe(3);
    expect(storedSpot({ id: 6 }, 'en-US')).toBeUndefined();
    expect(storedSpot({ id: 7 }, 'en-US')?.spot.name).toBe('Spot 7');
    expect(storedSpot({ slug: 'spot-45' }, 'en-US')?.spot.objectId).toBe(45);
  });

  it('shows a stored spot only in the language its texts were fetched in', async () => {
    useSpotStore.getState().remember(spot(7, 'Julian Rocks'), 'en-US');
    expect(storedSpot({ id: 7 }, 'de')).toBeUndefined();
    const api = stubApi((url) =>
      url.pathname === '/api/spot/id/7' && url.searchParams.get('lang') === 'de'
        ? json(200, spot(7, 'Julian Rocks (auf Deutsch)'))
        : undefined,
    );
    renderPage(<SpotName spotKey={{ id: 7 }} />, { language: inLanguage('de') });
    // Not the English details from the store: the page asks in German.
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('Julian Rocks (auf Deutsch)')).toBeTruthy();
    expect(api.to('/api/spot/id/7')[0]?.url.searchParams.get('lang')).toBe('de');
    expect(storedSpot({ id: 7 }, 'de')?.spot.name).toBe('Julian Rocks (auf Deutsch)');
  });

  it('ignores a malformed or older stored value', async () => {
    localStorage.setItem(
      'divespot-store',
      JSON.stringify({ state: { spots: { 1: { spot: { name: 1 } } } }, version: 3 }),
    );
    await useSpotStore.persist.rehydrate();
    expect(useSpotStore.getState().spots).toEqual({});
    // Version 2 stored spots without their texts' language, 1 without their altitude.
    for (const version of [0, 1, 2]) {
      localStorage.setItem(
        'divespot-store',
        JSON.stringify({ state: { spots: { 'id:1': { spot: spot(1), savedAt: 1 } } }, version }),
      );
      await useSpotStore.persist.rehydrate();
      expect(useSpotStore.getState().spots).toEqual({});
    }
  });
});
