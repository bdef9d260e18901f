// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { startLanguage, useLanguageStore } from '../../lib/i18n/language-store.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { startUnits, useUnitsStore } from '../../lib/units/units-store.ts';
import { Footer } from './footer.tsx';

function clearCookies() {
  for (const name of ['divespot-language', 'divespot-units']) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(async () => {
  localStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'en-US';
  await startLanguage();
  startUnits();
});
afterEach(cleanup);

function renderFooter() {
  render(
    <I18nProvider>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

describe('footer language choice', () => {
  it('starts in English (US) with the SPEC texts', () => {
    renderFooter();
    expect(screen.getByRole('heading', { name: 'Company' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a host' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('switches every text at once, sets <html lang> and remembers the choice', async () => {
    const user = renderFooter();
    await user.selectOptions(screen.getByLabelText('Language'), 'Deutsch');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Unternehmen' })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Gastgeber werden' })).toBeTruthy();
    expect(screen.getByLabelText('Sprache')).toBeTruthy();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('divespot-language')).toBe('de');
    expect(document.cookie).toContain('divespot-language=de');

    await user.selectOptions(screen.getByLabelText('Sprache'), '日本語');
    await waitFor(() => expect(screen.getByRole('heading', { name: '会社情報' })).toBeTruthy());
    expect(useLanguageStore.getState().language).toBe('ja');
  });

  it('starts in the stored language on the next visit', async () => {
    localStorage.setItem('divespot-language', 'pt-BR');
    await startLanguage();
    renderFooter();
    expect(screen.getByRole('heading', { name: 'Empresa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contato' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('ignores a stored language it does not offer', async () => {
    localStorage.setItem('divespot-language', 'xx');
    expect(await startLanguage()).toBe('en-US');
  });

  it('starts in the language the server served the page in when none is stored', async () => {
    document.documentElement.lang = 'fr';
    expect(await startLanguage()).toBe('fr');
  });

  it('takes the language a link carries, over the stored one, and remembers it', async () => {
    localStorage.setItem('divespot-language', 'de');
    window.history.replaceState(null, '', '/about?lang=es');
    expect(await startLanguage()).toBe('es');
    expect(localStorage.getItem('divespot-language')).toBe('es');
  });
});

describe('footer units choice', () => {
  it('is metric by default; imperial is applied at once and remembered', async () => {
    const user = renderFooter();
    const units = screen.getByLabelText<HTMLSelectElement>('Units');
    expect(units.value).toBe('metric');
    await user.selectOptions(units, 'imperial');
    expect(useUnitsStore.getState().system).toBe('imperial');
    expect(localStorage.getItem('divespot-units')).toBe('imperial');
    expect(document.cookie).toContain('divespot-units=imperial');
    useUnitsStore.setState({ system: 'metric' });
    startUnits();
    expect(useUnitsStore.getState().system).toBe('imperial');
  });
});
