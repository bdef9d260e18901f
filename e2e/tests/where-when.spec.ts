/* Where and when: explore filtered by a species and a month, and the species page's way there. */
import type { APIRequestContext, Page } from '@playwright/test';
import type { SpeciesDetail } from '@divespot/shared/marine-life';
import type { SpotPage } from '@divespot/shared/spots';
import { expect, expectNoAxeViolations, test, DESKTOP_ONLY } from '../fixtures.ts';
import { cards, expectPlaces, settled, urlView } from './explore-helpers.ts';

// Explore draws a WebGL map in software (no GPU here): its tests get twice the usual time.
test.describe.configure({ timeout: 60_000 });

/**
 * The whole world as the address asks for it. A map narrower than the world at zoom 1 (1,024 px)
 * shows less of it, and the list shows what the map shows: the spots expected are those in the
 * view the page settles on (viewIds).
 */
const WORLD = 'n=85&e=180&s=-85&w=-180&zoom=1';
const MARCH = 3;

/** The ids of the spots `GET /api/spot` gives for whale sharks in March, anywhere. */
async function listedInMarch(request: APIRequestContext): Promise<SpotPage['content']> {
  const response = await request.get(`/api/spot?sealife=whale-shark&month=${MARCH}&size=100`);
  expect(response.status()).toBe(200);
  const page = (await response.json()) as SpotPage;
  expect(page.totalElements).toBeLessThanOrEqual(100);
  return page.content;
}

/** The species' own record: the spots where divers see it, each with its months. */
async function whaleShark(request: APIRequestContext): Promise<SpeciesDetail> {
  const response = await request.get('/api/sealife/whale-shark');
  expect(response.status()).toBe(200);
  return (await response.json()) as SpeciesDetail;
}

/** The ids of `spots` inside the view the page's address holds once it has settled. */
async function viewIds(
  page: Page,
  spots: readonly SpeciesDetail['spots'][number][],
): Promise<Set<number>> {
  await settled(page);
  const { n, e, s, w } = urlView(page);
  const inLng = (lng: number) => (w <= e ? w <= lng && lng <= e : lng >= w || lng <= e);
  return new Set(
    spots
      .filter((p) => s <= p.latitude && p.latitude <= n && inLng(p.longitude))
      .map((p) => p.objectId),
  );
}

/**
 * Every card on screen is one of `expected` (by id) and names the whale shark as seen in March;
 * the list counts exactly as many places.
 */
async function expectMarchCards(page: Page, expected: ReadonlySet<number>) {
  await settled(page);
  await expectPlaces(page, expected.size);
  const shown = cards(page);
  await expect(shown).toHaveCount(Math.min(expected.size, 20));
  for (const card of await shown.all()) {
    const id = Number(await card.getAttribute('data-spot-id'));
    expect(expected.has(id), `card ${id} is a March whale-shark spot`).toBe(true);
    await expect(card.getByRole('list', { name: 'Marine life seen here' })).toContainText(
      'Whale shark · seen in March',
    );
  }
}

test.describe('where and when', () => {
  test(
    'explore filtered by a species and a month lists only spots seen then, each with its badge',
    DESKTOP_ONLY,
    async ({ page, request }) => {
      const species = await whaleShark(request);
      const inMarch = new Set(
        species.spots.filter((s) => s.months.includes(MARCH)).map((s) => s.objectId),
      );
      expect(inMarch.size).toBeGreaterThan(0);
      // The list API agrees with the species' own sightings, and carries them on each item.
      const listed = await listedInMarch(request);
      expect(new Set(listed.map((s) => s.objectId))).toEqual(inMarch);
      for (const spot of listed) {
        expect(spot.sightings?.find((s) => s.slug === 'whale-shark')?.months).toContain(MARCH);
      }

      await page.goto(`/explore?sealife=whale-shark&month=${MARCH}&${WORLD}`);
      const toolbar = page.getByRole('toolbar', { name: 'Filters' });
      await expect(toolbar.getByRole('button', { name: 'Whale shark', exact: true })).toBeVisible();
      await expect(toolbar.getByRole('button', { name: 'March', exact: true })).toBeVisible();
      const marchInView = await viewIds(
        page,
        species.spots.filter((p) => inMarch.has(p.objectId)),
      );
      expect(marchInView.size).toBeGreaterThan(0);
      await expectMarchCards(page, marchInView);
      await expectNoAxeViolations(page);

      // The Month chip offers the months as a calendar; 'Any' drops the month.
      await toolbar.getByRole('button', { name: 'March', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Month' });
      await expect(panel.getByRole('radio', { name: 'March' })).toBeChecked();
      await expect(panel.getByRole('radio')).toHaveCount(13);
      await expectNoAxeViolations(page);
      await panel.getByRole('radio', { name: 'Any' }).check();
      await expect.poll(() => new URL(page.url()).searchParams.get('month')).toBeNull();
      expect(new URL(page.url()).searchParams.get('sealife')).toBe('whale-shark');
      await expectPlaces(page, (await viewIds(page, species.spots)).size);
    },
  );

  test(
    "the species calendar's March opens explore on the spots that see it in March",
    DESKTOP_ONLY,
    async ({ page, request }) => {
      const species = await whaleShark(request);
      const inMarch = new Set(
        species.spots.filter((s) => s.months.includes(MARCH)).map((s) => s.objectId),
      );
      await page.goto('/marine-life/whale-shark');
      await expect(page.getByRole('link', { name: 'Show on map', exact: true })).toHaveAttribute(
        'href',
        /^\/explore\?sealife=whale-shark&n=/,
      );
      const march = page.getByRole('link', {
        name: `March: ${inMarch.size} ${inMarch.size === 1 ? 'spot' : 'spots'} — show on map`,
      });
      await expect(march).toBeVisible();
      await expectNoAxeViolations(page);

      await march.click();
      await expect(page).toHaveURL(/\/explore\?month=3&sealife=whale-shark&n=/);
      await expect(
        page.getByRole('toolbar', { name: 'Filters' }).getByRole('button', { name: 'March' }),
      ).toBeVisible();
      await expectMarchCards(page, inMarch);
      await expectNoAxeViolations(page);
    },
  );
});
