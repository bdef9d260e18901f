import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { RED_SEA, placeCount, expectQuery, mapReady } from './explore-helpers.ts';

// Explore draws a WebGL map in software (no GPU here): its tests get twice the usual time.
test.describe.configure({ timeout: 60_000 });

test.describe('explore layout', () => {
  test('@desktop the list hides and shows, kept in hideMenu', async ({ page }) => {
    await page.goto(`/explore?${RED_SEA}`);
    await placeCount(page);
    const list = page.getByRole('region', { name: 'Dive spot list' });
    await page.getByRole('button', { name: 'Hide list' }).click();
    await expect(list).toBeHidden();
    await expectQuery(page, 'hideMenu=true');
    await expect(page.getByRole('button', { name: 'Show list' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.reload();
    await expect(list).toBeHidden();
    await page.getByRole('button', { name: 'Show list' }).click();
    await expect(list).toBeVisible();
    await expect.poll(() => new URL(page.url()).search).not.toContain('hideMenu');
  });

  test('@phone the floating button switches between list and map', async ({ page }) => {
    await page.goto(`/explore?${RED_SEA}`);
    await placeCount(page);
    const list = page.getByRole('region', { name: 'Dive spot list' });
    const map = page.getByRole('region', { name: 'Map', exact: true });
    await expect(list).toBeVisible();
    await expect(map).toBeHidden();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(map).toBeVisible();
    await expect(list).toBeHidden();
    await mapReady(page);
    // The switch is this phone's: a link shared now opens the receiver's list as usual.
    expect(new URL(page.url()).searchParams.has('hideMenu')).toBe(false);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Show list' }).click();
    await expect(list).toBeVisible();
    await expect(map).toBeHidden();
  });

  test('the page fits the window under the header, without sideways scrolling', async ({
    page,
  }) => {
    await page.goto(`/explore?${RED_SEA}`);
    await placeCount(page);
    const { scrollWidth, innerWidth, scrollHeight, innerHeight } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      scrollHeight: document.documentElement.scrollHeight,
      innerHeight: window.innerHeight,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // A map screen: no footer below it, nothing to scroll to.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(scrollHeight).toBeLessThanOrEqual(innerHeight);
    const box = await page.getByRole('region', { name: 'Dive spot list' }).boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
  });
});
