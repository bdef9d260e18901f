import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { RED_SEA, filtersButton } from './explore-helpers.ts';

test.describe.configure({ timeout: 60_000 });

// The chips above explore's list and map scroll sideways when they do not fit (a phone).
test.describe('explore filter chips', () => {
  test('the chip row shows that more chips wait to the side; Tab reaches every chip', async ({
    page,
    isMobile,
  }) => {
    await page.goto(`/explore?${RED_SEA}`);
    const row = page.getByRole('toolbar', { name: 'Filters' });
    const level = row.getByRole('button', { name: 'Level', exact: true });
    await expect(level).toBeAttached();
    const before = page.getByTestId('scroll-before');
    const after = page.getByTestId('scroll-after');
    const fade = () => row.evaluate((el) => getComputedStyle(el).maskImage);
    if (!isMobile) {
      // Every chip fits at desktop width: nothing to scroll, nothing to announce.
      await expect(level).toBeVisible();
      await expect(after).toBeHidden();
      await expect(before).toBeHidden();
      expect(await fade()).toBe('none');
      return;
    }
    // On a phone the row ends in a fade and an arrow; the start has neither yet.
    await expect(after).toBeVisible();
    await expect(before).toBeHidden();
    expect(await fade()).toMatch(
      /^linear-gradient\(to right, rgb\(0, 0, 0\), .*rgba\(0, 0, 0, 0\)\)$/,
    );
    await after.tap();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(before).toBeVisible();
    await expectNoAxeViolations(page);

    // By keyboard: Tab walks every chip, and each one is scrolled fully into the row. The arrow's
    // scroll is smooth: back to the start once it has come to rest, or it would carry on after.
    let last = -1;
    await expect
      .poll(async () => {
        const now = await row.evaluate((el) => el.scrollLeft);
        const resting = now === last;
        last = now;
        return resting;
      })
      .toBe(true);
    await row.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
    await expect(before).toBeHidden();
    await filtersButton(page).focus();
    const chips = row.getByRole('button');
    const count = await chips.count();
    expect(count).toBeGreaterThan(4);
    const rowBox = await row.boundingBox();
    for (let i = 1; i < count; i++) {
      await page.keyboard.press('Tab');
      await expect(chips.nth(i)).toBeFocused();
      await expect
        .poll(async () => {
          const box = await chips.nth(i).boundingBox();
          return (
            !!box && !!rowBox && box.x >= rowBox.x && box.x + box.width <= rowBox.x + rowBox.width
          );
        })
        .toBe(true);
    }
    // At the end of the row: the arrow that pointed onwards has gone.
    await expect(after).toBeHidden();
    await expect(before).toBeVisible();
  });
});
