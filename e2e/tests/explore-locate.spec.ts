/* "Find my location" on explore, after arriving from "Dive spots near me" somewhere else. */
import type { Page } from '@playwright/test';
import { expect, test, DESKTOP_ONLY } from '../fixtures.ts';
import { askForNearby, cards, urlView, type View } from './explore-helpers.ts';

// Two views drawn in software, and a flight between them: more time than most explore tests.
test.describe.configure({ timeout: 120_000 });

/** Where "Dive spots near me" finds the diver first: the Similan Islands, Thailand. */
const SIMILANS = { latitude: 8.65, longitude: 97.64 };
/** Where the map's "Find my location" finds them next: Dahab, Egypt. */
const DAHAB = { latitude: 28.5, longitude: 34.52 };

const holds = (v: View, at: { latitude: number; longitude: number }) =>
  v.s < at.latitude && at.latitude < v.n && v.w < at.longitude && at.longitude < v.e;

/** The map requests of the page whose view holds `at`. */
function mapRequestsAround(page: Page, at: typeof DAHAB): string[] {
  const seen: string[] = [];
  page.on('requestfinished', (r) => {
    const url = new URL(r.url());
    if (url.pathname !== '/api/spot/map') return;
    const [n, e, s, w] = ['n', 'e', 's', 'w'].map((k) => Number(url.searchParams.get(k)));
    if (holds({ n: n!, e: e!, s: s!, w: w!, zoom: 0 }, at)) seen.push(url.search);
  });
  return seen;
}

test.use({ geolocation: SIMILANS, permissions: ['geolocation'] });

/** Ten tries in the full run (`npm run test:e2e:full`), three in `npm test` (CI's time). */
const RUNS = process.env.E2E_FULL === '1' ? 10 : 3;

for (let run = 1; run <= RUNS; run++) {
  // A phone has its own map layout: one try there in npm test, every try in the full run.
  const where = run === 1 || process.env.E2E_FULL === '1' ? {} : DESKTOP_ONLY;
  test(
    `"Find my location" moves the list, the markers and the URL with the map (${run} of ${RUNS})`,
    where,
    async ({ page, context }) => {
      const phone = (page.viewportSize()?.width ?? 0) < 768;
      const aroundDahab = mapRequestsAround(page, DAHAB);
      await askForNearby(page);
      await expect.poll(() => holds(urlView(page), SIMILANS)).toBe(true);
      await expect(cards(page).first()).toContainText('Thailand');

      await context.setGeolocation(DAHAB);
      if (phone) await page.getByRole('button', { name: 'Show map' }).click();
      await page.getByRole('button', { name: 'Find my location' }).click();

      // The URL, the map's spots and the list all follow the map to the diver.
      await expect.poll(() => holds(urlView(page), DAHAB), { timeout: 60_000 }).toBe(true);
      await expect.poll(() => aroundDahab.length, { timeout: 30_000 }).toBeGreaterThan(0);
      await expect(page.getByText(/^Dive spots in view: [1-9]/)).toBeAttached({ timeout: 30_000 });
      if (phone) await page.getByRole('button', { name: 'Show list' }).click();
      await expect(cards(page).first()).toContainText('Dahab, Egypt', { timeout: 30_000 });
      await expect(cards(page).first().getByText(/km/)).toHaveText(/^\d{1,2}\.\d km away$/);
      // Still there once everything has settled.
      expect(holds(urlView(page), DAHAB)).toBe(true);
    },
  );
}
