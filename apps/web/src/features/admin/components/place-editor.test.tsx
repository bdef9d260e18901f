// @vitest-environment happy-dom
import type { AdminPlace } from '@divespot/shared/admin-content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi, type ApiHandler } from '../../../test/render.tsx';
import {
  editorSetup,
  errorUnder,
  refusedField,
  renderEditor,
  testPlace,
} from '../content-editors.test-helpers.tsx';
import { PlaceEditor } from './place-editor.tsx';

const renderPlace = (kind: 'countries' | 'regions', id: number) =>
  renderEditor(
    `/admin/content/${kind}/:id`,
    <PlaceEditor kind={kind} id={id} />,
    `/admin/content/${kind}/${id}`,
  );

/** One country's or region's endpoints: read, and write answering as the server does. */
function stubPlace(path: string, place: AdminPlace | null, handle?: ApiHandler) {
  return stubApi((url, init) => {
    if (url.pathname !== path) return undefined;
    const own = handle?.(url, init);
    if (own) return own;
    if (!place) return json(404, { message: 'Not found.' });
    if (init.method === 'PUT') return json(200, { ...place, ...JSON.parse(init.body as string) });
    return json(200, place);
  });
}

const textbox = (name: string) => screen.getByRole('textbox', { name });

editorSetup();

describe('the place editor', () => {
  it('shows a region’s name as it is and saves its description and translations', async () => {
    const api = stubPlace('/api/admin/regions/5', testPlace());
    const { user } = renderPlace('regions', 5);
    await screen.findByRole('heading', { level: 2, name: 'Red Sea' });
    expect(screen.getByText('Region in Egypt')).toBeTruthy();
    // The name is not a field.
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.getByRole('link', { name: /View the region page/ }).getAttribute('href')).toBe(
      '/locations/regions/egypt/red-sea',
    );
    expect((textbox('Description (English)') as HTMLTextAreaElement).value).toBe(
      'Warm water and coral walls.',
    );

    await user.click(screen.getByText('Description in other languages'));
    expect((textbox('In French') as HTMLTextAreaElement).value).toBe(
      'Eau chaude et tombants coralliens.',
    );
    await user.type(textbox('In German'), 'Warmes Wasser.');
    await user.clear(textbox('In French'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes saved.');

    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      description: 'Warm water and coral walls.',
      // A cleared translation goes as null: the server removes it.
      translations: { es: null, fr: null, de: 'Warmes Wasser.', 'pt-BR': null, ja: null },
    });
  });

  it('refuses a description longer than the schema allows', async () => {
    const api = stubPlace(
      '/api/admin/countries/3',
      testPlace({ id: 3, name: 'Egypt', detail: null }),
    );
    const { user } = renderPlace('countries', 3);
    await screen.findByRole('heading', { level: 2, name: 'Egypt' });
    expect(screen.getByText('Country')).toBeTruthy();
    fireEvent.change(textbox('Description (English)'), { target: { value: 'x'.repeat(8001) } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(errorUnder(textbox('Description (English)'))).toBe('Use at most 8,000 characters.');
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('shows a translation the server refused under it, its languages opened', async () => {
    stubPlace(
      '/api/admin/countries/3',
      testPlace({ id: 3, name: 'Egypt', detail: null }),
      (url, init) =>
        init.method === 'PUT'
          ? refusedField('translations.ja', 'must be at most 8000 characters')
          : undefined,
    );
    const { user } = renderPlace('countries', 3);
    await screen.findByRole('heading', { level: 2, name: 'Egypt' });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const summary = await screen.findByRole('alert', { name: /One field needs attention/ });
    expect(within(summary).getByRole('link').textContent).toBe('Description in other languages');
    await waitFor(() =>
      expect(errorUnder(textbox('In Japanese'))).toBe('Use at most 8,000 characters.'),
    );
    const languages = screen.getByText('Description in other languages', { selector: 'span' });
    expect(languages.closest('details')?.open).toBe(true);
  });

  it('says so when the region does not exist', async () => {
    stubPlace('/api/admin/regions/99', null);
    renderPlace('regions', 99);
    await screen.findByText('There is no such region: it may have been removed.');
    expect(screen.getByRole('link', { name: 'All regions' }).getAttribute('href')).toBe(
      '/admin/content?kind=regions',
    );
  });
});
