import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredDestinationListSchema } from '@divespot/shared/destinations';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/destinations/featured', () => {
  it('lists the seeded destinations in order with valid bounds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/destinations/featured' });
    expect(res.statusCode).toBe(200);
    const { content } = featuredDestinationListSchema.parse(res.json());
    expect(content.length).toBeGreaterThanOrEqual(3);
    expect(content[0]?.slug).toBe('raja-ampat');
    for (const d of content) {
      expect(d.bounds.north).toBeGreaterThan(d.bounds.south);
      expect(d.bounds.east).toBeGreaterThan(d.bounds.west);
      expect(d.zoom).toBeGreaterThanOrEqual(1);
    }
  });
});
