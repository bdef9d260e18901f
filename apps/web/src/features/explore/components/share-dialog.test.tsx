// @vitest-environment happy-dom
import type { MapView } from '@divespot/shared/explore-url';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queuedEvents, resetAnalytics } from '../../../lib/analytics.ts';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { ShareDialog } from './share-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetAnalytics();
});

const VIEW: MapView = { north: 28.5, east: 34.5, south: 27, west: 33, zoom: 8 };
const LINK = {
  niceUrl: 'https://divespot.example/share/red-sea-wrecks',
  fullUrl: 'https://divespot.example/explore?n=28.5&e=34.5&s=27&w=33&zoom=8',
};

/** The share API answering each create call with the next of `answers` (the last repeats). */
function shareApi(...answers: (() => Response | Promise<Response>)[]) {
  let calls = 0;
  return stubApi((url) => {
    if (url.pathname !== '/api/share/create') return undefined;
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return answer();
  });
}

/** The dialog as explore holds it: a Share button opens it. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Share
      </button>
      <ShareDialog
        open={open}
        onClose={() => setOpen(false)}
        query={{
          view: VIEW,
          filters: { activities: ['WRECK', 'NIGHT'], 'depth.max': 30 },
          search: 'thistle',
          hideMenu: true,
        }}
      />
    </>
  );
}

async function openShare() {
  const page = renderPage(<Harness />);
  await page.user.click(screen.getByRole('button', { name: 'Share' }));
  return page;
}

const linkField = () => screen.findByRole('textbox', { name: 'Share link' });

describe('ShareDialog', () => {
  it('creates a link to the current view, filters and search when it opens', async () => {
    let reply: (response: Response) => void = () => {};
    const answer = new Promise<Response>((resolve) => (reply = resolve));
    const api = shareApi(() => answer);
    await openShare();
    expect(screen.getByRole('dialog', { name: 'Share this map view' })).toBeTruthy();
    await waitFor(() => expect(api.to('/api/share/create')).toHaveLength(1));
    expect(screen.getByText('Creating link...')).toBeTruthy();
    reply(json(200, LINK));
    expect(await linkField()).toHaveProperty('value', LINK.niceUrl);

    const [create, ...more] = api.to('/api/share/create');
    expect(more).toEqual([]);
    expect(create?.method).toBe('POST');
    expect(create?.body).toBeUndefined();
    expect(Object.fromEntries(create!.url.searchParams)).toEqual({
      ne: '28.5,34.5',
      sw: '27,33',
      zoom: '8',
      hideMenu: 'true',
      activities: 'WRECK,NIGHT',
      'depth.max': '30',
      q: 'thistle',
    });
  });

  it('counts each link made, by its slug, and no failed attempt', async () => {
    shareApi(
      () => json(500, {}),
      () => json(200, LINK),
    );
    const { user } = await openShare();
    await screen.findByRole('alert');
    expect(queuedEvents()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await linkField();
    expect(queuedEvents().map((e) => ({ ...e, at: undefined }))).toEqual([
      { type: 'share_create', slug: 'red-sea-wrecks' },
    ]);
  });

  it("copies the link and says 'Copied!' for 2 s", async () => {
    shareApi(() => json(200, LINK));
    await openShare();
    await linkField();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(LINK.niceUrl);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('says nothing when the clipboard refuses', async () => {
    shareApi(() => json(200, LINK));
    const { user } = await openShare();
    await linkField();
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new Error('Write permission denied'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(LINK.niceUrl);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/denied/)).toBeNull();
  });

  it('shows the docs/product/errors.md message on failure, and Try again makes the link', async () => {
    const api = shareApi(
      () => json(500, { message: 'Database unavailable' }),
      () => json(200, LINK),
    );
    const { user } = await openShare();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to create share link. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await linkField()).toHaveProperty('value', LINK.niceUrl);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.to('/api/share/create')).toHaveLength(2);
  });

  it('Close resets it: opened again, it makes a new link', async () => {
    const api = shareApi(
      () => json(500, {}),
      () => json(200, LINK),
    );
    const { user } = await openShare();
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Share/ })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await linkField()).toHaveProperty('value', LINK.niceUrl);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.to('/api/share/create')).toHaveLength(2);
  });
});

describe('ShareDialog: focus', () => {
  it('keeps Tab inside and gives focus back to Share on Close', async () => {
    shareApi(() => json(200, LINK));
    const { user } = await openShare();
    await linkField();
    const close = screen.getByRole('button', { name: 'Close' });
    const copy = screen.getByRole('button', { name: 'Copy' });
    copy.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(copy);
    await user.click(close);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Share' })),
    );
  });
});
