import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMarineLifeGuide } from '../../test/fixtures/marine-life.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { speciesKey } from '@divespot/shared/page-queries';
import {
  expectNotFoundPages,
  jsonLdOf,
  preloadImageOf,
  sentAnswer,
} from '../../test/page-heads.ts';

let t: TestApp;
let whaleSharkId: number;
const ORIGIN = 'https://divespot.test';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN }, { seed: false });
  whaleSharkId = (await buildMarineLifeGuide(t.database.db)).whaleShark.id;
});
afterAll(() => t.close());

describe('species page head (/marine-life/:slug)', () => {
  it('names the species, describes it and links its canonical URL and image', async () => {
    const res = await t.get('/marine-life/whale-shark');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Whale shark (Rhincodon typus) · DiveSpot</title>');
    expect(html).toMatch(/<meta name="description" content="The largest fish in the sea[^"]*" \/>/);
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/marine-life/whale-shark" />`);
    const image = `${ORIGIN}/api/image/illustration/species/${whaleSharkId}?width=1200&amp;height=630`;
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).not.toContain('noindex');
  });

  it('comes with the species for the first render, and its picture preloaded', async () => {
    const html = (await t.get('/marine-life/whale-shark')).body;
    expect(sentAnswer(html, speciesKey('whale-shark', 'en-US'))).toMatchObject({
      objectId: whaleSharkId,
      slug: 'whale-shark',
    });
    const picture = `/api/image/illustration/species/${whaleSharkId}`;
    expect(preloadImageOf(html)).toEqual({
      href: `${picture}?width=960&height=720`,
      srcSet: `${picture}?width=480&height=360 480w, ${picture}?width=960&height=720 960w`,
      sizes: '(min-width: 1024px) 540px, calc(100vw - 2rem)',
    });
  });

  it('describes the species as a schema.org Taxon in its family', async () => {
    const ld = jsonLdOf((await t.get('/marine-life/whale-shark')).body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Taxon',
      name: 'Rhincodon typus',
      alternateName: 'Whale shark',
      taxonRank: 'species',
      parentTaxon: { '@type': 'Taxon', name: 'Rhincodontidae', taxonRank: 'family' },
      url: `${ORIGIN}/marine-life/whale-shark`,
      image: `${ORIGIN}/api/image/illustration/species/${whaleSharkId}?width=1200&height=630`,
    });
  });

  it('resolves a numeric id to the same record with the slug as canonical', async () => {
    const res = await t.get(`/marine-life/${whaleSharkId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/marine-life/whale-shark" />`);
  });

  it('answers an unknown species with HTTP 404 and the Page Not Found head', async () => {
    await expectNotFoundPages(t, ['/marine-life/no-such-fish', '/marine-life/999999999']);
  });

  it('lists every species page in the sitemap', async () => {
    const res = await t.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<loc>${ORIGIN}/marine-life/whale-shark</loc>`);
    expect(res.body.match(/\/marine-life\/[a-z0-9-]+<\/loc>/g)).toHaveLength(25);
  });
});
