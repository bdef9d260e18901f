import { errors, jwtVerify, SignJWT } from 'jose';

/** The one algorithm tokens are signed and accepted with; `alg: none` or others are refused. */
const ALG = 'HS256';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export interface JwtSettings {
  key: Uint8Array;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

/** A short-lived access token for the user's session; `exp` in seconds since 1970. */
export async function signAccessToken(s: JwtSettings, claims: AccessClaims) {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + s.ttlSeconds;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(s.issuer)
    .setAudience(s.audience)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(s.key);
  return { token, exp };
}

export type AccessTokenCheck =
  | { ok: true; claims: AccessClaims; /** Expiry, ms since 1970. */ expiresAt: number }
  | { ok: false; reason: 'expired' | 'invalid' };

/** Checks signature, algorithm, issuer, audience and expiry. */
export async function verifyAccessToken(s: JwtSettings, token: string): Promise<AccessTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, s.key, {
      algorithms: [ALG],
      issuer: s.issuer,
      audience: s.audience,
      requiredClaims: ['exp', 'sub', 'sid'],
    });
    const userId = Number(payload.sub);
    const sid = payload.sid;
    if (!Number.isSafeInteger(userId) || typeof sid !== 'string')
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { userId, sessionId: sid }, expiresAt: Number(payload.exp) * 1000 };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
