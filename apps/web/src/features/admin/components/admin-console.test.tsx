// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as AdminRoute } from '../../../routes/admin.tsx';
import { currentLocation, renderPage } from '../../../test/render.tsx';
import { signInAsAda } from '../../auth/auth.fixture.ts';
import { stubReports } from '../analytics.fixture.ts';

const renderConsole = (route: string) =>
  renderPage(
    <Routes>
      <Route path="/admin/*" element={<AdminRoute />} />
    </Routes>,
    { route },
  );

const nav = () => screen.getByRole('navigation', { name: 'Console sections' });
const menuButton = () => within(nav()).getByRole('button');

beforeEach(() => {
  signInAsAda(['ROLE_USER', 'ROLE_ADMIN']);
  stubReports({}, new Date().toISOString().slice(0, 10));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the admin console', () => {
  it('is for admins only', () => {
    signInAsAda(['ROLE_USER']);
    renderConsole('/admin');
    expect(screen.getByRole('heading', { name: 'Admin Access Required' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
  });

  it('lists its sections and marks the one shown', async () => {
    const { user } = renderConsole('/admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Console' })).toBeTruthy();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Content', '/admin/content'],
      ['Users', '/admin/users'],
      ['Messages', '/admin/messages'],
      ['Audit log', '/admin/audit'],
    ]);
    expect(within(nav()).getByRole('link', { current: 'page' }).textContent).toBe('Dashboard');
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeTruthy();

    await user.click(within(nav()).getByRole('link', { name: 'Users' }));
    expect(currentLocation()).toBe('/admin/users');
    expect(within(nav()).getByRole('link', { current: 'page' }).textContent).toBe('Users');
    expect(screen.getByRole('searchbox', { name: 'E-mail or name' })).toBeTruthy();

    await user.click(within(nav()).getByRole('link', { name: 'Content' }));
    const content = screen.getByRole('region', { name: 'Content' });
    expect(within(content).getByRole('navigation', { name: 'Kinds of content' })).toBeTruthy();
    expect(within(content).getByRole('link', { name: 'New dive spot' })).toBeTruthy();
    await user.click(within(nav()).getByRole('link', { name: 'Dashboard' }));
    expect(currentLocation()).toBe('/admin');
  });

  it('says so at an address that names no section', () => {
    renderConsole('/admin/reports/2026');
    expect(screen.getByRole('heading', { level: 2, name: 'No such section' })).toBeTruthy();
    expect(within(nav()).queryByRole('link', { current: 'page' })).toBeNull();
    expect(menuButton().textContent).toBe('Sections');
  });

  it('opens and closes the phone menu with the keyboard', async () => {
    const { user } = renderConsole('/admin/content');
    await user.tab();
    expect(document.activeElement).toBe(menuButton());
    expect(menuButton().textContent).toBe('Section: Content');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(menuButton().getAttribute('aria-controls')!)!;
    expect(list.className).toContain('hidden');

    await user.keyboard('{Enter}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(list.className).not.toMatch(/(^| )hidden/);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Dashboard');
    await user.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());

    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Users');
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/admin/users');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().textContent).toBe('Section: Users');
  });
});
