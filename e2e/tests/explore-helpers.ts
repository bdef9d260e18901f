/* What the explore specs share: the Red Sea view they open, and looks at the list, URL and map. */
import type { Page } from '@playwright/test';
import {
  MAP_MOVE_DEBOUNCE_MS,
  MOBILE_BREAKPOINT_PX,
  SPOT_FETCH_DEBOUNCE_MS,
} from '@divespot/shared/explore-url';
import { expect } from '../fixtures.ts';

/** The northern Red Sea: 22 spots, 3 of them for beginners, none for experts. */
export const RED_SEA = 'n=28.5&e=35&s=24.5&w=32.5&zoom=7';

export const listHeading = (page: Page) =>
  page.getByRole('region', { name: 'Dive spot list' }).getByRole('heading', { level: 2 });
export const cards = (page: Page) =>
  page.getByRole('list', { name: 'Dive spots in view' }).getByRole('article');
export const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });

/** The count a heading such as '1,234 places' or '1 place' gives. */
export const headingCount = (text: string) => Number(text.replace(/\D/g, ''));

/** How many places the view holds, once the list has settled: the heading's count. */
export async function placeCount(page: Page): Promise<number> {
  await expect(listHeading(page)).toHaveText(/^([\d,]+ places|1 place)$/);
  await expect(page.getByText('Updating...')).toHaveCount(0);
  // Read again until it holds still: a refetch landing between two reads changes it.
  let count = Number.NaN;
  await expect
    .poll(async () => {
      const text = (await listHeading(page).textContent()) ?? '';
      const now = /^([\d,]+ places|1 place)$/.test(text) ? headingCount(text) : Number.NaN;
      const steady = now === count;
      count = now;
      return steady && (await page.getByText('Updating...').count()) === 0;
    })
    .toBe(true);
  return count;
}

/**
 * Waits for the heading to count `expected` places, then for the list to settle on it. An action
 * whose refetch waits out the debounces leaves the old count standing, settled, until it starts:
 * reading the count once could read that.
 */
export async function expectPlaces(page: Page, expected: number): Promise<void> {
  await expect(listHeading(page)).toHaveText(
    expected === 1 ? '1 place' : `${expected.toLocaleString('en-US')} places`,
  );
  expect(await placeCount(page)).toBe(expected);
}

/**
 * The list once the map, where it shows (≥ 768 px), has fitted its first view: that first view
 * change refetches the list after the docs/product/limits.md debounces, which would reset a list being paged.
 * Resolves with the heading's count then.
 */
export async function settled(page: Page): Promise<number> {
  const count = await placeCount(page);
  if ((page.viewportSize()?.width ?? 0) < MOBILE_BREAKPOINT_PX) return count;
  await mapReady(page);
  await page.waitForTimeout(MAP_MOVE_DEBOUNCE_MS + SPOT_FETCH_DEBOUNCE_MS + 100);
  return placeCount(page);
}

export type View = { n: number; e: number; s: number; w: number; zoom: number };

/** The view the URL holds. */
export function urlView(page: Page): View {
  const q = new URL(page.url()).searchParams;
  const [n, e, s, w, zoom] = ['n', 'e', 's', 'w', 'zoom'].map((k) => Number(q.get(k)));
  return { n: n!, e: e!, s: s!, w: w!, zoom: zoom! };
}

/** Bounds with at most 6 decimals, zoom with at most 2, as docs/product/limits.md rounds them. */
export function expectRounded(view: View) {
  for (const key of ['n', 'e', 's', 'w'] as const) {
    expect(
      Number.isFinite(view[key]) && Math.abs(view[key] * 1e6 - Math.round(view[key] * 1e6)),
    ).toBeLessThan(1e-6);
  }
  expect(Math.abs(view.zoom * 100 - Math.round(view.zoom * 100))).toBeLessThan(1e-6);
}

