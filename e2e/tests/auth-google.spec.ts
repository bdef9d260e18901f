import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures.ts';
import { GOOGLE_IDENTITY } from '../google-provider.ts';

/** Opens the login modal from the header (desktop) or the drawer's Account section (phone). */
async function openSignIn(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  const signIn = banner.getByRole('button', { name: 'Sign In' });
  if (await signIn.isVisible()) {
    await signIn.click();
  } else {
    await banner.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Account', exact: true }).click();
    await drawer.getByRole('button', { name: 'Sign In' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Sign in to DiveSpot' })).toBeVisible();
}

test.describe('Google sign-in', () => {
  test('returns the user, signed in, to the page they started on', async ({ page }) => {
    await page.goto('/destinations?tab=regions');
    await openSignIn(page);
    const google = page.getByRole('link', { name: 'Continue with Google' });
    await expect(google).toBeVisible();
    await expectNoAxeViolations(page);
    await google.click();

    await page.waitForURL((url) => url.pathname === '/destinations');
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    expect(new URL(page.url()).search).toBe('?tab=regions');
    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Gil Google' })).toBeVisible();
    await expect(main.getByText(GOOGLE_IDENTITY.email)).toBeVisible();
  });

  test("a failed return shows 'OAuth2 authentication failed'", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/401 \(Unauthorized\).*\/api\/oauth2\/exchange/);
    await page.goto(`/oauth2/redirect?code=${'x'.repeat(40)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'OAuth2 authentication failed' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
