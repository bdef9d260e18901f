import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAP_SPOT_LIMIT,
  spotMapFromWire,
  spotMapWireSchema,
  type SpotMap,
} from '@divespot/shared/spot-map';
import { spotPageSchema } from '@divespot/shared/spots';
import { buildRegion } from '../../test/builders/build-region.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { buildRedSea } from '../../test/fixtures/red-sea.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { badFields } from '../../test/answers.ts';
import { FIJI_SPOTS, insertTestSpot } from '../../test/test-spots.ts';
import { SyntheticSpotService } from '../synthetic/synthetic.service.ts';

let t: TestApp;
let thistlegorm: { id: number; latitude: number; longitude: number };
const fijiIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  thistlegorm = (await buildRedSea(db)).thistlegorm;
  // 100 real spots, so that the synthetic ones below spread as over the real dataset: the Red
  // Sea's 7 (some 200 synthetic spots around them), 43 more within a continent-wide view of them
  // (Mediterranean, Gulf of Aden) and 50 in the Caribbean.
  const spread = async (count: number, lat: number, lng: number, cols: number) => {
    const region = await buildRegion(db);
    for (let i = 0; i < count; i++) {
      const [latitude, longitude] = [lat + Math.floor(i / cols) * 1.5, lng + (i % cols) * 1.5];
      await buildSpot(db, { region_id: region.id, latitude, longitude });
    }
  };
  await spread(23, 35, 10, 8);
  await spread(20, 11, 43, 10);
  await spread(50, 10, -88, 10);
  for (const s of FIJI_SPOTS) fijiIds.push(await insertTestSpot(db, s));
  // The scale test data: enough spots that views near busy sites hold more than the limit.
  await new SyntheticSpotService(db).addSyntheticSpots(3000);
}, 120_000);
afterAll(() => t.close());

/** The bounds of a 1024×768 px map centred on a point at a zoom (Web Mercator). */
function viewAround(lat: number, lng: number, zoom: number) {
  const scale = 256 * 2 ** zoom;
  const y = 0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);
  const latAt = (v: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * v))) * 180) / Math.PI;
  const wrap = (v: number) => (v > 180 ? v - 360 : v < -180 ? v + 360 : v);
  const halfWidth = Math.min(180, (512 / scale) * 360);
  return {
    n: latAt(Math.max(0, y - 384 / scale)),
    s: latAt(Math.min(1, y + 384 / scale)),
    e: halfWidth === 180 ? 180 : wrap(lng + halfWidth),
    w: halfWidth === 180 ? -180 : wrap(lng - halfWidth),
    zoom,
  };
}
type ViewBounds = ReturnType<typeof viewAround>;

const mapOf = async (v: ViewBounds, filters = ''): Promise<SpotMap> => {
  const res = await t.get(
    `/api/spot/map?n=${v.n}&e=${v.e}&s=${v.s}&w=${v.w}&zoom=${v.zoom}${filters}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return spotMapFromWire(spotMapWireSchema.parse(res.json()));
};

/** Every spot id the list gives for the same view and filters (all pages). */
async function listIds(v: ViewBounds, filters = '') {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const res = await t.get(
      `/api/spot?ne=${v.n},${v.e}&sw=${v.s},${v.w}&size=100&page=${page}${filters}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = spotPageSchema.parse(res.json());
    ids.push(...body.content.map((s) => s.objectId));
    if (page + 1 >= body.totalPages) return { ids, total: body.totalElements };
  }
}

const listTotal = async (v: ViewBounds, filters = '') => {
  const res = await t.get(`/api/spot?ne=${v.n},${v.e}&sw=${v.s},${v.w}&size=1${filters}`);
  return spotPageSchema.parse(res.json()).totalElements;
};

/** Spots a map answer stands for: each spot once, each cluster its count. */
const represented = (m: SpotMap) =>
  m.features.reduce(
    (sum, f) => sum + (f.properties.kind === 'cluster' ? f.properties.count : 1),
    0,
  );

const spotIds = (m: SpotMap) =>
  m.features.flatMap((f) => (f.properties.kind === 'spot' ? [f.properties.objectId] : []));

