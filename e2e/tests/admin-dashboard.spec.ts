import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DESKTOP_ONLY, expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';

/** Events come from browsers: the server drops those of robots and headless tools. */
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/**
 * What a browser of the product would have sent: spot and explore page views, a search that
 * found nothing (`missing`, this test's own), a settled map view over the northern Red Sea and a
 * share link made and opened.
 */
async function sendEvents(request: APIRequestContext, missing: string, share: string) {
  const events = [
    { type: 'page_view', path: '/spots/ss-thistlegorm' },
    { type: 'page_view', path: '/spots/ss-thistlegorm' },
    { type: 'page_view', path: '/explore' },
    { type: 'search', text: missing, results: 0 },
    { type: 'search', text: 'thistlegorm', results: 3 },
    {
      type: 'search_result_click',
      text: 'thistlegorm',
      path: '/spots/ss-thistlegorm',
      position: 0,
    },
    { type: 'map_move', bounds: { west: 32.5, south: 26.5, east: 35.5, north: 28.5 }, zoom: 7 },
    { type: 'share_create', slug: share },
    { type: 'share_click', slug: share },
  ];
  const answer = await request.post('/api/analytics/events', {
    data: { events },
    headers: { ...BROWSER, 'x-forwarded-for': '10.77.0.1' },
  });
  expect(answer.status()).toBe(202);
  expect(await answer.json()).toEqual({ accepted: events.length, refused: [] });
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('admin console: dashboard', () => {
  test(
    'shows how the product is used, by range, with its figures as CSV',
    DESKTOP_ONLY,
    async ({ page, context }, testInfo) => {
      const missing = `cenote e2e ${testInfo.project.name} ${Date.now().toString(36)}`;
      const share = `e2e-${testInfo.project.name}-${Date.now().toString(36)}`;
      await sendEvents(context.request, missing, share);
      await signIn(context, { admin: true });
      await page.goto('/admin');

      await expect(page.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Console sections' });
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();

      const noResults = section(page, 'Searches with no results');
      await expect(noResults.getByRole('rowheader', { name: missing })).toBeVisible();
      await expect(
        section(page, 'Most viewed dive spots').getByRole('link', { name: 'SS Thistlegorm' }),
      ).toHaveAttribute('href', '/spots/ss-thistlegorm');
      await expect(
        section(page, 'Top pages').getByRole('rowheader', { name: '/spots/ss-thistlegorm' }),
      ).toBeVisible();
      await expect(
        section(page, 'Share links').getByRole('rowheader', { name: share }),
      ).toBeVisible();
      const traffic = section(page, 'Visitors and page views');
      await expect(
        traffic.getByRole('img', { name: 'Visitors and page views per day' }),
      ).toBeVisible();
      await expect(traffic.getByRole('table')).toBeVisible();
      const areas = section(page, 'Where divers look on the map');
      await expect(areas.getByRole('row').nth(1)).toBeVisible();
      await expect(
        areas.getByRole('region', { name: 'Map of the areas divers look at' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Last 7 days' }).click();
      await expect(page).toHaveURL(/\/admin\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
      await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(noResults.getByRole('rowheader', { name: missing })).toBeVisible();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        noResults.getByRole('button', { name: 'Download CSV of Searches with no results' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^divespot-searches-without-results-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv).toContain('Search,Searches with no results\r\n');
      expect(csv).toContain(`${missing},1\r\n`);

      await nav.getByRole('link', { name: 'Content' }).click();
      await expect(page).toHaveURL(/\/admin\/content$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Content' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'New dive spot' })).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test(
    'on a phone, the sections are a menu that works by keyboard',
    { tag: '@phone' },
    async ({ page, context }) => {
      await signIn(context, { admin: true });
      await page.goto('/admin');
      const nav = page.getByRole('navigation', { name: 'Console sections' });
      const menu = nav.getByRole('button', { name: 'Section: Dashboard' });
      await expect(menu).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Messages' })).toBeHidden();
      await expect(section(page, 'Searches with no results')).toBeVisible();
      await expectNoAxeViolations(page);

      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Messages' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(menu).toBeFocused();
      await expect(nav.getByRole('link', { name: 'Messages' })).toBeHidden();

      await page.keyboard.press('Enter');
      await nav.getByRole('link', { name: 'Messages' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/messages$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Section: Messages' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expectNoAxeViolations(page);
    },
  );
});

test.describe('admin console: what a visitor did', () => {
  // A browser's user agent: the server drops the events of headless browsers as robots'.
  test.use({ userAgent: BROWSER['user-agent'] });

  test(
    'a visitor’s pages and searches, found and not, show on the dashboard',
    DESKTOP_ONLY,
    async ({ page, context }, testInfo) => {
      const missing = `kelp e2e ${testInfo.project.name} ${Date.now().toString(36)}`;
      await page.goto('/about');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Press', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Press and media');

      const field = page.getByRole('banner').getByRole('combobox', { name: /Search dive spots/ });
      await field.fill('blue hole');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/\/press$/);
      await field.fill(missing);
      await expect(page.getByRole('banner').getByText('No results found')).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/explore/);
      // Explore is shown (its page view counted) once it lists what the text matched.
      await expect(page.getByRole('button', { name: `Remove search ${missing}` })).toBeVisible();

      // The page hides: its queue goes to the server, which counts it.
      const stored = page.waitForResponse(
        (answer) => new URL(answer.url()).pathname === '/api/analytics/events',
      );
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect((await stored).status()).toBe(202);

      await signIn(context, { admin: true });
      await page.goto('/admin');
      await expect(
        section(page, 'Top pages').getByRole('rowheader', { name: '/press', exact: true }),
      ).toBeVisible();
      await expect(
        section(page, 'Top searches').getByRole('rowheader', { name: 'blue hole', exact: true }),
      ).toBeVisible();
      await expect(
        section(page, 'Searches with no results').getByRole('rowheader', { name: missing }),
      ).toBeVisible();
    },
  );
});
