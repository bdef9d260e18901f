import type { APIRequestContext, Page } from '@playwright/test';
import {
  authenticate,
  DESKTOP_ONLY,
  expect,
  expectNoAxeViolations,
  registerAccount,
  seedSession,
  signIn,
  test,
  TEST_ADMIN,
  uniqueEmail,
} from '../fixtures.ts';

const PASSWORD = 'e2e-disabled-diver-password';

/** A diver made for the test, signed in through the API. */
async function newDiver(request: APIRequestContext, firstName: string, lastName: string) {
  const email = uniqueEmail('console');
  const auth = await registerAccount(request, { email, password: PASSWORD, firstName, lastName });
  if (!auth) throw new Error('registration failed');
  return { email, auth };
}

/** The account's id, as the console's API lists it. */
async function accountId(request: APIRequestContext, email: string): Promise<number> {
  const admin = await authenticate(request, TEST_ADMIN.username, TEST_ADMIN.password);
  const answer = await request.get(`/api/admin/users?q=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${admin!.accessToken}` },
  });
  expect(answer.ok()).toBe(true);
  const page = (await answer.json()) as { content: { id: number; email: string }[] };
  return page.content.find((u) => u.email === email)!.id;
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Accounts' });
/** What the users section says after a change. */
const said = (page: Page) => page.getByRole('region', { name: 'Users' }).getByRole('status');

test.describe('admin console: users', () => {
  test(
    'disables a diver, which ends their session, enables them again, and logs both',
    DESKTOP_ONLY,
    async ({ page, context, browser, allowConsoleErrors }) => {
      allowConsoleErrors(/401 \(Unauthorized\)/);
      const { email, auth } = await newDiver(context.request, 'Marina', 'Trench');

      // The diver's own browser, signed in.
      const diverContext = await browser.newContext();
      await seedSession(diverContext, auth);
      const diverPage = await diverContext.newPage();
      await diverPage.goto('/profile');
      await expect(
        diverPage.getByRole('main').getByRole('heading', { level: 1, name: 'Marina Trench' }),
      ).toBeVisible();

      await signIn(context, { admin: true });
      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'E-mail or name' }).fill(email);
      await page.getByRole('searchbox', { name: 'E-mail or name' }).press('Enter');
      await expect(page).toHaveURL(`/admin/users?q=${encodeURIComponent(email)}`);
      const row = usersTable(page).getByRole('row', { name: /Marina Trench/ });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell', { name: email })).toBeVisible();
      await expectNoAxeViolations(page);

      // Disable, after the confirmation that says what happens.
      await row.getByRole('button', { name: 'Disable Marina Trench' }).click();
      const dialog = page.getByRole('dialog', { name: 'Disable Marina Trench’s account?' });
      await expect(dialog).toContainText('will be signed out everywhere at once');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Disable account' }).click();
      await expect(said(page)).toHaveText(
        'Marina Trench’s account is disabled and all its sessions have ended.',
      );
      await expect(row.getByText('Disabled', { exact: true })).toBeVisible();

      // The diver's session has ended: their token is refused, their page signs them out.
      const refused = await diverContext.request.get('/api/profile', {
        headers: { authorization: `Bearer ${auth.accessToken}` },
      });
      expect(refused.status()).toBe(401);
      await diverPage.reload();
      await expect(
        diverPage.getByRole('main').getByRole('heading', { name: 'Sign In to View Profile' }),
      ).toBeVisible();
      await diverContext.close();

      // Enable again.
      await row.getByRole('button', { name: 'Enable Marina Trench' }).click();
      await page
        .getByRole('dialog', { name: 'Enable Marina Trench’s account?' })
        .getByRole('button', { name: 'Enable account' })
        .click();
      await expect(said(page)).toHaveText('Marina Trench’s account is enabled again.');
      await expect(row.getByText('Disabled', { exact: true })).toHaveCount(0);
      expect(await authenticate(context.request, email, PASSWORD)).not.toBeNull();

      // The audit log holds both changes, newest first.
      const id = await accountId(context.request, email);
      await page.goto('/admin/audit');
      await page.getByLabel('Kind of record').fill('user');
      await page.getByLabel('Record id').fill(String(id));
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(`/admin/audit?subject=user&subjectId=${id}`);
      const entries = page.getByRole('table', { name: 'Audit log entries' }).getByRole('row');
      await expect(entries).toHaveCount(3);
      await expect(entries.nth(1)).toContainText('Account enabled');
      await expect(entries.nth(2)).toContainText('Account disabled');
      await expect(entries.nth(2)).toContainText(TEST_ADMIN.username);
      await entries
        .nth(2)
        .getByRole('button', { name: /^Show changes/ })
        .click();
      await expect(entries.nth(2).getByRole('listitem')).toContainText(['disabled: false → true']);
      await expectNoAxeViolations(page);

      await page.goto('/admin/messages');
      await expect(page.getByRole('heading', { level: 2, name: 'Messages' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'Status' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoAxeViolations(page);
    },
  );

  test(
    'lists accounts at 390 px, the table scrolling in its box',
    { tag: '@phone' },
    async ({ page, context }) => {
      const { email } = await newDiver(context.request, 'Coral', 'Garden');
      await signIn(context, { admin: true });
      await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
      await expect(page.getByRole('button', { name: 'Section: Users' })).toBeVisible();
      const table = usersTable(page);
      const row = table.getByRole('row', { name: /Coral Garden/ });
      await expect(row).toHaveCount(1);
      // The page itself does not scroll sideways; the table's box does, and the keyboard reaches it.
      const widths = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
      const box = page.getByRole('group', { name: 'Accounts' });
      await box.focus();
      await page.keyboard.press('ArrowRight');
      await expect(row.getByRole('button', { name: 'Disable Coral Garden' })).toBeAttached();
      await row.getByRole('button', { name: 'Disable Coral Garden' }).scrollIntoViewIfNeeded();
      await row.getByRole('button', { name: 'Disable Coral Garden' }).click();
      const dialog = page.getByRole('dialog', { name: 'Disable Coral Garden’s account?' });
      await expect(dialog).toBeVisible();
      const dialogBox = await dialog.boundingBox();
      expect(dialogBox!.width).toBeLessThanOrEqual(390);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    },
  );
});
