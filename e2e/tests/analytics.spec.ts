import type { Request } from '@playwright/test';
import { DESKTOP_ONLY, expect, test } from '../fixtures.ts';

/**
 * The web app's own analytics (docs/product/analytics.md): what a visit queues goes to the server
 * in one batch when the page is hidden.
 */

interface SentEvent {
  type: string;
  at?: number;
  path?: string;
  text?: string;
  results?: number;
  position?: number;
}

const isBatch = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/events';

test.describe('analytics', () => {
  test(
    'a visit sends its page views and its search when the page hides',
    DESKTOP_ONLY,
    async ({ page }) => {
      // Passed on to the server untouched: through a route, Chromium hands over the body of a
      // beacon (a Blob), which a request merely watched does not show.
      await page.route('**/api/analytics/events', (route) => route.continue());
      const batches: Request[] = [];
      page.on('request', (request) => {
        if (isBatch(request)) batches.push(request);
      });

      await page.goto('/about');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Press', exact: true }).click();
      await expect(page).toHaveURL(/\/press$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Press and media');
      const field = page.getByRole('banner').getByRole('combobox', { name: /Search dive spots/ });
      await field.click();
      await field.pressSequentially('thistle');
      await expect(page.getByRole('option', { name: /SS Thistlegorm/ })).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/spots\/ss-thistlegorm$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Thistlegorm');
      // A visible page keeps its few events.
      expect(batches).toEqual([]);

      const sent = page.waitForRequest(isBatch);
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      const body = (await sent).postDataJSON() as { events: SentEvent[] };
      const events = body.events.map(({ at, ...event }) => {
        expect(typeof at).toBe('number');
        return event;
      });
      expect(events).toEqual([
        { type: 'page_view', path: '/about' },
        { type: 'page_view', path: '/press' },
        { type: 'search', text: 'thistle', results: events[2]?.results },
        {
          type: 'search_result_click',
          text: 'thistle',
          path: '/spots/ss-thistlegorm',
          position: 0,
        },
        { type: 'page_view', path: '/spots/ss-thistlegorm' },
      ]);
      expect(events[2]?.results).toBeGreaterThan(0);
    },
  );
});
