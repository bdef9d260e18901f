import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The client address every per-IP limit counts by. X-Forwarded-For is the client's word unless a
// proxy we trust wrote it; the password reset limit (10 an hour per address) shows whose it is.
let plain: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [plain, proxied] = await Promise.all([
    createTestApp(),
    createTestApp({ TRUST_PROXY: '127.0.0.1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), proxied.close()]);
});

/** 11 reset requests from one peer, each claiming another address; their status codes. */
async function elevenResets(t: TestApp, peer: string) {
  const codes: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/resetPassword',
      payload: { email: `nobody${i}@example.com` },
      remoteAddress: peer,
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('the client address', () => {
  it('is the peer by default: a forged X-Forwarded-For does not escape a per-IP limit', async () => {
    expect(await elevenResets(plain, '198.51.100.7')).toEqual([
      ...Array<number>(10).fill(200),
      429,
    ]);
  });

  it('comes from X-Forwarded-For when a proxy named in TRUST_PROXY sends it', async () => {
    expect(await elevenResets(proxied, '127.0.0.1')).toEqual(Array<number>(11).fill(200));
  });

  it('is still the peer when an untrusted address sends X-Forwarded-For', async () => {
    expect(await elevenResets(proxied, '198.51.100.8')).toEqual([
      ...Array<number>(10).fill(200),
      429,
    ]);
  });
});
