// @vitest-environment happy-dom
import type { AnalyticsEvent } from '@divespot/shared/analytics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_QUEUE_MAX,
  queuedEvents,
  resetAnalytics,
  startAnalytics,
  track,
} from './analytics.ts';

afterEach(() => {
  resetAnalytics();
  vi.unstubAllGlobals();
});

const view = (path: string): AnalyticsEvent => ({ type: 'page_view', path });
const views = (count: number, from = 0) =>
  Array.from({ length: count }, (_, i) => view(`/spots/spot-${from + i}`));
const paths = (events: readonly AnalyticsEvent[]) =>
  events.map((e) => (e.type === 'page_view' ? e.path : e.type));

interface Beacon {
  url: string;
  type: string;
  events: AnalyticsEvent[];
}

/**
 * A browser whose navigator has the privacy signals given and a sendBeacon that keeps what each
 * call sent (accepting it, or refusing as a browser does over its size limit).
 */
function browser(signals: { doNotTrack?: string; globalPrivacyControl?: boolean } = {}) {
  const blobs: { url: string; blob: Blob }[] = [];
  const sendBeacon = vi.fn((url: string, blob: Blob) => {
    blobs.push({ url, blob });
    return true;
  });
  vi.stubGlobal('navigator', { doNotTrack: 'unspecified', ...signals, sendBeacon });
  const beacons = () =>
    Promise.all(
      blobs.map(async ({ url, blob }): Promise<Beacon> => ({
        url,
        type: blob.type,
        events: (JSON.parse(await blob.text()) as { events: AnalyticsEvent[] }).events,
      })),
    );
  return { sendBeacon, beacons };
}

