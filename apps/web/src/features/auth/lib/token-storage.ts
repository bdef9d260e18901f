/** docs/product/limits.md: the local storage entries holding the tokens (never the persisted `auth-store`). */
export const TOKEN_KEYS = {
  access: 'accessToken',
  refresh: 'refreshToken',
  expiry: 'tokenExpiry',
} as const;

/** docs/product/states.md, docs/product/limits.md: a token counts as expired this long before its known expiry. */
export const TOKEN_EXPIRY_MARGIN_MS = 5 * 60_000;
/** docs/product/limits.md: while signed in, tokens are renewed this often. */
export const AUTO_REFRESH_MS = 5 * 60_000;

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  /** Access token expiry in ms since 1970, or null when unknown. */
  expiresAt: number | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored tokens, or null when there is no complete pair. */
export function readTokens(): StoredTokens | null {
  const s = storage();
  const accessToken = s?.getItem(TOKEN_KEYS.access);
  const refreshToken = s?.getItem(TOKEN_KEYS.refresh);
  if (!accessToken || !refreshToken) return null;
  const expiry = Number(s?.getItem(TOKEN_KEYS.expiry));
  return {
    accessToken,
    refreshToken,
    expiresAt: Number.isFinite(expiry) && expiry > 0 ? expiry : jwtExpiry(accessToken),
  };
}

export function writeTokens(tokens: {
  accessToken: string;
  refreshToken: string;
  expiresAt?: number | null;
}): void {
  const s = storage();
  if (!s) return;
  s.setItem(TOKEN_KEYS.access, tokens.accessToken);
  s.setItem(TOKEN_KEYS.refresh, tokens.refreshToken);
  const expiresAt = tokens.expiresAt ?? jwtExpiry(tokens.accessToken);
  if (expiresAt) s.setItem(TOKEN_KEYS.expiry, String(expiresAt));
  else s.removeItem(TOKEN_KEYS.expiry);
}

export function clearTokens(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.values(TOKEN_KEYS)) s.removeItem(key);
}

/** docs/product/states.md: true from 5 minutes before the known expiry on; an unknown expiry never expires here. */
export function isExpired(tokens: StoredTokens, now = Date.now()): boolean {
  return tokens.expiresAt !== null && now >= tokens.expiresAt - TOKEN_EXPIRY_MARGIN_MS;
}

/** The `exp` claim of a JWT in ms, read without verifying (the server verifies). */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}
