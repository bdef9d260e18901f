// @vitest-environment happy-dom
import type { AdminSpecies } from '@divespot/shared/admin-content';
import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { currentLocation, json, stubApi, type ApiHandler } from '../../../test/render.tsx';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import {
  editorSetup,
  errorUnder,
  noContent,
  refusedField,
  renderEditor,
  testSpecies,
} from '../content-editors.test-helpers.tsx';
import { SpeciesEditor } from './species-editor.tsx';

const SPOTS = [
  { type: 'DIVE_SPOT', objectId: 9, slug: 'blue-corner', title: 'Blue Corner', details: 'Palau' },
  { type: 'DIVE_SPOT', objectId: 7, slug: 'manta-point', title: 'Manta Point', details: 'Bali' },
];

function EditorAtAddress() {
  const { id = '' } = useParams();
  return <SpeciesEditor id={id === 'new' ? 'new' : Number(id)} />;
}

const renderSpecies = (id: number | 'new', language = inLanguage('en-US')) =>
  renderEditor(
    '/admin/content/species/:id',
    <EditorAtAddress />,
    `/admin/content/species/${id}`,
    language,
  );

/**
 * The species endpoints over `species` (by id) and the spot search, answering as the server
 * does, unless `handle` answers first.
 */
function stubSpecies(species: AdminSpecies[] = [], handle?: ApiHandler) {
  const byId = new Map(species.map((s) => [s.id, s]));
  return stubApi((url, init) => {
    const own = handle?.(url, init);
    if (own) return own;
    if (url.pathname === '/api/search') {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json(
        200,
        SPOTS.filter((s) => s.title.toLowerCase().includes(q)),
      );
    }
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/admin/species' && method === 'POST') {
      const body = JSON.parse(init.body as string) as AdminSpecies;
      return json(201, { ...testSpecies(), ...body, id: 77, sightings: [], path: null });
    }
    const id = Number(/^\/api\/admin\/species\/(\d+)$/.exec(url.pathname)?.[1]);
    const found = byId.get(id);
    if (!found) return undefined;
    if (method === 'GET') return json(200, found);
    if (method === 'DELETE') return noContent();
    if (method === 'PUT') return json(200, { ...found, ...JSON.parse(init.body as string) });
    return undefined;
  });
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const valueOf = (name: string | RegExp) => (textbox(name) as HTMLInputElement).value;
const pressed = (name: string) =>
  screen.getByRole('button', { name }).getAttribute('aria-pressed') === 'true';
const puts = (api: ReturnType<typeof stubSpecies>) =>
  api.requests.filter((r) => r.method === 'PUT');

editorSetup();
afterEach(() => useUnitsStore.setState({ system: 'metric' }));

