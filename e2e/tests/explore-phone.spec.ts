/* On a phone the list and the map take turns: both show one area. */
import type { Page } from '@playwright/test';
import { MAP_MOVE_DEBOUNCE_MS, SPOT_FETCH_DEBOUNCE_MS } from '@divespot/shared/explore-url';
import { expect, test } from '../fixtures.ts';
import {
  RED_SEA,
  cameraView,
  expectSameView,
  listRequests,
  mapReady,
  placeCount,
  expectPlaces,
  urlView,
  type View,
} from './explore-helpers.ts';

// Explore draws a WebGL map in software (no GPU here): its tests get twice the usual time.
test.describe.configure({ timeout: 90_000 });

/** The views of the map's requests for spots (`GET /api/spot/map`). */
function markerRequests(page: Page): View[] {
  const seen: View[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname !== '/api/spot/map') return;
    const [n, e, s, w, zoom] = ['n', 'e', 's', 'w', 'zoom'].map((k) =>
      Number(url.searchParams.get(k)),
    );
    seen.push({ n: n!, e: e!, s: s!, w: w!, zoom: zoom! });
  });
  return seen;
}

const contains = (outer: View, inner: View) =>
  outer.n >= inner.n - 1e-6 &&
  outer.s <= inner.s + 1e-6 &&
  outer.e >= inner.e - 1e-6 &&
  outer.w <= inner.w + 1e-6;

const switchTo = (page: Page, name: 'Show map' | 'Show list') =>
  page.getByRole('button', { name }).click();

/**
 * Nothing to wait for: the test checks that nothing follows, so it lets the map-move and
 * spot-fetch debounces (docs/product/limits.md) run out first.
 */
const debouncesRunOut = (page: Page) =>
  page.waitForTimeout(MAP_MOVE_DEBOUNCE_MS + SPOT_FETCH_DEBOUNCE_MS + 300);

test('@phone list → map shows the list’s area and keeps the view; a move is then kept', async ({
  page,
}) => {
  const markers = markerRequests(page);
  const lists = listRequests(page);
  await page.goto(`/explore?${RED_SEA}`);
  const places = await placeCount(page);
  const listed = urlView(page);

  await switchTo(page, 'Show map');
  await mapReady(page);
  // The map shows the whole area the list held (and more sea, being taller), with its spots.
  const shown = await cameraView(page);
  expect(contains(shown, listed)).toBe(true);
  await expect.poll(() => markers.some((v) => contains(v, shown))).toBe(true);
  // The view the list and the URL hold stays the same, within rounding.
  await debouncesRunOut(page);
  expectSameView(urlView(page), listed);
  expect(lists.every((q) => q.get('ne') === `${listed.n},${listed.e}`)).toBe(true);

  // Back to the list and to the map again: the same places, the same view.
  await switchTo(page, 'Show list');
  await debouncesRunOut(page);
  await expectPlaces(page, places);
  await switchTo(page, 'Show map');
  await debouncesRunOut(page);
  expectSameView(await cameraView(page), shown);
  expectSameView(urlView(page), listed);

  // Once the diver moves the map, the list and the URL take its view, and keep it across the
  // switches (a hidden map is not shrunk to a default size).
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => urlView(page).zoom).toBeCloseTo(shown.zoom + 1, 1);
  const moved = urlView(page);
  expectSameView(await cameraView(page), moved);
  await switchTo(page, 'Show list');
  await debouncesRunOut(page);
  expectSameView(urlView(page), moved);
  await switchTo(page, 'Show map');
  await debouncesRunOut(page);
  expectSameView(urlView(page), moved);
  expectSameView(await cameraView(page), moved);
});
