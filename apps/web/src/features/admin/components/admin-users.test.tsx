// @vitest-environment happy-dom
import type { AdminUser } from '@divespot/shared/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { currentLocation, json, stubApi } from '../../../test/render.tsx';
import { pageOf, testUser } from '../admin-lists.fixture.ts';
import { consoleSetup, renderConsole } from '../console.test-helpers.tsx';

const USERS = '/api/admin/users';

const renderUsers = (route = '/admin/users', language = inLanguage('en-US')) =>
  renderConsole(route, language);

const ADA = testUser({
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Diver',
  roles: ['ROLE_USER', 'ROLE_ADMIN'],
  isAdmin: true,
  listCount: 3,
  createdAt: '2025-01-02T12:00:00Z',
});
const BO = testUser();
const CY = testUser({
  id: 9,
  email: 'cy@example.com',
  firstName: 'Cy',
  lastName: 'Current',
  disabledAt: '2026-11-30T10:00:00Z',
  listCount: 1200,
});

type Refusal = (url: URL, body: unknown) => Response | undefined;

/**
 * The users endpoints: the list answers the accounts as they now are (one page of `total`), and
 * a change is applied to them unless `refuse` answers it.
 */
function stubUsers(
  accounts: AdminUser[],
  { total = accounts.length, refuse }: { total?: number; refuse?: Refusal } = {},
) {
  const state = new Map(accounts.map((a) => [a.id, { ...a }]));
  const api = stubApi((url, init) => {
    if (url.pathname === USERS) {
      const page = Number(url.searchParams.get('page') ?? 0);
      return json(200, pageOf([...state.values()], { page, total }));
    }
    const change = /^\/api\/admin\/users\/(\d+)\/(admin|disabled)$/.exec(url.pathname);
    if (!change || init.method !== 'PUT') return undefined;
    const body = JSON.parse(init.body as string) as { admin?: boolean; disabled?: boolean };
    const refused = refuse?.(url, body);
    if (refused) return refused;
    const account = state.get(Number(change[1]))!;
    if (change[2] === 'admin') {
      account.isAdmin = body.admin!;
      account.roles = body.admin ? ['ROLE_USER', 'ROLE_ADMIN'] : ['ROLE_USER'];
    } else account.disabledAt = body.disabled ? '2026-12-07T10:00:00Z' : null;
    return json(200, account);
  });
  return api;
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => c.textContent);

consoleSetup();

