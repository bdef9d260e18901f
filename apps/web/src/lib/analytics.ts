import type { AnalyticsEvent } from '@divespot/shared/analytics';
import { ANALYTICS_LIMITS, isAdminPath } from '@divespot/shared/analytics-vocabulary';
import { apiUrl } from './api-client.ts';

/**
 * The product's own analytics (docs/product/analytics.md): features `track` what divers do, the
 * events wait here and go to `POST /api/analytics/events` in batches, by `sendBeacon`, which
 * outlives the page. Nothing is recorded on the server render, nor when the browser asks not to
 * be tracked (Do Not Track, Global Privacy Control).
 *
 * Events are only queued until the app's entry calls `startAnalytics`: it alone sends them, so a
 * component rendered on its own (a unit test) never makes a request.
 */

/** Events kept while they wait; past it the oldest go (a page hidden for hours sends none). */
export const ANALYTICS_QUEUE_MAX = 500;

let queue: AnalyticsEvent[] = [];
let stopSending: (() => void) | null = null;

type PrivacySignals = Navigator & { globalPrivacyControl?: boolean };

/** Do Not Track (old browsers put it on `window`) or Global Privacy Control. */
function askedNotToTrack(): boolean {
  const nav = navigator as PrivacySignals;
  const win = window as Window & { doNotTrack?: string | null };
  return nav.doNotTrack === '1' || win.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** The console's own pages are never recorded (the server refuses them too). */
function recordable(event: AnalyticsEvent): boolean {
  const path = event.type === 'page_view' || event.type === 'search_result_click' ? event.path : '';
  return !isAdminPath(path);
}

/** Queues an event, stamped with the browser's time. Never throws: counting must not break a page. */
export function track(event: AnalyticsEvent): void {
  try {
    if (typeof window === 'undefined' || askedNotToTrack() || !recordable(event)) return;
    queue.push({ ...event, at: Date.now() });
    if (queue.length > ANALYTICS_QUEUE_MAX) queue.splice(0, queue.length - ANALYTICS_QUEUE_MAX);
    if (stopSending && queue.length >= ANALYTICS_LIMITS.batchSend) sendQueue();
  } catch {
    // A browser that refuses one of the calls above simply goes uncounted.
  }
}

/** Sends everything queued, in requests of at most `batchMax` events. */
function sendQueue(): void {
  const events = queue;
  queue = [];
  for (let start = 0; start < events.length; start += ANALYTICS_LIMITS.batchMax) {
    send(events.slice(start, start + ANALYTICS_LIMITS.batchMax));
  }
}

function send(events: AnalyticsEvent[]): void {
  const url = apiUrl('analyticsEvents');
  const body = JSON.stringify({ events });
  try {
    const beacon = new Blob([body], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, beacon)) return;
  } catch {
    // Refused (too large, or not allowed here): try fetch.
  }
  try {
    void fetch(url, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => undefined);
  } catch {
    // Lost: analytics are a count, not a record anyone waits for.
  }
}

/**
 * Starts sending (the app's entry, once): whenever 20 events wait, and when the page is hidden
 * (another tab, the app switched away, closed or navigated off), the moment that may be the
 * last. Returns the function that stops it.
 */
export function startAnalytics(): () => void {
  if (typeof window === 'undefined') return () => undefined;
  stopSending?.();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') sendQueue();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', sendQueue);
  const stop = () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', sendQueue);
    if (stopSending === stop) stopSending = null;
  };
  stopSending = stop;
  if (queue.length >= ANALYTICS_LIMITS.batchSend) sendQueue();
  return stop;
}

/** The events waiting to be sent, oldest first (for tests). */
export function queuedEvents(): readonly AnalyticsEvent[] {
  return [...queue];
}

/** Forgets what waits and stops sending (for tests). */
export function resetAnalytics(): void {
  queue = [];
  stopSending?.();
}
