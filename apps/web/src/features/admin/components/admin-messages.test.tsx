// @vitest-environment happy-dom
import type { AdminMessage } from '@divespot/shared/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { currentLocation, json, stubApi } from '../../../test/render.tsx';
import { pageOf, testMessage } from '../admin-lists.fixture.ts';
import { consoleSetup, renderConsole } from '../console.test-helpers.tsx';

const MESSAGES = '/api/admin/messages';

const renderMessages = (route = '/admin/messages', language = inLanguage('en-US')) =>
  renderConsole(route, language);

/** The messages endpoints: the list as the messages now are, a status change applied to them. */
function stubMessages(messages: AdminMessage[], total = messages.length) {
  const state = new Map(messages.map((m) => [m.id, { ...m }]));
  return stubApi((url, init) => {
    if (url.pathname === MESSAGES) {
      const status = url.searchParams.get('status');
      const shown = [...state.values()].filter((m) => !status || m.status === status);
      return json(200, pageOf(shown, { page: Number(url.searchParams.get('page') ?? 0), total }));
    }
    const id = /^\/api\/admin\/messages\/([\w-]+)\/status$/.exec(url.pathname)?.[1];
    if (!id || init.method !== 'PUT') return undefined;
    const message = state.get(id)!;
    message.status = (JSON.parse(init.body as string) as { status: AdminMessage['status'] }).status;
    return json(200, message);
  });
}

const LONG = `${'We run night dives at the house reef every Friday. '.repeat(8)}Can we be listed?`;
const CY = testMessage();
const DEE = testMessage({
  id: '5b0c2a52-8d4e-4a43-9a43-3f1f0cbe0a02',
  name: 'Dee Drift',
  email: 'dee@example.com',
  topic: 'dive-center',
  message: LONG,
  status: 'answered',
  receivedAt: '2026-11-20T16:45:00Z',
});

const item = (name: string) => screen.getByRole('article', { name });

consoleSetup();

describe('the console’s messages', () => {
  it('shows each message’s sender, address, topic, day, text and status', async () => {
    const api = stubMessages([CY, DEE]);
    renderMessages();
    await screen.findByRole('article', { name: 'Cy Current' });
    expect(api.to(MESSAGES)[0]!.url.search).toBe('?page=0&size=25');
    const cy = item('Cy Current');
    expect(within(cy).getByRole('link', { name: 'cy@example.com' }).getAttribute('href')).toBe(
      'mailto:cy@example.com',
    );
    expect(cy.textContent).toContain('Correct a dive spot or species · received Dec 1, 2026');
    expect(cy.textContent).toContain('The depth of the Blue Hole is 124 m, not 110 m.');
    expect(cy.textContent).toContain('New');
    expect(within(cy).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(
      within(cy)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Mark the message from Cy Current as answered',
      'Archive the message from Cy Current',
    ]);

    const dee = item('Dee Drift');
    expect(dee.textContent).toContain('Dive center listing');
    expect(dee.textContent).not.toContain('Can we be listed?');
    const more = within(dee).getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('unfolds a long message', async () => {
    stubMessages([DEE]);
    const { user } = renderMessages();
    const dee = await screen.findByRole('article', { name: 'Dee Drift' });
    await user.click(within(dee).getByRole('button', { name: 'Show more' }));
    expect(dee.textContent).toContain('Can we be listed?');
    const less = within(dee).getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await user.click(less);
    expect(dee.textContent).not.toContain('Can we be listed?');
  });

  it('narrows to a status, searches and pages, all kept in the URL', async () => {
    const api = stubMessages([CY, DEE], 30);
    const { user } = renderMessages();
    await screen.findByText('Page 1 of 2 · 30 in all');
    const statuses = screen.getByRole('group', { name: 'Status' });
    expect(within(statuses).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(within(statuses).getByRole('button', { name: 'Answered' }));
    expect(currentLocation()).toBe('/admin/messages?status=answered');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Cy Current' })).toBeNull());
    expect(api.to(MESSAGES).at(-1)!.url.search).toBe('?status=answered&page=0&size=25');

    await user.type(
      screen.getByRole('searchbox', { name: 'Sender, e-mail or text' }),
      'night{Enter}',
    );
    expect(currentLocation()).toBe('/admin/messages?status=answered&q=night');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(currentLocation()).toBe('/admin/messages?status=answered&q=night&page=1');
    await waitFor(() =>
      expect(api.to(MESSAGES).at(-1)!.url.search).toBe('?status=answered&q=night&page=1&size=25'),
    );
  });

  it('moves a message to another status and shows it there', async () => {
    const api = stubMessages([CY]);
    const { user } = renderMessages();
    const cy = await screen.findByRole('article', { name: 'Cy Current' });
    await user.click(
      within(cy).getByRole('button', { name: 'Mark the message from Cy Current as answered' }),
    );
    expect(api.to(`/api/admin/messages/${CY.id}/status`)[0]!.body).toEqual({ status: 'answered' });
    await within(cy).findByRole('button', { name: 'Mark the message from Cy Current as new' });
    expect(cy.textContent).toContain('Answered');
  });

  it('says when nothing matches, and reads in the reader’s language', async () => {
    stubMessages([]);
    renderMessages('/admin/messages?status=archived', inLanguage('ja'));
    await screen.findByText('該当するメッセージはありません。');
    const statuses = screen.getByRole('group', { name: '対応状況' });
    expect(
      within(statuses).getByRole('button', { name: 'アーカイブ済み' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});
