import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filterConfigurationSchema, type FilterConfiguration } from '@divespot/shared/filters';
import { buildDiveCenter } from '../../test/builders/build-dive-center.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  // The values some filters offer come from the data: these records hold them.
  const db = t.database.db;
  const wreck = await buildSpot(db, { site_type: 'wreck', entry: 'boat' });
  const reef = await buildSpot(db, { site_type: 'artificial-reef', entry: 'shore' });
  const synthetic = await buildSpot(db, { synthetic: true });
  await buildSpecies(db, { group: 'shark', iucn: 'EN' });
  // Seen at two spots, one spot, and only at a synthetic one (so never offered).
  await buildSpecies(db, {
    slug: 'whale-shark',
    common_name: 'Whale shark',
    sightings: [{ spotId: wreck.id }, { spotId: reef.id, months: [3, 4] }],
  });
  await buildSpecies(db, {
    slug: 'dugong',
    common_name: 'Dugong',
    sightings: [{ spotId: reef.id }],
  });
  await buildSpecies(db, { slug: 'ghost-fish', sightings: [{ spotId: synthetic.id }] });
  await buildDiveCenter(db, { agencies: ['PADI'], languages: ['en'], services: ['guided-dives'] });
});
afterAll(() => t.close());

async function configuration(type: string): Promise<FilterConfiguration> {
  const res = await t.app.inject({ method: 'GET', url: `/api/filter/configuration/${type}` });
  expect(res.statusCode, res.body).toBe(200);
  return filterConfigurationSchema.parse(res.json());
}

const filter = (config: FilterConfiguration, name: string) => {
  const found = config.filters.find((f) => f.name === name);
  if (!found) throw new Error(`no filter ${name}`);
  return found;
};
const values = (config: FilterConfiguration, name: string) =>
  filter(config, name).options.map((o) => o.value);

describe('GET /api/filter/configuration/DIVE_SPOT', () => {
  it('lists the spot filters, named as the search query keys', async () => {
    const config = await configuration('DIVE_SPOT');
    expect(config.type).toBe('DIVE_SPOT');
    expect(config.filters.map((f) => f.name)).toEqual([
      'activityTypes',
      'sealife',
      'month',
      'level',
      'depth',
      'siteType',
      'entry',
      'waterType',
      'current',
      'certification',
      'facilities',
    ]);
    expect(filter(config, 'depth')).toEqual({
      name: 'depth',
      display: 'Depth',
      type: 'RANGE',
      options: [],
      range: { minValue: 0, maxValue: 150 },
      unit: 'm',
    });
    expect(
      config.filters
        .filter((f) => f.name !== 'depth' && f.name !== 'month')
        .every((f) => f.type === 'MULTI_SELECT'),
    ).toBe(true);
  });

  it('offers the species seen at real spots, most widely seen first, and the twelve months', async () => {
    const config = await configuration('DIVE_SPOT');
    expect(filter(config, 'sealife').options).toEqual([
      { value: 'whale-shark', display: 'Whale shark', lang: 'en' },
      { value: 'dugong', display: 'Dugong', lang: 'en' },
    ]);
    const month = filter(config, 'month');
    expect(month.type).toBe('SINGLE_SELECT');
    expect(month.options).toHaveLength(12);
    expect(month.options[0]).toEqual({ value: '1', display: 'January' });
    expect(month.options[11]).toEqual({ value: '12', display: 'December' });
  });

  it('offers the vocabularies with display names, and site types found in the data', async () => {
    const config = await configuration('DIVE_SPOT');
    expect(filter(config, 'activityTypes').options.slice(0, 3)).toEqual([
      { value: 'scuba', display: 'Scuba diving' },
      { value: 'freedive', display: 'Freediving' },
      { value: 'snorkel', display: 'Snorkelling' },
    ]);
    expect(values(config, 'level')).toEqual(['beginner', 'intermediate', 'advanced', 'expert']);
    expect(values(config, 'waterType')).toEqual([
      'ocean',
      'lake',
      'river',
      'quarry',
      'cenote',
      'spring',
    ]);
    expect(values(config, 'current')).toEqual(['none', 'mild', 'moderate', 'strong']);
    expect(values(config, 'certification')).toContain('open_water');
    expect(values(config, 'facilities')).toContain('equipment_rental');
    expect(values(config, 'entry')).toEqual(['shore', 'boat']);

    const siteTypes = filter(config, 'siteType').options;
    expect(siteTypes).toContainEqual({ value: 'wreck', display: 'Wreck' });
    expect(siteTypes).toContainEqual({ value: 'artificial-reef', display: 'Artificial reef' });
    expect(siteTypes.map((o) => o.value)).not.toContain('kelp-forest-that-does-not-exist');
  });

  it('every option is accepted by GET /api/spot', async () => {
    const config = await configuration('DIVE_SPOT');
    for (const f of config.filters.filter((x) => x.type === 'MULTI_SELECT')) {
      const query = `${f.name}=${f.options.map((o) => encodeURIComponent(o.value)).join(',')}`;
      const res = await t.app.inject({ method: 'GET', url: `/api/spot?${query}` });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    }
    for (const f of config.filters.filter((x) => x.type === 'SINGLE_SELECT')) {
      for (const o of f.options) {
        const query = `${f.name}=${encodeURIComponent(o.value)}`;
        const res = await t.app.inject({ method: 'GET', url: `/api/spot?${query}` });
        expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
      }
    }
  });
});

describe('GET /api/filter/configuration/{MARINE_LIFE,DIVE_CENTER}', () => {
  it('marine life: group and IUCN status from the data', async () => {
    const config = await configuration('MARINE_LIFE');
    expect(config.filters.map((f) => f.name)).toEqual(['group', 'iucn']);
    expect(filter(config, 'group').options).toContainEqual({ value: 'shark', display: 'Sharks' });
    expect(values(config, 'iucn')).toContain('EN');
  });

  it('dive centers: services, agencies and languages from the data', async () => {
    const config = await configuration('DIVE_CENTER');
    expect(config.filters.map((f) => f.name)).toEqual(['services', 'agencies', 'languages']);
    expect(values(config, 'agencies')).toContain('PADI');
    expect(filter(config, 'languages').options).toContainEqual({ value: 'en', display: 'English' });
    expect(filter(config, 'services').options).toContainEqual({
      value: 'guided-dives',
      display: 'Guided dives',
    });
  });
});

describe('GET /api/filter/configuration/{unknown}', () => {
  it('answers 400 naming the type', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/filter/configuration/PIZZA' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: { fields: [{ field: 'type' }] },
    });
  });
});
