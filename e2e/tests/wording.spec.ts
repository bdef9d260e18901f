/* What a new visitor reads: pages describe what exists, and nothing is chosen for them. */
import { expect, expectNoAxeViolations, signIn, test, DESKTOP_ONLY } from '../fixtures.ts';

test('the changelog describes what is live, not what is coming', DESKTOP_ONLY, async ({ page }) => {
  await page.goto('/changelog');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Explore, search and accounts' })).toBeVisible();
  await expect(main.getByText(/interactive map beside a list of the dive spots/)).toBeVisible();
  await expect(main.getByText(/coming next|not live yet|planned/i)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test(
  'collections do not promise the explore map, which is already there',
  DESKTOP_ONLY,
  async ({ page, context }) => {
    await signIn(context);
    await page.goto('/collections');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'You have no lists yet' })).toBeVisible();
    await expect(main.getByText(/Saving to a list is not available yet/)).toBeVisible();
    await expect(main.getByText(/arrives|coming/i)).toHaveCount(0);
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
