import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_SCHEMAS, type FileEndpointSchemas } from '@divespot/shared/api-files';
import {
  API_ROUTES,
  FILE_ROUTES,
  type ApiRouteKey,
  type FileRouteKey,
} from '@divespot/shared/api-routes';
import { API_SCHEMAS } from '@divespot/shared/api-schemas';
import { buildServer } from '../app/server.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { testConfig } from '../test/test-app.ts';

/** The API's own documentation: not part of the contract. */
const DOCUMENTATION = [/^\/api\/docs(\/|$)/, /^\/api\/openapi\.json$/];

interface Registered {
  method: string;
  url: string;
  schema: Record<string, unknown>;
}

let database: DatabaseHandle;
const registered: Registered[] = [];

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildServer(
    { config: testConfig(), db: database.db, dbKind: database.kind },
    false,
    {
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method === 'HEAD' || !route.url.startsWith('/api')) continue;
          registered.push({ method, url: route.url, schema: (route.schema ?? {}) as never });
        }
      },
    },
  );
  await app.close();
});

afterAll(() => database.close());

const keys = Object.keys(API_ROUTES) as ApiRouteKey[];
const find = (key: ApiRouteKey) =>
  registered.find((r) => r.method === API_ROUTES[key].method && r.url === API_ROUTES[key].path);

describe('the shared API contract and the server agree', () => {
  it('the server registers routes (the listing works)', () => {
    expect(registered.length).toBeGreaterThan(keys.length);
  });

  it.each(keys)('%s is served with the method and path of API_ROUTES', (key) => {
    expect(find(key), `${API_ROUTES[key].method} ${API_ROUTES[key].path}`).toBeDefined();
  });

  it.each(keys)('%s uses exactly the schemas of API_SCHEMAS', (key) => {
    const schema: Record<string, unknown> = find(key)?.schema ?? {};
    const contract = API_SCHEMAS[key];
    expect(schema.params, 'params').toBe('params' in contract ? contract.params : undefined);
    expect(schema.querystring, 'query').toBe('query' in contract ? contract.query : undefined);
    if ('body' in contract && contract.body === 'image') {
      expect(schema.consumes, 'an image body').toEqual(['image/jpeg', 'image/png', 'image/webp']);
    } else {
      expect(schema.body, 'body').toBe('body' in contract ? contract.body : undefined);
    }
    const responses = (schema.response ?? {}) as Record<string, unknown>;
    const success = Object.keys(responses).filter((code) => code.startsWith('2'));
    const status = 'status' in contract ? contract.status : 200;
    expect(success, 'one success status').toEqual([String(status)]);
    expect(responses[status], 'answer').toBe(contract.response);
  });

  const fileKeys = Object.keys(FILE_ROUTES) as FileRouteKey[];

  it.each(fileKeys)('file endpoint %s is served as FILE_ROUTES and FILE_SCHEMAS say', (key) => {
    const { method, path } = FILE_ROUTES[key];
    const route = registered.find((r) => r.method === method && r.url === path);
    expect(route, `${method} ${path}`).toBeDefined();
    const contract: FileEndpointSchemas = FILE_SCHEMAS[key];
    expect(route?.schema.params, 'params').toBe(contract.params);
    expect(route?.schema.querystring, 'query').toBe(contract.query);
  });

  it('every route of the server under /api is in the contract', () => {
    const contract = [...Object.values(API_ROUTES), ...Object.values(FILE_ROUTES)];
    const missing = registered
      .filter((r) => !DOCUMENTATION.some((pattern) => pattern.test(r.url)))
      .filter((r) => !contract.some((c) => c.method === r.method && c.path === r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });
});
