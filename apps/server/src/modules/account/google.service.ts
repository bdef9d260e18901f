import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { type Authenticated } from '@divespot/shared/account';
import type { Config } from '../../config/env.ts';
import { oauthFailed } from '../../http/errors.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { randomToken } from '../auth/secrets.ts';
import {
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  insertUser,
  type UserRow,
} from './account.repository.ts';
import type { AccountService } from './account.service.ts';
import {
  insertExchangeCode,
  insertOAuthState,
  linkGoogleSubject,
  takeOAuthState,
  useExchangeCode,
} from './oauth.repository.ts';

/** A started sign-in must come back within this time; the one-time code is used within a minute. */
const STATE_LIFETIME_MS = 10 * 60_000;
const CODE_LIFETIME_MS = 60_000;

export const CALLBACK_PATH = '/oauth2/callback/google';

/**
 * Google sign-in by OpenID Connect (authorization code + PKCE + nonce), issuer configurable
 * (GOOGLE_ISSUER_URL). Each step keeps its state in the database, so the browser may come back
 * to any instance. The browser never sees tokens in a URL: the callback ends at
 * `/oauth2/redirect?code=<one-time code>`, which the page exchanges for tokens.
 */
export class GoogleSignIn {
  private discovered: Promise<oidc.Configuration> | undefined;

  private readonly google: NonNullable<Config['google']>;
  private readonly publicUrl: string;
  private readonly auth: AuthService;
  private readonly accounts: AccountService;
  private readonly log: FastifyBaseLogger;

  constructor(
    google: NonNullable<Config['google']>,
    publicUrl: string,
    auth: AuthService,
    accounts: AccountService,
    log: FastifyBaseLogger,
  ) {
    this.google = google;
    this.publicUrl = publicUrl;
    this.auth = auth;
    this.accounts = accounts;
    this.log = log;
  }

  private get db() {
    return this.auth.db;
  }

  private get redirectUri() {
    return `${this.publicUrl}${CALLBACK_PATH}`;
  }

  private configuration(): Promise<oidc.Configuration> {
    const issuer = new URL(this.google.issuerUrl);
    this.discovered ??= oidc
      .discovery(issuer, this.google.clientId, this.google.clientSecret, undefined, {
        // A local issuer (tests, a self-hosted identity provider in development) speaks http.
        ...(issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error: unknown) => {
        this.discovered = undefined;
        throw error;
      });
    return this.discovered;
  }

  /** The provider's sign-in page to send the browser to. */
  async authorizationUrl(): Promise<string> {
    const config = await this.configuration();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const verifier = oidc.randomPKCECodeVerifier();
    await insertOAuthState(this.db, {
      stateHash: await this.auth.hash('oauth-state', state),
      codeVerifier: verifier,
      nonce,
      expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
    });
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: this.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
  }

  /** Finishes the provider's answer; returns the one-time code for `/oauth2/redirect`. */
  async callback(requestUrl: string, state: string): Promise<string> {
    const stored = await takeOAuthState(this.db, await this.auth.hash('oauth-state', state));
    if (!stored) throw oauthFailed();
    const config = await this.configuration();
    const tokens = await oidc.authorizationCodeGrant(config, new URL(requestUrl, this.publicUrl), {
      pkceCodeVerifier: stored.code_verifier,
      expectedState: state,
      expectedNonce: stored.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw oauthFailed();
    const user = await this.linkedUser({
      subject: claims.sub,
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined,
      verified: claims.email_verified === true,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
      lastName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
    });
    const code = randomToken();
    await insertExchangeCode(
      this.db,
      await this.auth.hash('oauth-code', code),
      user.id,
      new Date(Date.now() + CODE_LIFETIME_MS),
    );
    return code;
  }

  /**
   * The account of a Google identity: the one already linked to it, else the account of the same
   * verified address (now linked), else a new one. An unverified address links nothing.
   */
  private async linkedUser(id: {
    subject: string;
    email: string | undefined;
    verified: boolean;
    firstName: string | undefined;
    lastName: string | undefined;
  }): Promise<UserRow> {
    const linked = await findUserByGoogleSubject(this.db, id.subject);
    if (linked) return linked;
    if (!id.email || !id.verified) {
      this.log.warn({ subject: id.subject }, 'Google sign-in without a verified e-mail refused');
      throw oauthFailed();
    }
    const existing = await findUserByEmail(this.db, id.email);
    if (existing) {
      await linkGoogleSubject(this.db, existing.id, id.subject);
      return existing;
    }
    const created = await insertUser(this.db, {
      email: id.email,
      passwordHash: null,
      firstName: id.firstName?.trim() || id.email.split('@')[0] || 'Diver',
      lastName: id.lastName?.trim() || '',
      googleSubject: id.subject,
    });
    if (!created) throw oauthFailed();
    return created;
  }

  /** `POST /api/oauth2/exchange`: the one-time code for a signed-in answer (once, 60 s). */
  async exchange(code: string): Promise<Authenticated> {
    const userId = await useExchangeCode(this.db, await this.auth.hash('oauth-code', code));
    const user = userId === undefined ? undefined : await findUserById(this.db, userId);
    if (!user) throw oauthFailed();
    return this.accounts.signedIn(user);
  }
}
