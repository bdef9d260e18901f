// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { ContactPage } from './contact-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contact page in French', () => {
  it('labels the form, its topics and its checks in French', async () => {
    const api = stubApi(() => undefined);
    const { user } = renderPage(<ContactPage />, { language: inLanguage('fr') });
    expect(screen.getByRole('heading', { level: 1, name: 'Contacter DiveSpot' })).toBeTruthy();
    const topic = screen.getByRole('combobox', { name: 'Sujet' });
    expect(
      within(topic)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choisissez un sujet',
      'Question générale',
      'Corriger un site de plongée ou une espèce',
      'Référencement d’un centre de plongée',
      'Partenariats et affiliation',
      'Demande presse',
    ]);
    expect(screen.getByText('0 / 5000 caractères (au moins 10)')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'pas-une-adresse');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Court');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Saisissez votre nom.')).toBeTruthy();
    expect(screen.getByText('Saisissez une adresse e-mail valide.')).toBeTruthy();
    expect(screen.getByText('Choisissez un sujet.')).toBeTruthy();
    expect(screen.getByText('Écrivez au moins 10 caractères.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Votre nom' }));
    expect(api.requests).toEqual([]);
  });

  it('says a rate limit’s wait in French and keeps what was typed', async () => {
    stubApi(() =>
      json(429, {
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: 'You have sent several messages in a short time. Please try again in 7 minutes.',
        detail: { retryAfterSeconds: 401, cooldownSeconds: 401 },
      }),
    );
    const { user } = renderPage(<ContactPage />, { language: inLanguage('fr') });
    await user.type(screen.getByRole('textbox', { name: 'Votre nom' }), 'Ada Diver');
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'ada@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sujet' }), 'general');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Blue Corner fait 30 m ?');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans 7 minutes. ' +
        'Tout ce que vous avez saisi est conservé.',
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty(
      'value',
      'Blue Corner fait 30 m ?',
    );
  });
});
