import {
  expect,
  expectNoAxeViolations,
  registerAccount,
  seedSession,
  test,
  uniqueEmail,
  authenticate,
} from '../fixtures.ts';

const PASSWORD = 'reef-safe-42';

/** A 1×1 PNG, enough for the photo upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('profile', () => {
  test('edit names and photo, change the password', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/400 \(Bad Request\).*\/api\/account\/changePassword/);
    const email = uniqueEmail('profile');
    const auth = await registerAccount(context.request, {
      email,
      password: PASSWORD,
      firstName: 'Sandy',
      lastName: 'Shore',
    });
    if (!auth) throw new Error('registration failed');
    await seedSession(context, auth);

    await page.goto('/profile');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Sandy Shore' })).toBeVisible();
    await expect(main.getByLabel('First name')).toHaveValue('Sandy');
    // Roles are named for people, not as the server stores them (ROLE_USER).
    const roles = main.getByRole('region', { name: 'Roles' });
    await expect(roles.getByRole('listitem')).toHaveText(['Diver']);
    await expect(roles).not.toContainText('ROLE_');
    await expectNoAxeViolations(page);

    await main.getByLabel('First name').fill('');
    await main.getByRole('button', { name: 'Save details' }).click();
    await expect(main.getByText('First name is required')).toBeVisible();
    await main.getByLabel('First name').fill('Sandra');
    await main.getByRole('button', { name: 'Save details' }).click();
    await expect(main.getByText('Your details were saved.')).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Sandra Shore' })).toBeVisible();

    await main.getByLabel('Upload photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await expect(main.getByText('Your photo was updated.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Remove photo' })).toBeVisible();

    await main.getByLabel('Current password').fill('wrong-password');
    await main.getByLabel('New password').fill('new-reef-99');
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(main.getByText('Current password is incorrect.')).toBeVisible();
    await main.getByLabel('Current password').fill(PASSWORD);
    await main.getByRole('button', { name: 'Change password' }).click();
    await expect(main.getByText(/Your password was changed/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Sandra Shore' }),
    ).toBeVisible();
    expect(await authenticate(context.request, email, 'new-reef-99')).not.toBeNull();
  });

  test('sign out everywhere ends the other browser’s session too', async ({
    page,
    context,
    browser,
  }) => {
    const email = uniqueEmail('everywhere');
    const auth = await registerAccount(context.request, {
      email,
      password: PASSWORD,
      firstName: 'Finn',
      lastName: 'Wave',
    });
    if (!auth) throw new Error('registration failed');
    await seedSession(context, auth);
    const other = await browser.newContext();
    const second = await authenticate(other.request, email, PASSWORD);
    if (!second) throw new Error('second sign-in failed');
    await seedSession(other, second);
    const otherPage = await other.newPage();
    await otherPage.goto('/profile');
    await expect(
      otherPage.getByRole('main').getByRole('heading', { level: 1, name: 'Finn Wave' }),
    ).toBeVisible();

    await page.goto('/profile');
    await page.getByRole('main').getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Sign In to View Profile' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await otherPage.reload();
    await expect(
      otherPage.getByRole('main').getByRole('heading', { name: 'Sign In to View Profile' }),
    ).toBeVisible();
    await other.close();
  });
});
