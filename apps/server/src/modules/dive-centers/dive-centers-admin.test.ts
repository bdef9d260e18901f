import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDiveCenter, AdminDiveCenterWrite } from '@divespot/shared/admin-content';
import type { Bookmarked, BookmarkFolder } from '@divespot/shared/bookmarks';
import type { DiveCenterDetail } from '@divespot/shared/dive-centers';
import { createAdminTestApp, refusedFields, type AdminTestApp } from '../../test/admin-client.ts';
import { buildCountry, type BuiltCountry } from '../../test/builders/build-country.ts';
import { buildRegion } from '../../test/builders/build-region.ts';

/** The console's dive center editor: POST, GET, PUT and DELETE /api/admin/dive-centers. */

let a: AdminTestApp;
let country: BuiltCountry;

// Open South Atlantic: no real country's outline or coast is near, so the built boxes decide.
beforeAll(async () => {
  a = await createAdminTestApp();
  const db = a.t.database.db;
  country = await buildCountry(db, { slug: 'far-isles', latitude: -30, longitude: -20 });
  await buildRegion(db, {
    country_id: country.id,
    slug: 'east-isle',
    name: 'East Isle',
    north: -29,
    south: -31,
    east: -19,
    west: -21,
  });
});
afterAll(() => a.t.close());

const form = (overrides: Partial<AdminDiveCenterWrite> = {}): AdminDiveCenterWrite => ({
  name: 'Harbour Divers',
  address: '2 Quay Street',
  latitude: -30.2,
  longitude: -20.3,
  phone: '+290 555 0101',
  email: 'desk@harbour-divers.test',
  website: 'https://harbour-divers.test',
  agencies: ['PADI', 'SSI'],
  services: ['courses', 'boat-dives'],
  languages: ['en', 'de'],
  hours: {
    monday: { open: '08:00', close: '17:00' },
    saturday: { open: '09:00', close: '12:00' },
    sunday: 'closed',
  },
  ...overrides,
});

const publicCenter = (slug: string) =>
  a.call('GET', `/api/divecenters/slug/${slug}`, undefined, null);

describe('creating a dive center', () => {
  it('answers 201 with the center and its place; its page shows it with its hours', async () => {
    const created = await a.ok<AdminDiveCenter>('POST', '/api/admin/dive-centers', form(), 201);
    expect(created).toMatchObject({
      slug: 'harbour-divers',
      path: '/dive-centers/harbour-divers',
      source: { name: 'divespot', license: 'CC-BY-4.0' },
      place: {
        country: { code: country.code, slug: 'far-isles', name: country.name },
        region: { slug: 'east-isle', name: 'East Isle' },
      },
      hours: form().hours,
      images: [],
    });
    expect(await a.ok<AdminDiveCenter>('GET', `/api/admin/dive-centers/${created.id}`)).toEqual(
      created,
    );

    const res = await publicCenter('harbour-divers');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DiveCenterDetail>()).toMatchObject({
      objectId: created.id,
      sample: false,
      rating: null,
      country: { slug: 'far-isles' },
      region: { slug: 'east-isle' },
      hours: {
        monday: { open: '08:00', close: '17:00' },
        saturday: { open: '09:00', close: '12:00' },
        sunday: 'closed',
      },
    });
    const [entry] = await a.audit('dive_center', created.id);
    expect(entry).toMatchObject({ action: 'dive_center.create', before: null });
    expect(entry?.after).toMatchObject({ slug: 'harbour-divers', hours: form().hours });

    const twin = await a.ok<AdminDiveCenter>('POST', '/api/admin/dive-centers', form(), 201);
    expect(twin.slug).toBe('harbour-divers-2');
  });

  it('refuses bad input with 400 naming each field and its reason, and writes nothing', async () => {
    const refused = async (overrides: Partial<AdminDiveCenterWrite>) =>
      refusedFields(
        await a.call('POST', '/api/admin/dive-centers', form({ name: 'Refused', ...overrides })),
      );
    expect(await refused({ hours: { monday: { open: '25:00', close: '17:00' } } })).toMatchObject({
      'hours.monday.open': 'must be HH:MM',
    });
    expect(
      await refused({
        website: 'ftp://files.harbour-divers.test',
        email: 'not an address',
        languages: ['eng'],
        latitude: 91,
      }),
    ).toEqual({
      website: 'must be a web address starting with https://',
      email: 'must be an e-mail address',
      'languages.0': 'must be a two-letter language code such as en',
      latitude: 'must be between -90 and 90',
    });
    expect(await refused({ services: ['courses', 'courses'] })).toEqual({
      services: 'must not repeat an entry',
    });
    expect((await publicCenter('refused')).statusCode).toBe(404);
  });
});

