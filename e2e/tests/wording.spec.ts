/* What a new visitor reads: pages describe what exists, and nothing is chosen for them. */
import {
  expect,
  expectNoAxeViolations,
  registerAccount,
  seedSession,
  test,
  uniqueEmail,
  DESKTOP_ONLY,
} from '../fixtures.ts';

test('the changelog describes what is live, not what is coming', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/changelog');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Explore, search and accounts' })).toBeVisible();
  await expect(main.getByText(/interactive map beside a list of the dive spots/)).toBeVisible();
  await expect(main.getByText(/coming next|not live yet|planned/i)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test(
  'collections invite a diver with nothing saved to explore, and promise nothing to come',
  DESKTOP_ONLY,
  async ({ page, context }) => {
    // A fresh account: the shared test user may have saved something in another test.
    const auth = await registerAccount(context.request, {
      email: uniqueEmail('wording'),
      password: 'reef-safe-42',
      firstName: 'Nell',
      lastName: 'Newcomer',
    });
    if (!auth) throw new Error('registration failed');
    await seedSession(context, auth);
    await page.goto('/collections');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Nothing saved yet' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Explore dive spots' })).toBeVisible();
    await expect(main.getByText(/arrives|coming|not available yet/i)).toHaveCount(0);
    await expectNoAxeViolations(page);
  },
);

test('sign-up leaves the e-mail consent unticked', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/profile');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create your DiveSpot account' })).toBeVisible();
  const consent = dialog.getByRole('checkbox', { name: /occasional e-mails/ });
  await expect(consent).not.toBeChecked();
  await expectNoAxeViolations(page);
  await consent.check();
  await expect(consent).toBeChecked();
});
