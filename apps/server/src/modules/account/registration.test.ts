import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, authenticatedSchema } from '@divespot/shared/account';
import type { TestApp } from '../../test/test-app.ts';
import {
  codeIn,
  createAccountTestApp,
  freshIp,
  registerUser,
  type TestSmtp,
} from './account.test-helpers.ts';

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  ({ t, smtp } = await createAccountTestApp({ MAIL_FROM: 'DiveSpot <hello@divespot.example>' }));
});
afterAll(() => t.close());

const get = (url: string, ip = freshIp()) => t.app.inject({ url, remoteAddress: ip });
const send = (email: string, ip?: string) =>
  get(`/api/account/sendRegistrationToken?email=${encodeURIComponent(email)}`, ip);
const validate = (email: string, token: string, ip?: string) =>
  get(
    `/api/account/validateRegistrationToken?email=${encodeURIComponent(email)}&token=${token}`,
    ip,
  );
const register = (body: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/account/register', payload: body, remoteAddress: ip });
/** Makes the address's codes 61 s old, past the resend cooldown. */
/** As if a minute had passed since the address's last code. */
const endCooldown = async (email: string) => {
  await sql`UPDATE registration_code SET created_at = now() - interval '61 seconds' WHERE email = ${email}`.execute(
    t.database.db,
  );
  await sql`DELETE FROM rate_limit WHERE key = ${`code-send:cooldown:${email}`}`.execute(
    t.database.db,
  );
};
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
const codeRows = (email: string) =>
  t.database.db.selectFrom('registration_code').selectAll().where('email', '=', email).execute();

const person = (emailAddress: string) => ({
  emailAddress,
  password: 'secret-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

describe('registration with an e-mailed code', () => {
  it('mails a branded code, checks it, registers and signs in', async () => {
    const res = await send('Diver.One@Example.com');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: true, cooldownSeconds: 60, expiresInSeconds: 900 });
    const mail = smtp.to('diver.one@example.com').at(-1);
    expect(mail?.raw).toMatch(/^From: DiveSpot <hello@divespot\.example>/m);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail?.raw).toMatch(/Content-Type: text\/html/);
    const code = codeIn(smtp, 'diver.one@example.com');
    // Only a keyed hash of the code is stored.
    const [row] = await codeRows('diver.one@example.com');
    expect(row?.code_hash).not.toContain(code);

    expect((await validate('diver.one@example.com', wrong(code))).json()).toEqual({ valid: false });
    expect((await validate('diver.one@example.com', code)).json()).toEqual({ valid: true });

    const created = await register(person('diver.one@example.com'));
    expect(created.statusCode, created.body).toBe(201);
    const body = authenticatedSchema.parse(created.json());
    expect(body).toMatchObject({
      username: 'diver.one@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['ROLE_USER'],
      imageLink: null,
      expiresIn: 900,
    });
    const me = await t.app.inject({
      url: '/api/profile',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json()).toMatchObject({ email: 'diver.one@example.com', emailConsent: true });

    // The code was used: it cannot make a second account.
    const again = await register(person('diver.one@example.com'));
    expect(again.statusCode).toBe(409);
  });

  it('answers 409 with the docs/product/errors.md message for a registered address', async () => {
    await registerUser(t.app, smtp, 'taken@example.com');
    for (const res of [
      await send('TAKEN@example.com'),
      await register(person('taken@example.com')),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        status: 409,
        code: 'EMAIL_TAKEN',
        message: 'An account with this email already exists. Please try signing in instead.',
      });
    }
  });

  it('refuses to register an address whose code was not checked', async () => {
    await send('unchecked@example.com');
    const res = await register(person('unchecked@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_CODE',
      message: ACCOUNT_MESSAGES.codeExpired,
    });
    const withWrong = await register({
      ...person('unchecked@example.com'),
      token: wrong(codeIn(smtp, 'unchecked@example.com')),
    });
    expect(withWrong.statusCode).toBe(400);
    expect(withWrong.json()).toMatchObject({
      message: 'Invalid verification code. Please check your email and try again.',
    });
  });

  it('kills a code after 5 wrong tries', async () => {
    await send('guesser@example.com');
    const code = codeIn(smtp, 'guesser@example.com');
    for (let i = 0; i < 5; i++)
      expect((await validate('guesser@example.com', wrong(code))).json()).toEqual({ valid: false });
    const res = await validate('guesser@example.com', code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      code: 'INVALID_CODE',
      message: 'Invalid or expired verification code.',
    });
  });

  it('refuses an expired code', async () => {
    await send('late@example.com');
    const code = codeIn(smtp, 'late@example.com');
    await t.database.db
      .updateTable('registration_code')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@example.com')
      .execute();
    const res = await validate('late@example.com', code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: ACCOUNT_MESSAGES.codeExpired });
  });

  it('holds a resend back for the cooldown, with the wait in seconds', async () => {
    await send('waiting@example.com');
    const res = await get('/api/account/resendRegistrationToken?email=waiting@example.com');
    expect(res.statusCode).toBe(429);
    const body = res.json<{ message: string; detail: { cooldownSeconds: number } }>();
    const n = body.detail.cooldownSeconds;
    expect(n).toBeGreaterThan(55);
    expect(n).toBeLessThanOrEqual(60);
    expect(body.message).toBe(`Please wait ${n} seconds before requesting a new code.`);
    expect(res.headers['retry-after']).toBe(String(n));

    // After the cooldown a new code comes, and only the newest one counts.
    const first = codeIn(smtp, 'waiting@example.com');
    await endCooldown('waiting@example.com');
    const again = await get('/api/account/resendRegistrationToken?email=waiting@example.com');
    expect(again.statusCode, again.body).toBe(200);
    expect(smtp.to('waiting@example.com')).toHaveLength(2);
    const second = codeIn(smtp, 'waiting@example.com');
    if (first !== second)
      expect((await validate('waiting@example.com', first)).json()).toEqual({ valid: false });
    expect((await validate('waiting@example.com', second)).json()).toEqual({ valid: true });
  });

  it('answers a resend for a registered address like any other, and mails nothing', async () => {
    await registerUser(t.app, smtp, 'quiet@example.com');
    const mails = smtp.to('quiet@example.com').length;
    await endCooldown('quiet@example.com');
    const res = await get('/api/account/resendRegistrationToken?email=quiet@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true, cooldownSeconds: 60, expiresInSeconds: 900 });
    expect(smtp.to('quiet@example.com')).toHaveLength(mails);
  });

  it('stores no code when the mail cannot be sent, and says so', async () => {
    smtp.state.reject = true;
    try {
      const res = await send('bounce@example.com');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 503,
        code: 'MAIL_FAILED',
        message: 'We could not send the email right now. Please try again later.',
      });
    } finally {
      smtp.state.reject = false;
    }
    expect(await codeRows('bounce@example.com')).toEqual([]);
    // Nothing half-made: the address can try again at once.
    expect((await send('bounce@example.com')).statusCode).toBe(200);
  });

  it('names the invalid fields (docs/product/validation.md)', async () => {
    const res = await register({
      emailAddress: 'nope',
      password: '123',
      firstName: ' ',
      lastName: 'L',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: {
        fields: [
          { field: 'emailAddress', message: 'Please enter a valid email address' },
          { field: 'password', message: 'Password must be at least 6 characters' },
          { field: 'firstName', message: 'First name is required' },
        ],
      },
    });
    const code = await validate('a@example.com', '12');
    expect(code.json()).toMatchObject({
      detail: { fields: [{ field: 'token', message: 'Please enter a 4-digit verification code' }] },
    });
    expect((await send('')).statusCode).toBe(400);
  });

  it('sends one code for parallel requests for one address', async () => {
    const minute = () => Math.floor(Date.now() / 60_000);
    const started = minute();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send('eager@example.com', `10.7.0.${i + 1}`)),
    );
    // The parallel guard counts per clock minute: a burst across a minute's end may send two.
    const sends = started === minute() ? 1 : 2;
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(smtp.to('eager@example.com').length);
    expect(smtp.to('eager@example.com').length).toBeLessThanOrEqual(sends);
    expect(smtp.to('eager@example.com').length).toBeGreaterThanOrEqual(1);
    expect(codes.filter((c) => c !== 200).every((c) => c === 429)).toBe(true);
    expect(await codeRows('eager@example.com')).toHaveLength(smtp.to('eager@example.com').length);
  });

  it('limits code sending per client address', async () => {
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await send(`flood${i}@example.com`, ip)).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});
