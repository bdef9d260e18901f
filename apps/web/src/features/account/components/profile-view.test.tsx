// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ProfileRoute } from '../../../routes/profile.tsx';
import { inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test/render.tsx';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import { useAuthStore } from '../../auth/stores/auth-store.ts';
import { TEST_PROFILE } from '../profile.fixture.ts';
import { json, signInAsAda } from '../../auth/auth.fixture.ts';

let requests: { method: string; url: string; auth: string | null; body: unknown }[] = [];
let answer: (method: string, url: string, body: unknown) => Response;

beforeEach(() => {
  localStorage.clear();
  requests = [];
  answer = () => json(200, TEST_PROFILE);
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    requests.push({ method, url, auth: headers.Authorization ?? null, body });
    return Promise.resolve(answer(method, url, body));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API answers a PATCH with the profile changed as asked, anything else with the profile. */
function answerPatchesWithTheProfile() {
  answer = (method, _url, body) =>
    method === 'PATCH'
      ? json(200, { ...TEST_PROFILE, ...(body as object) })
      : json(200, TEST_PROFILE);
}

function renderProfile() {
  return renderPage(<ProfileRoute />).user;
}

describe('/profile', () => {
  it("asks signed-out visitors to sign in ('Sign In to View Profile')", () => {
    useAuthStore.setState({ isAuthenticated: false, user: null });
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Sign In to View Profile' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('loads the profile with the bearer token and saves edited names', async () => {
    signInAsAda();
    answerPatchesWithTheProfile();
    const user = renderProfile();
    const first = await screen.findByLabelText('First name');
    expect(requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/profile',
      auth: 'Bearer access-1',
    });

    await user.clear(first);
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);

    await user.type(first, 'Adaline');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details were saved.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      firstName: 'Adaline',
      lastName: 'Diver',
      emailConsent: true,
    });
    expect(useAuthStore.getState().user?.firstName).toBe('Adaline');
    expect(screen.getByRole('heading', { level: 1, name: 'Adaline Diver' })).toBeTruthy();
  });

  it('keeps the units chosen on the profile and applies them at once', async () => {
    signInAsAda();
    answerPatchesWithTheProfile();
    const user = renderProfile();
    const section = await screen.findByRole('region', { name: 'Language and units' });
    await user.selectOptions(within(section).getByLabelText('Units'), 'imperial');
    expect(useUnitsStore.getState().system).toBe('imperial');
    expect(await within(section).findByText('Saved to your profile.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ units: 'imperial' });
    useUnitsStore.setState({ system: 'metric' });
  });

  it('says so when the choice could not be saved, and keeps it on this device', async () => {
    signInAsAda();
    answer = (method) =>
      method === 'PATCH' ? json(503, { message: 'down' }) : json(200, TEST_PROFILE);
    const user = renderProfile();
    const section = await screen.findByRole('region', { name: 'Language and units' });
    await user.selectOptions(within(section).getByLabelText('Units'), 'imperial');
    expect(await within(section).findByText(/could not be saved to your profile/)).toBeTruthy();
    expect(useUnitsStore.getState().system).toBe('imperial');
    useUnitsStore.setState({ system: 'metric' });
  });

  it('names the roles for people, in their language, never as stored (ROLE_USER)', () => {
    signInAsAda(['ROLE_USER', 'ROLE_ADMIN', 'ROLE_MODERATOR']);
    renderProfile();
    const roles = screen.getByRole('region', { name: 'Roles' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Diver', 'Administrator', 'Additional permissions']);
    expect(roles.textContent).not.toMatch(/ROLE_/);
    cleanup();

    renderPage(<ProfileRoute />, { language: inLanguage('de') });
    const german = screen.getByRole('region', { name: 'Rollen' });
    expect(
      within(german)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Taucher', 'Administrator', 'Zusätzliche Berechtigungen']);
  });

  it("shows 'Profile update failed' when saving fails", async () => {
    signInAsAda();
    answer = (method) => (method === 'PATCH' ? json(500, {}) : json(200, TEST_PROFILE));
    const user = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Profile update failed')).toBeTruthy();
  });

  it('uploads a photo as the image itself', async () => {
    signInAsAda();
    answer = (method) =>
      method === 'PUT'
        ? json(200, { ...TEST_PROFILE, imageLink: '/api/image/p1' })
        : json(200, TEST_PROFILE);
    const user = renderProfile();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Upload photo'), file);
    expect(await screen.findByText('Your photo was updated.')).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/api/profile/photo');
    expect(put?.body).toBe(file);
    expect(useAuthStore.getState().user?.imageLink).toBe('/api/image/p1');
  });

  it('changes the password, showing the server’s field error for a wrong old one', async () => {
    signInAsAda();
    answer = (method, url, body) => {
      if (url !== '/api/account/changePassword') return json(200, TEST_PROFILE);
      return (body as { oldPassword: string }).oldPassword === 'right-one'
        ? json(200, { changed: true, revokedSessions: 2 })
        : json(400, {
            status: 400,
            code: 'VALIDATION',
            message: 'Current password is incorrect.',
            detail: {
              fields: [{ field: 'oldPassword', message: 'Current password is incorrect.' }],
            },
          });
    };
    const user = renderProfile();
    await user.type(await screen.findByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), '6');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'right-one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password was changed/)).toBeTruthy();
  });

  it('signs out everywhere', async () => {
    signInAsAda();
    const user = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() => expect(useAuthStore.getState().isAuthenticated).toBe(false));
    expect(requests.at(-1)).toMatchObject({
      url: '/api/account/logout/me?everywhere=true',
      auth: 'Bearer access-1',
    });
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});
