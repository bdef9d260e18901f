/* The explore list as a new visitor meets it: at once, counted truly, announced truly. */
import type { APIRequestContext, Page, Route } from '@playwright/test';
import {
  decodeExploreUrl,
  EXPLORE_LIST_PAGE_SIZE,
  toApiQuery,
  toBoundsQuery,
  withActivityFilter,
} from '@divespot/shared/explore-url';
import { EXPLORE_OPENING, exploreListKey, exploreListParams } from '@divespot/shared/explore-list';
import type { PageData } from '@divespot/shared/page-data';
import { expect, expectNoAxeViolations, test, DESKTOP_ONLY } from '../fixtures.ts';
import { RED_SEA, cards, listHeading, settled } from './explore-helpers.ts';

// Explore draws a WebGL map in software (no GPU here): its tests get twice the usual time.
test.describe.configure({ timeout: 60_000 });

const MAP_CHUNK = /\/assets\/map-view-[^/]+\.js$/;

/** Around Salem Express alone. */
const ONE_SPOT = 'n=26.66&e=34.08&s=26.62&w=34.04&zoom=13';

/**
 * Keeps the map's code from arriving, so the view stays the one the URL asks for (the map, once
 * drawn, widens it to its own shape).
 */
async function holdMap(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route(MAP_CHUNK, (route) => {
    held.push(route);
  });
  return held;
}

const listStatus = (page: Page) =>
  page.getByRole('region', { name: 'Dive spot list' }).getByRole('status');

test('the list shows its cards first, and the map code loads after @desktop', async ({ page }) => {
  // How many cards were on screen when the map's code was asked for.
  let cardsWhenMapAsked = -1;
  const held: Route[] = [];
  await page.route(MAP_CHUNK, async (route) => {
    cardsWhenMapAsked = await cards(page).count();
    held.push(route);
  });
  await page.goto(`/explore?${RED_SEA}`);
  await expect(cards(page)).toHaveCount(20);
  await expect.poll(() => held.length).toBe(1);
  expect(cardsWhenMapAsked).toBe(20);
  await expect(page.getByText('Loading map...')).toBeVisible();
  await expectNoAxeViolations(page);

  for (const route of held) await route.continue();
  await expect(page.locator('.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
});

test('the heading counts every place in view, not the cards shown so far', async ({ page }) => {
  await holdMap(page);
  await page.goto(`/explore?${RED_SEA}`);
  await expect(cards(page)).toHaveCount(20);
  await expect(listHeading(page)).toHaveText('22 places');
  await expect(page.getByText('Showing 20 of 22')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Show more places' }).click();
  await expect(cards(page)).toHaveCount(22);
  await expect(listHeading(page)).toHaveText('22 places');
});

/** How many spots the API counts in the view and with the filters the page's URL holds. */
async function apiTotal(page: Page, request: APIRequestContext): Promise<number> {
  const state = withActivityFilter(decodeExploreUrl(new URL(page.url()).search));
  const { ne, sw, zoom } = toBoundsQuery(state.view);
  const query = new URLSearchParams({ ne, sw, zoom, ...toApiQuery(state.filters), size: '1' });
  const res = await request.get(`/api/spot?${query.toString()}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { totalElements: number }).totalElements;
}

test(
  "the heading's count is the API's total for the view, with and without filters",
  DESKTOP_ONLY,
  async ({ page, request }) => {
    // Five views, each loaded and settled with its map (software-drawn here).
    test.setTimeout(120_000);
    // The opening view (more places than a page of cards), then narrowed by depth, then by level
    // and activity, then the northern Red Sea with and without a filter.
    const queries = [
      '',
      '?depth.max=18',
      '?level=beginner,intermediate&activity=wreck',
      `?${RED_SEA}`,
      `?level=beginner&${RED_SEA}`,
    ];
    const counts: number[] = [];
    for (const query of queries) {
      await page.goto(`/explore${query}`);
      const shown = await settled(page);
      expect(shown).toBe(await apiTotal(page, request));
      counts.push(shown);
    }
    expect(counts[0]).toBeGreaterThan(EXPLORE_LIST_PAGE_SIZE);
    expect(counts[1]).toBeLessThan(counts[0]!);
    expect(counts[2]).toBeGreaterThan(0);
    expect(counts[4]).toBeGreaterThan(0);
  },
);

test('a view with fewer places than a page counts them exactly', DESKTOP_ONLY, async ({ page }) => {
  await holdMap(page);
  // The northern Red Sea's 3 spots for beginners.
  await page.goto(`/explore?level=beginner&${RED_SEA}`);
  await expect(cards(page)).toHaveCount(3);
  await expect(listHeading(page)).toHaveText('3 places');
  await expectNoAxeViolations(page);

  await page.goto(`/explore?${ONE_SPOT}`);
  await expect(cards(page)).toHaveCount(1);
  await expect(listHeading(page)).toHaveText('1 place');
});

test('the live region tells what the first answer holds', DESKTOP_ONLY, async ({ page }) => {
  await holdMap(page);
  await page.goto(`/explore?${RED_SEA}`);
  await expect(cards(page)).toHaveCount(20);
  await expect(listStatus(page)).toHaveText(
    '22 dive spots in this map view, nearest the map centre first',
  );
  await expectNoAxeViolations(page);
});

test('the first-load placeholders leave nothing to scroll that the keyboard cannot reach', async ({
  page,
}) => {
  // The list's answer is held, so the placeholders stay.
  await page.route(/\/api\/spot\?/, () => {});
  await page.goto(`/explore?${RED_SEA}`);
  await expect(page.getByTestId('spot-placeholder')).toHaveCount(8);
  await expect(listStatus(page)).toHaveText('Loading dive spots');
  await expectNoAxeViolations(page);
});

test('opened without a view, explore comes with its first cards in the HTML, and keeps them', async ({
  page,
  request,
}) => {
  // The opening list, as the API answers it.
  const html = await (await request.get('/explore')).text();
  const sent = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html);
  // Under the key of the list's query in English (the request names no language).
  const key = JSON.stringify(exploreListKey(EXPLORE_OPENING, 'en-US'));
  const list = (JSON.parse(sent?.[1] ?? '{"queries":[]}') as PageData).queries.find(
    (q) => JSON.stringify(q.queryKey) === key,
  )?.data as { pages: { content: { name: string }[] }[] } | undefined;
  if (!list) throw new Error('/explore came without its list');
  const query = exploreListParams(EXPLORE_OPENING, 0, EXPLORE_LIST_PAGE_SIZE);
  const api = await request.get(`/api/spot?${query.toString()}&lang=en-US`);
  const names = ((await api.json()) as { content: { name: string }[] }).content.map((s) => s.name);
  expect(list.pages[0]?.content.map((s) => s.name)).toEqual(names);
  expect(names.length).toBeGreaterThan(0);
  // Its cards are in the HTML, pictures and all (the first ones load at once).
  const first = names[0] ?? '';
  expect(html).toContain(`>${first.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}<`);
  expect(html).toMatch(/<img[^>]*src="\/api\/image\/[^>]*loading="eager"/);

  // The app adopts them: no placeholder and no request for the list in between.
  const listRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/spot\?/.test(r.url())) listRequests.push(r.url());
  });
  await holdMap(page);
  await page.goto('/explore');
  await expect(cards(page)).toHaveCount(names.length);
  await expect(cards(page).first()).toContainText(first);
  await expect(page.getByTestId('spot-placeholder')).toHaveCount(0);
  expect(listRequests).toEqual([]);
  await expectNoAxeViolations(page);
});
