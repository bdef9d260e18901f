import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
  // Routes that misbehave on purpose, added before the server is ready.
  t.app.get('/api/test/crash', () => {
    throw new Error('secret internal detail');
  });
  t.app.get('/api/test/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { late: true };
  });
});
afterAll(() => t.close());

describe('error handling', () => {
  it('turns an unexpected error into a 500 body without internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(res.body).not.toContain('secret');
  });

  it('answers 503 when a handler exceeds the request timeout', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/slow' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 503, code: 'REQUEST_TIMEOUT' });
  });
});
