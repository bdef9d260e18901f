import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, DESKTOP_ONLY } from '../fixtures.ts';
import { LANGUAGES, message } from './i18n-helpers.ts';

function groupChip(page: Page, label: string): Locator {
  return page
    .getByRole('navigation', { name: 'Species groups' })
    .getByRole('link', { name: new RegExp(`^${label} \\(\\d+ species\\)$`) });
}

test.describe('marine life guide', () => {
  test('filters by group, searches by name and pages through the list', async ({ page }) => {
    await page.goto('/marine-life');
    await expect(page).toHaveTitle(/Marine life guide/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Showing 1–24 of 285 species')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Green turtle' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Group chips carry counts and keep the filter in the URL.
    await groupChip(page, 'Rays').click();
    await expect(page).toHaveURL(/\/marine-life\?group=ray$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Rays' })).toBeVisible();
    await expect(page.getByText('Showing 1–17 of 17 species')).toBeVisible();
    await expect(groupChip(page, 'Rays')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Green turtle' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Reef manta ray' })).toBeVisible();

    // The debounced search filters through the API and lands in the URL too.
    const search = page.getByRole('searchbox', { name: 'Search marine life by name' });
    await search.fill('manta');
    await expect(page).toHaveURL(/group=ray&q=manta/);
    await expect(page.getByText('Showing 1–2 of 2 species')).toBeVisible();
    const names = page
      .getByRole('region', { name: 'Rays matching “manta”' })
      .getByRole('heading', { level: 3 });
    await expect(names).toHaveText(['Reef manta ray', 'Oceanic manta ray']);
    await expectNoAxeViolations(page);

    // Nothing matches: an empty state with a way out.
    await search.fill('zzzz');
    await expect(page.getByText('No species match your search')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(page).toHaveURL(/\/marine-life$/);
    await expect(search).toHaveValue('');
    await expect(page.getByText('Showing 1–24 of 285 species')).toBeVisible();

    // Pagination keeps its page in the URL; Back returns to the first page.
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: /Next/ })
      .click();
    await expect(page).toHaveURL(/\/marine-life\?page=2$/);
    await expect(page.getByText('Showing 25–48 of 285 species')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goBack();
    await expect(page.getByText('Showing 1–24 of 285 species')).toBeVisible();
  });

  test(
    'the URL state is restored on load and a card opens its species',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/marine-life?group=shark&q=hammer');
      await expect(page.getByRole('searchbox', { name: 'Search marine life by name' })).toHaveValue(
        'hammer',
      );
      await expect(page.getByRole('heading', { level: 2, name: /Sharks matching/ })).toBeVisible();
      await page.getByRole('link', { name: 'Scalloped hammerhead' }).click();
      await expect(page).toHaveURL(/\/marine-life\/scalloped-hammerhead$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Scalloped hammerhead' }),
      ).toBeVisible();
    },
  );
});

test('the search hint fits the field in every language', async ({ page }) => {
  for (const [, code] of LANGUAGES) {
    await page.goto(`/marine-life?lang=${code}`);
    const search = page.getByRole('searchbox', { name: message(code, 'marineLife.search.label') });
    const hint = message(code, 'marineLife.search.placeholder');
    await expect(search).toHaveAttribute('placeholder', hint);
    // The hint's width in the field's own font against the room the field gives text.
    const { text, room } = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      return {
        text: context.measureText(input.placeholder).width,
        room: input.clientWidth - padding,
      };
    });
    expect(text, `${code}: “${hint}”`).toBeLessThanOrEqual(room);
  }
});

test.describe('species page', () => {
  test('shows the facts and where and when to see it; a spot link opens the spot', async ({
    page,
  }) => {
    await page.goto('/marine-life/whale-shark');
    await expect(page).toHaveTitle('Whale shark (Rhincodon typus) · DiveSpot');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Whale shark' })).toBeVisible();
    await expect(main.getByText('Rhincodon typus').first()).toBeVisible();
    await expect(main.getByText('Conservation status: Endangered (EN)')).toBeVisible();
    await expect(main.getByRole('definition').filter({ hasText: '10 m' })).toBeVisible();

    const where = main.getByRole('region', { name: 'Where and when to see it' });
    const map = where.getByRole('img', {
      name: /^Map of the 10 spots where divers see the whale shark: /,
    });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect(map).toHaveJSProperty('complete', true);
    expect(await map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The month chart's figures, as screen readers get them.
    const table = where.getByRole('table', { name: /by month/ });
    await expect(table.getByRole('row', { name: 'June 7' })).toHaveCount(1);
    await expect(table.getByRole('row', { name: 'January 4' })).toHaveCount(1);
    // The ten spots, 'Show on map' and the calendar's twelve months.
    await expect(where.getByRole('link')).toHaveCount(23);
    await expect(where.getByRole('link', { name: /— show on map$/ })).toHaveCount(12);
    await expectNoAxeViolations(page);

    await where.getByRole('link', { name: 'Richelieu Rock' }).click();
    await expect(page).toHaveURL(/\/spots\/richelieu-rock-thailand$/);
  });

  test('a numeric id shows the same species', DESKTOP_ONLY, async ({ page, request }) => {
    const api = await request.get('/api/sealife/reef-manta-ray');
    const { objectId } = (await api.json()) as { objectId: number };
    await page.goto(`/marine-life/${objectId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reef manta ray' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manta Point', exact: true })).toBeVisible();
  });

  test(
    'an unknown species shows Page Not Found',
    DESKTOP_ONLY,
    async ({ page, allowConsoleErrors }) => {
      // The page answers HTTP 404, and so does the app's API call; Chromium logs both.
      allowConsoleErrors(
        /status of 404 \(Not Found\) \(http:[^)]*\/no-such-fish(\?lang=[\w-]+)?\)/,
      );
      const response = await page.goto('/marine-life/no-such-fish');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page).toHaveTitle(/Page Not Found/);
      await expectNoAxeViolations(page);
    },
  );
});

test.describe('navigation', { tag: '@phone' }, () => {
  test('the drawer links to the marine life guide', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const explore = drawer.getByRole('button', { name: 'Explore', exact: true });
    if ((await explore.getAttribute('aria-expanded')) !== 'true') await explore.click();
    await drawer.getByRole('link', { name: 'Marine life guides' }).click();
    await expect(page).toHaveURL(/\/marine-life$/);
    await expect(page.getByText('Showing 1–24 of 285 species')).toBeVisible();
  });
});
