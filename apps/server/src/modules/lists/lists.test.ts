import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import {
  bookmarkedSchema,
  bookmarkFolderListSchema,
  bookmarkFolderSchema,
  publicFolderPageSchema,
  type BookmarkFolder,
} from '@divespot/shared/bookmarks';
import { buildDiveCenter } from '../../test/builders/build-dive-center.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { buildUser, signIn } from '../../test/builders/build-user.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ada: Authenticated;
let bob: Authenticated;
let spotId: number;
let centerId: number;
let speciesId: number;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  ada = await signIn(t.app, await buildUser(db, { firstName: 'Ada' }));
  bob = await signIn(t.app, await buildUser(db, { firstName: 'Bob' }));
  spotId = (await buildSpot(db)).id;
  centerId = (await buildDiveCenter(db)).id;
  speciesId = (await buildSpecies(db)).id;
});
afterAll(() => t.close());

const auth = (who?: Authenticated) =>
  who ? { authorization: `Bearer ${who.accessToken}` } : undefined;

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: Authenticated,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: auth(who), ...(payload ? { payload } : {}) });
}

async function createList(who: Authenticated, name: string, privacy?: string) {
  const res = await call('POST', '/api/bookmarks/folders', who, { name, privacy });
  expect(res.statusCode, res.body).toBe(201);
  return bookmarkFolderSchema.parse(res.json());
}

const fieldsOf = (body: string) =>
  (JSON.parse(body) as { detail?: { fields?: { field: string }[] } }).detail?.fields?.map(
    (f) => f.field,
  );

