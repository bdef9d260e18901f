// @vitest-environment happy-dom
import type { AnalyticsEvent } from '@divespot/shared/analytics';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { queuedEvents, resetAnalytics } from '../../lib/analytics.ts';
import { usePageViews } from './use-page-views.ts';

afterEach(() => {
  cleanup();
  resetAnalytics();
});

/** The layout's part of it: the hook fed with the router's path, and links to follow. */
function Layout() {
  usePageViews(useLocation().pathname);
  return (
    <nav>
      <Link to="/spots/blue-hole">Blue Hole</Link>
      <Link to="/spots/blue-hole?tab=reviews#reviews">Reviews</Link>
      <Link to="/admin/analytics">Console</Link>
      <Link to="/about">About</Link>
    </nav>
  );
}

const pageViews = () =>
  queuedEvents().flatMap((e: AnalyticsEvent) => (e.type === 'page_view' ? [e.path] : []));

describe('usePageViews', () => {
  it('counts the first page once and each new path, never a query, a fragment or the console', async () => {
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/explore']}>
          <Layout />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(pageViews()).toEqual(['/explore']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Blue Hole' }));
    await user.click(screen.getByRole('link', { name: 'Reviews' }));
    await user.click(screen.getByRole('link', { name: 'Console' }));
    await user.click(screen.getByRole('link', { name: 'About' }));
    await user.click(screen.getByRole('link', { name: 'Blue Hole' }));
    expect(pageViews()).toEqual(['/explore', '/spots/blue-hole', '/about', '/spots/blue-hole']);
  });
});
