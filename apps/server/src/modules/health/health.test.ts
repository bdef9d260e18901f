import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../db/migrations/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const LATEST_MIGRATION = Object.keys(MIGRATIONS).at(-1);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database kind and schema version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      status: 'ok',
      database: {
        kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
        schemaVersion: LATEST_MIGRATION,
        migrations: Object.keys(MIGRATIONS).length,
      },
      version: '0.1.0',
    });
  });
});

describe('unknown API paths', () => {
  it.each(['GET', 'POST', 'DELETE'] as const)('%s /api/nope is a JSON 404', async (method) => {
    const res = await t.app.inject({ method, url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: `No API endpoint ${method} /api/nope.`,
    });
  });

  it('answers POST to a page path with a JSON 404, not HTML', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/about' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the shared schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/contact', '/api/destinations/featured']),
    );
    expect(doc.paths['/api/contact']).toHaveProperty('post');
    expect(doc.components.schemas).toHaveProperty('ContactMessageInput');
    expect(doc.components.schemas).toHaveProperty('ErrorBody');
  });

  it('serves Swagger UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});
