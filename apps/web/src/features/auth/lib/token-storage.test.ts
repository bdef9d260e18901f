// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { isExpired, jwtExpiry, readTokens, writeTokens } from './token-storage.ts';

const jwt = (payload: object) =>
  `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

beforeEach(() => localStorage.clear());

describe('token storage', () => {
  it('reads the exp claim of a JWT in milliseconds', () => {
    expect(jwtExpiry(jwt({ exp: 1_900_000_000 }))).toBe(1_900_000_000_000);
    expect(jwtExpiry(jwt({ sub: 'x' }))).toBeNull();
    expect(jwtExpiry('not-a-jwt')).toBeNull();
  });

  it('falls back to the JWT expiry when the answer gave none', () => {
    writeTokens({ accessToken: jwt({ exp: 1_900_000_000 }), refreshToken: 'r' });
    expect(readTokens()?.expiresAt).toBe(1_900_000_000_000);
  });

  it('has no tokens unless both are stored', () => {
    localStorage.setItem('accessToken', 'a');
    expect(readTokens()).toBeNull();
  });

  it('counts a token as expired from 5 minutes before its expiry (docs/product/states.md)', () => {
    const now = 1_000_000_000;
    const at = (minutes: number) => ({
      accessToken: 'a',
      refreshToken: 'r',
      expiresAt: now + minutes * 60_000,
    });
    expect(isExpired(at(5.01), now)).toBe(false);
    expect(isExpired(at(5), now)).toBe(true);
    expect(isExpired(at(1), now)).toBe(true);
    expect(isExpired({ ...at(0), expiresAt: null }, now)).toBe(false);
  });
});
