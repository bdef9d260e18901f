import {
  authenticate,
  expect,
  expectNoAxeViolations,
  registerAccount,
  test,
  uniqueEmail,
} from '../fixtures.ts';
import { waitForMail } from '../mailbox.ts';

/** The reset link of a mail, with quoted-printable soft breaks and '=3D' undone. */
function resetLink(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error('No reset link in the mail');
  return link;
}

test('password reset: the e-mailed link sets a new password and signs the user in', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('reset');
  await registerAccount(context.request, {
    email,
    password: 'old-password-1',
    firstName: 'Rhea',
    lastName: 'Set',
  });

  await page.goto('/reset-password');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByLabel('Email').fill(email);
  await main.getByRole('button', { name: 'Send reset link' }).click();
  await expect(main.getByText(/If an account exists for/)).toBeVisible();

  const link = new URL(resetLink((await waitForMail(email, /reset/i)).raw));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(
    main.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await main.getByLabel('New password').fill('new-password-2');
  await main.getByRole('button', { name: 'Set new password' }).click();
  await expect(main.getByText('Your password was changed and you are signed in.')).toBeVisible();
  await expectNoAxeViolations(page);

  await main.getByRole('link', { name: 'Go to my profile' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Rhea Set' })).toBeVisible();
  expect(await authenticate(context.request, email, 'new-password-2')).not.toBeNull();
});
