import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { cards, expectPlaces, placeCount } from './explore-helpers.ts';

/** The seed's dive spots on Cozumel: none of their names says "Cozumel". */
const COZUMEL_SPOTS = 12;

/** The search box: in the header on desktop, behind the header's Search button on a phone. */
async function openSearch(page: Page): Promise<Locator> {
  const field = page.getByRole('combobox', { name: /Search dive spots/ });
  if (!(await field.isVisible())) {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('dialog', { name: 'Search DiveSpot' })).toBeVisible();
  }
  await field.click();
  return field;
}

test.describe('explore search', () => {
  for (const text of ['cozumel', 'cozumell']) {
    test(`'${text}' in the search box lists the spots on Cozumel`, async ({ page }) => {
      await page.goto('/explore');
      await placeCount(page);
      // Enter before any suggestion has arrived hands the text to explore's list (docs/product/screens.md); once
      // suggestions are shown, Enter opens the first one instead. Suggestions are held back until
      // Enter is pressed so the test does not depend on how fast it types.
      let release = () => {};
      const entered = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/search\?/, async (route) => {
        await entered;
        await route.continue();
      });
      const field = await openSearch(page);
      await field.fill(text);
      await field.press('Enter');
      release();
      await expect(page).toHaveURL(new RegExp(`/explore\\?search=${text}(&|$)`));

      await expectPlaces(page, COZUMEL_SPOTS);
      await expect(cards(page).filter({ hasText: 'Palancar Gardens' })).toHaveCount(1);
      await expect(cards(page).first()).toContainText('Cozumel');
      await expect(page.getByRole('button', { name: `Remove search ${text}` })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