describe('the console’s users', () => {
  it('lists the accounts with their roles, state, lists and creation day', async () => {
    const api = stubUsers([ADA, BO, CY]);
    renderUsers();
    expect(screen.getByRole('heading', { level: 2, name: 'Users' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Accounts' });
    expect(api.to(USERS)[0]!.url.search).toBe('?sort=newest&page=0&size=25');
    expect(cellsOf(rowOf('Ada Diver'))).toEqual([
      'Ada Diver(you)',
      'ada@example.com',
      'AdminROLE_USER, ROLE_ADMIN',
      '3',
      'Jan 2, 2025',
      'Remove admin role from Ada Diver',
    ]);
    expect(cellsOf(rowOf('Cy Current')).slice(2, 4)).toEqual(['DisabledROLE_USER', '1,200']);
    expect(
      within(rowOf('Cy Current')).getByRole('button', { name: 'Enable Cy Current' }),
    ).toBeTruthy();
    // The admin's own account cannot be disabled from here.
    expect(within(rowOf('Ada Diver')).queryByRole('button', { name: /^Disable/ })).toBeNull();
    expect(within(rowOf('Bo Reef')).getByRole('button', { name: 'Disable Bo Reef' })).toBeTruthy();
  });

  it('keeps the search, the sort and the page in the URL and asks the server for them', async () => {
    const api = stubUsers([BO], { total: 60 });
    const { user } = renderUsers();
    await screen.findByText('Page 1 of 3 · 60 in all');

    await user.type(screen.getByRole('searchbox', { name: 'E-mail or name' }), 'reef{Enter}');
    expect(currentLocation()).toBe('/admin/users?q=reef');
    await waitFor(() =>
      expect(api.to(USERS).at(-1)!.url.search).toBe('?q=reef&sort=newest&page=0&size=25'),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'E-mail address');
    expect(currentLocation()).toBe('/admin/users?q=reef&sort=email');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(currentLocation()).toBe('/admin/users?q=reef&sort=email&page=1');
    await screen.findByText('Page 2 of 3 · 60 in all');
    expect(api.to(USERS).at(-1)!.url.search).toBe('?q=reef&sort=email&page=1&size=25');

    // A new search starts again at the first page.
    await user.clear(screen.getByRole('searchbox', { name: 'E-mail or name' }));
    await user.type(screen.getByRole('searchbox', { name: 'E-mail or name' }), 'bo{Enter}');
    expect(currentLocation()).toBe('/admin/users?q=bo&sort=email');
  });

  it('grants the admin role after a confirmation, then shows the account as an admin', async () => {
    const api = stubUsers([ADA, BO]);
    const { user } = renderUsers();
    await screen.findByRole('table');

    await user.click(within(rowOf('Bo Reef')).getByRole('button', { name: 'Make Bo Reef admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Bo Reef an administrator?' });
    expect(dialog.textContent).toContain('will be able to open the admin console');
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    await screen.findByText('Bo Reef is now an administrator.');
    expect(api.to('/api/admin/users/7/admin')[0]!.body).toEqual({ admin: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    await within(rowOf('Bo Reef')).findByRole('button', { name: 'Remove admin role from Bo Reef' });
    expect(cellsOf(rowOf('Bo Reef'))[2]).toBe('AdminROLE_USER, ROLE_ADMIN');
  });

  it('disables an account only once confirmed, saying it signs the diver out everywhere', async () => {
    const api = stubUsers([ADA, BO]);
    const { user } = renderUsers();
    await screen.findByRole('table');

    await user.click(within(rowOf('Bo Reef')).getByRole('button', { name: 'Disable Bo Reef' }));
    let dialog = screen.getByRole('dialog', { name: 'Disable Bo Reef’s account?' });
    expect(dialog.textContent).toContain('will be signed out everywhere at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.click(within(rowOf('Bo Reef')).getByRole('button', { name: 'Disable Bo Reef' }));
    dialog = screen.getByRole('dialog', { name: 'Disable Bo Reef’s account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await screen.findByText('Bo Reef’s account is disabled and all its sessions have ended.');
    expect(api.to('/api/admin/users/7/disabled')[0]!.body).toEqual({ disabled: true });
    await within(rowOf('Bo Reef')).findByRole('button', { name: 'Enable Bo Reef' });
    expect(cellsOf(rowOf('Bo Reef'))[2]).toBe('DisabledROLE_USER');
  });

  it('says why the server refused: the last admin, one’s own account, or another failure', async () => {
    stubUsers([ADA, BO], {
      refuse: (url) => {
        if (url.pathname === '/api/admin/users/1/admin') {
          return json(409, { code: 'LAST_ADMIN', message: 'last admin' });
        }
        if (url.pathname === '/api/admin/users/7/disabled') {
          return json(409, { code: 'OWN_ACCOUNT', message: 'own account' });
        }
        return new Response('Bad Gateway', { status: 502 });
      },
    });
    const { user } = renderUsers();
    await screen.findByRole('table');

    await user.click(
      within(rowOf('Ada Diver')).getByRole('button', { name: 'Remove admin role from Ada Diver' }),
    );
    let dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You are the last administrator: make someone else an administrator first.',
    );
    expect(cellsOf(rowOf('Ada Diver'))[2]).toBe('AdminROLE_USER, ROLE_ADMIN');
    await user.keyboard('{Escape}');

    await user.click(within(rowOf('Bo Reef')).getByRole('button', { name: 'Disable Bo Reef' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You cannot disable your own account.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(rowOf('Bo Reef')).getByRole('button', { name: 'Make Bo Reef admin' }));
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The change could not be made. Please try again.',
    );
  });

  it('says the refusals in the reader’s language', async () => {
    stubUsers([ADA], { refuse: () => json(409, { code: 'LAST_ADMIN', message: 'last admin' }) });
    const { user } = renderUsers('/admin/users', inLanguage('ja'));
    await screen.findByRole('table');
    // The row's first button: its hidden part reads in a browser as 「Ada Diverの管理者権限を外す」.
    await user.click(within(rowOf('Ada Diver')).getAllByRole('button')[0]!);
    const dialog = screen.getByRole('dialog', {
      name: 'Ada Diverさんの管理者権限を取り消しますか？',
    });
    await user.click(within(dialog).getByRole('button', { name: '権限を取り消す' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'あなたが最後の管理者です。先に他の人を管理者にしてください。',
    );
  });

  it('says when no account matches, and offers to try again when the list fails', async () => {
    let fail = true;
    stubApi((url) => {
      if (url.pathname !== USERS) return undefined;
      if (fail) return json(500, { message: 'boom' });
      return json(200, pageOf([]));
    });
    const { user } = renderUsers('/admin/users?q=nobody');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('This list could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('No account matches this search.');
    expect(screen.getByRole('searchbox', { name: 'E-mail or name' })).toHaveProperty(
      'value',
      'nobody',
    );
  });
});
