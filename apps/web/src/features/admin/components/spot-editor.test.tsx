// @vitest-environment happy-dom
import type { AdminSpot } from '@divespot/shared/admin-content';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import { inLanguage } from '../../../test/in-language.ts';
import { currentLocation, json, stubApi, type ApiHandler } from '../../../test/render.tsx';
import { testImage, testSpot } from '../admin-content.fixture.ts';
import { consoleSetup, renderConsole } from '../console.test-helpers.tsx';
import { emptyContentList } from '../content-editors.test-helpers.tsx';

const SPOT = '/api/admin/spots/12';
const PLACE_AT = '/api/admin/places/at';
const EGYPT = {
  country: { code: 'EG', slug: 'egypt', name: 'Egypt' },
  region: { slug: 'red-sea', name: 'Red Sea' },
};

/** The spot endpoints: the spot reads as `spot`, a save answers the body as the record. */
function stubSpot(spot: AdminSpot = testSpot(), more: ApiHandler = () => undefined) {
  return stubApi((url, init) => {
    const answer = more(url, init);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    if (url.pathname === PLACE_AT) {
      return json(
        200,
        Number(url.searchParams.get('lat')) < -50 ? { country: null, region: null } : EGYPT,
      );
    }
    if (url.pathname === SPOT && method === 'GET') return json(200, spot);
    // The spot a create made, as its editor opens it next.
    if (url.pathname === '/api/admin/spots/77')
      return json(200, testSpot({ id: 77, name: 'Ras Mohammed' }));
    if (url.pathname === SPOT && method === 'PUT') {
      return json(200, { ...spot, ...(JSON.parse(init.body as string) as object) });
    }
    if (url.pathname === '/api/admin/spots' && method === 'POST') {
      return json(201, { ...testSpot(), ...(JSON.parse(init.body as string) as object), id: 77 });
    }
    if (url.pathname === SPOT && method === 'DELETE') return new Response(null, { status: 204 });
    return emptyContentList(url);
  });
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });
const puts = (api: ReturnType<typeof stubSpot>) => api.to(SPOT).filter((r) => r.method === 'PUT');

consoleSetup();
afterEach(() => useUnitsStore.setState({ system: 'metric' }));

