import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRedSea } from '../../test/fixtures/red-sea.ts';
import { spotKey } from '@divespot/shared/page-queries';
import { preloadImageOf, sentAnswer } from '../../test/page-heads.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let id: number;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://divespot.test' }, { seed: false });
  id = (await buildRedSea(t.database.db)).thistlegorm.id;
});
afterAll(() => t.close());

const html = (url: string) => t.app.inject({ method: 'GET', url });

function jsonLd(body: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('spot page heads', () => {
  it('puts the spot in the raw HTML: title, description, image, canonical, JSON-LD', async () => {
    const res = await html('/spots/ss-thistlegorm');
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toMatch(/<title>SS Thistlegorm · DiveSpot<\/title>/);
    expect(body).toMatch(
      /<meta name="description" content="Wreck in [^"]*Egypt · \d+–\d+ m · \w+\. /,
    );
    expect(body).toContain(
      `<meta property="og:image" content="https://divespot.test/api/image/illustration/spot/${id}?width=1200&amp;height=630" />`,
    );
    expect(body).toContain(
      '<link rel="canonical" href="https://divespot.test/spots/ss-thistlegorm" />',
    );
    expect(jsonLd(body)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: 'SS Thistlegorm',
      geo: { '@type': 'GeoCoordinates' },
      address: { addressCountry: 'EG' },
      image: `https://divespot.test/api/image/illustration/spot/${id}?width=1200&height=630`,
      url: 'https://divespot.test/spots/ss-thistlegorm',
    });
  });

  it('comes with the spot for the first render, and its first picture preloaded', async () => {
    const res = await html('/spots/ss-thistlegorm');
    expect(sentAnswer(res.body, spotKey({ slug: 'ss-thistlegorm' }, 'en-US'))).toMatchObject({
      objectId: id,
      slug: 'ss-thistlegorm',
    });
    const picture = `/api/image/illustration/spot/${id}`;
    expect(preloadImageOf(res.body)).toEqual({
      href: `${picture}?width=1280&height=640`,
      srcSet: `${picture}?width=640&height=320 640w, ${picture}?width=1280&height=640 1280w`,
      sizes: '(min-width: 1280px) 1232px, 100vw',
    });
    // An id in the URL names the same spot.
    expect(sentAnswer((await html(`/spot/${id}`)).body, spotKey({ id }, 'en-US'))).toMatchObject({
      objectId: id,
    });
  });

  it('resolves every URL form of a spot to the same canonical page', async () => {
    for (const url of [`/spots/${id}`, `/spot/${id}`, `/spot/id/${id}`]) {
      const res = await html(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>SS Thistlegorm · DiveSpot</title>');
      expect(res.body).toContain('href="https://divespot.test/spots/ss-thistlegorm"');
    }
  });

  it('answers unknown spots with 404 and the not-found head', async () => {
    for (const url of [
      '/spots/no-such-spot',
      '/spot/999999999',
      '/spot/id/999999999',
      '/spot/abc',
    ]) {
      const res = await html(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Page Not Found · DiveSpot</title>');
    }
  });

  it('lists every real spot in the sitemap and no synthetic one', async () => {
    await t.database.db
      .insertInto('spot')
      .values({
        slug: 'synthetic-test-1',
        name: 'Synthetic Reef 1',
        latitude: 1,
        longitude: 1,
        location: sql`point(1, 1)`,
        source: 'synthetic',
        license: 'CC0-1.0',
        synthetic: true,
      })
      .execute();
    const res = await html('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const spots = res.body.match(/<loc>https:\/\/divespot\.test\/spots\/[^<]+<\/loc>/g) ?? [];
    expect(spots).toHaveLength(7);
    expect(res.body).toContain('<loc>https://divespot.test/spots/ss-thistlegorm</loc>');
    expect(res.body).not.toContain('synthetic-test-1');
  });
});
