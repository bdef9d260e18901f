import type { Page } from '@playwright/test';
import { DESKTOP_ONLY, expect, expectNoAxeViolations, signIn, test } from '../fixtures.ts';

/**
 * The console's Content section (docs/product/admin.md#content): records made or changed there
 * show on the public pages at once.
 */

const unique = (prefix: string, project: string) =>
  `${prefix} ${project} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

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