describe('the spot editor', () => {
  it('opens a spot in sections, with its place and its public page', async () => {
    stubSpot();
    renderConsole('/admin/content/spots/12');
    expect(await screen.findByRole('heading', { level: 2, name: 'SS Thistlegorm' })).toBeTruthy();
    expect((field('Name') as HTMLInputElement).value).toBe('SS Thistlegorm');
    expect((field(/^Shallowest depth/) as HTMLInputElement).value).toBe('16');
    expect(field(/^Shallowest depth/).getAttribute('aria-describedby')).toContain('unit');
    for (const section of ['Basics', 'Where', 'Diving', 'Conditions', 'Facilities', 'Pictures']) {
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    }
    // Choices are named as the spot page names them; unknown ones read as such.
    const level = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Level' });
    expect(level.selectedOptions[0]?.textContent).toBe('Advanced');
    expect(
      screen.getByRole<HTMLSelectElement>('combobox', { name: 'Entry' }).selectedOptions[0]
        ?.textContent,
    ).toBe('By boat');
    expect(screen.getByRole('checkbox', { name: 'Wreck diving' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'May' })).toHaveProperty('checked', true);
    // The translations are folded away, saying how many there are.
    const translations = screen.getByText('Description in other languages').closest('details')!;
    expect(translations.open).toBe(false);
    expect(within(translations).getByText('1 of 5 languages translated')).toBeTruthy();
    expect(await screen.findByText('Egypt · Red Sea')).toBeTruthy();
    const view = screen.getByRole('link', { name: /View the spot page/ });
    expect(view.getAttribute('href')).toBe('/spots/thistlegorm');
    expect(
      screen.getByText('No pictures yet: the public page shows an illustration.'),
    ).toBeTruthy();
  });

  it('checks a field when it is left, in the reader’s language', async () => {
    stubSpot();
    const { user } = renderConsole('/admin/content/spots/12', inLanguage('de'));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    expect(screen.queryByText('Dieses Feld ist erforderlich.')).toBeNull();
    await user.tab();
    const error = screen.getByText('Dieses Feld ist erforderlich.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toContain(error.id);
    // Corrected, the error goes at once.
    await user.type(name, 'Thistlegorm');
    expect(screen.queryByText('Dieses Feld ist erforderlich.')).toBeNull();
  });

  it('lists every problem at the top on submit and sends nothing', async () => {
    const api = stubSpot();
    const { user } = renderConsole('/admin/content/spots/12');
    await screen.findByRole('heading', { level: 2, name: 'SS Thistlegorm' });
    await user.clear(field(/^Shallowest depth/));
    await user.type(field(/^Shallowest depth/), '40');
    await user.clear(field(/^Latitude/));
    await user.type(field(/^Latitude/), '95');
    await user.click(saveButton());

    const summary = screen.getByRole('alert', { name: /fields? need/ });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('link', { name: 'Latitude' })).toBeTruthy();
    expect(summary.textContent).toContain('Latitude: Enter a value from -90 to 90.');
    // The depths' order is checked once every field is valid.
    await user.click(within(summary).getByRole('link', { name: 'Latitude' }));
    expect(document.activeElement).toBe(field(/^Latitude/));
    await user.clear(field(/^Latitude/));
    await user.type(field(/^Latitude/), '27.8');
    await user.click(saveButton());
    expect(
      await screen.findByText('The deepest point cannot be shallower than the shallowest.'),
    ).toBeTruthy();
    expect(puts(api)).toEqual([]);
  });

  it('shows a server’s refusal under the field it names', async () => {
    stubSpot(testSpot(), (url, init) =>
      url.pathname === SPOT && init.method === 'PUT'
        ? json(400, {
            status: 400,
            code: 'VALIDATION_FAILED',
            message: 'Some fields are invalid.',
            detail: { fields: [{ field: 'siteType', message: 'must be at most 40 characters' }] },
          })
        : undefined,
    );
    const { user } = renderConsole('/admin/content/spots/12');
    await screen.findByRole('heading', { level: 2, name: 'SS Thistlegorm' });
    await user.click(saveButton());
    const siteType = screen.getByRole('combobox', { name: /^Kind of site/ });
    await waitFor(() => expect(siteType.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(/Use at most 40 characters\./)).toHaveLength(2);
    expect(screen.queryByText('Changes saved.')).toBeNull();
  });

  it('saves the whole spot in metric for a diver reading feet', async () => {
    useUnitsStore.setState({ system: 'imperial' });
    const api = stubSpot();
    const { user } = renderConsole('/admin/content/spots/12');
    const deepest = await screen.findByRole('textbox', { name: /^Deepest depth/ });
    expect((deepest as HTMLInputElement).value).toBe('98.4');
    expect(screen.getAllByText('ft').length).toBeGreaterThan(0);
    await user.clear(deepest);
    await user.type(deepest, '100');
    await user.click(screen.getByRole('checkbox', { name: 'Parking' }));
    await user.click(screen.getByText('Description in other languages'));
    await user.type(screen.getByRole('textbox', { name: 'In German' }), 'Ein Wrack.');
    await user.click(saveButton());

    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    expect(puts(api)).toHaveLength(1);
    expect(puts(api)[0]!.body).toEqual({
      name: 'SS Thistlegorm',
      description: 'A British supply ship sunk in 1941.',
      translations: {
        es: null,
        fr: 'Un cargo britannique coulé en 1941.',
        de: 'Ein Wrack.',
        'pt-BR': null,
        ja: null,
      },
      latitude: 27.8142,
      longitude: 33.9206,
      altitude: null,
      entry: 'boat',
      siteType: 'wreck',
      waterType: 'ocean',
      depthMin: 16,
      depthMax: 30.48,
      level: 'advanced',
      certification: 'advanced',
      activities: ['scuba', 'wreck'],
      tags: ['ww2'],
      visibilityMin: 15,
      visibilityMax: 30,
      current: 'moderate',
      waterTempC: null,
      bestMonths: [4, 5, 6],
      facilities: ['parking'],
    });
  });

  it('creates a spot placed by its typed coordinates, then opens it', async () => {
    const api = stubSpot();
    const { user } = renderConsole('/admin/content/spots/new');
    expect(await screen.findByRole('heading', { level: 2, name: 'New dive spot' })).toBeTruthy();
    expect(screen.getByText('Place the point to see its country and region.')).toBeTruthy();
    expect(
      screen.getByText('Pictures can be added once the record has been created.'),
    ).toBeTruthy();
    await user.type(field('Name'), 'Ras Mohammed');
    // Keyboard order: the coordinates one after the other, then the rest of the section.
    await user.click(field(/^Latitude/));
    await user.keyboard('27.73');
    await user.tab();
    expect(document.activeElement).toBe(field(/^Longitude/));
    await user.keyboard('34.25');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Entry' }));
    expect(await screen.findByText('Egypt · Red Sea')).toBeTruthy();
    expect(api.to(PLACE_AT).at(-1)!.url.search).toBe('?lat=27.73&lng=34.25');

    await user.click(screen.getByRole('button', { name: 'Create dive spot' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/content/spots/77'));
    const posted = api.to('/api/admin/spots')[0]!.body as Record<string, unknown>;
    expect(posted).toMatchObject({
      name: 'Ras Mohammed',
      latitude: 27.73,
      longitude: 34.25,
      depthMin: null,
      entry: null,
      activities: [],
      translations: { es: null },
    });
    expect(
      await screen.findByText('Dive spot created. You can now add its pictures.'),
    ).toBeTruthy();
  });

  it('says when the point is in open sea', async () => {
    stubSpot();
    const { user } = renderConsole('/admin/content/spots/new');
    await user.type(await screen.findByRole('textbox', { name: /^Latitude/ }), '-60');
    await user.type(field(/^Longitude/), '-120');
    expect(
      await screen.findByText('Open sea: no country or region contains this point.'),
    ).toBeTruthy();
  });

  it('deletes a spot only once confirmed, then goes back to the list', async () => {
    const api = stubSpot();
    const { user } = renderConsole('/admin/content/spots/12');
    await screen.findByRole('heading', { level: 2, name: 'SS Thistlegorm' });
    await user.click(screen.getByRole('button', { name: 'Delete dive spot' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “SS Thistlegorm”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to(SPOT).filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete dive spot' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete dive spot' }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/admin/content?kind=spots'));
    expect(api.to(SPOT).filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('adds pictures through the file input, says why one failed, and deletes one', async () => {
    const uploads: string[] = [];
    const api = stubSpot(testSpot({ images: [testImage()] }), (url, init) => {
      if (url.pathname === '/api/admin/images/spots/12' && init.method === 'POST') {
        const file = init.body as File;
        uploads.push(file.type);
        return file.type === 'image/gif'
          ? json(415, { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'No.' })
          : json(201, testImage({ id: 502, url: '/images/502.webp' }));
      }
      if (url.pathname === '/api/admin/images/501' && init.method === 'DELETE') {
        return new Response(null, { status: 204 });
      }
      return undefined;
    });
    const { user } = renderConsole('/admin/content/spots/12');
    expect(await screen.findByRole('img', { name: 'Picture 1 of SS Thistlegorm' })).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>('Choose pictures');
    await user.upload(input, new File(['x'], 'reef.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Picture 2 of SS Thistlegorm' })).toBeTruthy();
    expect(screen.getByText('reef.png added.')).toBeTruthy();

    await user
      .setup({ applyAccept: false })
      .upload(input, [new File(['x'], 'anim.gif', { type: 'image/gif' })]);
    expect(
      await screen.findByText(
        'anim.gif was not added: only JPEG, PNG and WebP pictures are accepted.',
      ),
    ).toBeTruthy();
    expect(uploads).toEqual(['image/png', 'image/gif']);

    await user.click(screen.getByRole('button', { name: 'Delete picture 1' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete picture 1?' })).getByRole('button', {
        name: 'Delete picture',
      }),
    );
    expect(await screen.findByText('Picture 1 deleted.')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^Picture \d of/ })).toHaveLength(1);
    expect(api.to('/api/admin/images/501')).toHaveLength(1);
  });
});
