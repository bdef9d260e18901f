import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, DESKTOP_ONLY } from '../fixtures.ts';

interface Country {
  objectId: number;
  slug: string;
}
interface Region {
  objectId: number;
  slug: string;
  name: string;
  spots: { slug: string; name: string }[];
}

/** The seeded region of the SS Thistlegorm, read from the API so the test follows the data. */
async function thistlegormRegion(page: Page): Promise<Region> {
  const res = await page.request.get('/api/regions?country=egypt&q=gubal');
  expect(res.status()).toBe(200);
  const { content } = (await res.json()) as { content: Region[] };
  const slug = content[0]?.slug ?? '';
  const detail = await page.request.get(`/api/countries/egypt/regions/${slug}`);
  return (await detail.json()) as Region;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('locations', () => {
  test('destinations: tabs and search, in the URL without history entries', async ({ page }) => {
    const gubal = await thistlegormRegion(page);
    await page.goto('/destinations');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const countriesTab = main.getByRole('tab', { name: /Countries/ });
    const regionsTab = main.getByRole('tab', { name: /Regions/ });
    await expect(countriesTab).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('link', { name: /^Egypt\b/ })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: /Africa/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // Arrow keys move between tabs; the URL follows without adding history entries.
    const historyLength = await page.evaluate(() => history.length);
    await countriesTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(regionsTab).toHaveAttribute('aria-selected', 'true');
    await expect(regionsTab).toBeFocused();
    await expect(page).toHaveURL(/[?&]tab=regions/);
    await expect(main.getByRole('tabpanel', { name: /Regions/ })).toBeVisible();
    await expect(
      main.getByRole('link', { name: new RegExp(escapeRegExp(gubal.name)) }),
    ).toBeVisible();

    // Search ignores accents and case, and finds regions by their country's name too.
    const search = main.getByRole('searchbox');
    await search.fill('EGYPT');
    await expect(main.getByRole('heading', { level: 2, name: 'Egypt' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await countriesTab.click();
    await expect(page).toHaveURL(/[?&]tab=countries/);
    await search.fill('curacao');
    await expect(main.getByRole('link', { name: /Curaçao/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Egypt\b/ })).toHaveCount(0);

    await search.fill('xyzzy');
    await expect(main.getByText('No countries match “xyzzy”')).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(main.getByRole('link', { name: /^Egypt\b/ })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('from the directory to Egypt, one of its regions and the SS Thistlegorm', async ({
    page,
  }) => {
    const gubal = await thistlegormRegion(page);
    await page.goto('/destinations?q=egy');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: /^Egypt\b/ }).click();
    await expect(page).toHaveURL(/\/locations\/countries\/egypt$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Egypt' })).toBeVisible();
    await expect(page).toHaveTitle(/^Diving in Egypt/);
    await expect(main.getByRole('img', { name: /^Map of Egypt/ })).toHaveAttribute(
      'src',
      /^\/api\/map\/static\?/,
    );
    await expect(main.getByRole('link', { name: 'Explore on the map' })).toHaveAttribute(
      'href',
      /^\/explore\?n=-?[\d.]+&e=-?[\d.]+&s=-?[\d.]+&w=-?[\d.]+&zoom=\d+(\.\d{1,2})?$/,
    );
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: new RegExp(escapeRegExp(gubal.name)) }).click();
    await expect(page).toHaveURL(new RegExp(`/locations/regions/egypt/${gubal.slug}$`));
    await expect(main.getByRole('heading', { level: 1, name: gubal.name })).toBeVisible();
    const breadcrumb = main.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Egypt' })).toHaveAttribute(
      'href',
      '/locations/countries/egypt',
    );
    await expect(main.getByRole('link', { name: 'SS Thistlegorm' })).toHaveAttribute(
      'href',
      '/spots/ss-thistlegorm',
    );
    await expect(
      main.getByRole('heading', { level: 2, name: 'Marine life seen here' }),
    ).toBeVisible();
    await expect(main.locator('a[href^="/marine-life/"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(
    'country pages answer to the numeric id, and region pages to the region alone',
    DESKTOP_ONLY,
    async ({ page }) => {
      const res = await page.request.get('/api/countries/egypt');
      const egypt = (await res.json()) as Country;
      const main = page.getByRole('main');

      await page.goto(`/locations/countries/${egypt.objectId}`);
      await expect(main.getByRole('heading', { level: 1, name: 'Egypt' })).toBeVisible();
      await expectNoAxeViolations(page);

      const gubal = await thistlegormRegion(page);
      await page.goto(`/locations/regions/${gubal.objectId}`);
      await expect(main.getByRole('heading', { level: 1, name: gubal.name })).toBeVisible();
      await expect(main.getByRole('link', { name: 'SS Thistlegorm' })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test(
    'generic /locations/{type}/{id} links replace themselves with the record’s page',
    DESKTOP_ONLY,
    async ({ page }) => {
      const res = await page.request.get('/api/locations/spots/ss-thistlegorm');
      const spot = (await res.json()) as { objectId: number };
      await page.goto('/destinations');
      await page.goto(`/locations/spots/${spot.objectId}`);
      await expect(page).toHaveURL(/\/spots\/ss-thistlegorm$/);
      // Replaced, not pushed: Back returns to where the visitor came from.
      await page.goBack();
      await expect(page).toHaveURL(/\/destinations$/);
      await expectNoAxeViolations(page);
    },
  );

  test(
    'unknown countries, regions and location types show Page Not Found',
    DESKTOP_ONLY,
    async ({ page, allowConsoleErrors }) => {
      // The page and its API call answer 404, which Chromium logs as failed resources.
      allowConsoleErrors(
        /status of 404 \(Not Found\) \(http:[^)]*\/(locations|api\/countries|api\/regions)\//,
      );
      const main = page.getByRole('main');
      for (const path of [
        '/locations/countries/atlantis',
        '/locations/regions/egypt/no-such-region',
        '/locations/regions/no-such-region',
        '/locations/planets/1',
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(main.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      }
      await expectNoAxeViolations(page);
    },
  );
});
