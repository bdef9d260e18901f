import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import type { AdminSpot, AdminSpotWrite } from '@divespot/shared/admin-content';
import type { SearchResult } from '@divespot/shared/search-links';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { SpotDetail } from '@divespot/shared/spots';
import type { Database } from '../../db/schema.ts';
import { buildCountry } from '../../test/builders/build-country.ts';
import { buildRegion } from '../../test/builders/build-region.ts';

/** What the console's spot tests share: a spot form, the admin's calls and the public answers. */

/** Egypt with the Strait of Gubal (around the SS Thistlegorm) and its whole Red Sea coast. */
export async function buildEgypt(db: Kysely<Database>) {
  const egypt = await buildCountry(db, {
    code: 'EG',
    slug: 'egypt',
    name: 'Egypt',
    north: 31.67,
    east: 36.9,
    south: 21.99,
    west: 24.7,
  });
  const coast = await buildRegion(db, {
    country_id: egypt.id,
    slug: 'red-sea-coast',
    name: 'Red Sea coast',
    north: 29,
    south: 22,
    east: 36,
    west: 32,
  });
  const gubal = await buildRegion(db, {
    country_id: egypt.id,
    slug: 'strait-of-gubal',
    name: 'Strait of Gubal',
    north: 28,
    south: 27.4,
    east: 34.1,
    west: 33.6,
  });
  return { egypt, coast, gubal };
}

/** A whole spot form: a wreck in the Strait of Gubal unless overridden. */
export const spotForm = (overrides: Partial<AdminSpotWrite> = {}): AdminSpotWrite => ({
  name: 'Gubal wreck',
  description: 'A cargo ship on a sandy slope.',
  translations: { fr: 'Un cargo posé sur une pente de sable.' },
  latitude: 27.8136,
  longitude: 33.9206,
  entry: 'boat',
  siteType: 'wreck',
  waterType: 'ocean',
  depthMin: 16,
  depthMax: 30,
  altitude: null,
  level: 'advanced',
  activities: ['scuba', 'wreck'],
  visibilityMin: 10,
  visibilityMax: 25,
  current: 'moderate',
  waterTempC: [22, 21, 22, 23, 25, 27, 28, 29, 28, 27, 25, 23],
  bestMonths: [10, 4, 5],
  certification: 'advanced',
  facilities: ['guides'],
  tags: ['wreck', 'historic'],
  ...overrides,
});

/** An admin's call to `app`. */
export const adminCall = (
  app: FastifyInstance,
  who: Authenticated | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload }),
    headers: who ? { authorization: `Bearer ${who.accessToken}` } : {},
  });

/** Creates a spot through the console and returns it. */
export async function createSpot(
  app: FastifyInstance,
  admin: Authenticated,
  form: AdminSpotWrite,
): Promise<AdminSpot> {
  const res = await adminCall(app, admin, 'POST', '/api/admin/spots', form);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminSpot>();
}

/** Replaces a spot through the console and returns it. */
export async function updateSpot(
  app: FastifyInstance,
  admin: Authenticated,
  id: number,
  form: AdminSpotWrite,
): Promise<AdminSpot> {
  const res = await adminCall(app, admin, 'PUT', `/api/admin/spots/${id}`, form);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminSpot>();
}

/** A view of 1° around a point, for GET /api/spot/map. */
const mapUrl = (lat: number, lng: number) =>
  `/api/spot/map?n=${lat + 0.5}&e=${lng + 0.5}&s=${lat - 0.5}&w=${lng - 0.5}&zoom=10`;

/**
 * What the public answers of `app` say of a spot: its details by id and by slug (null when 404),
 * the search box's spot results for `q`, its name on the map around it, its page's title and
 * whether the sitemap lists its page.
 */
export async function publicView(
  app: FastifyInstance,
  spot: { id: number; slug: string; latitude: number; longitude: number },
  q: string,
) {
  const detail = async (url: string) => {
    const res = await app.inject({ url });
    return res.statusCode === 404 ? null : res.json<SpotDetail>();
  };
  const search = await app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });
  const map = await app.inject({ url: mapUrl(spot.latitude, spot.longitude) });
  const path = pagePath(PAGES.spot, { slug: spot.slug });
  const page = await app.inject({ url: path });
  const sitemap = await app.inject({ url: '/sitemap.xml' });
  const onMap = map.json<{ spots: [number, number, number, string][] }>().spots;
  return {
    byId: await detail(`/api/spot/id/${spot.id}`),
    bySlug: await detail(`/api/spot/slug/${spot.slug}`),
    searched: search
      .json<SearchResult[]>()
      .filter((r) => r.type === 'DIVE_SPOT')
      .map((r) => ({ objectId: r.objectId, title: r.title })),
    mapName: onMap.find(([id]) => id === spot.id)?.[3] ?? null,
    title: /<title>([^<]*)<\/title>/.exec(page.body)?.[1] ?? null,
    inSitemap: sitemap.body.includes(`${path}</loc>`),
  };
}
