import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { listHeading } from './explore-helpers.ts';

/** The search box: in the header on desktop, behind the header's Search button on a phone. */
async function openSearch(page: Page): Promise<Locator> {
  const field = page.getByRole('banner').getByRole('combobox', { name: /Search dive spots/ });
  if (await field.isVisible()) {
    await field.click();
    return field;
  }
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search DiveSpot' });
  await expect(dialog).toBeVisible();
  const inDialog = dialog.getByRole('combobox', { name: /Search dive spots/ });
  await expect(inDialog).toBeFocused();
  return inDialog;
}

test.describe('search box: where and when', () => {
  test("'whale shark march' first suggests the explore view; Enter opens it", async ({ page }) => {
    await page.goto('/about');
    const field = await openSearch(page);
    await field.pressSequentially('whale shark march');
    const options = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');
    await expect(options.first()).toHaveText(/^Whale shark in MarchDive spots on the map/);
    // The species itself is still offered, below the view.
    await expect(options.nth(1)).toContainText('Whale shark');
    await expectNoAxeViolations(page);

    // Every address the page shows on its way, so the one Enter opens is read as it was written.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/explore\?/);
    const opened = new URL(visited.find((url) => url.includes('/explore?')) ?? page.url());
    expect(opened.pathname).toBe('/explore');
    expect(opened.searchParams.get('sealife')).toBe('whale-shark');
    expect(opened.searchParams.get('month')).toBe('3');

    // The explore page loads: its list says how many places it holds.
    await expect(listHeading(page)).toHaveText(/^(Over \d+ places|\d+ places|1 place)$/);
    await expectNoAxeViolations(page);
  });
});