describe('GET /api/spot/map', () => {
  it('shows every spot of a view holding at most the limit, as the list has them', async () => {
    const view = viewAround(thistlegorm.latitude, thistlegorm.longitude, 11);
    const map = await mapOf(view);
    expect(map.clustered).toBe(false);
    const list = await listIds(view);
    expect(list.total).toBeGreaterThan(1);
    expect(spotIds(map).sort((a, b) => a - b)).toEqual(list.ids.sort((a, b) => a - b));

    const wreck = map.features.find((f) => 'id' in f && f.id === thistlegorm.id);
    expect(wreck?.geometry.coordinates).toEqual([thistlegorm.longitude, thistlegorm.latitude]);
    expect(wreck?.properties).toMatchObject({
      kind: 'spot',
      objectId: thistlegorm.id,
      coverImageLink: `/api/image/illustration/spot/${thistlegorm.id}`,
      activityTypes: expect.arrayContaining(['wreck']) as unknown,
    });
  });

  it('switches to clusters exactly when the view holds more than the limit', async () => {
    const seen = new Set<boolean>();
    // Twice: a view's first answer is computed for it alone, later ones from kept pieces.
    for (const zoom of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 2, 4, 6, 8, 9, 11, 12]) {
      const view = viewAround(thistlegorm.latitude, thistlegorm.longitude, zoom + 0.4);
      const [map, total] = await Promise.all([mapOf(view), listTotal(view)]);
      expect(map.clustered, `zoom ${zoom}: ${total} spots`).toBe(total > MAP_SPOT_LIMIT);
      seen.add(map.clustered);
      if (!map.clustered) {
        expect(map.features).toHaveLength(total);
        continue;
      }
      // Cells touching the view may reach beyond it, never hold fewer spots than it.
      expect(represented(map)).toBeGreaterThanOrEqual(total);
      for (const f of map.features) {
        if (f.properties.kind !== 'cluster') continue;
        expect(f.properties.count).toBeGreaterThan(1);
        expect(f.properties.expansionZoom).toBeGreaterThan(zoom);
      }
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('shows a spot added, moved or removed within a few seconds', async () => {
    const db = t.database.db;
    const view = { n: -40, e: -120, s: -41, w: -121, zoom: 9 };
    expect((await mapOf(view)).features).toHaveLength(0);
    const id = await insertTestSpot(db, {
      slug: 'test-new-spot',
      latitude: -40.5,
      longitude: -120.5,
    });
    await expect.poll(async () => spotIds(await mapOf(view)), { timeout: 10_000 }).toEqual([id]);
    await db
      .updateTable('spot')
      .set({ latitude: 50, longitude: 50 })
      .where('id', '=', id)
      .execute();
    await expect.poll(async () => spotIds(await mapOf(view)), { timeout: 10_000 }).toEqual([]);
    const moved = { n: 50.5, e: 50.5, s: 49.5, w: 49.5, zoom: 9 };
    expect(spotIds(await mapOf(moved))).toEqual([id]);
    await db.deleteFrom('spot').where('id', '=', id).execute();
    await expect.poll(async () => spotIds(await mapOf(moved)), { timeout: 10_000 }).toEqual([]);
  });

  it('honours every filter and the text search exactly as the list does', async () => {
    const view = viewAround(thistlegorm.latitude, thistlegorm.longitude, 8);
    for (const filters of [
      '&q=thistle',
      '&q=ras',
      '&level=beginner&siteType=reef',
      '&activityTypes=wreck&depth.max=30',
      '&depth.min=25',
      '&country=egypt',
      '&country=nowhere-land',
      '&entry=boat&current=strong',
      '&facilities=parking',
    ]) {
      const map = await mapOf(view, filters);
      const list = await listIds(view, filters);
      expect(map.clustered, filters).toBe(false);
      expect(
        spotIds(map).sort((a, b) => a - b),
        filters,
      ).toEqual(list.ids.sort((a, b) => a - b));
    }
  });

  it('counts every spot in a world view', async () => {
    const world = { n: 85, e: 180, s: -85, w: -180, zoom: 1 };
    const map = await mapOf(world);
    expect(map.clustered).toBe(true);
    expect(represented(map)).toBe(await listTotal(world));
    expect(map.features.length).toBeLessThan(100);
  });

  it('narrows by the filters of the list', async () => {
    const filters = '&activityTypes=wreck,night&level=advanced,expert&depth.min=10';
    const wide = viewAround(thistlegorm.latitude, thistlegorm.longitude, 4);
    const [all, some] = [await mapOf(wide), await mapOf(wide, filters)];
    expect(all.clustered).toBe(true);
    expect(represented(some)).toBeLessThan(represented(all));
    expect(represented(some)).toBeGreaterThanOrEqual(await listTotal(wide, filters));

    const near = viewAround(thistlegorm.latitude, thistlegorm.longitude, 10);
    const few = await mapOf(near, filters);
    expect(few.clustered).toBe(false);
    expect(few.features.length).toBeGreaterThan(0);
    expect(few.features.length).toBeLessThan(represented(await mapOf(near)));
    expect(spotIds(few).sort((a, b) => a - b)).toEqual(
      (await listIds(near, filters)).ids.sort((a, b) => a - b),
    );
    for (const f of few.features) {
      if (f.properties.kind !== 'spot') continue;
      expect(f.properties.activityTypes.some((a) => a === 'wreck' || a === 'night')).toBe(true);
      expect(['advanced', 'expert']).toContain(f.properties.level);
      expect(f.properties.depthMax ?? f.properties.depthMin).toBeGreaterThanOrEqual(10);
    }
  });

  it('shows the spots on both sides of the antimeridian', async () => {
    const fiji = await mapOf({ n: -15, e: -178, s: -20, w: 177, zoom: 7 });
    expect(fiji.clustered).toBe(false);
    expect(spotIds(fiji).sort((a, b) => a - b)).toEqual(fijiIds);
    const lngs = fiji.features.map((f) => f.geometry.coordinates[0]);
    expect(lngs.some((lng) => lng > 178) && lngs.some((lng) => lng < -179)).toBe(true);

    // A wide view across it: the two spots fall into cells on opposite edges of the map.
    const pacific = await mapOf({ n: 10, e: -150, s: -40, w: 150, zoom: 3 });
    const far = pacific.features.map((f) => f.geometry.coordinates[0]);
    expect(far.some((lng) => lng < -179)).toBe(true);
    expect(far.some((lng) => lng > 170)).toBe(true);
    // Cells touching the view reach at most one cell (11.25° at zoom 3) beyond it.
    expect(far.every((lng) => lng >= 138 || lng <= -138)).toBe(true);
  });

  it('refuses bad bounds, zoom and filters with 400 naming each field', async () => {
    const bad = await t.get('/api/spot/map?n=95&e=200&s=-10&w=abc&zoom=0');
    expect(bad.statusCode).toBe(400);
    expect(badFields(bad.body)).toEqual(['e', 'n', 'w', 'zoom']);
    expect(badFields((await t.get('/api/spot/map')).body)).toEqual(['e', 'n', 's', 'w', 'zoom']);
    const upsideDown = await t.get('/api/spot/map?n=10&e=20&s=30&w=10&zoom=21');
    expect(badFields(upsideDown.body)).toEqual(['n', 'zoom']);
    const flipped = await t.get('/api/spot/map?n=10&e=20&s=30&w=10&zoom=5');
    expect(flipped.statusCode).toBe(400);
    expect(badFields(flipped.body)).toEqual(['n']);
    const filters = await t.get(
      '/api/spot/map?n=30&e=35&s=20&w=30&zoom=5&level=pro&depth.min=40&depth.max=10',
    );
    expect(badFields(filters.body)).toEqual(['level']);
    const depth = await t.get('/api/spot/map?n=30&e=35&s=20&w=30&zoom=5&depth.min=40&depth.max=10');
    expect(badFields(depth.body)).toEqual(['depth.min']);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.get('/api/openapi.json')).json<{ paths: Record<string, object> }>();
    expect(doc.paths['/api/spot/map']).toHaveProperty('get');
  });
});
