import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import {
  bookmarkFolderSchema,
  bookmarkFolderViewSchema,
  type BookmarkFolder,
} from '@divespot/shared/bookmarks';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildUser, signIn } from '../../test/builders/build-user.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { buildDiveCenter } from '../../test/builders/build-dive-center.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { upsertStoredText } from '../../db/texts/stored-texts.repository.ts';
import { ListService } from './lists.service.ts';

let t: TestApp;
/** Two divers: Ada makes the lists, Bob looks at them. */
let ada: Authenticated, bob: Authenticated;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  ada = await signIn(t.app, await buildUser(t.database.db, { firstName: 'Ada' }));
  bob = await signIn(t.app, await buildUser(t.database.db, { firstName: 'Bob' }));
});
afterAll(() => t.close());

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: Authenticated,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${who.accessToken}` } : undefined,
    ...(payload ? { payload } : {}),
  });
}

async function listWith(
  who: Authenticated,
  name: string,
  items: { objectId: number; type: string }[],
  privacy = 'PRIVATE',
): Promise<BookmarkFolder> {
  const created = await call('POST', '/api/bookmarks/folders', who, { name, privacy });
  expect(created.statusCode, created.body).toBe(201);
  let list = bookmarkFolderSchema.parse(created.json());
  for (const item of items) {
    const res = await call('POST', `/api/bookmarks/folders/${list.objectId}/items`, who, item);
    expect(res.statusCode, res.body).toBe(200);
    list = bookmarkFolderSchema.parse(res.json());
  }
  return list;
}

const order = (f: BookmarkFolder) => f.savedItems.map((i) => `${i.type}:${i.objectId}`);

describe('PUT /api/bookmarks/folders/{id}/items/position', () => {
  it('moves one item and keeps the others in order, by any index', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await buildSpot(t.database.db));
    const items = ids.map((s) => ({ objectId: s.id, type: 'DIVE_SPOT' }));
    const list = await listWith(ada, 'Order', items);
    const [a, b, c, d] = items.map((i) => `DIVE_SPOT:${i.objectId}`);
    const move = (item: (typeof items)[number], index: number, who = ada) =>
      call('PUT', `/api/bookmarks/folders/${list.objectId}/items/position`, who, {
        ...item,
        index,
      });

    let res = await move(items[3]!, 0);
    expect(res.statusCode, res.body).toBe(200);
    expect(order(bookmarkFolderSchema.parse(res.json()))).toEqual([d, a, b, c]);
    res = await move(items[3]!, 3);
    expect(order(bookmarkFolderSchema.parse(res.json()))).toEqual([a, b, c, d]);
    res = await move(items[0]!, 99);
    expect(order(bookmarkFolderSchema.parse(res.json()))).toEqual([b, c, d, a]);

    // The order is what later reads see.
    const again = await call('GET', `/api/bookmarks/folders/slug/${list.slug}`, ada);
    expect(order(bookmarkFolderSchema.parse(again.json()))).toEqual([b, c, d, a]);

    // An item not in the list, another user's list, bad input.
    const other = await buildSpot(t.database.db);
    expect((await move({ objectId: other.id, type: 'DIVE_SPOT' }, 0)).statusCode).toBe(404);
    expect((await move(items[0]!, 0, bob)).statusCode).toBe(404);
    const bad = await move(items[0]!, -1);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('index');
    const signedOut = await call(
      'PUT',
      `/api/bookmarks/folders/${list.objectId}/items/position`,
      undefined,
      { ...items[0], index: 0 },
    );
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('GET /api/bookmarks/folders/slug/{slug}/view and exports', () => {
  it('resolves the items in order, with what cards, the map and links need', async () => {
    const db = t.database.db;
    const spot = await buildSpot(db, {
      name: 'Blue Hole & "Arch"',
      latitude: 27.5,
      longitude: 34.25,
      depth_min: 5,
      depth_max: 30,
      level: 'advanced',
    });
    const center = await buildDiveCenter(db, { latitude: 27.6, longitude: 34.3 });
    const species = await buildSpecies(db);
    const list = await listWith(
      ada,
      'Red Sea',
      [
        { objectId: species.id, type: 'MARINE_LIFE' },
        { objectId: spot.id, type: 'DIVE_SPOT' },
        { objectId: center.id, type: 'DIVE_CENTER' },
      ],
      'PUBLIC',
    );
    expect(list.coverImageUrl).toBe(`/api/image/illustration/species/${species.id}`);

    for (const who of [ada, bob, undefined]) {
      const res = await call('GET', `/api/bookmarks/folders/slug/${list.slug}/view`, who);
      expect(res.statusCode, res.body).toBe(200);
      const view = bookmarkFolderViewSchema.parse(res.json());
      expect(view.isOwner).toBe(who === ada);
      expect(view.ownerName).toBe('Ada');
      expect(view.entries.map((e) => e.type)).toEqual(['MARINE_LIFE', 'DIVE_SPOT', 'DIVE_CENTER']);
      expect(view.entries[0]).toMatchObject({
        objectId: species.id,
        slug: species.slug,
        scientificName: species.scientific_name,
        latitude: null,
      });
      expect(view.entries[1]).toMatchObject({
        slug: spot.slug,
        name: 'Blue Hole & "Arch"',
        latitude: 27.5,
        longitude: 34.25,
        depthMin: 5,
        depthMax: 30,
        level: 'advanced',
        imageUrl: `/api/image/illustration/spot/${spot.id}`,
      });
      expect(view.entries[2]).toMatchObject({ slug: center.slug, latitude: 27.6 });
    }

    const gpx = await call('GET', `/api/bookmarks/folders/slug/${list.slug}/export.gpx`);
    expect(gpx.statusCode).toBe(200);
    expect(gpx.headers['content-type']).toContain('application/gpx+xml');
    expect(gpx.headers['content-disposition']).toBe(`attachment; filename="${list.slug}.gpx"`);
    expect(gpx.body).toContain('<wpt lat="27.5" lon="34.25">');
    expect(gpx.body).toContain('<name>Blue Hole &amp; &quot;Arch&quot;</name>');
    expect(gpx.body).toContain('Depth 5–30 m');
    expect(gpx.body).toContain(`/spots/${spot.slug}`);
    expect(gpx.body).toContain('<wpt lat="27.6" lon="34.3">');
    // Species have no position: no waypoint.
    expect(gpx.body.match(/<wpt /g)).toHaveLength(2);

    const csv = await call('GET', `/api/bookmarks/folders/slug/${list.slug}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'type,name,scientific_name,place,country_code,latitude,longitude,depth_min_m,depth_max_m,level,url',
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('DIVE_SPOT,"Blue Hole & ""Arch""",');
    expect(lines[2]).toContain(',27.5,34.25,5,30,advanced,');
  });

  it('names species and regions in the language asked for, saying which', async () => {
    const db = t.database.db;
    const spot = await buildSpot(db, { region: { name: 'Strait of Gubal wrecks' } });
    const shark = await buildSpecies(db, { common_name: 'Whale shark' });
    const fish = await buildSpecies(db, { common_name: 'Masked butterflyfish' });
    const texts = [
      { subjectId: shark.id, subject: 'species', field: 'common_name', text: 'Walhai' },
      { subjectId: spot.region_id!, subject: 'region', field: 'name', text: 'Wracks von Gubal' },
    ] as const;
    for (const text of texts) await upsertStoredText(db, { ...text, language: 'de' });
    const list = await listWith(
      ada,
      'Auf Deutsch',
      [
        { objectId: shark.id, type: 'MARINE_LIFE' },
        { objectId: fish.id, type: 'MARINE_LIFE' },
        { objectId: spot.id, type: 'DIVE_SPOT' },
      ],
      'PUBLIC',
    );
    const url = `/api/bookmarks/folders/slug/${list.slug}/view`;
    const de = bookmarkFolderViewSchema.parse((await call('GET', `${url}?lang=de`)).json());
    expect(de.entries.map((e) => [e.name, e.commonNameLang, e.place])).toEqual([
      ['Walhai', 'de', null],
      ['Masked butterflyfish', 'en', null],
      [spot.name, null, 'Wracks von Gubal'],
    ]);
    const en = bookmarkFolderViewSchema.parse((await call('GET', url)).json());
    expect(en.entries.map((e) => [e.name, e.commonNameLang, e.place])).toEqual([
      ['Whale shark', 'en', null],
      ['Masked butterflyfish', 'en', null],
      [spot.name, null, 'Strait of Gubal wrecks'],
    ]);
    expect((await call('GET', `${url}?lang=klingon`)).statusCode).toBe(400);
  });

  it('keeps private lists to their owner, also for exports', async () => {
    const spot = await buildSpot(t.database.db);
    const list = await listWith(ada, 'Secret', [{ objectId: spot.id, type: 'DIVE_SPOT' }]);
    for (const path of ['view', 'export.gpx', 'export.csv']) {
      const url = `/api/bookmarks/folders/slug/${list.slug}/${path}`;
      expect((await call('GET', url, ada)).statusCode).toBe(200);
      expect((await call('GET', url, bob)).statusCode).toBe(404);
      expect((await call('GET', url)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/bookmarks/folders/slug/no-such-list/view')).statusCode).toBe(
      404,
    );
  });

  it('leaves out items deleted since they were saved', async () => {
    const spot = await buildSpot(t.database.db);
    const gone = await buildSpot(t.database.db);
    const list = await listWith(ada, 'Gone', [
      { objectId: gone.id, type: 'DIVE_SPOT' },
      { objectId: spot.id, type: 'DIVE_SPOT' },
    ]);
    await t.database.db.deleteFrom('spot').where('id', '=', gone.id).execute();
    const view = bookmarkFolderViewSchema.parse(
      (await call('GET', `/api/bookmarks/folders/slug/${list.slug}/view`, ada)).json(),
    );
    expect(view.entries.map((e) => e.objectId)).toEqual([spot.id]);
  });
});

