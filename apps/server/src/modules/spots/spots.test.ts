import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotDetailSchema, spotListSchema } from '@divespot/shared/spots';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let thistlegormId: number;

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.database.db
    .selectFrom('spot')
    .select('id')
    .where('slug', '=', 'ss-thistlegorm')
    .executeTakeFirstOrThrow();
  thistlegormId = row.id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/spot/id/{id}', () => {
  it('returns the spot with its place, details and source', async () => {
    const res = await get(`/api/spot/id/${thistlegormId}`);
    expect(res.statusCode).toBe(200);
    const spot = spotDetailSchema.parse(res.json());
    expect(spot).toMatchObject({
      objectId: thistlegormId,
      name: expect.stringMatching(/Thistlegorm/) as unknown,
      country: { code: 'EG', name: 'Egypt', slug: 'egypt' },
      siteType: 'wreck',
      source: { name: 'divespot' },
      synthetic: false,
    });
    expect(spot.urlFullSlug).toMatch(/^egypt\/[a-z0-9-]+\/ss-thistlegorm$/);
    expect(spot.activityTypes).toContainEqual({ name: 'wreck', displayName: 'Wreck diving' });
    expect(spot.locationDescription).toMatch(/Egypt$/);
  });

  it('answers an unknown id with 404 and a bad id with 400 naming the field', async () => {
    const missing = await get('/api/spot/id/999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });

    const bad = await get('/api/spot/id/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: { fields: [{ field: 'id' }] },
    });
  });
});

describe('GET /api/spot/{country}/{region}/{spot}', () => {
  it('resolves the urlFullSlug of a spot', async () => {
    const { urlFullSlug } = spotDetailSchema.parse(
      (await get(`/api/spot/id/${thistlegormId}`)).json(),
    );
    const res = await get(`/api/spot/${urlFullSlug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ objectId: thistlegormId });
  });

  it('answers an unknown spot with 404', async () => {
    expect((await get('/api/spot/egypt/red-sea/no-such-spot')).statusCode).toBe(404);
  });
});

describe('GET /api/spot/random', () => {
  it('returns a real spot', async () => {
    const res = await get('/api/spot/random');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(spotDetailSchema.parse(res.json()).synthetic).toBe(false);
  });
});

describe('GET /api/spot/nearby', () => {
  it('lists spots near a point, nearest first, with distance in km (1 decimal)', async () => {
    // The Thistlegorm lies in the Strait of Gubal; Ras Mohammed is ~30 km south-east.
    const res = await get('/api/spot/nearby?lat=27.8136&lng=33.9206&radiusKm=60&limit=10');
    expect(res.statusCode).toBe(200);
    const { content } = spotListSchema.parse(res.json());
    expect(content.length).toBeGreaterThan(1);
    expect(content[0]?.objectId).toBe(thistlegormId);
    expect(content[0]?.distance).toBeLessThan(0.5);
    const distances = content.map((s) => s.distance ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 60 && Math.round(d * 10) / 10 === d)).toBe(true);
  });

  it('returns an empty list far from any spot', async () => {
    const res = await get('/api/spot/nearby?lat=-60&lng=-140&radiusKm=10');
    expect(res.json()).toEqual({ content: [] });
  });

  it('refuses bad coordinates with 400 naming each field', async () => {
    const res = await get('/api/spot/nearby?lat=95&lng=abc&limit=0');
    expect(res.statusCode).toBe(400);
    const fields = res
      .json<{ detail: { fields: { field: string }[] } }>()
      .detail.fields.map((f) => f.field)
      .sort();
    expect(fields).toEqual(['lat', 'limit', 'lng']);
  });
});