describe('/api/bookmarks/folders', () => {
  it('needs a signed-in user', async () => {
    const item = { objectId: 1, type: 'DIVE_SPOT' };
    for (const [method, url, payload] of [
      ['GET', '/api/bookmarks/folders', undefined],
      ['POST', '/api/bookmarks/folders', { name: 'x' }],
      ['PUT', '/api/bookmarks/folders/1', { name: 'x' }],
      ['DELETE', '/api/bookmarks/folders/1', undefined],
      ['POST', '/api/bookmarks/folders/1/items', item],
      ['GET', '/api/bookmarks/items/DIVE_SPOT/1/bookmarked', undefined],
    ] as const) {
      const res = await call(method, url, undefined, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('gives every user one default list, Saved, made on first use', async () => {
    const [first, again] = await Promise.all([
      call('GET', '/api/bookmarks/folders', ada),
      call('GET', '/api/bookmarks/folders', ada),
    ]);
    expect(first.statusCode).toBe(200);
    const lists = bookmarkFolderListSchema.parse(first.json());
    expect(bookmarkFolderListSchema.parse(again.json())).toHaveLength(1);
    expect(lists).toEqual([
      expect.objectContaining({ name: 'Favorites', isDefault: true, privacy: 'PRIVATE' }),
    ]);
  });

  it('creates private lists unless asked otherwise, and refuses bad names with the field', async () => {
    const list = await createList(ada, '  Red Sea wrecks  ');
    expect(list).toMatchObject({ name: 'Red Sea wrecks', privacy: 'PRIVATE', isDefault: false });
    expect(list.slug).toMatch(/^red-sea-wrecks-[a-z0-9]{4}$/);
    expect((await createList(ada, 'Öresund & more', 'PUBLIC')).privacy).toBe('PUBLIC');
    for (const payload of [
      { name: '   ' },
      { name: 'x'.repeat(81) },
      {},
      { name: 'a', privacy: 'x' },
    ]) {
      const res = await call('POST', '/api/bookmarks/folders', ada, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fieldsOf(res.body)?.length).toBeGreaterThan(0);
    }
  });

  it('saves spots, centers and species; saving again changes nothing; unknown items are a 404', async () => {
    const list = await createList(ada, 'Wish list');
    const add = (objectId: number, type: string) =>
      call('POST', `/api/bookmarks/folders/${list.objectId}/items`, ada, { objectId, type });
    expect((await add(spotId, 'DIVE_SPOT')).statusCode).toBe(200);
    expect((await add(centerId, 'DIVE_CENTER')).statusCode).toBe(200);
    const again = await add(spotId, 'DIVE_SPOT');
    expect(again.statusCode).toBe(200);
    const saved = bookmarkFolderSchema.parse(again.json());
    expect(saved.savedItems).toEqual([
      { objectId: spotId, type: 'DIVE_SPOT' },
      { objectId: centerId, type: 'DIVE_CENTER' },
    ]);
    expect((await add(speciesId, 'MARINE_LIFE')).statusCode).toBe(200);
    expect((await add(999_999, 'DIVE_SPOT')).statusCode).toBe(404);
    const bad = await add(spotId, 'BOAT');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['type']);

    const check = await call('GET', `/api/bookmarks/items/DIVE_SPOT/${spotId}/bookmarked`, ada);
    expect(bookmarkedSchema.parse(check.json())).toEqual({
      bookmarked: true,
      folderIds: [list.objectId],
    });
    const bobs = await call('GET', `/api/bookmarks/items/DIVE_SPOT/${spotId}/bookmarked`, bob);
    expect(bobs.json()).toEqual({ bookmarked: false, folderIds: [] });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/bookmarks/folders/${list.objectId}/items`,
      headers: auth(ada),
      payload: { objectId: centerId, type: 'DIVE_CENTER' },
    });
    expect(bookmarkFolderSchema.parse(removed.json()).savedItems.map((i) => i.type)).toEqual([
      'DIVE_SPOT',
      'MARINE_LIFE',
    ]);
  });

  it('keeps private lists to their owner (404 to anyone else), public ones readable by all', async () => {
    const list = await createList(ada, 'Secret spots');
    const url = `/api/bookmarks/folders/slug/${list.slug}`;
    expect((await call('GET', url, ada)).statusCode).toBe(200);
    expect((await call('GET', url, bob)).statusCode).toBe(404);
    expect((await call('GET', url)).statusCode).toBe(404);
    const own = `/api/bookmarks/folders/${list.objectId}`;
    expect((await call('PUT', own, bob, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', own, bob)).statusCode).toBe(404);
    expect(
      (await call('POST', `${own}/items`, bob, { objectId: spotId, type: 'DIVE_SPOT' })).statusCode,
    ).toBe(404);

    const made = await call('PUT', `${own}/privacy`, ada, { privacy: 'PUBLIC' });
    expect(bookmarkFolderSchema.parse(made.json()).privacy).toBe('PUBLIC');
    expect((await call('GET', url)).statusCode).toBe(200);
    expect((await call('GET', url, bob)).statusCode).toBe(200);
  });

  it('renames with a new slug and keeps the old one resolving; describes and clears', async () => {
    const list = await createList(ada, 'Cenotes');
    const own = `/api/bookmarks/folders/${list.objectId}`;
    const renamed = bookmarkFolderSchema.parse(
      (await call('PUT', own, ada, { name: 'Cenotes of Yucatán' })).json(),
    );
    expect(renamed.slug).toMatch(/^cenotes-of-yucatan-/);
    for (const slug of [list.slug, renamed.slug]) {
      const res = await call('GET', `/api/bookmarks/folders/slug/${slug}`, ada);
      expect(bookmarkFolderSchema.parse(res.json())).toMatchObject({
        objectId: list.objectId,
        name: 'Cenotes of Yucatán',
        slug: renamed.slug,
      });
    }
    const described = await call('PUT', `${own}/description`, ada, {
      description: ' Fresh water ',
    });
    expect(bookmarkFolderSchema.parse(described.json()).description).toBe('Fresh water');
    const cleared = await call('PUT', `${own}/description`, ada, { description: '  ' });
    expect(bookmarkFolderSchema.parse(cleared.json()).description).toBeNull();
    const long = await call('PUT', `${own}/description`, ada, { description: 'x'.repeat(1001) });
    expect(fieldsOf(long.body)).toEqual(['description']);
  });

  it('deletes a list but never the default one', async () => {
    const lists = bookmarkFolderListSchema.parse(
      (await call('GET', '/api/bookmarks/folders', bob)).json(),
    );
    const saved = lists.find((l) => l.isDefault) as BookmarkFolder;
    const refused = await call('DELETE', `/api/bookmarks/folders/${saved.objectId}`, bob);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'DEFAULT_LIST' });
    const list = await createList(bob, 'Short-lived');
    expect((await call('DELETE', `/api/bookmarks/folders/${list.objectId}`, bob)).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/api/bookmarks/folders/slug/${list.slug}`, bob)).statusCode).toBe(
      404,
    );
  });

  it('lists public lists newest first with the owner’s first name and counts', async () => {
    const list = await createList(bob, 'Bob’s favourites', 'PUBLIC');
    await call('POST', `/api/bookmarks/folders/${list.objectId}/items`, bob, {
      objectId: spotId,
      type: 'DIVE_SPOT',
    });
    const res = await call('GET', '/api/bookmarks/public?size=2');
    const page = publicFolderPageSchema.parse(res.json());
    expect(page.content[0]).toMatchObject({
      objectId: list.objectId,
      ownerName: 'Bob',
      itemCount: 1,
    });
    expect(page.size).toBe(2);
    expect(page.content.every((l) => l.name !== 'Secret spots' || l.ownerName === 'Ada')).toBe(
      true,
    );
    expect((await call('GET', '/api/bookmarks/public?size=500')).statusCode).toBe(400);
  });

  it('holds an account to 200 lists and a list to 5,000 items, with a 400 naming the field', async () => {
    const db = t.database.db;
    const diver = await signIn(t.app, await buildUser(db));
    await call('GET', '/api/bookmarks/folders', diver);
    for (let i = 1; i < 200; i++) await createList(diver, `List ${i}`);
    const over = await call('POST', '/api/bookmarks/folders', diver, { name: 'One more' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'LIST_LIMIT' });
    expect(fieldsOf(over.body)).toEqual(['name']);

    const full = bookmarkFolderListSchema.parse(
      (await call('GET', '/api/bookmarks/folders', diver)).json(),
    )[1] as BookmarkFolder;
    await db
      .insertInto('bookmark_item')
      .values(
        Array.from({ length: 5000 }, (_, i) => ({
          folder_id: full.objectId,
          type: 'MARINE_LIFE',
          object_id: 1_000_000 + i,
          position: i + 1,
        })),
      )
      .execute();
    const more = await call('POST', `/api/bookmarks/folders/${full.objectId}/items`, diver, {
      objectId: spotId,
      type: 'DIVE_SPOT',
    });
    expect(more.statusCode).toBe(400);
    expect(more.json()).toMatchObject({ code: 'LIST_FULL' });
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths.filter((p) => p.startsWith('/api/bookmarks')).sort()).toEqual([
      '/api/bookmarks/folders',
      '/api/bookmarks/folders/slug/{slug}',
      '/api/bookmarks/folders/slug/{slug}/export.csv',
      '/api/bookmarks/folders/slug/{slug}/export.gpx',
      '/api/bookmarks/folders/slug/{slug}/view',
      '/api/bookmarks/folders/{id}',
      '/api/bookmarks/folders/{id}/description',
      '/api/bookmarks/folders/{id}/items',
      '/api/bookmarks/folders/{id}/items/position',
      '/api/bookmarks/folders/{id}/privacy',
      '/api/bookmarks/items',
      '/api/bookmarks/items/{type}/{id}/bookmarked',
      '/api/bookmarks/public',
    ]);
  });
});
