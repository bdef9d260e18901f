/*
 * "Nearby dive spots" (home and drawer): explore asks for the location as it opens from them,
 * however they are followed, and never otherwise.
 */
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { SALEM_EXPRESS, askForNearby, cards } from './explore-helpers.ts';

// Explore draws a WebGL map in software (no GPU here): its tests get twice the usual time.
test.describe.configure({ timeout: 60_000 });

/** A diver on a boat about a kilometre north of the Salem Express wreck. */
const DIVER = { latitude: 26.65, longitude: 34.06 };

test.describe('with the location allowed', () => {
  test.use({ geolocation: DIVER, permissions: ['geolocation'] });

  test('explore opens around the diver, distances from them, nearest first', async ({ page }) => {
    await askForNearby(page);
    await expect(page).toHaveURL(/\/explore\?.*n=/);
    const url = new URL(page.url());
    const [n, s, e, w] = ['n', 's', 'e', 'w'].map((k) => Number(url.searchParams.get(k)));
    expect(n).toBeGreaterThan(DIVER.latitude);
    expect(s).toBeLessThan(DIVER.latitude);
    expect(e).toBeGreaterThan(DIVER.longitude);
    expect(w).toBeLessThan(DIVER.longitude);
    await expect(cards(page).first()).toContainText(SALEM_EXPRESS.name);
    await expect(cards(page).first().getByText(/km/)).toHaveText(/^1\.\d km away$/);
    await expectNoAxeViolations(page);
    // The request for the location is not kept: a reload does not ask again.
    expect(new URL(page.url()).searchParams.has('nearby')).toBe(false);
  });

  test('followed without the app (a new tab, a tap before the page is ready), it asks too', async ({
    page,
  }) => {
    await page.goto('/');
    const href = await page.getByRole('link', { name: 'Dive spots near me' }).getAttribute('href');
    expect(href).toBe('/explore?nearby=true');
    // The address alone, as the browser opens it: the page asks once it runs, saying so.
    await page.goto(`${href}&level=intermediate`);
    await expect(page).toHaveURL(/\/explore\?.*n=/);
    await expect(cards(page).first()).toContainText(SALEM_EXPRESS.name);
    await expect(cards(page).first().getByText(/km/)).toHaveText(/^1\.\d km away$/);
    // What else the address asked for stays.
    expect(new URL(page.url()).searchParams.get('level')).toBe('intermediate');
  });
});

test.describe('with the location refused', () => {
  test.use({ permissions: [] });

  test('explore says so and shows its default view', async ({ page }) => {
    await askForNearby(page);
    await expect(page.getByRole('alert')).toContainText('Location access was refused');
    // The default view of docs/product/limits.md: no view of the diver's in the address.
    await expect(page).toHaveURL(/\/explore/);
    expect(new URL(page.url()).searchParams.get('n')).toBeNull();
    await expectNoAxeViolations(page);
  });
});
