import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// 3e-323 is a valid latitude to the API's schemas, and PostgreSQL's radians() of it underflows.
describe('distance searches with numbers too small for float arithmetic', () => {
  it.each([
    '/api/spot/nearby?lat=3e-323&lng=1e-320',
    '/api/spot/nearby?lat=1&lng=1&radiusKm=3e-320',
    '/api/spot/recommended?lat=3e-323&lng=1',
    '/api/divecenters/nearby?lat=3e-323&lng=1',
    '/api/divecenters/nearby?lat=1&lng=1&radiusKm=3e-320',
    '/api/sealife/nearby?lat=1&lng=3e-323',
    // A plain decimal can be as small: 0.000…0003 with 322 zeros.
    `/api/spot?sort=distance&ne=28.5,34.9&sw=27.1,33.2&origin=0.${'0'.repeat(322)}3,1`,
  ])('%s searches around 0 instead of failing', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    expect(Array.isArray(res.json<{ content: unknown }>().content)).toBe(true);
  });
});
