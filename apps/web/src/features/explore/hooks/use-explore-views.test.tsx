// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapView } from '@divespot/shared/explore-url';
import { useExploreViews } from './use-explore-views.ts';

const LISTED: MapView = { north: 28.5, east: 35, south: 24.5, west: 32.5, zoom: 7 };
/** The list's view fitted to a phone's tall map: more sea above and below. */
const FITTED: MapView = { north: 30.1, east: 35, south: 22.8, west: 32.5, zoom: 6.78 };
const MOVED: MapView = { north: 28.3, east: 34.4, south: 26.5, west: 33.2, zoom: 7.78 };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function views(isWide: boolean) {
  const hook = renderHook(({ wide }) => useExploreViews(LISTED, wide), {
    initialProps: { wide: isWide },
  });
  const report = (view: MapView, fitted: boolean) => {
    act(() => hook.result.current.onViewChange(view, fitted));
    act(() => void vi.advanceTimersByTime(1000));
    return hook.result.current;
  };
  return { hook, report };
}

describe('useExploreViews', () => {
  it('on a phone, keeps the list’s view while the map shows it fitted, its markers all it shows', () => {
    const { report } = views(false);
    const now = report(FITTED, true);
    expect(now.liveView).toBe(LISTED);
    expect(now.settledView).toBe(LISTED);
    expect(now.fetchedView).toBe(LISTED);
    expect(now.markersView).toEqual(FITTED);
  });

  it('on a phone, takes the view the diver moved the map to, for the list and the markers', () => {
    const { report } = views(false);
    report(FITTED, true);
    const now = report(MOVED, false);
    expect(now.liveView).toEqual(MOVED);
    expect(now.settledView).toEqual(MOVED);
    expect(now.fetchedView).toEqual(MOVED);
    expect(now.markersView).toEqual(MOVED);
  });

  it('on a wide screen, where list and map show side by side, takes the view the map fitted', () => {
    const { report } = views(true);
    const now = report(FITTED, true);
    expect(now.liveView).toEqual(FITTED);
    expect(now.fetchedView).toEqual(FITTED);
    expect(now.markersView).toEqual(FITTED);
  });

  it('does not restart the debounces for a view reported again', () => {
    const { hook } = views(true);
    act(() => hook.result.current.onViewChange(MOVED, false));
    act(() => void vi.advanceTimersByTime(250));
    // The same view again, as a new object (a resize that changed nothing).
    act(() => hook.result.current.onViewChange({ ...MOVED }, false));
    act(() => void vi.advanceTimersByTime(100));
    expect(hook.result.current.fetchedView).toEqual(MOVED);
  });
});