describe('the /collections/{slug} page head', () => {
  it('names a public list and its contents, and answers 404 for a private one', async () => {
    const spot = await buildSpot(t.database.db);
    const open = await listWith(
      ada,
      'Wrecks <3',
      [{ objectId: spot.id, type: 'DIVE_SPOT' }],
      'PUBLIC',
    );
    const page = await t.app.inject({ url: `/collections/${open.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Wrecks &lt;3');
    expect(page.body).toContain('A list of 1 dive spot saved by Ada on DiveSpot.');
    expect(page.body).toMatch(/og:image" content="[^"]*illustration\/spot\//);

    const secret = await listWith(ada, 'Hidden', [{ objectId: spot.id, type: 'DIVE_SPOT' }]);
    const hidden = await t.app.inject({ url: `/collections/${secret.slug}` });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('Hidden');
  });
});

describe('GET /api/bookmarks/folders, kept in memory', () => {
  it('counts items, shows covers, and sees changes made by any other server at once', async () => {
    const db = t.database.db;
    const carl = await buildUser(db, { firstName: 'Carl' });
    const here = new ListService(db);
    const there = new ListService(db); // another instance on the same database
    const [first] = await here.list(carl.id);
    expect(first).toMatchObject({ isDefault: true, itemCount: 0, coverImageUrl: null });
    expect(first).not.toHaveProperty('savedItems');

    const spot = await buildSpot(db);
    await there.addItem(carl.id, first!.objectId, { objectId: spot.id, type: 'DIVE_SPOT' });
    expect((await here.list(carl.id))[0]).toMatchObject({
      itemCount: 1,
      coverImageUrl: `/api/image/illustration/spot/${spot.id}`,
    });

    // Even a change made in SQL, outside any service, is seen.
    const other = await buildSpot(db);
    await db
      .insertInto('bookmark_item')
      .values({ folder_id: first!.objectId, type: 'DIVE_SPOT', object_id: other.id, position: 0 })
      .execute();
    expect((await here.list(carl.id))[0]).toMatchObject({
      itemCount: 2,
      coverImageUrl: `/api/image/illustration/spot/${other.id}`,
    });
    await there.rename(carl.id, first!.objectId, 'Favourites');
    expect((await here.list(carl.id))[0]?.name).toBe('Favourites');
    const made = await there.create(carl.id, 'Egypt', 'PRIVATE');
    expect((await here.list(carl.id)).map((f) => f.name)).toEqual(['Favourites', 'Egypt']);
    await there.delete(carl.id, made.objectId);
    expect((await here.list(carl.id)).map((f) => f.name)).toEqual(['Favourites']);
  });
});

describe('GET /api/bookmarks/items', () => {
  it('lists every saved item once, whatever list holds it, and follows changes', async () => {
    const db = t.database.db;
    const dina = await signIn(t.app, await buildUser(db, { firstName: 'Dina' }));
    expect((await call('GET', '/api/bookmarks/items')).statusCode).toBe(401);
    const empty = await call('GET', '/api/bookmarks/items', dina);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [] });

    const spot = await buildSpot(db);
    const species = await buildSpecies(db);
    const a = await listWith(dina, 'A', [{ objectId: spot.id, type: 'DIVE_SPOT' }]);
    await listWith(dina, 'B', [
      { objectId: spot.id, type: 'DIVE_SPOT' },
      { objectId: species.id, type: 'MARINE_LIFE' },
    ]);
    const keys = async () =>
      (await call('GET', '/api/bookmarks/items', dina))
        .json<{ items: { type: string; objectId: number }[] }>()
        .items.map((i) => `${i.type}:${i.objectId}`)
        .sort();
    expect(await keys()).toEqual([`DIVE_SPOT:${spot.id}`, `MARINE_LIFE:${species.id}`].sort());
    // Another diver's saves are not Dina's.
    expect(
      (await call('GET', '/api/bookmarks/items', ada)).json<{ items: unknown[] }>().items,
    ).not.toContainEqual({ type: 'MARINE_LIFE', objectId: species.id });

    await call('DELETE', `/api/bookmarks/folders/${a.objectId}/items`, dina, {
      objectId: spot.id,
      type: 'DIVE_SPOT',
    });
    expect(await keys()).toContain(`DIVE_SPOT:${spot.id}`); // still in B
  });
});
