import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import { buildServer } from '../../app/server.ts';
import { buildUser, signIn } from '../../test/builders/build-user.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';

/**
 * Every admin operation of the OpenAPI document (a new one is covered without being listed
 * here), and the document holds every admin route the server registers: authentication and the
 * role come before the input is read or validated.
 */

let database: DatabaseHandle;
let drop: () => Promise<void>;
let app: FastifyInstance;
const registered: { method: string; url: string }[] = [];
/** The admin operations of the OpenAPI document, with `{param}` written `:param` as Fastify does. */
const adminRoutes: { method: string; url: string }[] = [];
let diver: Authenticated;
let admin: Authenticated;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ from: 'migrated' }));
  app = await buildServer({ config: testConfig(), db: database.db, dbKind: database.kind }, false, {
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/api/admin/')) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registered.push({ method, url: route.url });
      }
    },
  });
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/admin/')) continue;
    for (const method of Object.keys(operations))
      adminRoutes.push({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ':$1') });
  }
  diver = await signIn(app, await buildUser(database.db));
  admin = await signIn(app, await buildUser(database.db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }));
});
afterAll(async () => {
  await app.close();
  await drop();
});

/** A request no admin route accepts: a path parameter, a query and a body all invalid. */
const invalidRequest = (route: { method: string; url: string }, token?: string) =>
  app.inject({
    method: route.method as 'GET',
    url: `${route.url.replace(/:[a-zA-Z]+/g, 'NOT%20A%20SLUG%00')}?limit=-1`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{"title": ' }),
  });

const writes = () => adminRoutes.filter((r) => r.method !== 'GET');

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('admin routes', () => {
  it('are all in the OpenAPI document, which this test walks', () => {
    expect(registered.length).toBeGreaterThan(8);
    expect(adminRoutes.map(key).sort()).toEqual(registered.map(key).sort());
  });

  it('include the writes this test is about', () => {
    expect(writes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['PUT /api/admin/articles/:slug', 'DELETE /api/admin/articles/:slug']),
    );
  });

  it('answer a guest 401, whatever the input', async () => {
    for (const route of adminRoutes) {
      const res = await invalidRequest(route);
      expect({ route, status: res.statusCode }).toEqual({ route, status: 401 });
      expect(res.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('answer a signed-in diver without the role 403, whatever the input', async () => {
    for (const route of adminRoutes) {
      const res = await invalidRequest(route, diver.accessToken);
      expect({ route, status: res.statusCode }).toEqual({ route, status: 403 });
    }
  });

  it('still validate an admin write: 400, naming what is wrong', async () => {
    for (const route of writes()) {
      const res = await invalidRequest(route, admin.accessToken);
      expect({ route, status: res.statusCode }).toEqual({ route, status: 400 });
    }
  });
});
