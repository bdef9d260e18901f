import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotDetailSchema } from '@divespot/shared/spots';
import { createTestApp, type TestApp } from '../test-app.ts';
import { buildCountry } from './build-country.ts';
import { buildDiveCenter } from './build-dive-center.ts';
import { buildRegion } from './build-region.ts';
import { buildSpecies } from './build-species.ts';
import { buildSpot } from './build-spot.ts';
import { buildUser, signIn } from './build-user.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

describe('test builders', () => {
  it('build a spot with its region and country, which the API then serves', async () => {
    const spot = await buildSpot(t.database.db, { name: 'Blue Hole', latitude: 12, longitude: 7 });
    const res = await t.get(`/api/spot/slug/${spot.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = spotDetailSchema.parse(res.json());
    expect(detail).toMatchObject({ objectId: spot.id, name: 'Blue Hole', latitude: 12 });
    const region = await t.database.db
      .selectFrom('region')
      .select(['slug', 'country_id'])
      .where('id', '=', spot.region_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(detail.region?.slug).toBe(region.slug);
    expect(region.country_id).toBe(spot.country_id);
  });

  it('give every record a slug, name and country code of its own', async () => {
    const db = t.database.db;
    const countries = [await buildCountry(db), await buildCountry(db)];
    expect(new Set(countries.map((c) => c.code)).size).toBe(2);
    expect(countries[0]?.slug).not.toBe(countries[1]?.slug);
    const regions = [await buildRegion(db), await buildRegion(db)];
    expect(regions[0]?.name).not.toBe(regions[1]?.name);
    const species = [await buildSpecies(db), await buildSpecies(db)];
    expect(species[0]?.scientific_name).not.toBe(species[1]?.scientific_name);
  });

  it('put a dive center and species sightings where they are told', async () => {
    const db = t.database.db;
    const region = await buildRegion(db);
    const center = await buildDiveCenter(db, { region_id: region.id, rating: null });
    expect(center).toMatchObject({ region_id: region.id, country_id: region.country_id });
    const spot = await buildSpot(db, { region_id: region.id });
    const species = await buildSpecies(db, { sightings: [{ spotId: spot.id, months: [3] }] });
    const res = await t.get(`/api/sealife/${species.slug}`);
    expect(res.json()).toMatchObject({ spotCount: 1, spots: [{ slug: spot.slug, months: [3] }] });
  });

  it('build a user who signs in through the API', async () => {
    const user = await buildUser(t.database.db, { firstName: 'Sylvia' });
    const signedIn = await signIn(t.app, user);
    expect(signedIn).toMatchObject({ username: user.email, firstName: 'Sylvia' });
    const profile = await t.app.inject({
      url: '/api/profile',
      headers: { authorization: `Bearer ${signedIn.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    await expect(signIn(t.app, { ...user, password: 'wrong-password' })).rejects.toThrow(/401/);
  });
});
