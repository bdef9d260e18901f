// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { HomePage } from './home-page.tsx';

// The code of the sections below the first screen does not arrive, as on a flaky network.
vi.mock('./home-data.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('keeps the page when the code of its lower sections cannot load', async () => {
    stubApi(() => json(503, {}));
    const errors = vi.spyOn(console, 'error');
    renderPage(<HomePage />);
    // Before it is needed, the section waits as a placeholder.
    expect(screen.getByRole('heading', { name: 'Trending dive spots' })).toBeTruthy();
    // Scrolling asks for the sections' code.
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Trending dive spots' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Find your kind of diving' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Popular destinations' })).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
