import type { APIRequestContext, Page } from '@playwright/test';
import {
  authenticate,
  DESKTOP_ONLY,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
  TEST_ADMIN,
} from '../fixtures.ts';

/**
 * The console's Content section (docs/product/admin.md#content): records made or changed there
 * show on the public pages at once.
 */

const unique = (prefix: string, project: string) =>
  `${prefix} ${project} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Calls the admin API as the admin the server makes on first start. */
async function adminApi(request: APIRequestContext) {
  const auth = await authenticate(request, TEST_ADMIN.username, TEST_ADMIN.password);
  if (!auth) throw new Error('Cannot sign the admin in');
  const headers = { authorization: `Bearer ${auth.accessToken}` };
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> => {
    const answer = await request.fetch(path, { method, data, headers });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as T;
  };
}

/** Every field of a spot, as the form sends them. */
const spotBody = (name: string, latitude: number, longitude: number) => ({
  name,
  description: 'A sheltered reef made for this test.',
  latitude,
  longitude,
  entry: 'shore',
  siteType: null,
  waterType: 'ocean',
  depthMin: 3,
  depthMax: 18,
  altitude: null,
  level: 'beginner',
  activities: ['scuba'],
  visibilityMin: null,
  visibilityMax: null,
  current: null,
  waterTempC: null,
  bestMonths: [],
  certification: null,
  facilities: [],
  tags: [],
});

/** The species whose sightings the console edits here. */
const SPECIES = 'Tasselled wobbegong';

const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

test.describe('admin console: content', () => {
  test(
    'a spot made with the map picker is on explore and in search at once',
    DESKTOP_ONLY,
    async ({ page, context }, testInfo) => {
      const name = unique('Picker Reef', testInfo.project.name);
      await signIn(context, { admin: true });
      await page.goto('/admin');
      await page
        .getByRole('navigation', { name: 'Console sections' })
        .getByRole('link', { name: 'Content' })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: 'Content' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'New dive spot' }).click();
      await expect(page).toHaveURL(/\/admin\/content\/spots\/new$/);

      await field(page, /^Name/).fill(name);
      // The spots the tests make are far from the views other tests count (the South Atlantic):
      // typed, the point takes the map there; a click beside it then moves it.
      await field(page, /^Latitude/).fill('-41.5');
      await field(page, /^Longitude/).fill('-23');
      const where = page.getByRole('region', { name: 'Where', exact: true });
      await expect(where.getByRole('region', { name: 'Map for placing the point' })).toBeVisible();
      const canvas = where.locator('canvas');
      await expect(canvas).toBeVisible();
      // Put the point where the map is clicked, and see where that is.
      const box = (await canvas.boundingBox())!;
      const latitude = field(page, /^Latitude/);
      // The map takes clicks once its style has loaded.
      await expect(async () => {
        await canvas.click({ position: { x: box.width / 2 + 30, y: box.height / 2 - 20 } });
        await expect(latitude).not.toHaveValue('-41.5', { timeout: 1000 });
      }).toPass();
      const lat = Number(await latitude.inputValue());
      const lng = Number(await field(page, /^Longitude/).inputValue());
      expect(Number.isFinite(lat) && Number.isFinite(lng)).toBe(true);
      // The country (and region) of the point, found by the server.
      await expect(where.getByRole('status')).toHaveText(/^(?!Place the point|Finding)\S/);
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Create dive spot' }).click();
      await expect(page.getByText('Dive spot created.', { exact: false })).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/content\/spots\/\d+$/);
      await expectNoAxeViolations(page);

      // On explore, over the point.
      const d = 0.05;
      await page.goto(`/explore?n=${lat + d}&e=${lng + d}&s=${lat - d}&w=${lng - d}&zoom=12`);
      await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();

      // In the search box.
      const search = page.getByRole('banner').getByRole('combobox', { name: /Search dive spots/ });
      await search.fill(name);
      await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
    },
  );

  test(
    'a species’ sightings edited in the console change the spot page’s months',
    DESKTOP_ONLY,
    async ({ page, context }, testInfo) => {
      const spotName = unique('Sighting Wall', testInfo.project.name);
      const api = await adminApi(context.request);
      const spot = await api<{ id: number; path: string }>(
        'POST',
        '/api/admin/spots',
        spotBody(spotName, -42.3, -24.6),
      );
      // A species the seed has seen nowhere and no other test names: a new one would change the
      // marine-life guide's counts that other tests read.
      const found = await api<{ content: { id: number; name: string }[] }>(
        'GET',
        `/api/admin/content/species?q=${encodeURIComponent(SPECIES)}`,
      );
      const species = found.content.find((row) => row.name === SPECIES);
      if (!species) throw new Error(`No species ${SPECIES}`);

      await signIn(context, { admin: true });
      await page.goto(`/admin/content/species/${species.id}`);
      await page.getByRole('searchbox', { name: 'Add a spot' }).fill(spotName);
      await page.getByRole('button', { name: `Add ${spotName}` }).click();
      await page.getByRole('button', { name: `${spotName}, March` }).click();
      await expect(page.getByRole('button', { name: `${spotName}, March` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Changes saved.')).toBeVisible();

      await page.goto(spot.path);
      const sealife = page.getByRole('main').getByRole('region', { name: 'Marine life seen here' });
      const months = sealife.getByRole('group', { name: 'Month' });
      await months.getByRole('button', { name: /^March/ }).click();
      await expect(sealife.getByRole('link', { name: new RegExp(SPECIES) })).toBeVisible();
      await months.getByRole('button', { name: /^July/ }).click();
      await expect(
        sealife
          .getByRole('region', { name: 'At other times of the year' })
          .getByRole('link', { name: new RegExp(SPECIES) }),
      ).toBeVisible();
    },
  );

  test(
    'on a phone, a content form works',
    { tag: '@phone' },
    async ({ page, context }, testInfo) => {
      await signIn(context, { admin: true });
      await page.goto('/admin/content/spots/new');
      await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
      // Nothing is wider than the screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Create dive spot' }).click();
      // The form says what is missing, and saves nothing.
      await expect(page.getByText(/fields? needs? attention/)).toBeVisible();
      await expect(page).toHaveURL(/\/new$/);
      await field(page, /^Name/).fill(unique('Phone Reef', testInfo.project.name));
      await field(page, /^Latitude/).fill('-43.1');
      await field(page, /^Longitude/).fill('-26.2');
      await page.getByRole('button', { name: 'Create dive spot' }).click();
      await expect(page).toHaveURL(/\/admin\/content\/spots\/\d+$/);
      await expectNoAxeViolations(page);
    },
  );
});

test.describe('admin console: every editor', () => {
  test(
    'the dive center, place and article editors are clean for axe',
    DESKTOP_ONLY,
    async ({ page, context }) => {
      await signIn(context, { admin: true });
      for (const [kind, heading] of [
        ['dive-centers', 'New dive center'],
        ['articles', 'New article'],
      ] as const) {
        await page.goto(`/admin/content/${kind}/new`);
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
      }
      for (const kind of ['countries', 'regions', 'articles'] as const) {
        await page.goto(`/admin/content?kind=${kind}`);
        await page.getByRole('link', { name: /^Edit/ }).first().click();
        await expect(page).toHaveURL(new RegExp(`/admin/content/${kind}/[^/?]+$`));
        await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    },
  );
});
