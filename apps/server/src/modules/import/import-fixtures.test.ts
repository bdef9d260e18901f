import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { ImportError } from './import-error.ts';
import { ImportService } from './import.service.ts';

const fixture = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));
const CSV = fixture('messy-sites.csv');
const GEOJSON = fixture('messy-sites.geojson');

let database: DatabaseHandle;
let drop: () => Promise<void>;
let tmp: string;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ from: 'seeded' }));
  tmp = await mkdtemp(path.join(tmpdir(), 'divespot-import-'));
});

afterAll(async () => {
  await drop();
  await rm(tmp, { recursive: true, force: true });
});

const spotsOf = (source: string) =>
  database.db
    .selectFrom('spot')
    .leftJoin('country', 'country.id', 'spot.country_id')
    .select([
      'spot.slug',
      'spot.name',
      'spot.source_ref',
      'spot.description',
      'spot.site_type',
      'spot.level',
      'spot.entry',
      'spot.depth_min',
      'spot.depth_max',
      'spot.activities',
      'spot.tags',
      'spot.license',
      'spot.attribution',
      'country.code',
    ])
    .where('spot.source', '=', source)
    .orderBy('spot.source_ref')
    .execute();

describe('importing a messy CSV', () => {
  it('imports the good rows and reports each bad one with its reason', async () => {
    const summary = await new ImportService(database.db).runImport({
      files: [CSV],
      license: 'CC0-1.0',
    });
    expect(summary).toMatchObject({ rowsRead: 10, inserted: 5, updated: 0, unchanged: 0 });
    expect(summary.files).toEqual([
      expect.objectContaining({ file: 'messy-sites.csv', format: 'csv', source: 'messy-sites' }),
    ]);
    expect(summary.rejected.map(({ index, name, reason }) => [index, name, reason])).toEqual([
      [4, null, 'missing name'],
      [5, 'Null Island Reef', 'coordinates 0,0'],
      [6, 'Bad Latitude', 'invalid coordinates'],
      [7, 'Too North', 'invalid coordinates'],
      [8, 'Thistlegorm again', 'duplicate in this run'],
    ]);

    const spots = await spotsOf('messy-sites');
    expect(spots.map((s) => [s.source_ref, s.slug])).toEqual([
      ['DH-1', 'blue-hole-dahab-2'], // the seed has a 'blue-hole-dahab' already
      ['JM-4', 'snorkel-bay'],
      ['MB-2', 'kelp-garden'],
      ['NP-3', 'manta-point'],
      ['SH-7', 'thistlegorm'],
    ]);
    expect(spots[0]).toMatchObject({
      name: 'Blue Hole Dahab',
      description: 'A sinkhole by the shore, with "the arch" below.',
      site_type: 'cave',
      level: 'advanced',
      entry: 'shore',
      depth_min: 18,
      depth_max: 30,
      activities: ['scuba', 'shore'],
      license: 'CC0-1.0',
      attribution: null,
      code: 'EG',
    });
    expect(spots[1]).toMatchObject({
      site_type: null,
      tags: ['snorkel'],
      entry: null,
      level: null,
      depth_max: 3,
      activities: ['scuba', 'snorkel', 'shore', 'boat'],
    });
    expect(spots[2]).toMatchObject({
      level: 'expert',
      activities: ['scuba', 'technical', 'shore'],
      code: 'US',
    });
    expect(spots[3]).toMatchObject({
      site_type: null,
      tags: ['manta'],
      depth_max: 18.3,
      entry: 'boat',
    });
  });

  it('updates only the rows that changed when the file is imported again', async () => {
    const changed = path.join(tmp, 'messy-sites.csv');
    const text = await readFile(CSV, 'utf8');
    await writeFile(
      changed,
      text.replace('Thistlegorm,27.8136,33.9211,30m', 'SS Thistlegorm,27.8136,33.9211,32m'),
    );
    const summary = await new ImportService(database.db).runImport({
      files: [changed],
      license: 'CC0-1.0',
    });
    expect(summary).toMatchObject({ inserted: 0, updated: 1, unchanged: 4 });
    const wreck = (await spotsOf('messy-sites')).find((s) => s.source_ref === 'SH-7');
    expect(wreck).toMatchObject({ name: 'SS Thistlegorm', depth_max: 32, slug: 'thistlegorm' });
  });
});

