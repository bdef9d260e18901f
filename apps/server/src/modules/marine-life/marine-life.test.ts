import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nearbySpeciesListSchema,
  speciesDetailSchema,
  speciesGroupListSchema,
  speciesListSchema,
  speciesMapSchema,
  speciesPageSchema,
} from '@divespot/shared/marine-life';
import { buildMarineLifeGuide } from '../../test/fixtures/marine-life.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let whaleSharkId: number;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  whaleSharkId = (await buildMarineLifeGuide(t.database.db)).whaleShark.id;
});
afterAll(() => t.close());

const fieldsOf = (body: unknown) =>
  (body as { detail: { fields: { field: string }[] } }).detail.fields.map((f) => f.field).sort();

describe('GET /api/sealife', () => {
  it('pages through every species, most widely seen first', async () => {
    const res = await t.get('/api/sealife?size=10');
    expect(res.statusCode).toBe(200);
    const page = speciesPageSchema.parse(res.json());
    expect(page).toMatchObject({ page: 0, size: 10, totalElements: 25, totalPages: 3 });
    expect(page.content).toHaveLength(10);
    expect(page.content[0]).toMatchObject({
      slug: 'green-turtle',
      group: 'turtle',
      coverImageLink: `/api/image/illustration/species/${page.content[0]?.objectId}`,
      spotCount: 6,
    });
    const counts = page.content.map((s) => s.spotCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const last = speciesPageSchema.parse((await t.get('/api/sealife?size=10&page=2')).json());
    expect(last.content).toHaveLength(5);
    const beyond = speciesPageSchema.parse((await t.get('/api/sealife?size=10&page=99')).json());
    expect(beyond).toMatchObject({ content: [], totalElements: 25, page: 99 });
  });

  it('filters by group, IUCN status and text (accent-insensitive)', async () => {
    const rays = speciesPageSchema.parse((await t.get('/api/sealife?group=ray&size=100')).json());
    expect(rays.totalElements).toBe(3);
    expect(rays.content.every((s) => s.group === 'ray')).toBe(true);

    const cr = speciesPageSchema.parse((await t.get('/api/sealife?group=shark&iucn=CR')).json());
    expect(cr.totalElements).toBe(2);
    expect(cr.content.every((s) => s.iucnStatus === 'CR' && s.group === 'shark')).toBe(true);

    const galapagos = speciesPageSchema.parse((await t.get('/api/sealife?q=galapagos')).json());
    expect(galapagos.content.map((s) => s.commonName).sort()).toEqual([
      'Galápagos sea lion',
      'Galápagos shark',
    ]);

    const manta = speciesPageSchema.parse((await t.get('/api/sealife?q=MANTA&group=ray')).json());
    expect(manta.content.map((s) => s.slug)).toEqual(
      expect.arrayContaining(['reef-manta-ray', 'oceanic-manta-ray']),
    );
    const none = speciesPageSchema.parse((await t.get('/api/sealife?q=50%25_x')).json());
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('refuses bad filters with 400 naming each field', async () => {
    const res = await t.get('/api/sealife?group=dragons&iucn=XX&page=-1&size=500');
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['group', 'iucn', 'page', 'size']);
  });
});

describe('GET /api/sealife/groups', () => {
  it('lists every group with its species count in guide order', async () => {
    const res = await t.get('/api/sealife/groups');
    expect(res.statusCode).toBe(200);
    const { content } = speciesGroupListSchema.parse(res.json());
    expect(content[0]).toEqual({ group: 'bony-fish', label: 'Fish', count: 11 });
    expect(content).toContainEqual({ group: 'shark', label: 'Sharks', count: 5 });
    expect(content.reduce((n, g) => n + g.count, 0)).toBe(25);
  });
});

describe('GET /api/sealife/id/{id} and /api/sealife/{slug}', () => {
  it('returns the species with where and when divers see it', async () => {
    const res = await t.get(`/api/sealife/id/${whaleSharkId}`);
    expect(res.statusCode).toBe(200);
    const species = speciesDetailSchema.parse(res.json());
    expect(species).toMatchObject({
      objectId: whaleSharkId,
      slug: 'whale-shark',
      commonName: 'Whale shark',
      scientificName: 'Rhincodon typus',
      group: 'shark',
      family: 'Rhincodontidae',
      sizeCm: 1000,
      depth: { min: 0, max: 40 },
      iucnStatus: 'EN',
      spotCount: 4,
      source: { name: 'divespot' },
    });
    expect(species.description).toMatch(/largest fish/);
    expect(species.spots).toHaveLength(4);
    expect(species.spots.find((s) => s.slug === 'richelieu-rock-thailand')).toMatchObject({
      months: [2, 3, 4],
      locationDescription: expect.stringMatching(/Thailand$/) as unknown,
    });
    // Dhigurah all year, the two Galápagos sites June–November, Richelieu Rock February–April.
    expect(species.monthCounts).toEqual([1, 2, 2, 2, 1, 3, 3, 3, 3, 3, 3, 1]);

    const bySlug = await t.get('/api/sealife/whale-shark');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toEqual(res.json());
  });

  it('answers unknown records with 404 and bad keys with 400 naming the field', async () => {
    for (const url of ['/api/sealife/id/999999999', '/api/sealife/no-such-fish']) {
      const res = await t.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    for (const [url, field] of [
      ['/api/sealife/id/abc', 'id'],
      ['/api/sealife/id/0', 'id'],
      ['/api/sealife/Not_A_Slug', 'slug'],
    ] as const) {
      const res = await t.get(url);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual([field]);
    }
  });
});

describe('GET /api/sealife/search', () => {
  it('finds by common or scientific name, prefix matches first', async () => {
    const res = await t.get('/api/sealife/search?q=whale');
    expect(res.statusCode).toBe(200);
    const { content } = speciesListSchema.parse(res.json());
    expect(content[0]?.slug).toBe('whale-shark');
    expect(content.length).toBeGreaterThan(1);

    const scientific = speciesListSchema.parse(
      (await t.get('/api/sealife/search?q=rhíncodon')).json(),
    );
    expect(scientific.content[0]?.slug).toBe('whale-shark');

    const typo = speciesListSchema.parse(
      (await t.get('/api/sealife/search?q=wale%20shark')).json(),
    );
    expect(typo.content.map((s) => s.slug)).toContain('whale-shark');

    const limited = speciesListSchema.parse(
      (await t.get('/api/sealife/search?q=shark&limit=3')).json(),
    );
    expect(limited.content).toHaveLength(3);
  });

  it('answers empty text with an empty list and bad limits with 400', async () => {
    expect((await t.get('/api/sealife/search?q=%20')).json()).toEqual({ content: [] });
    expect((await t.get('/api/sealife/search')).json()).toEqual({ content: [] });
    const bad = await t.get('/api/sealife/search?q=x&limit=0');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['limit']);
  });
});

describe('GET /api/sealife/nearby', () => {
  it('lists species seen near a point, most nearby spots first', async () => {
    // Richelieu Rock, Thailand: whale sharks there February to April.
    const res = await t.get('/api/sealife/nearby?lat=9.3616&lng=98.0228&radiusKm=50');
    expect(res.statusCode).toBe(200);
    const { content } = nearbySpeciesListSchema.parse(res.json());
    expect(content.map((s) => s.slug)).toContain('whale-shark');
    const counts = content.map((s) => s.nearbySpotCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(content.every((s) => s.distance <= 50)).toBe(true);

    const july = nearbySpeciesListSchema.parse(
      (await t.get('/api/sealife/nearby?lat=9.3616&lng=98.0228&radiusKm=50&month=7')).json(),
    );
    expect(july.content.map((s) => s.slug)).not.toContain('whale-shark');
  });

  it('returns an empty list far from any spot and 400 for bad coordinates', async () => {
    expect((await t.get('/api/sealife/nearby?lat=-60&lng=-140&radiusKm=10')).json()).toEqual({
      content: [],
    });
    const bad = await t.get('/api/sealife/nearby?lat=95&lng=abc&month=13');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['lat', 'lng', 'month']);
  });
});

describe('GET /api/sealife/featured', () => {
  it('returns the same charismatic, described species every time', async () => {
    const res = await t.get('/api/sealife/featured');
    expect(res.statusCode).toBe(200);
    const { content } = speciesListSchema.parse(res.json());
    expect(content).toHaveLength(8);
    // The most widely seen shark, ray and turtle lead.
    expect(content.slice(0, 3).map((s) => s.slug)).toEqual([
      'grey-reef-shark',
      'reef-manta-ray',
      'green-turtle',
    ]);
    expect(content.every((s) => s.spotCount > 0)).toBe(true);
    expect(new Set(content.map((s) => s.group)).size).toBe(8);
    expect((await t.get('/api/sealife/featured')).json()).toEqual(res.json());
    expect((await t.get('/api/sealife/featured?limit=0')).statusCode).toBe(400);
  });
});

describe('GET /api/sealife/map', () => {
  it('returns the sighting spots as GeoJSON points with their months', async () => {
    const res = await t.get(`/api/sealife/map?id=${whaleSharkId}`);
    expect(res.statusCode).toBe(200);
    const map = speciesMapSchema.parse(res.json());
    expect(map.features).toHaveLength(4);
    const richelieu = map.features.find((f) => f.properties.slug === 'richelieu-rock-thailand');
    expect(richelieu?.properties.months).toEqual([2, 3, 4]);
    const [lng, lat] = richelieu?.geometry.coordinates ?? [0, 0];
    expect(lng).toBeCloseTo(98.02, 1);
    expect(lat).toBeCloseTo(9.36, 1);
    expect((await t.get('/api/sealife/map?slug=whale-shark')).json()).toEqual(res.json());
  });

  it('answers 404 for an unknown species and 400 without a valid key', async () => {
    expect((await t.get('/api/sealife/map?slug=no-such-fish')).statusCode).toBe(404);
    for (const url of ['/api/sealife/map', '/api/sealife/map?id=x']) {
      const res = await t.get(url);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual(['id']);
    }
  });
});
