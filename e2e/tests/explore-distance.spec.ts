/* Distances in the explore list say what they are measured from: the map centre, or the diver. */
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { RED_SEA, SALEM_EXPRESS, cards, listRequests, mapReady } from './explore-helpers.ts';

// Explore draws a WebGL map in software (no GPU here): its tests get twice the usual time.
test.describe.configure({ timeout: 60_000 });

/** A diver on a boat about a kilometre north of the Salem Express wreck. */
const DIVER = { latitude: 26.65, longitude: 34.06 };

test.use({ geolocation: DIVER, permissions: ['geolocation'] });

test('distances are from the map centre until the diver locates themselves', async ({ page }) => {
  // Counts the page's location requests: none may happen before the diver asks.
  await page.addInitScript(() => {
    const w = window as unknown as { locationAsks: number };
    w.locationAsks = 0;
    const geo = navigator.geolocation;
    for (const name of ['getCurrentPosition', 'watchPosition'] as const) {
      const original = geo[name].bind(geo) as (...args: unknown[]) => number;
      (geo as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        w.locationAsks += 1;
        return original(...args);
      };
    }
  });
  const requests = listRequests(page);
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  await page.goto(`/explore?${RED_SEA}`);

  const firstDistance = cards(page).first().getByText(/km/);
  await expect(firstDistance).toHaveText(/^\d+\.\d km from map centre$/);
  await expectNoAxeViolations(page);

  if (phone) await page.getByRole('button', { name: 'Show map' }).click();
  await mapReady(page);
  expect(
    await page.evaluate(() => (window as unknown as { locationAsks: number }).locationAsks),
  ).toBe(0);

  await page.getByRole('button', { name: 'Find my location' }).click();
  await expect.poll(() => requests.some((q) => q.get('origin') === '26.6500,34.0600')).toBe(true);
  if (phone) await page.getByRole('button', { name: 'Show list' }).click();
  await expect(cards(page).first().getByText(/km/)).toHaveText(/^\d+\.\d km away$/);
  // Salem Express is the nearest spot to the diver, about 1.1 km away.
  await expect(cards(page).first()).toContainText(SALEM_EXPRESS.name);
  await expect(cards(page).first().getByText(/km/)).toHaveText(/^1\.\d km away$/);
  await expect(page.getByRole('region', { name: 'Dive spot list' }).getByRole('status')).toHaveText(
    /dive spots? in this map view, nearest to you first$/,
  );
  await expectNoAxeViolations(page);
});
