import {
  MAP_MOVE_DEBOUNCE_MS,
  MOBILE_BREAKPOINT_PX,
  SPOT_FETCH_DEBOUNCE_MS,
} from '@divespot/shared/explore-url';
import { expect, expectNoAxeViolations, test, DESKTOP_ONLY } from '../fixtures.ts';
import {
  RED_SEA,
  cards,
  filtersButton,
  placeCount,
  expectPlaces,
  settled,
  urlView,
  expectRounded,
  expectSameView,
  expectQuery,
  mapReady,
  withoutPageData,
} from './explore-helpers.ts';
// Explore draws a WebGL map in software (no GPU here): its tests get twice the usual time.
test.describe.configure({ timeout: 60_000 });

test.describe('explore list and filters', () => {
  test('a level chip filters the list, writes its URL key and sets the badge', async ({ page }) => {
    await page.goto(`/explore?${RED_SEA}`);
    await expect(page).toHaveTitle(/Explore dive spots/);
    await expectPlaces(page, 22);
    await expect(cards(page)).toHaveCount(20);
    await expectNoAxeViolations(page);
    const chip = page.getByRole('button', { name: 'Level', exact: true });
    await chip.click();
    const panel = page.getByRole('dialog', { name: 'Level' });
    await expect(panel).toBeVisible();
    await expect(chip).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    // The next answer is held a second, so that its loading state cannot come and go unseen.
    await page.route(/\/api\/spot\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fallback();
    });
    await panel.getByRole('checkbox', { name: 'Beginner' }).check();
    // The cards stay while the next answer loads, marked as updating.
    await expect(page.getByText('Updating...')).toBeVisible();
    await expect(cards(page)).not.toHaveCount(0);
    await expectQuery(
      page,
      /^\?level=beginner&n=[-\d.]+&e=[-\d.]+&s=[-\d.]+&w=[-\d.]+&zoom=[\d.]+$/,
    );
    expectRounded(urlView(page));
    await expectPlaces(page, 3);
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByTestId('active-filter-count')).toHaveText('1');
    await expect(filtersButton(page)).toHaveAccessibleName('Filters, 1 active');
    await expect(page.getByRole('button', { name: 'Beginner', exact: true })).toBeVisible();
    // Filter changes replace the history entry: Back leaves explore.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Beginner', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const length = await page.evaluate(() => history.length);
    expect(length).toBeLessThanOrEqual(2);
  });

  test('one dropdown at a time; the chip again or a click outside closes it', async ({ page }) => {
    await page.goto(`/explore?${RED_SEA}`);
    await placeCount(page);
    const level = page.getByRole('dialog', { name: 'Level' });
    const activities = page.getByRole('dialog', { name: 'Activities' });

    await page.getByRole('button', { name: 'Level', exact: true }).click();
    await expect(level).toBeVisible();
    await page.getByRole('button', { name: 'Activities', exact: true }).click();
    await expect(activities).toBeVisible();
    await expect(level).toBeHidden();

    await page.getByRole('button', { name: 'Activities', exact: true }).click();
    await expect(activities).toBeHidden();

    await page.getByRole('button', { name: 'Level', exact: true }).click();
    await expect(level).toBeVisible();
    // Outside: the list's own margin (on a phone the dropdown covers its heading).
    const list = page.getByRole('region', { name: 'Dive spot list' });
    const box = await list.boundingBox();
    await list.click({ position: { x: 4, y: (box?.height ?? 400) - 8 } });
    await expect(level).toBeHidden();
  });

  test('a reload restores the same view and filters', DESKTOP_ONLY, async ({ page }) => {
    await page.goto(`/explore?${RED_SEA}`);
    // The map, where it shows, first fits the linked view to its own size and writes that view.
    await settled(page);
    await page.getByRole('button', { name: 'Level', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Beginner' }).check();
    await expectQuery(page, 'level=beginner');
    await expectPlaces(page, 3);
    const before = urlView(page);

    await page.reload();
    await settled(page);
    await expectPlaces(page, 3);
    await expect(page.getByTestId('active-filter-count')).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Beginner', exact: true })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('level')).toBe('beginner');
    expectSameView(urlView(page), before);
  });

  test('the filter dialog: option search, more options, ranges and the pending count', async ({
    page,
  }) => {
    await page.goto(`/explore?${RED_SEA}`);
    await placeCount(page);
    await filtersButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    // The page behind does not scroll while the dialog is open.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expect(dialog.getByRole('button', { name: 'Show 22 places' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Activities: 10 options, 8 shown, a search because there are more than 6.
    const activities = dialog.getByRole('group', { name: 'Activities' });
    await expect(activities.getByRole('checkbox')).toHaveCount(8);
    await activities.getByRole('button', { name: 'Show 2 more options' }).click();
    await expect(activities.getByRole('checkbox')).toHaveCount(10);
    const search = activities.getByRole('searchbox', { name: 'Search activities' });
    await search.fill('WRECK');
    await expect(activities.getByRole('checkbox', { name: 'Wreck diving' })).toBeVisible();
    await expect(activities.getByRole('checkbox')).toHaveCount(1);
    await search.fill('zebra');
    await expect(activities.getByText('No options found for "zebra"')).toBeVisible();
    await search.fill('');
    // Level has 4 options: no search.
    await expect(dialog.getByRole('group', { name: 'Level' }).getByRole('searchbox')).toHaveCount(
      0,
    );

    // Depth: typed values are clamped to 0..150; at the limits the range is not active.
    const max = dialog.getByRole('spinbutton', { name: 'Maximum (m)' });
    await max.fill('900');
    await max.press('Enter');
    await expect(max).toHaveValue('');
    await max.fill('18');
    await max.press('Enter');
    await expect(max).toHaveValue('18');
    const min = dialog.getByRole('spinbutton', { name: 'Minimum (m)' });
    await min.fill('-5');
    await min.press('Tab');
    await expect(min).toHaveValue('');

    // The button counts the pending selection; nothing applies before it is pressed.
    const show = dialog.getByRole('button', { name: /^Show \d+ places$/ });
    await expect(show).not.toHaveText('Show 22 places');
    const pending = Number(/\d+/.exec((await show.textContent()) ?? '')?.[0]);
    expect(new URL(page.url()).search).not.toContain('depth');
    await show.click();
    await expect(dialog).toBeHidden();
    await expectQuery(page, 'depth.max=18');
    await expectPlaces(page, pending);
    await expect(page.getByTestId('active-filter-count')).toHaveText('1');
    await expect(page.getByRole('button', { name: 'Depth 0–18 m' })).toBeVisible();
  });

  test('closing the filter dialog discards its pending choices', async ({ page }) => {
    await page.goto(`/explore?${RED_SEA}`);
    await placeCount(page);
    await filtersButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.getByRole('checkbox', { name: 'Expert' }).check();
    await expect(dialog.getByRole('button', { name: 'Show 0 places' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).search).not.toContain('level');
    await expect(page.getByTestId('active-filter-count')).toHaveCount(0);
  });

  test(
    'no match: the message after a moment and a way to clear the filters',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto(`/explore?level=expert&${RED_SEA}`);
      await expect(page.getByText('No dive spots match your criteria.')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Clear all filters' }).click();
      await expectPlaces(page, 22);
      await expectQuery(page, /^\?n=28\.5/);
      await expect(page.getByTestId('active-filter-count')).toHaveCount(0);
    },
  );

  test('an empty stretch of sea suggests moving the map', async ({ page }) => {
    await page.goto('/explore?n=-30&e=-120&s=-40&w=-130&zoom=6');
    await expect(page.getByText('No dive spots found in this area.')).toBeVisible();
    await expect(page.getByText(/zooming out or moving the map/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);
  });

  test(
    'invalid bounds fall back to the default view without an error',
    DESKTOP_ONLY,
    async ({ page }) => {
      await page.goto('/explore?n=10&s=20&e=5&w=1&zoom=25');
      expect(await placeCount(page)).toBeGreaterThan(22);
      await expect(page.getByText('Failed to fetch spots')).toHaveCount(0);
      // The next write puts the default view (as the map fits it, where there is a map) in the URL.
      await page.getByRole('button', { name: 'Level', exact: true }).click();
      await page.getByRole('checkbox', { name: 'Advanced' }).check();
      await expectQuery(page, 'level=advanced');
      const view = urlView(page);
      expectRounded(view);
      // The view holds the default one (docs/product/limits.md) and not the URL's invalid numbers.
      expect(view.n).toBeGreaterThanOrEqual(23.27 - 0.01);
      expect(view.s).toBeLessThanOrEqual(-47.96 + 0.01);
      expect(view.w).toBeLessThanOrEqual(96.89 + 0.01);
      expect(view.e).toBeGreaterThanOrEqual(177.78 - 0.01);
      expect(view.zoom).toBeGreaterThanOrEqual(1);
      expect(view.zoom).toBeLessThanOrEqual(20);
    },
  );

  test('the URL activity and search are honoured', DESKTOP_ONLY, async ({ page }) => {
    await page.goto(`/explore?activity=wreck&${RED_SEA}`);
    const withWrecks = await placeCount(page);
    expect(withWrecks).toBeLessThan(22);
    await expect(page.getByRole('button', { name: 'Wreck diving', exact: true })).toBeVisible();
    await expect(page.getByTestId('active-filter-count')).toHaveText('1');

    await page.goto(`/explore?search=thistle&${RED_SEA}`);
    // Once the map has fitted the view, so its refetch cannot land after the search is removed.
    await settled(page);
    await expectPlaces(page, 1);
    await expect(cards(page).first()).toContainText('Thistlegorm');
    await page.getByRole('button', { name: 'Remove search thistle' }).click();
    await expectPlaces(page, 22);
    expect(new URL(page.url()).search).not.toContain('search');

    // The header's search sends a text without a view: the map goes to the matches.
    await page.goto('/explore?search=thistlegorm');
    await expectPlaces(page, 1);
    await expect(cards(page).first()).toContainText('Thistlegorm');
    await expectQuery(page, /^\?search=thistlegorm&n=/);
    const view = urlView(page);
    expect(view.s).toBeLessThan(27.81);
    expect(view.n).toBeGreaterThan(27.81);
    expect(view.w).toBeLessThan(33.92);
    expect(view.e).toBeGreaterThan(33.92);
    expect(view.zoom).toBeGreaterThan(6);
  });

  test('cards link to the spot and show rating, level, depth and distance', async ({ page }) => {
    await page.goto(`/explore?search=thistle&${RED_SEA}`);
    const card = cards(page).first();
    await expect(card).toContainText(/\d+\.\d km/);
    await expect(card).toContainText(/Advanced|Intermediate|Beginner|Expert/);
    await expect(card).toContainText(/\d+–\d+ m deep/);
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/spots\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thistlegorm');
  });

  test('@desktop a map move while the spot page loads neither cancels it nor reaches its URL', async ({
    page,
  }) => {
    await page.goto(`/explore?${RED_SEA}`);
    await settled(page);
    // The spot page's code is held back until the map has moved and its URL write is due.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const card = cards(page).first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link').click();
    await page.locator('.maplibregl-canvas').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(MAP_MOVE_DEBOUNCE_MS + 500);
    expect(page.url()).toMatch(/\/spots\/\d+$/);
    release();
    await expect(page).toHaveURL(/\/spots\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('more places load page by page', async ({ page }) => {
    await page.goto(`/explore?${RED_SEA}`);
    await settled(page);
    await expect(page.getByText('Showing 20 of 22')).toBeVisible();
    const more = page.getByRole('button', { name: 'Show more places' });
    // Scrolled to, the button stays where it is while the cards above it are first drawn (a
    // button moving under a finger loses the tap).
    await more.scrollIntoViewIfNeeded();
    const before = await more.boundingBox();
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await more.boundingBox()).toEqual(before);
    await more.click();
    await expect(cards(page)).toHaveCount(22);
    await expect(page.getByRole('button', { name: 'Show more places' })).toHaveCount(0);
  });

  test('a failed list load says so and retries', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 503/);
    let fail = true;
    // Failures are held until the placeholders have been seen: on a slow machine the first
    // request and its retry could otherwise both fail before the page is checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/spot\?/, async (route) => {
      if (!fail) return route.fallback();
      await held;
      return route.fulfill({ status: 503, body: '{}' });
    });
    await page.goto(`/explore?${RED_SEA}`);
    // First load: 8 placeholder cards (the failed request is retried once meanwhile).
    await expect(page.getByTestId('spot-placeholder')).toHaveCount(8);
    release();
    // The map's first fitted view refetches the list (and fails again): wait for it, so that the
    // success below comes from 'Try again' and not from that refetch.
    if ((page.viewportSize()?.width ?? 0) >= MOBILE_BREAKPOINT_PX) {
      await mapReady(page);
      await page.waitForTimeout(MAP_MOVE_DEBOUNCE_MS + SPOT_FETCH_DEBOUNCE_MS + 100);
    }
    await expect(page.getByText('Failed to fetch spots')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('spot-placeholder')).toHaveCount(0);
    await expectNoAxeViolations(page);
    fail = false;
    // The retry's own answer first: a press that sent nothing and an answer that failed read
    // differently from a list that did not show what came.
    const answered = page.waitForResponse((r) => /\/api\/spot\?/.test(r.url()));
    await page.getByRole('button', { name: 'Try again' }).click();
    expect((await answered).status()).toBe(200);
    await expectPlaces(page, 22);
  });

  test(
    'a filter configuration failure leaves a list without filters',
    DESKTOP_ONLY,
    async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 500/);
      await withoutPageData(page);
      await page.route(/\/api\/filter\/configuration\/DIVE_SPOT(\?|$)/, (route) =>
        route.fulfill({ status: 500, body: '{}' }),
      );
      await page.goto(`/explore?level=beginner&${RED_SEA}`);
      await expectPlaces(page, 22);
      await expect(page.getByRole('button', { name: 'Level', exact: true })).toHaveCount(0);
    },
  );
});