describe('editing a dive center', () => {
  it('replaces it, finds its place again and shows the new hours at once', async () => {
    const center = await a.ok<AdminDiveCenter>(
      'POST',
      '/api/admin/dive-centers',
      form({ name: 'Reef Runners' }),
      201,
    );
    await publicCenter(center.slug); // answered once before the edit
    const moved = await a.ok<AdminDiveCenter>(
      'PUT',
      `/api/admin/dive-centers/${center.id}`,
      form({
        name: 'Reef Runners Dive Club',
        latitude: -33,
        longitude: -23,
        website: null,
        hours: { tuesday: { open: '07:30', close: '15:00' } },
      }),
    );
    expect(moved).toMatchObject({
      slug: center.slug,
      name: 'Reef Runners Dive Club',
      website: null,
      place: { country: { slug: 'far-isles' }, region: null },
      hours: { tuesday: { open: '07:30', close: '15:00' } },
    });
    const page = (await publicCenter(center.slug)).json<DiveCenterDetail>();
    expect(page).toMatchObject({
      name: 'Reef Runners Dive Club',
      region: null,
      website: null,
      hours: { tuesday: { open: '07:30', close: '15:00' } },
    });
    const none = await a.ok<AdminDiveCenter>(
      'PUT',
      `/api/admin/dive-centers/${center.id}`,
      form({ name: 'Reef Runners Dive Club', hours: {} }),
    );
    expect(none.hours).toBeNull();
    expect((await publicCenter(center.slug)).json<DiveCenterDetail>().hours).toBeNull();

    const [last, first] = await a.audit('dive_center', center.id);
    expect(first).toMatchObject({
      action: 'dive_center.update',
      before: { name: 'Reef Runners', place: { region: { slug: 'east-isle' } } },
      after: { name: 'Reef Runners Dive Club', place: { region: null } },
    });
    expect(last).toMatchObject({ before: { hours: moved.hours }, after: { hours: null } });
  });
});

describe('deleting a dive center', () => {
  it('answers 204; the page and divers’ saved items are gone, and the log says so', async () => {
    const center = await a.ok<AdminDiveCenter>(
      'POST',
      '/api/admin/dive-centers',
      form({ name: 'Short Season Divers' }),
      201,
    );
    const list = (
      await a.call('POST', '/api/bookmarks/folders', { name: 'Centers' }, a.diver)
    ).json<BookmarkFolder>();
    const item = { objectId: center.id, type: 'DIVE_CENTER' };
    await a.call('POST', `/api/bookmarks/folders/${list.objectId}/items`, item, a.diver);
    const saved = `/api/bookmarks/items/DIVE_CENTER/${center.id}/bookmarked`;
    expect((await a.call('GET', saved, undefined, a.diver)).json<Bookmarked>().bookmarked).toBe(
      true,
    );

    expect((await a.call('DELETE', `/api/admin/dive-centers/${center.id}`)).statusCode).toBe(204);
    expect((await publicCenter(center.slug)).statusCode).toBe(404);
    expect((await a.call('GET', saved, undefined, a.diver)).json<Bookmarked>().bookmarked).toBe(
      false,
    );
    const [entry] = await a.audit('dive_center', center.id);
    expect(entry).toMatchObject({
      action: 'dive_center.delete',
      before: { slug: center.slug },
      after: null,
    });
  });

  it('answers 404 for an id of no dive center, on every call', async () => {
    const gone = 99_999;
    expect((await a.call('GET', `/api/admin/dive-centers/${gone}`)).statusCode).toBe(404);
    expect((await a.call('PUT', `/api/admin/dive-centers/${gone}`, form())).statusCode).toBe(404);
    expect((await a.call('DELETE', `/api/admin/dive-centers/${gone}`)).statusCode).toBe(404);
  });
});
