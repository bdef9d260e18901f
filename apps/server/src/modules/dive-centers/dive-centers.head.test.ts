import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRedSea } from '../../test/fixtures/red-sea.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { descriptionOf, expectNotFoundPages, jsonLdOf } from '../../test/page-heads.ts';
import { buildTestCenter, TEST_CENTER } from '../../test/test-dive-centers.ts';

let t: TestApp;
let camelId: number;
const ORIGIN = 'https://divespot.test';

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN }, { seed: false });
  camelId = (await buildRedSea(t.database.db)).camel.id;
  await buildTestCenter(t.database.db);
});
afterAll(() => t.close());

describe('dive center page head (/dive-centers/:slug)', () => {
  it('names the center, describes it and links its canonical URL and image', async () => {
    const res = await t.get('/dive-centers/camel-dive-club-sharm');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Camel Dive Club · DiveSpot</title>');
    const description = descriptionOf(html);
    expect(description).toMatch(/^PADI and SSI dive center in Sharm/);
    expect(description).toContain('courses');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/dive-centers/camel-dive-club-sharm" />`,
    );
    const image = `${ORIGIN}/api/image/illustration/center/${camelId}?width=1200&amp;height=630`;
    expect(html).toContain(`<meta property="og:image" content="${image}" />`);
    expect(html).not.toContain('noindex');
  });

  it('describes the center as a schema.org SportsActivityLocation', async () => {
    const ld = jsonLdOf((await t.get('/dive-centers/camel-dive-club-sharm')).body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: 'Camel Dive Club',
      url: 'https://www.cameldive.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Naama Bay, Sharm El Sheikh, South Sinai, Egypt',
        addressCountry: 'EG',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 27.914, longitude: 34.329 },
      image: `${ORIGIN}/api/image/illustration/center/${camelId}?width=1200&height=630`,
    });
    // This center publishes no phone or hours: nothing is made up for it.
    expect(ld).not.toHaveProperty('telephone');
    expect(ld).not.toHaveProperty('openingHoursSpecification');
  });

  it('gives a center that publishes them its telephone and opening hours', async () => {
    const html = (await t.get(`/dive-centers/${TEST_CENTER.slug}`)).body;
    expect(descriptionOf(html)).toMatch(/^PADI dive center in Exuma Cays/);
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({ telephone: TEST_CENTER.phone });
    const hours = ld.openingHoursSpecification as { dayOfWeek: string; opens: string }[];
    // One day of the week is closed, so it is left out.
    expect(hours.length).toBe(6);
    expect(hours[0]).toMatchObject({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: expect.stringMatching(/^https:\/\/schema\.org\/[A-Z][a-z]+day$/) as unknown,
      opens: expect.stringMatching(/^\d\d:\d\d$/) as unknown,
    });
  });

  it('resolves a numeric id to the same record with the slug as canonical', async () => {
    const res = await t.get(`/dive-centers/${camelId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/dive-centers/camel-dive-club-sharm" />`,
    );
  });

  it('answers an unknown center with HTTP 404 and the Page Not Found head', async () => {
    await expectNotFoundPages(t, ['/dive-centers/no-such-center', '/dive-centers/999999999']);
  });

  it('lists every center in the sitemap, and no made-up sample listing', async () => {
    const res = await t.get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<loc>${ORIGIN}/dive-centers/camel-dive-club-sharm</loc>`);
    const { n } = await t.database.db
      .selectFrom('dive_center')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(res.body.match(/\/dive-centers\/[a-z0-9-]+<\/loc>/g)).toHaveLength(Number(n));
    expect(res.body).not.toContain('/dive-centers/sample-');
  });

  it('answers a made-up listing of the first seed with HTTP 404', async () => {
    const res = await t.get('/dive-centers/sample-cays-divers-exuma');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page Not Found · DiveSpot</title>');
  });
});
