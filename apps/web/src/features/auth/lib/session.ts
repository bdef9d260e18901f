import type { Authenticated, TokenPair } from '@divespot/shared/account';
import { ApiError, callApi, setApiAuth } from '../../../lib/api-client.ts';
import { useAuthStore, type SessionUser } from '../stores/auth-store.ts';
import {
  clearTokens,
  isExpired,
  readTokens,
  writeTokens,
  type StoredTokens,
} from './token-storage.ts';

/** Tabs of one browser share the tokens, so they take turns renewing them (Web Locks). */
const REFRESH_LOCK = 'divespot-token-refresh';

let inFlight: Promise<string | null> | null = null;

/** The session user of a sign-in, register, Google or reset answer, or of a profile. */
export function sessionUserOf(
  auth: Pick<Authenticated, 'username' | 'firstName' | 'lastName' | 'roles' | 'imageLink'>,
): SessionUser {
  return {
    username: auth.username,
    firstName: auth.firstName,
    lastName: auth.lastName,
    roles: auth.roles,
    ...(auth.imageLink ? { imageLink: auth.imageLink } : {}),
  };
}

/** docs/product/states.md: signed out → signed in. Stores the tokens, then the user. */
export function startSession(auth: Authenticated): void {
  writeTokens(auth);
  useAuthStore.getState().signIn(sessionUserOf(auth));
}

/** Signed in → signed out with nothing left to revoke: tokens cleared, user forgotten. */
export function endSession(): void {
  clearTokens();
  if (useAuthStore.getState().isAuthenticated) useAuthStore.getState().signOut();
}

/**
 * Renews the tokens once for every caller that asks at the same time (concurrent 401s share one
 * refresh). `rejected` is the access token that failed or expired; when another tab or call has
 * already replaced it, the new one is used without asking the server. Without it (the 5-minute
 * renewal) the tokens are always renewed. Resolves null when the session
 * ended; a network failure rejects and keeps the session, so a bad connection signs nobody out.
 */
export function refreshSession(rejected?: string): Promise<string | null> {
  inFlight ??= withLock(() => refreshOnce(rejected)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request(REFRESH_LOCK, work) as Promise<T>) : work();
}

async function refreshOnce(rejected: string | undefined): Promise<string | null> {
  const tokens = readTokens();
  if (!tokens) {
    endSession();
    return null;
  }
  // Another tab or call renewed the rejected token meanwhile: use theirs.
  if (rejected !== undefined && tokens.accessToken !== rejected && !isExpired(tokens)) {
    return tokens.accessToken;
  }
  try {
    const pair = await postRefresh(tokens.refreshToken);
    writeTokens(pair);
    return pair.accessToken;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 408 || error.status >= 500) throw error;
    endSession();
    return null;
  }
}

function postRefresh(refreshToken: string): Promise<TokenPair> {
  return callApi('refreshToken', { body: { refreshToken }, auth: false });
}

/** The access token for a request: renewed first when it counts as expired (docs/product/states.md). */
async function currentAccessToken(): Promise<string | null> {
  const tokens = readTokens();
  if (!tokens || !useAuthStore.getState().isAuthenticated) return null;
  if (!isExpired(tokens)) return tokens.accessToken;
  return refreshSession(tokens.accessToken);
}

/**
 * Ends the server side of a session whose tokens were just dropped (a Sign Out anywhere in the
 * app). Best effort: the visitor is signed out locally whatever the server answers.
 */
async function revoke(tokens: StoredTokens): Promise<void> {
  let access = tokens.accessToken;
  if (isExpired(tokens)) access = (await postRefresh(tokens.refreshToken)).accessToken;
  await callApi('logout', {
    auth: false,
    headers: { Authorization: `Bearer ${access}` },
  });
}

let installed = false;

/** Connects the session to the API client and revokes the tokens on every sign-out. Idempotent. */
export function installSession(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  setApiAuth({ accessToken: currentAccessToken, renew: refreshSession });
  useAuthStore.subscribe((state, previous) => {
    if (state.isAuthenticated || !previous.isAuthenticated) return;
    const tokens = readTokens();
    clearTokens();
    if (tokens) void revoke(tokens).catch(() => undefined);
  });
}

/** Sign Out everywhere: ends every session of the user on the server, then this one. */
export async function signOutEverywhere(): Promise<void> {
  await callApi('logout', { query: { everywhere: true } });
  endSession();
}

// Whoever uses the session has it connected (the app also installs it first thing, in main.tsx).
installSession();
