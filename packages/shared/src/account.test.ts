import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FIELD_MESSAGES,
  hasAdminRole,
  loginInputSchema,
  profileUpdateSchema,
  registerInputSchema,
  resendWaitMessage,
  signInWaitMessage,
  waitPhrase,
  validateRegistrationQuerySchema,
} from './account.ts';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((i) => i.message) ?? [];
}

describe('registerInputSchema', () => {
  const valid = {
    emailAddress: '  Ada@Example.COM ',
    password: 'secret',
    firstName: ' Ada ',
    lastName: 'Lovelace',
  };

  it('trims and lower-cases the address, trims names and consents by default', () => {
    expect(registerInputSchema.parse(valid)).toEqual({
      emailAddress: 'ada@example.com',
      password: 'secret',
      firstName: 'Ada',
      lastName: 'Lovelace',
      emailConsent: true,
    });
  });

  it('names every missing field (docs/product/validation.md)', () => {
    const r = registerInputSchema.safeParse({});
    expect(messagesOf(r)).toEqual([
      ACCOUNT_FIELD_MESSAGES.emailRequired,
      ACCOUNT_FIELD_MESSAGES.passwordRequired,
      ACCOUNT_FIELD_MESSAGES.firstNameRequired,
      ACCOUNT_FIELD_MESSAGES.lastNameRequired,
    ]);
  });

  it('refuses a bad address, a short password and blank names', () => {
    const r = registerInputSchema.safeParse({
      emailAddress: 'not-an-address',
      password: '12345',
      firstName: '   ',
      lastName: 'L',
    });
    expect(messagesOf(r)).toEqual([
      ACCOUNT_FIELD_MESSAGES.emailInvalid,
      ACCOUNT_FIELD_MESSAGES.passwordTooShort,
      ACCOUNT_FIELD_MESSAGES.firstNameRequired,
    ]);
    expect(ACCOUNT_FIELD_MESSAGES.passwordTooShort).toBe('Password must be at least 6 characters');
  });
});

describe('verification codes', () => {
  it('accepts exactly four digits', () => {
    expect(validateRegistrationQuerySchema.parse({ email: 'a@b.co', token: '0042' })).toEqual({
      email: 'a@b.co',
      token: '0042',
    });
    for (const token of ['123', '12345', '12a4', '']) {
      expect(
        messagesOf(validateRegistrationQuerySchema.safeParse({ email: 'a@b.co', token })),
      ).toEqual(['Please enter a 4-digit verification code']);
    }
  });
});

describe('other payloads', () => {
  it('keeps a sign-in password as typed, even a short one', () => {
    expect(loginInputSchema.parse({ username: 'A@B.co', password: ' 1 ' })).toEqual({
      username: 'a@b.co',
      password: ' 1 ',
    });
  });

  it('refuses unknown profile fields', () => {
    expect(profileUpdateSchema.safeParse({ roles: ['ROLE_ADMIN'] }).success).toBe(false);
    expect(profileUpdateSchema.parse({ lastName: ' Byron ' })).toEqual({ lastName: 'Byron' });
  });

  it('writes the resend wait of docs/product/errors.md', () => {
    expect(resendWaitMessage(42)).toBe('Please wait 42 seconds before requesting a new code.');
  });

  it('says a wait in seconds under a minute, else in whole minutes rounded up', () => {
    expect([1, 59, 60, 61, 899].map(waitPhrase)).toEqual([
      '1 second',
      '59 seconds',
      '1 minute',
      '2 minutes',
      '15 minutes',
    ]);
    expect(signInWaitMessage(600)).toBe(
      'Too many failed sign-in attempts. Please try again in 10 minutes.',
    );
  });

  it('opens the admin console for any role containing admin', () => {
    expect(hasAdminRole(['ROLE_USER', 'ROLE_ADMIN'])).toBe(true);
    expect(hasAdminRole(['ROLE_SUPERADMIN'])).toBe(true);
    expect(hasAdminRole(['ROLE_USER'])).toBe(false);
  });
});
