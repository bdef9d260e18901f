import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotDetailSchema } from '@divespot/shared/spots';
import { buildSpot, type BuiltSpot } from '../../test/builders/build-spot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/* A spot's altitude (of the water surface), as the spot page and the calculators read it. */

let t: TestApp;
let lake: BuiltSpot;
let reef: BuiltSpot;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const ontario = { name: 'Ontario', country: { code: 'CA', slug: 'canada', name: 'Canada' } };
  // Lake Huron's surface is 176 m above sea level.
  lake = await buildSpot(t.database.db, {
    slug: 'sweepstakes',
    name: 'Sweepstakes',
    latitude: 45.2566,
    longitude: -81.6722,
    site_type: 'wreck',
    water_type: 'lake',
    depth_max: 7,
    altitude: 176,
    region: ontario,
  });
  reef = await buildSpot(t.database.db, { water_type: 'ocean', depth_max: 24 });
});
afterAll(() => t.close());

const detail = async (url: string) => {
  const res = await t.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return spotDetailSchema.parse(res.json());
};

describe('a spot’s altitude', () => {
  it('is given for a lake whose level is known', async () => {
    const spot = await detail(`/api/spot/id/${lake.id}`);
    expect(spot).toMatchObject({ waterType: 'lake', altitude: 176 });
    expect(spot.depth.maxDepth).toBe(7);
  });

  it('is the same on the page by slug', async () => {
    const bySlug = await detail(`/api/spot/slug/${lake.slug}`);
    expect(bySlug.altitude).toBe(176);
  });

  it('is null where unknown, as for a spot in the sea', async () => {
    const spot = await detail(`/api/spot/id/${reef.id}`);
    expect(spot).toMatchObject({ waterType: 'ocean', altitude: null });
  });

  it('is refused by the database beyond the calculators’ range', async () => {
    await expect(buildSpot(t.database.db, { altitude: 8848 })).rejects.toThrow(
      /spot_altitude_range/,
    );
    await expect(buildSpot(t.database.db, { altitude: -600 })).rejects.toThrow(
      /spot_altitude_range/,
    );
  });
});
