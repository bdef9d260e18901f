// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endEarlyChoices, watchEarlyChoices } from '../../lib/early-choices.ts';
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
afterEach(() => {
  cleanup();
  endEarlyChoices();
});

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
  it('starts in English (US) with the product’s texts', () => {
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

/** The footer's selects as prerendered: served in English (US) and metric. */
const PRERENDERED = `
  <select data-preference="language"><option value="en-US" selected>English (US)</option><option value="de">Deutsch</option></select>
  <select data-preference="units"><option value="metric" selected>Metric</option><option value="imperial">Imperial</option></select>`;

describe('choices made before the app is live', () => {
  it('applies a language and units picked before the script ran', async () => {
    document.body.innerHTML = PRERENDERED;
    document.querySelector<HTMLSelectElement>('[data-preference="language"]')!.value = 'de';
    document.querySelector<HTMLSelectElement>('[data-preference="units"]')!.value = 'imperial';
    watchEarlyChoices();
    document.body.innerHTML = '';
    renderFooter();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Unternehmen' })).toBeTruthy());
    expect(screen.getByLabelText<HTMLSelectElement>('Sprache').value).toBe('de');
    expect(localStorage.getItem('divespot-language')).toBe('de');
    expect(useUnitsStore.getState().system).toBe('imperial');
    useUnitsStore.setState({ system: 'metric' });
  });

  it('applies a language picked while the script was starting', async () => {
    document.body.innerHTML = PRERENDERED;
    watchEarlyChoices();
    const select = document.querySelector<HTMLSelectElement>('[data-preference="language"]')!;
    select.value = 'de';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    document.body.innerHTML = '';
    renderFooter();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Unternehmen' })).toBeTruthy());
    expect(useUnitsStore.getState().system).toBe('metric');
  });

  it('changes nothing when nothing was picked, and forgets a pick once the app is live', () => {
    document.body.innerHTML = PRERENDERED;
    watchEarlyChoices();
    endEarlyChoices();
    const select = document.querySelector<HTMLSelectElement>('[data-preference="language"]')!;
    select.value = 'de';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    document.body.innerHTML = '';
    const { setLanguage } = useLanguageStore.getState();
    const calls: string[] = [];
    useLanguageStore.setState({ setLanguage: (code) => (calls.push(code), setLanguage(code)) });
    renderFooter();
    // The selects' effects have run (render flushes them): none asked for a language.
    expect(calls).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Company' })).toBeTruthy();
    useLanguageStore.setState({ setLanguage });
  });
});
