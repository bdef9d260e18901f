import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  type Authenticated,
  type ChangePasswordInput,
  type loginInputSchema,
  type registerInputSchema,
  type ResetPasswordFinish,
} from '@divespot/shared/account';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { z } from 'zod';
import {
  emailTaken,
  loginFailed,
  resetLinkInvalid,
  validationFailed,
  wrongCode,
} from '../../http/errors.ts';
import type { AuthService, AuthUser } from '../auth/auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { randomToken } from '../auth/secrets.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { passwordResetMail } from '../mail/mail.templates.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  setPasswordHash,
  userImageLink,
  type UserRow,
} from './account.repository.ts';
import { limitedSignIn, RATE_RULES } from './account-limits.ts';
import {
  deletePasswordReset,
  insertPasswordReset,
  usePasswordReset,
} from './password-resets.repository.ts';
import type { RegistrationCodes } from './registration.service.ts';

const RESET_LIFETIME_MINUTES = 30;

/** The user's part of a sign-in answer (docs/product/api.md). */
export function userSummary(u: UserRow) {
  return {
    username: u.email,
    firstName: u.first_name,
    lastName: u.last_name,
    roles: u.roles,
    imageLink: userImageLink(u),
  };
}

export class AccountService {
  private readonly auth: AuthService;
  private readonly codes: RegistrationCodes;
  private readonly mailer: Mailer;
  private readonly log: FastifyBaseLogger;

  constructor(auth: AuthService, codes: RegistrationCodes, mailer: Mailer, log: FastifyBaseLogger) {
    this.auth = auth;
    this.codes = codes;
    this.mailer = mailer;
    this.log = log;
  }

  private get db() {
    return this.auth.db;
  }

  async signedIn(user: UserRow): Promise<Authenticated> {
    return { ...(await this.auth.startSession(user.id)), ...userSummary(user) };
  }

  /**
   * docs/product/api.md `POST /api/authenticate`; tries are limited per IP and per IP and account, and an
   * account's failures slow its sign-ins down, except from a browser that has signed in to the
   * account before: its device cookie has a limit of its own (see `limitedSignIn`). A right
   * password gives the browser a new device cookie.
   */
  async signIn(
    reply: FastifyReply,
    client: { ip: string; cookies: string | undefined },
    input: z.output<typeof loginInputSchema>,
  ) {
    // Only a cookie we signed makes the account worth looking up before the limits.
    const device = await this.auth.devices.read(client.cookies);
    let found = device ? await findUserByEmail(this.db, input.username) : undefined;
    const known = device !== undefined && found?.id === device.userId;
    const who = {
      ip: client.ip,
      account: input.username,
      device: known ? device.nonce : undefined,
    };
    const user = await limitedSignIn(this.auth.limiter, reply, who, async () => {
      found ??= await findUserByEmail(this.db, input.username);
      const ok = await verifyPassword(found?.password_hash ?? null, input.password);
      return ok ? found : undefined;
    });
    if (!user) throw loginFailed();
    await this.auth.devices.issue(reply, user.id);
    return this.signedIn(user);
  }

  /** docs/product/api.md `POST /api/account/register`: needs the address's verified code; signs in. */
  async register(reply: FastifyReply, ip: string, input: z.output<typeof registerInputSchema>) {
    const email = input.emailAddress;
    if (await findUserByEmail(this.db, email)) throw emailTaken();
    if (input.token !== undefined) {
      const valid = await this.codes.check(reply, ip, email, input.token);
      if (!valid) throw wrongCode();
    }
    const passwordHash = await hashPassword(input.password);
    await this.codes.consume(email);
    const user = await insertUser(this.db, {
      email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      emailConsent: input.emailConsent,
    });
    if (!user) throw emailTaken();
    await this.auth.devices.issue(reply, user.id);
    return this.signedIn(user);
  }

  /**
   * docs/product/api.md `POST /api/account/resetPassword`: mails a link when the address has an account.
   * The answer is the same either way, and a mail failure is only logged, so nobody learns
   * which addresses are registered.
   */
  async requestReset(reply: FastifyReply, ip: string, email: string) {
    await this.auth.limiter.consume(reply, RATE_RULES.resetIp, ip);
    await this.auth.limiter.consume(reply, RATE_RULES.resetAccount, email);
    const user = await findUserByEmail(this.db, email);
    if (!user) return { sent: true as const };
    const token = randomToken();
    const resetId = await insertPasswordReset(
      this.db,
      user.id,
      await this.auth.hash('reset', token),
      new Date(Date.now() + RESET_LIFETIME_MINUTES * 60_000),
    );
    const link = this.auth.config.publicUrl + pagePath(PAGES.resetPassword, {}, { token });
    try {
      await this.mailer.send(passwordResetMail(user.email, link, RESET_LIFETIME_MINUTES));
    } catch {
      await deletePasswordReset(this.db, resetId);
      this.log.warn({ userId: user.id }, 'password reset mail not sent');
    }
    return { sent: true as const };
  }

  /** Completes a reset: new password, every session ended, then signed in (and known). */
  async finishReset(reply: FastifyReply, input: ResetPasswordFinish): Promise<Authenticated> {
    const userId = await usePasswordReset(this.db, await this.auth.hash('reset', input.token));
    const user =
      userId !== undefined &&
      (await setPasswordHash(this.db, userId, await hashPassword(input.newPassword)));
    if (!user) throw resetLinkInvalid();
    await this.auth.revokeUserSessions(user.id, 'password reset');
    await this.auth.devices.issue(reply, user.id);
    return this.signedIn(user);
  }

  /** docs/product/api.md `POST /api/account/changePassword`: the other sessions end, this one stays. */
  async changePassword(reply: FastifyReply, me: AuthUser, input: ChangePasswordInput) {
    const limiter = this.auth.limiter;
    await limiter.consume(reply, RATE_RULES.passwordChangeUser, String(me.id));
    const user = await findUserById(this.db, me.id);
    if (!user || !(await verifyPassword(user.password_hash, input.oldPassword))) {
      throw validationFailed([
        { field: 'oldPassword', message: ACCOUNT_MESSAGES.oldPasswordWrong },
      ]);
    }
    await limiter.refund(RATE_RULES.passwordChangeUser, String(me.id));
    await setPasswordHash(this.db, user.id, await hashPassword(input.newPassword));
    const revokedSessions = await this.auth.revokeUserSessions(
      user.id,
      'password changed',
      me.sessionId,
    );
    return { changed: true as const, revokedSessions };
  }
}
