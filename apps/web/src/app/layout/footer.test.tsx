// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n/i18n-provider.tsx';
import { startLanguage, useLanguageStore } from '../../lib/i18n/language-store.ts';
import { Footer } from './footer.tsx';

beforeEach(async () => {
  localStorage.clear();
  await startLanguage();
});
afterEach(cleanup);

function renderFooter() {
  render(
    <I18nProvider>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
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
});
