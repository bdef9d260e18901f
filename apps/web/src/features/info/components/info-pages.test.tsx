// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test/render.tsx';
import { AboutPage } from './about-page.tsx';
import { ChangelogPage } from './changelog-page.tsx';
import { PressPage } from './press-page.tsx';

afterEach(cleanup);

describe('information pages in French', () => {
  it('translates every heading, list, paragraph and call to action of the About page', () => {
    renderPage(<AboutPage />, { language: inLanguage('fr') });
    expect(screen.getByRole('heading', { level: 1, name: 'À propos de DiveSpot' })).toBeTruthy();
    expect(screen.getByText('Entreprise')).toBeTruthy();
    for (const heading of [
      'Ce qu’est DiveSpot',
      'Ce que vous pourrez faire',
      'La sécurité avant tout',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.getByText('Trouvez des sites sur une carte ou dans une liste').tagName).toBe(
      'STRONG',
    );
    expect(screen.getByRole('link', { name: 'formulaire de contact' }).getAttribute('href')).toBe(
      '/contact',
    );

    expect(screen.getByText(/DiveSpot vous aide à préparer vos plongées/)).toBeTruthy();
    const whatIs = screen.getByText(/Nous construisons DiveSpot ouvertement/);
    expect(within(whatIs).getByRole('link', { name: 'Nouveautés' }).getAttribute('href')).toBe(
      '/changelog',
    );
    const openData = screen.getByText(/Le fond de carte est construit/);
    expect(within(openData).getByRole('link', { name: 'Natural Earth' })).toBeTruthy();
    // No English is left on the page: nothing needs to be marked as English.
    expect(document.querySelector('[lang]')).toBeNull();
    expect(screen.queryByText(/DiveSpot helps you plan/)).toBeNull();
  });

  it('formats changelog dates in the page’s language and translates the release notes', () => {
    renderPage(<ChangelogPage />, { language: inLanguage('fr') });
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveautés' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Version fondatrice' })).toBeTruthy();
    const date = screen.getByText('21 novembre 2026');
    expect(date.getAttribute('datetime')).toBe('2026-11-21');
    expect(screen.getByText('Structure de l’application.').tagName).toBe('STRONG');
    expect(document.querySelector('[lang]')).toBeNull();
  });

  it('names the contact topic and fact sheet terms in the page’s language', () => {
    renderPage(<PressPage />, { language: inLanguage('fr') });
    expect(screen.getByRole('heading', { level: 1, name: 'Presse et médias' })).toBeTruthy();
    expect(screen.getByText('Contact presse')).toBeTruthy();
    expect(screen.getByText(/avec le sujet « Demande presse »/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'press@divespot.app' })).toHaveLength(2);
  });
});

describe('information pages in English (US)', () => {
  it('keep their texts', () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About DiveSpot' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Diving calculators' }).id).toBe('tools');
    expect(
      screen.getByText(/Spotted a mistake, run a dive center or simply have an idea\? Use the/),
    ).toBeTruthy();
  });

  it('date the changelog the US way', () => {
    renderPage(<ChangelogPage />);
    expect(screen.getByText('November 21, 2026')).toBeTruthy();
    expect(screen.getByText('November 24, 2026')).toBeTruthy();
  });
});
