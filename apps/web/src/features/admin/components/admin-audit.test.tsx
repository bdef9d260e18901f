// @vitest-environment happy-dom
import type { AuditEntry } from '@divespot/shared/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocation, json, stubApi } from '../../../test/render.tsx';
import { pageOf, testEntry } from '../admin-lists.fixture.ts';
import { consoleSetup, renderConsole } from '../console.test-helpers.tsx';

const AUDIT = '/api/admin/audit';

const renderAudit = (route = '/admin/audit') => renderConsole(route);

function stubAudit(entries: AuditEntry[], total = entries.length) {
  return stubApi((url) =>
    url.pathname === AUDIT
      ? json(200, pageOf(entries, { page: Number(url.searchParams.get('page') ?? 0), total }))
      : undefined,
  );
}

const DISABLE = testEntry();
const STATUS = testEntry({
  id: '2',
  at: '2026-12-05T09:00:00Z',
  action: 'message.status',
  subject: 'message',
  subjectId: '5b0c2a52',
  before: { status: 'new', statusChangedAt: null },
  after: { status: 'answered', statusChangedAt: '2026-12-05T09:00:00Z' },
});
const UNKNOWN = testEntry({
  id: '3',
  action: 'spot.merge',
  subject: 'spot',
  subjectId: '42',
  before: { name: 'Blue Hole' },
  after: { name: 'Blue Hole' },
});

const rows = () =>
  within(screen.getByRole('table', { name: 'Audit log entries' }))
    .getAllByRole('row')
    .slice(1);

consoleSetup();

describe('the console’s audit log', () => {
  it('lists who did what to which record, with a readable action', async () => {
    const api = stubAudit([DISABLE, STATUS, UNKNOWN]);
    renderAudit();
    await screen.findByRole('table', { name: 'Audit log entries' });
    expect(api.to(AUDIT)[0]!.url.search).toBe('?page=0&size=25');
    const [disable, status, unknown] = rows();
    const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);
    expect(cells(disable!).slice(0, 3)).toEqual([
      'ada@example.com',
      'Account disabled',
      'Account #7',
    ]);
    expect(cells(status!).slice(1, 3)).toEqual(['Message status changed', 'Message #5b0c2a52']);
    expect(cells(unknown!).slice(1, 4)).toEqual(['spot.merge', 'spot #42', 'No field changed']);
    // A user record links to that account's entries.
    expect(within(disable!).getByRole('link', { name: 'Account #7' }).getAttribute('href')).toBe(
      '/admin/audit?subject=user&subjectId=7',
    );
    expect(within(status!).queryByRole('link')).toBeNull();
  });

  it('shows, on demand, only the fields that changed, before and after', async () => {
    stubAudit([STATUS]);
    const { user } = renderAudit();
    await screen.findByRole('table');
    const [row] = rows();
    const show = within(row!).getByRole('button', { name: 'Show changes (2)' });
    const list = document.getElementById(show.getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);
    await user.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    expect(show.textContent).toBe('Hide changes');
    expect(list.hidden).toBe(false);
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'status: new → answered',
      'statusChangedAt: none → 2026-12-05T09:00:00Z',
    ]);
  });

  it('narrows by admin, action, kind and id, kept in the URL, and clears them', async () => {
    const api = stubAudit([DISABLE], 40);
    const { user } = renderAudit();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Admin’s e-mail'), 'ada');
    await user.type(screen.getByLabelText('Action or its start (user.)'), 'user.');
    await user.type(screen.getByLabelText('Kind of record'), 'user');
    await user.type(screen.getByLabelText('Record id'), '7');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(currentLocation()).toBe('/admin/audit?actor=ada&action=user.&subject=user&subjectId=7');
    await waitFor(() =>
      expect(api.to(AUDIT).at(-1)!.url.search).toBe(
        '?actor=ada&action=user.&subject=user&subjectId=7&page=0&size=25',
      ),
    );

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(currentLocation()).toBe(
      '/admin/audit?actor=ada&action=user.&subject=user&subjectId=7&page=1',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentLocation()).toBe('/admin/audit');
    expect(screen.getByLabelText('Admin’s e-mail')).toHaveProperty('value', '');
  });

  it('follows a record’s link to its entries, filling in the filters', async () => {
    const api = stubAudit([DISABLE]);
    const { user } = renderAudit();
    await screen.findByRole('table');
    await user.click(screen.getByRole('link', { name: 'Account #7' }));
    expect(currentLocation()).toBe('/admin/audit?subject=user&subjectId=7');
    expect(screen.getByLabelText('Record id')).toHaveProperty('value', '7');
    await waitFor(() =>
      expect(api.to(AUDIT).at(-1)!.url.search).toBe('?subject=user&subjectId=7&page=0&size=25'),
    );
  });

  it('says when no entry matches', async () => {
    stubAudit([]);
    renderAudit('/admin/audit?action=article.');
    await screen.findByText('No entry matches these filters.');
    expect(screen.getByLabelText('Action or its start (user.)')).toHaveProperty(
      'value',
      'article.',
    );
  });
});
