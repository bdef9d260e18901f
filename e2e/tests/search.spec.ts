import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, DESKTOP_ONLY } from '../fixtures.ts';

/**
 * The search box (docs/product/screens.md): in the header on desktop, behind a Search button on a phone, where
 * it opens a full-screen panel. Both projects run every test.
 */
async function openSearch(page: Page): Promise<Locator> {
  // The header's box (the home page has a second one in its hero).
  const header = page.getByRole('banner').getByRole('combobox', { name: /Search dive spots/ });
  if (await header.isVisible()) {
    await header.click();
    return header;
  }
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search DiveSpot' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('combobox', { name: /Search dive spots/ });
  await expect(field).toBeFocused();
  return field;
}

const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

test.describe('search box', () => {
  test("typing 'thistle' suggests SS Thistlegorm; Enter opens it", async ({ page }) => {
    await page.goto('/about');
    const field = await openSearch(page);
    await field.pressSequentially('thistle');
    const option = suggestions(page).getByRole('option', { name: /SS Thistlegorm/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText('Wreck');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/spots\/ss-thistlegorm$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thistlegorm');
  });

  test(
    'arrow keys move the selection and Enter opens the selected result',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/');
      const field = await openSearch(page);
      await field.pressSequentially('shark');
      const options = suggestions(page).getByRole('option');
      await expect(options.nth(2)).toBeVisible();
      await expect(field).not.toHaveAttribute('aria-activedescendant');

      await page.keyboard.press('ArrowDown');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
      const secondId = await options.nth(1).getAttribute('id');
      await expect(field).toHaveAttribute('aria-activedescendant', secondId ?? '');
      await page.keyboard.press('ArrowUp');
      await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expectNoAxeViolations(page);

      // The option's text ends with its kind ('Dive spot', 'Marine life', …), which sets the page.
      const text = (await options.nth(1).textContent()) ?? '';
      expect(text).toMatch(/shark/i);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(
        text.endsWith('Marine life') ? /\/marine-life\/./ : /\/spots\/./,
      );
    },
  );

  test('Escape closes the list; typing reopens it', async ({ page }) => {
    await page.goto('/about');
    const field = await openSearch(page);
    await field.pressSequentially('blue');
    await expect(suggestions(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue('blue');
    await field.press('Backspace');
    await expect(suggestions(page)).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
  });

  test("says 'No results found', and Enter then goes to explore with the text", async ({
    page,
  }) => {
    await page.goto('/about');
    const field = await openSearch(page);
    await field.pressSequentially('zzqxj');
    await expect(page.getByRole('status').filter({ hasText: 'No results found' })).toBeVisible();
    await expect(suggestions(page)).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/explore\?search=zzqxj$/);
  });

  test("shows 'Searching...' while waiting, and a failed search shows no list", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/search?*', async (route) => {
      await held;
      await route.fulfill({ status: 500, json: { status: 500, code: 'X', message: 'down' } });
    });
    await page.goto('/about');
    const field = await openSearch(page);
    await field.pressSequentially('manta');
    await expect(page.getByRole('status').filter({ hasText: 'Searching...' })).toBeVisible();
    release();
    await expect(page.getByText('Searching...')).toBeHidden();
    await expect(page.getByText('No results found')).toBeHidden();
    await expect(suggestions(page)).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  test('empty text makes no call', DESKTOP_ONLY, async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search')) calls.push(request.url());
    });
    await page.goto('/about');
    const field = await openSearch(page);
    await field.pressSequentially('   ');
    await page.waitForTimeout(600);
    expect(calls).toEqual([]);
    await expect(suggestions(page)).toBeHidden();
  });

  test('a mouse click on a suggestion opens it', async ({ page }) => {
    await page.goto('/about');
    const field = await openSearch(page);
    await field.pressSequentially('egypt');
    const country = suggestions(page).getByRole('option', { name: /^Egypt/ });
    await country.click();
    await expect(page).toHaveURL(/\/locations\/countries\/egypt$/);
  });
});
