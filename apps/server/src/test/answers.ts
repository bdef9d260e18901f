import { expect } from 'vitest';
import { spotPageSchema, type SpotPage } from '@divespot/shared/spots';
import type { TestApp } from './test-app.ts';

/** Reading the API's answers in tests. */

/** The fields a 400 answer's `detail.fields` names, sorted. */
export function badFields(body: string): string[] {
  const answer = JSON.parse(body) as { detail: { fields: { field: string }[] } };
  return answer.detail.fields.map((f) => f.field).sort();
}

/** One page of `GET /api/spot…`, expected to answer 200 and to match the schema. */
export async function spotPage(t: TestApp, url: string): Promise<SpotPage> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return spotPageSchema.parse(res.json());
}

/** Great-circle distance in km on the earthdistance extension's sphere (radius 6,378,168 m). */
export function greatCircleKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(h));
}

/** Each query of `cases` ([query, field]) answers 400 VALIDATION_FAILED naming its field. */
export async function expectRejectedQueries(
  t: TestApp,
  path: string,
  cases: readonly (readonly [query: string, field: string])[],
) {
  for (const [query, field] of cases) {
    const res = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
    expect(res.statusCode, query).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: { fields: [{ field }] },
    });
  }
}
