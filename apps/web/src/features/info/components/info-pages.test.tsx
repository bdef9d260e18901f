// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test/render.tsx';
import { AboutPage } from './about-page.tsx';
import { ChangelogPage } from './changelog-page.tsx';
import { PressPage } from './press-page.tsx';

afterEach(cleanup);

/** The element with lang="en" around `text`. */
const englishBlockOf = (text: string) => screen.getByText(text, { exact: false }).closest('[lang]');

describe('information pages in French', () => {
  it('translates the About page’s headings, lists and calls to action, and marks the kept prose English', () => {
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

    const safety = englishBlockOf('DiveSpot helps you plan; it does not replace training');
    expect(safety?.getAttribute('lang')).toBe('en');
    const whatIs = englishBlockOf('DiveSpot brings the things divers research');
    expect(whatIs?.getAttribute('lang')).toBe('en');
    expect(within(whatIs as HTMLElement).getByRole('link', { name: 'changelog' })).toBeTruthy();
    // Only the kept prose is marked: the translated text is not inside a lang="en" block.
    expect(screen.getByText('Ce que vous pourrez faire').closest('[lang]')).toBeNull();
  });

  it('formats changelog dates in the page’s language and keeps the release notes English', () => {
    renderPage(<ChangelogPage />, { language: inLanguage('fr') });
    expect(screen.getByRole('heading', { level: 1, name: 'Nouveautés' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Version fondatrice' })).toBeTruthy();
    const date = screen.getByText('21 novembre 2026');
    expect(date.getAttribute('datetime')).toBe('2026-11-21');
    expect(englishBlockOf('A sticky header, a mobile menu')?.getAttribute('lang')).toBe('en');
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