/** A fetch standing in for the API, keeping each request. */
function api(
  answer: () => Promise<Response> = () => Promise.resolve(new Response(null, { status: 202 })),
) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function hidePage() {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('track: the queue', () => {
  it('queues events stamped with the time, and sends nothing before the app starts sending', () => {
    const { sendBeacon } = browser();
    const fetch = api();
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
    views(30).forEach(track);
    track({ type: 'marker_click', target: 'spot', id: 7 });
    window.dispatchEvent(new Event('pagehide'));

    const queued = queuedEvents();
    expect(queued).toHaveLength(31);
    expect(queued[0]).toEqual({ type: 'page_view', path: '/spots/spot-0', at: 1_750_000_000_000 });
    expect(queued[30]).toEqual({
      type: 'marker_click',
      target: 'spot',
      id: 7,
      at: 1_750_000_000_000,
    });
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends a batch with sendBeacon as soon as 20 events wait', async () => {
    const { sendBeacon, beacons } = browser();
    startAnalytics();
    views(19).forEach(track);
    expect(sendBeacon).not.toHaveBeenCalled();

    track(view('/explore'));
    const sent = await beacons();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/analytics/events');
    expect(sent[0]?.type).toBe('application/json');
    expect(paths(sent[0]?.events ?? [])).toEqual([...paths(views(19)), '/explore']);
    expect(sent[0]?.events.every((e) => typeof e.at === 'number')).toBe(true);
    expect(queuedEvents()).toEqual([]);
  });

  it('sends what waits when the page is hidden, and again after it shows', async () => {
    const { beacons } = browser();
    startAnalytics();
    views(3).forEach(track);
    document.dispatchEvent(new Event('visibilitychange')); // still visible
    expect(await beacons()).toEqual([]);

    hidePage();
    expect((await beacons()).map((b) => paths(b.events))).toEqual([paths(views(3))]);

    track(view('/about'));
    window.dispatchEvent(new Event('pagehide'));
    expect((await beacons()).map((b) => paths(b.events))).toEqual([paths(views(3)), ['/about']]);
    // Nothing left: hiding again sends nothing.
    window.dispatchEvent(new Event('pagehide'));
    expect(await beacons()).toHaveLength(2);
  });

  it('never sends more than 50 events in one request', async () => {
    const { beacons } = browser();
    views(120).forEach(track);
    startAnalytics();
    const sent = await beacons();
    expect(sent.map((b) => b.events.length)).toEqual([50, 50, 20]);
    expect(sent.flatMap((b) => paths(b.events))).toEqual(paths(views(120)));
  });

  it('keeps the newest 500 events while it cannot send', () => {
    browser();
    views(ANALYTICS_QUEUE_MAX + 100).forEach(track);
    const queued = queuedEvents();
    expect(queued).toHaveLength(ANALYTICS_QUEUE_MAX);
    expect(paths(queued)[0]).toBe('/spots/spot-100');
    expect(paths(queued).at(-1)).toBe(`/spots/spot-${ANALYTICS_QUEUE_MAX + 99}`);
  });

  it('stops sending once stopped', () => {
    const { sendBeacon } = browser();
    const stop = startAnalytics();
    track(view('/'));
    stop();
    window.dispatchEvent(new Event('pagehide'));
    views(25).forEach(track);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(queuedEvents()).toHaveLength(26);
  });
});

describe('track: without sendBeacon', () => {
  it('posts with fetch, keepalive, when the browser has no sendBeacon', async () => {
    vi.stubGlobal('navigator', { doNotTrack: null });
    const fetch = api();
    startAnalytics();
    views(2).forEach(track);
    window.dispatchEvent(new Event('pagehide'));

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/analytics/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    const body = JSON.parse(init.body as string) as { events: AnalyticsEvent[] };
    expect(paths(body.events)).toEqual(paths(views(2)));
    await fetch.mock.results[0]?.value;
  });

  it('posts with fetch when sendBeacon refuses the batch', () => {
    const { sendBeacon } = browser();
    sendBeacon.mockReturnValue(false);
    const fetch = api();
    startAnalytics();
    track(view('/'));
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores a request that fails', async () => {
    vi.stubGlobal('navigator', {});
    let failed = false;
    const fetch = api(() => {
      failed = true;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    startAnalytics();
    expect(() => views(20).forEach(track)).not.toThrow();
    expect(failed).toBe(true);
    // The rejection was handled: nothing reaches the page (vitest fails on unhandled ones).
    await expect(fetch.mock.results[0]?.value).rejects.toThrow('Failed to fetch');
    expect(queuedEvents()).toEqual([]);
  });
});

describe('track: what is never recorded', () => {
  it.each([
    ['Do Not Track', () => browser({ doNotTrack: '1' })],
    ['Global Privacy Control', () => browser({ globalPrivacyControl: true })],
    [
      'Do Not Track on window (older browsers)',
      () => {
        vi.stubGlobal('doNotTrack', '1');
        return browser();
      },
    ],
  ])('nothing when the browser says %s', (_, setUp) => {
    const { sendBeacon } = setUp();
    const fetch = api();
    startAnalytics();
    views(25).forEach(track);
    window.dispatchEvent(new Event('pagehide'));
    expect(queuedEvents()).toEqual([]);
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('no admin page, viewed or opened from a search', () => {
    browser();
    track(view('/admin'));
    track(view('/admin/analytics'));
    track({ type: 'search_result_click', text: 'users', path: '/admin/users', position: 0 });
    track(view('/administrators-guide'));
    track({ type: 'search_result_click', text: 'blue', path: '/spots/blue-hole', position: 1 });
    expect(paths(queuedEvents())).toEqual(['/administrators-guide', 'search_result_click']);
  });

  it('nothing without a window (the server render), and no error', () => {
    vi.stubGlobal('window', undefined);
    expect(() => track(view('/'))).not.toThrow();
    expect(() => startAnalytics()()).not.toThrow();
    expect(queuedEvents()).toEqual([]);
  });

  it('never throws into the caller', () => {
    vi.stubGlobal('navigator', {
      get doNotTrack(): string {
        throw new Error('denied');
      },
    });
    expect(() => track(view('/'))).not.toThrow();
  });
});
