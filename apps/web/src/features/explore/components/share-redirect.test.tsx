// @vitest-environment happy-dom
import type { SharedView } from '@divespot/shared/share';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queuedEvents, resetAnalytics } from '../../../lib/analytics.ts';
import { currentLocation, json, renderPage, stubApi } from '../../../test/render.tsx';
import { ShareRedirect } from './share-redirect.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetAnalytics();
});

const VIEW: SharedView = {
  bounds: { north: 28.5, east: 34.5, south: 27, west: 33 },
  zoom: 8,
  hideMenu: false,
  filters: {},
};

/** The share API knowing one link, `red-sea-wrecks`. */
function shareApi() {
  return stubApi((url) => {
    if (url.pathname === '/api/share/resolve/red-sea-wrecks') return json(200, VIEW);
    if (url.pathname.startsWith('/api/share/resolve/')) return json(404, { message: 'Not found' });
    if (url.pathname === '/api/share/red-sea-wrecks/click')
      return new Response(null, { status: 204 });
    return undefined;
  });
}

const events = () => queuedEvents().map((e) => ({ ...e, at: undefined }));

describe('ShareRedirect: analytics', () => {
  it('counts a link opened, by its slug, as it goes on to explore', async () => {
    const api = shareApi();
    renderPage(<ShareRedirect slug="red-sea-wrecks" />, { route: '/share/red-sea-wrecks' });
    await waitFor(() => expect(currentLocation()).toMatch(/^\/explore\?/));
    expect(events()).toEqual([{ type: 'share_click', slug: 'red-sea-wrecks' }]);
    expect(api.to('/api/share/red-sea-wrecks/click')).toHaveLength(1);
  });

  it('counts nothing for a link that does not exist', async () => {
    shareApi();
    renderPage(<ShareRedirect slug="no-such-link" />, { route: '/share/no-such-link' });
    expect(await screen.findByRole('link', { name: 'Go to Explore' })).toBeTruthy();
    expect(events()).toEqual([]);
  });
});