/** Two views the same to the map's precision (a re-fitted view may move by a rounding step). */
export function expectSameView(a: View, b: View) {
  for (const key of ['n', 'e', 's', 'w'] as const) expect(a[key]).toBeCloseTo(b[key], 3);
  expect(a.zoom).toBeCloseTo(b.zoom, 1);
}

/** Waits until the URL's query holds `part` (the screen writes it with replace). */
export async function expectQuery(page: Page, part: string | RegExp) {
  await expect
    .poll(() => new URL(page.url()).search)
    .toMatch(typeof part === 'string' ? new RegExp(part.replace(/[.?]/g, '\\$&')) : part);
}

/** Salem Express, alone on the map of the northern Red Sea. */
export const SALEM_EXPRESS = { id: 300, name: 'Salem Express', lat: 26.6397, lng: 34.0611 };

/**
 * Waits until the map has drawn the markers of its view (its keyboard list names them). On a
 * wide screen the list then takes the view the map fitted (wider or taller than asked): it waits
 * for that view to reach the URL too. A phone keeps the list's view until the map is moved.
 */
export async function mapReady(page: Page) {
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Dive spots in view: \d+/)).toBeAttached({ timeout: 20_000 });
  if ((page.viewportSize()?.width ?? 0) < MOBILE_BREAKPOINT_PX) return;
  await expect
    .poll(() => JSON.stringify(urlView(page)), { timeout: 10_000 })
    .not.toBe(JSON.stringify({ n: 28.5, e: 35, s: 24.5, w: 32.5, zoom: 7 }));
}

/** The MapLibre map of the page, as MapView hands it to end-to-end tests. */
type MapHandle = {
  project(at: [number, number]): { x: number; y: number };
  getBounds(): { getNorth(): number; getEast(): number; getSouth(): number; getWest(): number };
  getZoom(): number;
};

/** What the map shows now: its visible bounds and zoom, rounded as the URL keeps them. */
export async function cameraView(page: Page): Promise<View> {
  return page.locator('.maplibregl-map').evaluate((el) => {
    const map = (el as unknown as { maplibreMap: MapHandle }).maplibreMap;
    const b = map.getBounds();
    const r = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
    return {
      n: r(b.getNorth(), 6),
      e: r(b.getEast(), 6),
      s: r(b.getSouth(), 6),
      w: r(b.getWest(), 6),
      zoom: r(map.getZoom(), 2),
    };
  });
}

/** Where a spot's pin is on screen: 14 px above its point, as pins stand on their tip. */
export async function pinPosition(page: Page, lat: number, lng: number) {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('no map');
  const at = await page
    .locator('.maplibregl-map')
    .evaluate(
      (el, point) => (el as unknown as { maplibreMap: MapHandle }).maplibreMap.project(point),
      [lng, lat] as [number, number],
    );
  return { x: box.x + at.x, y: box.y + at.y - 14 };
}

/** The query of every list request the page makes. */
export function listRequests(page: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/spot' && url.searchParams.has('ne')) seen.push(url.searchParams);
  });
  return seen;
}

/**
 * Explore's page as the server sends it when it could load none of the data it comes with (the
 * filters, the opening list): the app then asks the API for them.
 */
export async function withoutPageData(page: Page) {
  await page.route(/\/explore(\?|$)/, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace(/<script type="application\/json" id="page-data">.*?<\/script>/s, '');
    expect(body).not.toBe(html);
    return route.fulfill({ response, body });
  });
}

/**
 * Clicks "Nearby dive spots" from the home page: its "Dive spots near me" button on a wide
 * screen, the drawer's link on a phone.
 */
export async function askForNearby(page: Page) {
  await page.goto('/');
  await page.locator('html[data-app-ready]').waitFor();
  if ((page.viewportSize()?.width ?? 0) < MOBILE_BREAKPOINT_PX) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Explore', exact: true }).click();
    await drawer.getByRole('link', { name: 'Nearby dive spots' }).click();
  } else {
    await page.getByRole('link', { name: 'Dive spots near me' }).click();
  }
}
