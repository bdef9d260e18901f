import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import {
  RED_SEA,
  listHeading,
  cards,
  placeCount,
  expectPlaces,
  urlView,
  expectRounded,
  expectSameView,
  SALEM_EXPRESS,
  mapReady,
  pinPosition,
  listRequests,
  cameraView,
} from './explore-helpers.ts';

// Explore draws a WebGL map in software (no GPU here): its tests get twice the usual time.
test.describe.configure({ timeout: 60_000 });

test.describe('explore map', () => {
  test('panning and zooming write the rounded view to the URL and refresh the list', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const requests = listRequests(page);
    await page.goto(`/explore?${RED_SEA}${phone ? '&hideMenu=true' : ''}`);
    await mapReady(page);
    await expectNoAxeViolations(page);
    expectRounded(urlView(page));
    // What the map shows: on a phone the URL keeps the view asked for until the map is moved.
    const start = await cameraView(page);

    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => urlView(page).zoom).toBeCloseTo(start.zoom + 1, 1);
    const zoomed = urlView(page);
    expectRounded(zoomed);
    expect(zoomed.e - zoomed.w).toBeLessThan((start.e - start.w) * 0.6);
    // The list follows the new view (ne and sw as 'lat,lng').
    await expect
      .poll(() => requests.some((q) => q.get('ne') === `${zoomed.n},${zoomed.e}`))
      .toBe(true);
    expect(requests.find((q) => q.get('ne') === `${zoomed.n},${zoomed.e}`)?.get('sw')).toBe(
      `${zoomed.s},${zoomed.w}`,
    );

    // Arrow keys pan the focused map east; the URL moves with it.
    await page.locator('.maplibregl-canvas').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => urlView(page).e).toBeGreaterThan(zoomed.e);
    // On a slow machine the URL may first hold the view after one key; the list follows the
    // view the map ends at, which the URL then holds too.
    await expect
      .poll(() => {
        const { n, e } = urlView(page);
        return requests.some((q) => q.get('ne') === `${n},${e}`);
      })
      .toBe(true);
    const panned = urlView(page);
    expect(panned.e).toBeGreaterThan(zoomed.e);
    expectRounded(panned);
    expect(panned.zoom).toBe(zoomed.zoom);
    // Map moves replace the history entry.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
  });

  test('@desktop hovering or focusing a card highlights its marker', async ({ page }) => {
    await page.goto(`/explore?${RED_SEA}`);
    await mapReady(page);
    await placeCount(page);
    const map = page.getByRole('region', { name: 'Map', exact: true });
    const highlighted = page.locator('[data-highlighted-spot]');
    await expect(highlighted).toHaveCount(0);
    await page.waitForTimeout(500); // the map settles after its last data
    const plain = await map.screenshot();

    const card = cards(page).first();
    const id = await card.getAttribute('data-spot-id');
    await card.hover();
    await expect(highlighted).toHaveAttribute('data-highlighted-spot', id ?? '');
    await expect(card).toHaveAttribute('data-highlighted', 'true');
    // The highlighted pin is drawn: the map's pixels change.
    await expect.poll(async () => (await map.screenshot()).equals(plain)).toBe(false);

    await listHeading(page).hover();
    await expect(highlighted).toHaveCount(0);

    await cards(page).nth(1).getByRole('link').focus();
    const second = await cards(page).nth(1).getAttribute('data-spot-id');
    await expect(highlighted).toHaveAttribute('data-highlighted-spot', second ?? '');
  });

  test('@desktop a marker opens its popup and View Details opens the spot', async ({ page }) => {
    await page.goto(`/explore?${RED_SEA}`);
    await mapReady(page);
    const { x, y } = await pinPosition(page, SALEM_EXPRESS.lat, SALEM_EXPRESS.lng);
    await page.mouse.click(x, y);
    const popup = page.getByRole('dialog', { name: SALEM_EXPRESS.name });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: SALEM_EXPRESS.name })).toBeVisible();
    await expect(popup).toContainText('Safaga, Egypt');
    await expect(popup).toContainText('Intermediate');
    await expect(popup).toContainText('Depth 10–32 m');
    await expect(popup.getByRole('list', { name: 'Activities' })).toContainText('Wreck diving');
    await expect(page.locator(`[data-selected-spot="${SALEM_EXPRESS.id}"]`)).toHaveCount(1);
    // Too tall for the room below the pin at first: the map pans until the popup shows whole,
    // clear of the attribution in the bottom corner.
    const map = page.getByRole('region', { name: 'Map', exact: true });
    const attribution = page.locator('.maplibregl-ctrl-attrib');
    await expect
      .poll(async () => {
        const [inner, outer] = [(await popup.boundingBox())!, (await map.boundingBox())!];
        const corner = (await attribution.boundingBox())!;
        return (
          inner.y >= outer.y &&
          inner.y + inner.height <= corner.y &&
          inner.x >= outer.x &&
          inner.x + inner.width <= outer.x + outer.width
        );
      })
      .toBe(true);
    await expectNoAxeViolations(page);

    await popup.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/spots/${SALEM_EXPRESS.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(SALEM_EXPRESS.name);
  });

  test('@phone tapping a marker opens the bottom card; its bookmark asks a guest to sign in', async ({
    page,
  }) => {
    await page.goto(`/explore?${RED_SEA}`);
    await page.getByRole('button', { name: 'Show map' }).click();
    await mapReady(page);
    const { x, y } = await pinPosition(page, SALEM_EXPRESS.lat, SALEM_EXPRESS.lng);
    await page.touchscreen.tap(x, y);
    const card = page.getByRole('article', { name: SALEM_EXPRESS.name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Safaga, Egypt');
    await expect(card).toContainText('Intermediate');
    await expect(card).toContainText('Depth 10–32 m');
    await expect(card.getByRole('list', { name: 'Activities' })).toContainText('Wreck diving');
    await expect(page.getByRole('dialog', { name: SALEM_EXPRESS.name })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The card, the list button and the map's attribution each keep their own space.
    const box = async (locator: Locator) => (await locator.boundingBox())!;
    const cardBox = await box(card);
    const buttonBox = await box(page.getByRole('button', { name: 'Show list' }));
    const attributionBox = await box(page.locator('.maplibregl-ctrl-attrib'));
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(buttonBox.y);
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(attributionBox.y);

    await card.getByRole('button', { name: `Save ${SALEM_EXPRESS.name}` }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to DiveSpot' })).toBeVisible();
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toBeHidden();
  });
});

test.describe('share links', () => {
  test('a shared view opens in a fresh browser with its view and filters', async ({
    page,
    context,
    browser,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/explore?level=beginner&${RED_SEA}`);
    // On a wide screen the map shows and reports the view it fitted; on a phone the list shows.
    if (testInfo.project.name === 'desktop') await mapReady(page);
    await expectPlaces(page, 3);
    const shared = urlView(page);

    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share this map view' });
    const field = dialog.getByRole('textbox', { name: 'Share link' });
    await expect(field).toHaveValue(/^http:\/\/[^/]+\/share\/[a-z0-9-]+$/);
    await expectNoAxeViolations(page);
    const link = await field.inputValue();

    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // The confirmation lasts 2 s.
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 3_000 });

    // Escape resets: the next opening makes a new link.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(field).toHaveValue(/\/share\//);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const fresh = await browser.newContext({ viewport: page.viewportSize() });
    try {
      const other = await fresh.newPage();
      const clicks: string[] = [];
      other.on('request', (r) => r.method() === 'POST' && clicks.push(new URL(r.url()).pathname));
      await other.goto(link);
      await expect(other).toHaveURL(/\/explore\?level=beginner&n=/);
      expect(clicks.some((p) => /^\/api\/share\/[a-z0-9-]+\/click$/.test(p))).toBe(true);
      await expect(
        other.getByRole('region', { name: 'Dive spot list' }).getByRole('heading', { level: 2 }),
      ).toHaveText('3 places');
      await expect(other.getByTestId('active-filter-count')).toHaveText('1');
      expectSameView(urlView(other), shared);
      // Back does not return to the share page (the redirect replaced it).
      expect(await other.evaluate(() => history.length)).toBeLessThanOrEqual(2);
    } finally {
      await fresh.close();
    }
  });

  test('an unknown link says so and leads to explore', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await page.goto('/share/no-such-link');
    await expect(page.getByRole('heading', { name: 'Link Not Found' })).toBeVisible();
    await expect(page.getByText('This share link is invalid or no longer exists.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to Explore' }).click();
    await expect(page).toHaveURL(/\/explore$/);
  });
});
