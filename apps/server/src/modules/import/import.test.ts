import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { ImportService } from './import.service.ts';
import type { ImportSummary } from './import.types.ts';

// Third-party data beside the checkout (../shared), never copied into the repository.
const SITES_DIR = path.resolve(REPO_ROOT, '../shared/data/osm-dive-sites/sites');
const files = readdirSync(SITES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => path.join(SITES_DIR, f));

let database: DatabaseHandle;
let drop: () => Promise<void>;
let first: ImportSummary;

const osmSpots = () =>
  database.db
    .selectFrom('spot')
    .select(['source_ref', 'slug', 'license', 'attribution', 'country_id'])
    .where('source', '=', 'osm')
    .orderBy('source_ref')
    .execute();

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ from: 'seeded' }));
  first = await new ImportService(database.db).runImport({ files });
}, 120_000);

afterAll(() => drop());

describe('importing the OpenStreetMap dive sites', () => {
  it('imports or rejects, with a reason, every one of the 3,931 rows', () => {
    expect(files).toHaveLength(141);
    expect(first.rowsRead).toBe(3931);
    expect(first.updated).toBe(0);
    expect(first.unchanged).toBe(0);
    expect(first.inserted + first.rejected.length).toBe(3931);
    expect(first.inserted).toBeGreaterThan(3800);
    for (const row of first.rejected) {
      expect(row.reason).toEqual(expect.any(String));
      expect(row.file).toMatch(/\.json$/);
      expect(row.index).toBeGreaterThanOrEqual(0);
    }
    // Sites listed under two destinations (e.g. British Columbia and Puget Sound) come once.
    expect(first.rejected.filter((r) => r.reason === 'duplicate in this run')).toContainEqual({
      file: 'puget-sound.json',
      index: 1,
      name: 'Tumbo Reef',
      reason: 'duplicate in this run',
      detail: 'same source_ref node/1631947869 as british-columbia.json #40',
    });
    expect(first.files.reduce((n, f) => n + f.rows, 0)).toBe(3931);
  });

  it('stores source, source_ref, licence and attribution, and places spots in countries', async () => {
    const spots = await osmSpots();
    expect(spots).toHaveLength(first.inserted);
    expect(new Set(spots.map((s) => s.slug)).size).toBe(spots.length);
    expect(spots.every((s) => s.license === 'ODbL-1.0')).toBe(true);
    expect(spots.every((s) => s.attribution === '© OpenStreetMap contributors')).toBe(true);
    expect(spots.filter((s) => s.country_id !== null).length).toBeGreaterThan(spots.length * 0.9);

    const gili = await database.db
      .selectFrom('spot')
      .innerJoin('country', 'country.id', 'spot.country_id')
      .select([
        'spot.name',
        'country.code',
        'level',
        'site_type',
        'entry',
        'depth_max',
        'activities',
      ])
      .where('spot.source', '=', 'osm')
      .where('spot.source_ref', '=', 'node/1314452590')
      .executeTakeFirstOrThrow();
    expect(gili).toEqual({
      name: 'Gili Mimpang',
      code: 'ID',
      level: 'advanced',
      site_type: 'reef',
      entry: 'boat',
      depth_max: 25,
      activities: ['scuba', 'boat'],
    });
  });

  it("reads no altitude from the sites' ele, which gives the reef's or wreck's own height", async () => {
    // Manta Point has ele -13, USS PC-815 (a wreck at 27 m) ele -27, a dozen New England rocks 0.
    const withEle = await database.db
      .selectFrom('spot')
      .select(['source_ref', 'altitude'])
      .where('source', '=', 'osm')
      .where('source_ref', 'in', ['node/2907339692', 'node/12072350823'])
      .orderBy('source_ref')
      .execute();
    expect(withEle).toEqual([
      { source_ref: 'node/12072350823', altitude: null },
      { source_ref: 'node/2907339692', altitude: null },
    ]);
    const withAltitude = await database.db
      .selectFrom('spot')
      .select('source_ref')
      .where('source', '=', 'osm')
      .where('altitude', 'is not', null)
      .execute();
    expect(withAltitude).toEqual([]);
  });

  it('updates rather than duplicates on a second run, keeping every slug', async () => {
    const before = await osmSpots();
    const total = await database.db
      .selectFrom('spot')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const second = await new ImportService(database.db).runImport({ files });
    expect(second).toMatchObject({
      rowsRead: 3931,
      inserted: 0,
      updated: 0,
      unchanged: first.inserted,
    });
    expect(second.rejected).toEqual(first.rejected);
    expect(await osmSpots()).toEqual(before);
    expect(
      await database.db
        .selectFrom('spot')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(total);
  });
});
