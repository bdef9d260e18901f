// @vitest-environment happy-dom
import type { AnalyticsEvent } from '@divespot/shared/analytics';
import type { MapView } from '@divespot/shared/explore-url';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapSpot } from '../../../components/map/map-types.ts';
import { queuedEvents, resetAnalytics } from '../../../lib/analytics.ts';
import { useMapAnalytics } from './use-map-analytics.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  resetAnalytics();
});

const DAHAB: MapView = { north: 28.7, east: 34.7, south: 28.3, west: 34.3, zoom: 10 };
const RED_SEA: MapView = { north: 30, east: 36, south: 22, west: 32, zoom: 6.5 };
const PASSING: MapView = { north: 29, east: 35, south: 27, west: 33, zoom: 8 };

const events = () => queuedEvents().map((event: AnalyticsEvent) => ({ ...event, at: undefined }));
const moved = (view: MapView) => ({
  type: 'map_move',
  bounds: { west: view.west, south: view.south, east: view.east, north: view.north },
  zoom: view.zoom,
});

describe('useMapAnalytics', () => {
  it('counts each view the map settles on once, not the ones it passes through', () => {
    const { result } = renderHook(() => useMapAnalytics());
    act(() => result.current.viewRested(RED_SEA));
    act(() => void vi.advanceTimersByTime(150));
    act(() => result.current.viewRested(PASSING));
    act(() => void vi.advanceTimersByTime(150));
    act(() => result.current.viewRested(DAHAB));
    act(() => void vi.advanceTimersByTime(199));
    expect(events()).toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    expect(events()).toEqual([moved(DAHAB)]);

    // The same view reported again (a resize that changed nothing) is the same view.
    act(() => result.current.viewRested({ ...DAHAB }));
    act(() => void vi.advanceTimersByTime(1000));
    act(() => result.current.viewRested(RED_SEA));
    act(() => void vi.advanceTimersByTime(1000));
    expect(events()).toEqual([moved(DAHAB), moved(RED_SEA)]);
  });

  it('counts the view the map rested on when explore closes before the wait is over', () => {
    const { result, unmount } = renderHook(() => useMapAnalytics());
    act(() => result.current.viewRested(DAHAB));
    unmount();
    expect(events()).toEqual([moved(DAHAB)]);
    act(() => void vi.advanceTimersByTime(1000));
    expect(events()).toHaveLength(1);
  });

  it('counts a spot marker pressed, by the spot’s id', () => {
    const { result } = renderHook(() => useMapAnalytics());
    const spot = { kind: 'spot', objectId: 4711, name: 'SS Thistlegorm' } as MapSpot;
    act(() => result.current.markerPressed(spot));
    expect(events()).toEqual([{ type: 'marker_click', target: 'spot', id: 4711 }]);
  });
});
