import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hasAdminRole, type TokenPair } from '@divespot/shared/account';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { accountDisabled, adminRequired, refreshFailed, unauthorized } from '../../http/errors.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { DeviceCookies } from './device-cookies.ts';
import { signAccessToken, verifyAccessToken, type JwtSettings } from './jwt.ts';
import { RateLimiter } from './rate-limit.ts';
import { loadServerKey, randomToken, secretHash } from './secrets.ts';
import { SessionsRepository } from './sessions.repository.ts';

/** The signed-in user of a request. */
export interface AuthUser {
  id: number;
  sessionId: string;
  email: string;
  roles: string[];
}

const DAY_MS = 86_400_000;

/**
 * How long an instance trusts an access token it checked (signature and live session) before
 * checking it again. Ending a session through this instance forgets every checked token at
 * once; through another instance it takes effect here within this time (decision 0009).
 */
export const CHECKED_TOKEN_TTL_MS = 5000;

/**
 * Sessions and tokens (docs/architecture.md): a short-lived JWT access token naming its session, and an
 * opaque refresh token stored hashed, replaced on each use. Using a replaced refresh token again
 * means it was stolen (or copied): the whole session ends. Everything is in the database, so any
 * instance can check and refresh any token.
 */
export class AuthService {
  readonly limiter: RateLimiter;
  /** The browsers that have signed in to an account before (see DeviceCookies). */
  readonly devices: DeviceCookies;
  private readonly sessions: SessionsRepository;
  /** Each request's user, checked once per request. */
  private readonly requestUsers = new WeakMap<FastifyRequest, AuthUser | null>();
  private keyPromise: Promise<Uint8Array> | undefined;
  /** Access tokens checked lately, with their user (see CHECKED_TOKEN_TTL_MS). */
  readonly #checked = new LruCache<string, AuthUser>({ maxEntries: 20_000 });

  readonly db: Kysely<Database>;
  readonly config: Config;

  constructor(db: Kysely<Database>, config: Config, now: () => number = Date.now) {
    this.db = db;
    this.config = config;
    this.limiter = new RateLimiter(db, now);
    this.devices = new DeviceCookies(() => this.key(), config.publicUrl.startsWith('https://'));
    this.sessions = new SessionsRepository(db);
  }

  /** The server key, loaded once (after migrations, which may run after the server is built). */
  key(): Promise<Uint8Array> {
    this.keyPromise ??= loadServerKey(this.db, this.config.auth.jwtSecret).catch(
      (error: unknown) => {
        this.keyPromise = undefined;
        throw error;
      },
    );
    return this.keyPromise;
  }

  async hash(purpose: string, secret: string): Promise<string> {
    return secretHash(await this.key(), purpose, secret);
  }

  private async jwt(): Promise<JwtSettings> {
    const a = this.config.auth;
    return {
      key: await this.key(),
      issuer: a.issuer,
      audience: a.audience,
      ttlSeconds: a.accessTokenTtlSeconds,
    };
  }

  /** Starts a session for the user (one per sign-in) and returns its first tokens. */
  async startSession(userId: number): Promise<TokenPair> {
    const expiresAt = new Date(Date.now() + this.config.auth.refreshTokenTtlDays * DAY_MS);
    const sessionId = await this.sessions.insertSession(userId, expiresAt);
    // Every way of signing in comes here once the password, code or Google has said yes.
    if (sessionId === undefined) throw accountDisabled();
    return this.issue(userId, sessionId, expiresAt);
  }

  private async issue(userId: number, sessionId: string, expiresAt: Date): Promise<TokenPair> {
    const refreshToken = randomToken();
    await this.sessions.insertRefreshToken(
      await this.hash('refresh', refreshToken),
      sessionId,
      expiresAt,
    );
    const { token, exp } = await signAccessToken(await this.jwt(), { userId, sessionId });
    return {
      accessToken: token,
      refreshToken,
      expiresIn: this.config.auth.accessTokenTtlSeconds,
      expiresAt: exp * 1000,
    };
  }

  /** Exchanges a refresh token for a new pair; a reused token ends its session. */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const row = await this.sessions.findRefreshToken(await this.hash('refresh', refreshToken));
    if (!row || row.revoked_at !== null || row.disabled) throw refreshFailed();
    if (row.replaced_at !== null) {
      await this.revokeSession(row.session_id, 'refresh token reused');
      throw refreshFailed();
    }
    if (row.expires_at.getTime() <= Date.now()) throw refreshFailed();
    // Only one caller can replace a token; a second one at the same moment is a reuse.
    const replaced = await this.sessions.markReplaced(row.id);
    if (!replaced) {
      await this.revokeSession(row.session_id, 'refresh token reused');
      throw refreshFailed();
    }
    return this.issue(row.user_id, row.session_id, row.session_expires_at);
  }

  async revokeSession(sessionId: string, reason: string): Promise<number> {
    this.#checked.clear();
    const ended = await this.sessions.revokeSession(sessionId, reason);
    this.#checked.clear();
    return ended;
  }

  /** Ends every live session of the user but `keep`; returns how many ended. */
  async revokeUserSessions(userId: number, reason: string, keep?: string): Promise<number> {
    this.#checked.clear();
    const ended = await this.sessions.revokeUserSessions(userId, reason, keep);
    this.#checked.clear();
    return ended;
  }

  /**
   * The request's user from `Authorization: Bearer`, or null when there is none. A token that is
   * expired, tampered with, or whose session ended is a 401 (the client then refreshes).
   */
  async userOf(request: FastifyRequest): Promise<AuthUser | null> {
    const cached = this.requestUsers.get(request);
    if (cached !== undefined) return cached;
    const header = request.headers.authorization;
    if (!header) {
      this.requestUsers.set(request, null);
      return null;
    }
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('INVALID_TOKEN');
    const token = match[1];
    const known = this.#checked.get(token);
    if (known) {
      this.requestUsers.set(request, known);
      return known;
    }
    const check = await verifyAccessToken(await this.jwt(), token);
    if (!check.ok)
      throw unauthorized(check.reason === 'expired' ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN');
    const row = await this.sessions.findSessionUser(check.claims.sessionId, check.claims.userId);
    if (!row) throw unauthorized('SESSION_ENDED');
    const user: AuthUser = {
      id: row.id,
      sessionId: check.claims.sessionId,
      email: row.email,
      roles: row.roles,
    };
    this.requestUsers.set(request, user);
    const trust = Math.min(CHECKED_TOKEN_TTL_MS, check.expiresAt - Date.now());
    if (trust > 0) this.#checked.set(token, user, 1, trust);
    return user;
  }

  /** The signed-in user, or 401. */
  async requireUser(request: FastifyRequest): Promise<AuthUser> {
    const user = await this.userOf(request);
    if (!user) throw unauthorized();
    return user;
  }

  /** A signed-in user with a role containing 'admin' (docs/product/screens.md, docs/product/roles.md), or 401/403. */
  async requireAdmin(request: FastifyRequest): Promise<AuthUser> {
    const user = await this.requireUser(request);
    if (!hasAdminRole(user.roles)) throw adminRequired();
    return user;
  }

  /**
   * The `onRequest` hook of admin routes: 401 or 403 before the body is read and before any
   * input is validated, so a visitor learns nothing of what the route accepts (a guest gets
   * 401, never 400).
   */
  readonly adminOnly = async (request: FastifyRequest): Promise<void> => {
    await this.requireAdmin(request);
  };
}
