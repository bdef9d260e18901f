import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerAccount, test, uniqueEmail } from '../fixtures.ts';
import { registrationCode } from '../mailbox.ts';
import { textLines } from './text-lines.ts';

const PASSWORD = 'reef-safe-42';

/** The login modal, whatever mode it is in. */
function modal(page: Page): Locator {
  return page.getByRole('dialog').filter({ has: page.locator('#login-modal-title') });
}

/** Opens the login modal from the signed-out prompt of /profile (the same at every width). */
async function openSignIn(page: Page): Promise<Locator> {
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sign In to View Profile' })).toBeVisible();
  await main.getByRole('button', { name: 'Sign In' }).click();
  const dialog = modal(page);
  await expect(dialog.getByRole('heading', { name: 'Sign in to DiveSpot' })).toBeVisible();
  return dialog;
}

/** Signs out with the header menu (desktop) or the drawer (phone). */
async function signOut(page: Page): Promise<void> {
  const banner = page.getByRole('banner');
  const accountMenu = banner.getByRole('button', { name: /account menu/i });
  if (await accountMenu.isVisible()) {
    await accountMenu.click();
    await banner.getByRole('button', { name: 'Sign Out' }).click();
    await expect(banner.getByRole('button', { name: 'Sign In' })).toBeVisible();
    return;
  }
  await banner.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: 'Account', exact: true }).click();
  await drawer.getByRole('button', { name: 'Sign Out' }).click();
  await expect(drawer).toBeHidden();
}

test.describe('accounts', () => {
  test('register with the e-mailed code, stay signed in across a reload, sign out', async ({
    page,
  }) => {
    // Long enough to wrap in the dialog at every width.
    const email = uniqueEmail('marina.reef').replace('@', '@underwater-photographers.');
    const dialog = await openSignIn(page);
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Create your DiveSpot account' }),
    ).toBeVisible();
    await dialog.getByLabel('First name').fill('Marina');
    await dialog.getByLabel('Last name').fill('Reef');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    // The address wraps only after its @ or before a dot, never inside a word.
    const lines = await textLines(dialog.locator('strong', { hasText: email }));
    expect(lines.join('')).toBe(email);
    expect(lines.length).toBeGreaterThan(1);
    for (let i = 1; i < lines.length; i++) {
      expect(`${lines[i - 1]}|${lines[i]}`).toMatch(/@\||\|\./);
    }
    // docs/product/states.md: resend waits out the cooldown, counting down.
    const resend = dialog.getByRole('button', { name: /^Resend code in \d+s$/ });
    await expect(resend).toBeDisabled();
    const first = Number(/(\d+)s/.exec((await resend.textContent()) ?? '')?.[1]);
    await expect
      .poll(async () => Number(/(\d+)s/.exec((await resend.textContent()) ?? '')?.[1]))
      .toBeLessThan(first);
    await expectNoAxeViolations(page);

    const code = await registrationCode(email);
    const wrong = code === '0000' ? '1111' : '0000';
    const input = dialog.getByLabel('Verification code');
    await input.fill(wrong);
    await expect(dialog.getByRole('alert')).toHaveText(
      'Invalid verification code. Please check your email and try again.',
    );
    await expectNoAxeViolations(page);

    await input.fill(code);
    await expect(dialog).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Marina Reef' })).toBeVisible();
    await expect(main.getByText(email)).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Marina Reef' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await signOut(page);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Sign In to View Profile' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Sign In to View Profile' }),
    ).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('refreshToken'));
    expect(stored).toBeNull();
  });

  test('sign in by keyboard: wrong password, then the right one', async ({
    page,
    context,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/401 \(Unauthorized\).*\/api\/authenticate/);
    const email = uniqueEmail('login');
    await registerAccount(context.request, {
      email,
      password: PASSWORD,
      firstName: 'Kai',
      lastName: 'Deep',
    });
    const dialog = await openSignIn(page);
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(
      'Invalid email or password. Please check your credentials and try again.',
    );
    await dialog.getByLabel('Password').fill(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Kai Deep' }),
    ).toBeVisible();
  });

  test('the modal keeps focus inside, Back returns to register, Escape closes', async ({
    page,
  }) => {
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByLabel('First name').fill('Nemo');
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    // Field checks of docs/product/validation.md before anything is sent.
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Sign in to DiveSpot' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Back from the code step keeps what was typed', async ({ page }) => {
    const email = uniqueEmail('back');
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByLabel('First name').fill('Coral');
    await dialog.getByLabel('Last name').fill('Bay');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await dialog.getByLabel('Verification code').fill('12');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Please enter a 4-digit verification code')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Create your DiveSpot account' }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByLabel('First name')).toHaveValue('Coral');
  });
});
