// @vitest-environment happy-dom
import type { AdminDiveCenter } from '@divespot/shared/admin-content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, json, stubApi, type ApiHandler } from '../../../test/render.tsx';
import { testCenter } from '../admin-content.fixture.ts';
import { consoleSetup, renderConsole } from '../console.test-helpers.tsx';
import { emptyContentList } from '../content-editors.test-helpers.tsx';

const CENTER = '/api/admin/dive-centers/40';

/** The center endpoints: it reads as `center`, a save answers the body as the record. */
function stubCenter(center: AdminDiveCenter = testCenter(), more: ApiHandler = () => undefined) {
  return stubApi((url, init) => {
    const answer = more(url, init);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    const sent = () => JSON.parse(init.body as string) as object;
    if (url.pathname === '/api/admin/places/at') return json(200, testCenter().place);
    if (url.pathname === CENTER && method === 'GET') return json(200, center);
    if (url.pathname === CENTER && method === 'PUT') return json(200, { ...center, ...sent() });
    if (url.pathname === CENTER && method === 'DELETE') return new Response(null, { status: 204 });
    if (url.pathname === '/api/admin/dive-centers' && method === 'POST') {
      return json(201, { ...testCenter(), ...sent(), id: 41 });
    }
    if (url.pathname === '/api/admin/dive-centers/41') return json(200, testCenter({ id: 41 }));
    return emptyContentList(url);
  });
}

const day = (name: string) => screen.getByRole('group', { name });
const stateOf = (name: string) =>
  within(day(name)).getByRole<HTMLSelectElement>('combobox', { name });
const timeOf = (name: string, which: 'Opens' | 'Closes') =>
  within(day(name)).getByLabelText<HTMLInputElement>(which);
const puts = (api: ReturnType<typeof stubCenter>) =>
  api.to(CENTER).filter((r) => r.method === 'PUT');

consoleSetup();

describe('the dive center editor', () => {
  it('opens a center with its contact, services, languages and hours', async () => {
    stubCenter();
    renderConsole('/admin/content/dive-centers/40');
    expect(await screen.findByRole('heading', { level: 2, name: 'Blue Reef Divers' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Website' }).value).toBe(
      'https://example.com',
    );
    expect(screen.getByRole('checkbox', { name: 'Courses' })).toHaveProperty('checked', true);
    expect(screen.getByText('Read as: English.')).toBeTruthy();
    expect(stateOf('Monday').value).toBe('open');
    expect([timeOf('Monday', 'Opens').value, timeOf('Monday', 'Closes').value]).toEqual([
      '08:00',
      '17:00',
    ]);
    expect(stateOf('Sunday').selectedOptions[0]?.textContent).toBe('Not known');
    expect(within(day('Sunday')).queryByLabelText('Opens')).toBeNull();
    expect(await screen.findByText('Egypt')).toBeTruthy();
  });

  it('copies Monday to the weekdays and saves the week as the schema wants it', async () => {
    const api = stubCenter();
    const { user } = renderConsole('/admin/content/dive-centers/40');
    await screen.findByRole('heading', { level: 2, name: 'Blue Reef Divers' });
    await user.click(screen.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }));
    expect(stateOf('Friday').value).toBe('open');
    expect(timeOf('Thursday', 'Closes').value).toBe('17:00');
    await user.selectOptions(stateOf('Saturday'), 'Closed');
    await user.selectOptions(stateOf('Sunday'), 'Open');
    fireEvent.change(timeOf('Sunday', 'Opens'), { target: { value: '09:30' } });
    fireEvent.change(timeOf('Sunday', 'Closes'), { target: { value: '13:00' } });
    const languages = screen.getByRole('textbox', { name: 'Languages spoken' });
    await user.clear(languages);
    await user.type(languages, 'en, FR');
    expect(screen.getByText('Read as: English, French.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved.')).toBeTruthy();
    const monday = { open: '08:00', close: '17:00' };
    expect(puts(api)[0]!.body).toEqual({
      name: 'Blue Reef Divers',
      address: 'Marina, Sharm el-Sheikh',
      latitude: 27.9158,
      longitude: 34.33,
      phone: '+20 69 000 0000',
      email: 'info@example.com',
      website: 'https://example.com',
      agencies: ['PADI'],
      services: ['courses'],
      languages: ['en', 'fr'],
      hours: {
        monday,
        tuesday: monday,
        wednesday: monday,
        thursday: monday,
        friday: monday,
        saturday: 'closed',
        sunday: { open: '09:30', close: '13:00' },
      },
    });
  });

  it('says under the day which time is missing, and sends nothing', async () => {
    const api = stubCenter();
    const { user } = renderConsole('/admin/content/dive-centers/40');
    await screen.findByRole('heading', { level: 2, name: 'Blue Reef Divers' });
    await user.selectOptions(stateOf('Wednesday'), 'Open');
    fireEvent.change(timeOf('Wednesday', 'Opens'), { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const summary = await screen.findByRole('alert', { name: /One field needs attention/ });
    expect(summary.textContent).toContain(
      'Opening hours: Enter a time as hours and minutes, such as 08:30.',
    );
    expect(timeOf('Wednesday', 'Closes').getAttribute('aria-invalid')).toBe('true');
    expect(timeOf('Wednesday', 'Opens').getAttribute('aria-invalid')).toBeNull();
    expect(within(day('Wednesday')).getByText(/^Enter a time/)).toBeTruthy();
    expect(puts(api)).toEqual([]);
  });

  it('checks the web address when it is left, and shows a server’s refusal under its field', async () => {
    stubCenter(testCenter(), (url, init) =>
      url.pathname === CENTER && init.method === 'PUT'
        ? json(400, {
            status: 400,
            code: 'VALIDATION_FAILED',
            message: 'Some fields are invalid.',
            detail: { fields: [{ field: 'email', message: 'must be an e-mail address' }] },
          })
        : undefined,
    );
    const { user } = renderConsole('/admin/content/dive-centers/40');
    const website = await screen.findByRole('textbox', { name: 'Website' });
    await user.clear(website);
    await user.type(website, 'example.com');
    await user.tab();
    expect(screen.getByText('Enter a web address starting with https://.')).toBeTruthy();
    await user.clear(website);
    await user.type(website, 'https://blue-reef.example');
    expect(screen.queryByText('Enter a web address starting with https://.')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(/Enter an e-mail address, such as info@example\.com\./).length).toBe(
      2,
    );
  });

  it('creates a center, then opens it; deletes one once confirmed', async () => {
    const api = stubCenter();
    const { user } = renderConsole('/admin/content/dive-centers/new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Reef Runners');
    await user.type(screen.getByRole('textbox', { name: /^Latitude/ }), '27.9');
    await user.type(screen.getByRole('textbox', { name: /^Longitude/ }), '34.3');
    await user.click(screen.getByRole('button', { name: 'Create dive center' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/content/dive-centers/41'));
    expect(api.to('/api/admin/dive-centers')[0]!.body).toEqual({
      name: 'Reef Runners',
      address: null,
      latitude: 27.9,
      longitude: 34.3,
      phone: null,
      email: null,
      website: null,
      agencies: [],
      services: [],
      languages: [],
      hours: null,
    });
    expect(await screen.findByText(/^Dive center created/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete dive center' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Blue Reef Divers”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete dive center' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin/content?kind=dive-centers'));
    expect(api.to('/api/admin/dive-centers/41').filter((r) => r.method === 'DELETE')).toHaveLength(
      1,
    );
  });
});
