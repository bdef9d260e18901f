// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../features/auth/index.ts';
import { inLanguage } from '../test/in-language.ts';
import { renderPage } from '../test/render.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';

beforeEach(() => useAuthStore.setState({ user: null, isAuthenticated: false }));
afterEach(cleanup);

describe('the guards’ screens', () => {
  it('ask signed-out visitors to sign in, in English by default', () => {
    renderPage(
      <RequireAuth prompt="profile">
        <p>secret</p>
      </RequireAuth>,
    );
    expect(screen.getByRole('heading', { name: 'Sign In to View Profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('speak the page’s language', () => {
    renderPage(
      <RequireAuth prompt="collections">
        <p>secret</p>
      </RequireAuth>,
      { language: inLanguage('pt-BR') },
    );
    expect(screen.getByRole('heading', { name: 'Entre para ver suas coleções' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toBeTruthy();
    cleanup();

    renderPage(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { language: inLanguage('es') },
    );
    expect(screen.getByRole('heading', { name: 'Inicio de sesión necesario' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Inicia sesión para continuar' })).toBeTruthy();
    cleanup();

    renderPage(
      <RequireAdmin>
        <p>secret</p>
      </RequireAdmin>,
      { language: inLanguage('de') },
    );
    expect(screen.getByRole('heading', { name: 'Adminzugang erforderlich' })).toBeTruthy();
    expect(screen.getByText('Für diese Seite brauchst du Administratorrechte.')).toBeTruthy();
  });
});