describe('importing GeoJSON', () => {
  it('imports points with their OSM ids and rejects other geometries', async () => {
    const summary = await new ImportService(database.db).runImport({ files: [GEOJSON] });
    expect(summary).toMatchObject({ rowsRead: 6, inserted: 3 });
    expect(summary.files[0]).toMatchObject({
      source: 'osm',
      license: 'ODbL-1.0',
      format: 'geojson',
    });
    expect(summary.rejected.map((r) => [r.index, r.name, r.reason, r.detail])).toEqual([
      [3, 'Reef Area', 'unsupported geometry', 'Polygon'],
      [4, 'Nowhere Wreck', 'missing coordinates', undefined],
      [5, null, 'missing name', undefined],
    ]);
    const spots = await spotsOf('osm');
    expect(spots.map((s) => [s.source_ref, s.slug, s.site_type, s.depth_min, s.depth_max])).toEqual(
      [
        [expect.stringMatching(/^hash:/), 'poor-knights-arch', null, null, 35],
        ['node/1001', 'palancar-gardens', 'reef', 12, 25],
        ['way/2002', 'spiegel-grove', 'artificial-reef', null, 40],
      ],
    );
    expect(spots[0]).toMatchObject({ description: null, tags: ['boulder'], code: 'NZ' });
    expect(spots.every((s) => s.attribution === '© OpenStreetMap contributors')).toBe(true);
  });
});

describe('altitude from OpenStreetMap', () => {
  const lakeSite = (ele: string) => ({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        id: 'node/3003',
        geometry: { type: 'Point', coordinates: [6.62, 46.5] },
        // Lake Geneva's surface is at about 372 m.
        properties: { name: 'Lake Test Wall', depth: 30, ele, sport: 'scuba_diving' },
      },
    ],
  });
  const write = async (ele: string) => {
    const file = path.join(tmp, 'lake-sites.geojson');
    await writeFile(file, JSON.stringify(lakeSite(ele)));
    return file;
  };
  const altitude = async () =>
    (
      await database.db
        .selectFrom('spot')
        .select('altitude')
        .where('source', '=', 'lake-sites')
        .executeTakeFirstOrThrow()
    ).altitude;

  it("stores a lake site's ele as its altitude, and updates it when the data changes", async () => {
    const options = { license: 'ODbL-1.0', source: 'lake-sites' };
    const first = await new ImportService(database.db).runImport({
      files: [await write('372')],
      ...options,
    });
    expect(first).toMatchObject({ inserted: 1 });
    expect(await altitude()).toBe(372);

    const second = await new ImportService(database.db).runImport({
      files: [await write('372.4')],
      ...options,
    });
    expect(second).toMatchObject({ inserted: 0, updated: 1 });
    expect(await altitude()).toBeCloseTo(372.4, 4);
  });
});

describe('fatal errors', () => {
  it('stops before writing anything when one file is unreadable or of unknown format', async () => {
    const unknown = path.join(tmp, 'notes.txt');
    await writeFile(unknown, 'just some notes\nno coordinates here\n');
    const count = () =>
      database.db
        .selectFrom('spot')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
    const before = await count();
    await expect(
      new ImportService(database.db).runImport({ files: [CSV, unknown] }),
    ).rejects.toThrow(/notes\.txt: unknown format/);
    await expect(
      new ImportService(database.db).runImport({ files: [path.join(tmp, 'missing.json')] }),
    ).rejects.toThrow(ImportError);
    expect(await count()).toEqual(before);
  });
});
