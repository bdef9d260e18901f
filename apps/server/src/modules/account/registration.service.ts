import type { FastifyReply } from 'fastify';
import { ACCOUNT_LIMITS, type RegistrationCodeSent } from '@divespot/shared/account';
import { codeExpired, emailTaken } from '../../http/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { cooldownError } from '../auth/rate-limit.ts';
import { randomDigits } from '../auth/secrets.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { registrationCodeMail } from '../mail/mail.templates.ts';
import { findUserByEmail, latestRegistrationCode } from './account.repository.ts';
import { RATE_RULES } from './account-limits.ts';
import {
  countCodeTry,
  insertRegistrationCode,
  markCodeVerified,
  useVerifiedCode,
} from './registration-codes.repository.ts';

/**
 * The e-mailed 4-digit registration codes (docs/product/states.md "Verification"): stored as keyed hashes,
 * valid 15 minutes, dead after 5 wrong tries, used once by `register`.
 */
export class RegistrationCodes {
  private readonly auth: AuthService;
  private readonly mailer: Mailer;

  constructor(auth: AuthService, mailer: Mailer) {
    this.auth = auth;
    this.mailer = mailer;
  }

  private get db() {
    return this.auth.db;
  }

  /** A code is hashed with its address, so the same code sent to two addresses differs. */
  private codeHash(email: string, code: string) {
    return this.auth.hash('registration', `${email}\0${code}`);
  }

  /**
   * Sends a new code. `resend` answers the same for an address that already has an account
   * (and sends nothing), so it tells nobody which addresses are registered.
   */
  async send(
    reply: FastifyReply,
    ip: string,
    email: string,
    resend: boolean,
  ): Promise<RegistrationCodeSent> {
    const limiter = this.auth.limiter;
    const answer: RegistrationCodeSent = {
      sent: true,
      cooldownSeconds: ACCOUNT_LIMITS.resendCooldownSeconds,
      expiresInSeconds: ACCOUNT_LIMITS.codeLifetimeSeconds,
    };
    await limiter.consume(reply, RATE_RULES.codeSendIp, ip);
    const registered = (await findUserByEmail(this.db, email)) !== undefined;
    if (registered && !resend) throw emailTaken();
    const latest = await latestRegistrationCode(this.db, email);
    if (latest) {
      const since = (Date.now() - latest.created_at.getTime()) / 1000;
      const wait = Math.ceil(ACCOUNT_LIMITS.resendCooldownSeconds - since);
      if (wait > 0) throw cooldownError(reply, wait);
    }
    await limiter.consume(reply, RATE_RULES.codeSendCooldown, email);
    await limiter.consume(reply, RATE_RULES.codeSendAccount, email);
    if (registered) return answer;
    const code = randomDigits(ACCOUNT_LIMITS.codeLength);
    // Mail first: when it fails nothing is stored, and the client may try again at once.
    try {
      await this.mailer.send(
        registrationCodeMail(email, code, ACCOUNT_LIMITS.codeLifetimeSeconds / 60),
      );
    } catch (error) {
      await limiter.refund(RATE_RULES.codeSendCooldown, email);
      throw error;
    }
    await insertRegistrationCode(
      this.db,
      email,
      await this.codeHash(email, code),
      new Date(Date.now() + ACCOUNT_LIMITS.codeLifetimeSeconds * 1000),
    );
    return answer;
  }

  /**
   * Checks a code: true and remembered as verified when right, false when wrong with tries left;
   * 400 'Invalid or expired verification code.' when there is no live code.
   */
  async check(reply: FastifyReply, ip: string, email: string, code: string): Promise<boolean> {
    await this.auth.limiter.consume(reply, RATE_RULES.codeCheckIp, ip);
    const latest = await latestRegistrationCode(this.db, email);
    if (!latest) throw codeExpired();
    // Every check counts as a try, atomically, so parallel guesses cannot pass the limit.
    const triedHash = await countCodeTry(this.db, latest.id, ACCOUNT_LIMITS.codeMaxTries);
    if (triedHash === undefined) throw codeExpired();
    if (triedHash !== (await this.codeHash(email, code))) return false;
    await markCodeVerified(this.db, latest.id);
    return true;
  }

  /** Uses the address's verified code (once); 400 when there is none. */
  async consume(email: string): Promise<void> {
    if (!(await useVerifiedCode(this.db, email))) throw codeExpired();
  }
}
