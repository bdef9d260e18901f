import { expectNoAxeViolations, signIn, test } from '../fixtures.ts';

/**
 * Every kind of screen at 390 px, scanned with axe once each. In `npm test` the phone size scans
 * only in the tests written for it (fixtures.ts, scansAtThisSize); the others visit these screens
 * at 390 px without scanning, and the full run scans them all.
 */
const SCREENS = [
  '/',
  '/explore?n=28.5&e=35&s=24.5&w=32.5&zoom=7',
  '/spots/ss-thistlegorm',
  '/dive-centers/camel-dive-club-sharm',
  '/marine-life',
  '/marine-life/whale-shark',
  '/destinations',
  '/locations/countries/egypt',
  '/locations/regions/egypt/brothers-islands',
  '/tools',
  '/tools/mod-calculator',
  '/tools/sac-calculator',
  '/tools/ead-calculator',
  '/tools/freediving-calculator',
  '/blog',
  '/blog/choosing-nitrox',
  '/about',
  '/contact',
];

/** Screens a diver sees signed in. */
const SIGNED_IN_SCREENS = ['/profile', '/collections'];

test.describe('every screen at 390 px', { tag: '@phone' }, () => {
  for (const path of SCREENS) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('the not-found page passes axe', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await page.goto('/no-such-page');
    await expectNoAxeViolations(page);
  });

  for (const path of SIGNED_IN_SCREENS) {
    test(`${path} passes axe, signed in`, async ({ page, context }) => {
      await signIn(context);
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