describe('the species editor', () => {
  it('opens a species with its group, Red List category, sizes and sightings', async () => {
    stubSpecies([testSpecies()]);
    renderSpecies(42);
    await screen.findByRole('heading', { level: 2, name: 'Reef manta ray' });
    expect(valueOf('Scientific name')).toBe('Mobula alfredi');
    const group = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Group' });
    expect(group.selectedOptions[0]?.textContent).toBe('Rays');
    const iucn = screen.getByRole<HTMLSelectElement>('combobox', {
      name: 'IUCN Red List category',
    });
    expect(iucn.selectedOptions[0]?.textContent).toBe('VU · Vulnerable');
    expect(valueOf('Typical size')).toBe('350');
    expect(valueOf('Deepest depth')).toBe('40');
    expect(screen.getByText('Seen at 1 spot.')).toBeTruthy();
    expect(pressed('Manta Point, June')).toBe(true);
    expect(pressed('Manta Point, May')).toBe(false);
    expect(pressed('Manta Point, whole year')).toBe(false);
    expect(screen.getByRole('link', { name: /View the species page/ }).getAttribute('href')).toBe(
      '/marine-life/reef-manta-ray',
    );
  });

  it('names the months in the reader’s language', async () => {
    stubSpecies([testSpecies()]);
    renderSpecies(42, inLanguage('de'));
    await screen.findByRole('heading', { level: 2, name: 'Reef manta ray' });
    expect(pressed('Manta Point, Juni')).toBe(true);
    expect(pressed('Manta Point, März')).toBe(false);
    expect(screen.getByRole('button', { name: 'Manta Point, ganzjährig' })).toBeTruthy();
  });

  it('refuses what the shared schema refuses, saying why under each field', async () => {
    const api = stubSpecies([testSpecies()]);
    const { user } = renderSpecies(42);
    await screen.findByRole('heading', { level: 2, name: 'Reef manta ray' });
    await user.clear(textbox('Common name (English)'));
    await user.clear(textbox('Shallowest depth'));
    await user.type(textbox('Shallowest depth'), '50');
    await user.clear(textbox('Typical size'));
    await user.type(textbox('Typical size'), '6000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const summary = screen.getByRole('alert', { name: /fields need attention/ });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Common name (English)', 'Typical size', 'Deepest depth']);
    expect(errorUnder(textbox('Common name (English)'))).toBe('This field is required.');
    expect(errorUnder(textbox('Deepest depth'))).toBe(
      'The deepest point cannot be shallower than the shallowest.',
    );
    expect(errorUnder(textbox('Typical size'))).toBe('Enter a value from 0 cm to 5,000 cm.');
    expect(puts(api)).toEqual([]);
  });

  it('shows a field the server refused under it', async () => {
    stubSpecies([testSpecies()], (url, init) =>
      init.method === 'PUT'
        ? refusedField('scientificName', 'must be at most 120 characters')
        : undefined,
    );
    const { user } = renderSpecies(42);
    await screen.findByRole('heading', { level: 2, name: 'Reef manta ray' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(errorUnder(textbox('Scientific name'))).toBe('Use at most 120 characters.'),
    );
  });

  it('sends the whole species, sightings as toggled and spots as added or removed', async () => {
    const api = stubSpecies([testSpecies()]);
    const { user } = renderSpecies(42);
    await screen.findByRole('heading', { level: 2, name: 'Reef manta ray' });

    await user.click(screen.getByRole('button', { name: 'Manta Point, September' }));
    expect(pressed('Manta Point, September')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Manta Point, whole year' }));
    expect(pressed('Manta Point, whole year')).toBe(true);
    expect(pressed('Manta Point, January')).toBe(true);

    // Enter in the search box does not save the species.
    await user.type(screen.getByRole('searchbox', { name: 'Add a spot' }), 'o{Enter}');
    await screen.findByRole('button', { name: 'Add Blue Corner' });
    expect(screen.getByRole('button', { name: /^Added\W+Manta Point$/ })).toHaveProperty(
      'disabled',
      true,
    );
    const search = api.to('/api/search').at(-1)!.url.searchParams;
    expect([search.get('q'), search.get('source'), search.get('lang')]).toEqual([
      'o',
      'DIVE_SPOT',
      'en-US',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add Blue Corner' }));
    expect(
      screen.getByText('Blue Corner added. Choose the months divers see it there.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Add a spot' }));
    expect(puts(api)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Blue Corner, March' }));
    await user.click(screen.getByRole('button', { name: 'Blue Corner, November' }));
    expect(screen.getByText('Seen at 2 spots.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes saved.');
    expect(puts(api)[0]!.url.pathname).toBe('/api/admin/species/42');
    expect(puts(api)[0]!.body).toEqual({
      commonName: 'Reef manta ray',
      scientificName: 'Mobula alfredi',
      group: 'ray',
      family: 'Mobulidae',
      iucn: 'VU',
      sizeCm: 350,
      depthMin: 0,
      depthMax: 40,
      description: 'A large ray of coastal reefs.',
      translations: {
        es: null,
        fr: null,
        de: 'Ein großer Rochen küstennaher Riffe.',
        'pt-BR': null,
        ja: null,
      },
      commonNameTranslations: { es: null, fr: null, de: 'Riffmanta', 'pt-BR': null, ja: null },
      sightings: [
        { spotId: 7, months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
        { spotId: 9, months: [3, 11] },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Remove Manta Point' }));
    expect(screen.queryByRole('button', { name: 'Manta Point, June' })).toBeNull();
    expect(screen.getByText('Manta Point removed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect((puts(api)[1]!.body as AdminSpecies).sightings).toEqual([
      { spotId: 9, months: [3, 11] },
    ]);
  });

  it('shows sizes and depths in the reader’s units and sends them in metric', async () => {
    useUnitsStore.setState({ system: 'imperial' });
    const api = stubSpecies([testSpecies()]);
    const { user } = renderSpecies(42);
    await screen.findByRole('heading', { level: 2, name: 'Reef manta ray' });
    expect(valueOf('Typical size')).toBe('137.8');
    expect(screen.getByText('in')).toBeTruthy();
    expect(valueOf('Deepest depth')).toBe('131.2');
    await user.clear(textbox('Deepest depth'));
    await user.type(textbox('Deepest depth'), '100');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes saved.');
    const body = puts(api)[0]!.body as AdminSpecies;
    // Untouched, the size keeps its centimetres; the typed depth is turned into metres.
    expect([body.sizeCm, body.depthMin, body.depthMax]).toEqual([350, 0, 30.48]);
  });

  it('creates a species, then opens it at its own address', async () => {
    const api = stubSpecies();
    const { user } = renderSpecies('new');
    expect(screen.getByRole('heading', { level: 2, name: 'New species' })).toBeTruthy();
    await user.type(textbox('Common name (English)'), 'Whale shark');
    await user.type(textbox('Scientific name'), 'Rhincodon typus');
    await user.click(screen.getByRole('button', { name: 'Create species' }));
    expect(errorUnder(screen.getByRole('combobox', { name: 'Group' }))).toBe(
      'Choose one of the options.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), 'Sharks');
    await user.click(screen.getByRole('button', { name: 'Create species' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/content/species/77'));
    const post = api.to('/api/admin/species')[0]!;
    expect(post.method).toBe('POST');
    expect(post.body).toMatchObject({
      commonName: 'Whale shark',
      scientificName: 'Rhincodon typus',
      group: 'shark',
      iucn: null,
      sizeCm: null,
      sightings: [],
    });
  });

  it('deletes a species only once confirmed, then returns to the list', async () => {
    const api = stubSpecies([testSpecies()]);
    const { user } = renderSpecies(42);
    await user.click(await screen.findByRole('button', { name: 'Delete species' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Reef manta ray?' });
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete species' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/content?kind=species'));
    expect(api.to('/api/admin/species/42').at(-1)?.method).toBe('DELETE');
  });
});
