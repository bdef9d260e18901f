import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredDestinationListSchema } from '@divespot/shared/destinations';
import { buildFeaturedDestination } from '../../test/builders/build-featured-destination.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const slugs: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  // Added out of order: the list follows their positions.
  const db = t.database.db;
  const third = await buildFeaturedDestination(db, { position: 3 });
  const first = await buildFeaturedDestination(db, { slug: 'raja-ampat', position: 1 });
  const second = await buildFeaturedDestination(db, { position: 2, north: 21, south: 20 });
  slugs.push(first.slug, second.slug, third.slug);
});
afterAll(() => t.close());

describe('GET /api/destinations/featured', () => {
  it('lists the featured destinations in order with valid bounds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/destinations/featured' });
    expect(res.statusCode).toBe(200);
    const { content } = featuredDestinationListSchema.parse(res.json());
    expect(content.map((d) => d.slug)).toEqual(slugs);
    expect(content[0]?.slug).toBe('raja-ampat');
    expect(content.map((d) => d.countryCode)).toEqual([null, null, null]);
    for (const d of content) {
      expect(d.bounds.north).toBeGreaterThan(d.bounds.south);
      expect(d.bounds.east).toBeGreaterThan(d.bounds.west);
      expect(d.zoom).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('the country of a featured destination', () => {
  it('carries its code when we know the country, so pages can name it in any language', async () => {
    const db = t.database.db;
    const country = await db
      .insertInto('country')
      .values({
        code: 'EG',
        slug: 'egypt-featured-test',
        name: 'Egypt (featured test)',
        latitude: 26,
        longitude: 30,
        north: 31.7,
        east: 36.9,
        south: 22,
        west: 24.7,
        source: 'divespot',
        license: 'CC-BY-4.0',
      })
      .returning('name')
      .executeTakeFirstOrThrow();
    const red = await buildFeaturedDestination(db, { country: country.name });
    const res = await t.app.inject({ method: 'GET', url: '/api/destinations/featured' });
    const { content } = featuredDestinationListSchema.parse(res.json());
    expect(content.find((d) => d.slug === red.slug)).toMatchObject({
      country: 'Egypt (featured test)',
      countryCode: 'EG',
    });
  });
});
