// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { json, renderPage, stubApi, type ApiHandler } from '../../../test/render.tsx';
import { useAuthStore } from '../stores/auth-store.ts';
import { useLoginModal } from '../stores/login-modal-store.ts';
import { LoginModal } from './login-modal.tsx';

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null, isAuthenticated: false });
  useLoginModal.setState({ isOpen: false, mode: 'login' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The modal in `language`, opened as `mode`, over an API where `answer` replies first. */
function openIn(language: 'de' | 'ja', mode: 'login' | 'register', answer: ApiHandler) {
  stubApi((url, init) =>
    url.pathname === '/api/account/providers' ? json(200, { google: true }) : answer(url, init),
  );
  const { user } = renderPage(<LoginModal />, { language: inLanguage(language) });
  act(() => useLoginModal.getState().open(mode));
  return user;
}

/** An error body as the API sends it (docs/conventions.md). */
const apiError = (status: number, code: string, message: string, detail?: object) =>
  json(status, { status, code, message, ...(detail ? { detail } : {}) });

describe('the login modal in German', () => {
  it('labels, checks and explains in German', async () => {
    const user = openIn('de', 'login', () => undefined);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Bei DiveSpot anmelden' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Weiter mit Google' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('E-Mail ist erforderlich')).toBeTruthy();
    expect(screen.getByText('Passwort ist erforderlich')).toBeTruthy();
    await user.type(screen.getByLabelText('E-Mail'), 'kein-mail');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    expect(screen.getByRole('heading', { name: 'Erstelle dein DiveSpot-Konto' })).toBeTruthy();
    expect(screen.getByLabelText('Vorname')).toBeTruthy();
    expect(screen.getByText('Mindestens 6 Zeichen')).toBeTruthy();
  });

  it.each([
    [
      apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.'),
      'E-Mail oder Passwort ist falsch. Bitte prüfe deine Angaben und versuche es erneut.',
    ],
    [
      apiError(
        429,
        'TOO_MANY_REQUESTS',
        'Too many failed sign-in attempts. Please try again in 10 minutes.',
        { retryAfterSeconds: 600, cooldownSeconds: 600 },
      ),
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 10 Minuten erneut.',
    ],
    // A code we have no words for: the server's own.
    [apiError(401, 'ACCOUNT_LOCKED', 'This account is locked.'), 'This account is locked.'],
  ])('says what the server answered in German where it can (%#)', async (answer, text) => {
    const user = openIn('de', 'login', (url) =>
      url.pathname === '/api/authenticate' ? answer : undefined,
    );
    await user.type(await screen.findByLabelText('E-Mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Passwort'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});

describe('the login modal in Japanese', () => {
  it('registers and asks for the code in Japanese', async () => {
    const user = openIn('ja', 'register', (url) => {
      if (url.pathname === '/api/account/sendRegistrationToken')
        return json(200, { sent: true, cooldownSeconds: 0, expiresInSeconds: 900 });
      if (url.pathname === '/api/account/resendRegistrationToken') {
        return apiError(
          429,
          'TOO_MANY_REQUESTS',
          'Please wait 42 seconds before requesting a new code.',
          { retryAfterSeconds: 42, cooldownSeconds: 42 },
        );
      }
      return undefined;
    });
    expect(screen.getByRole('heading', { name: 'DiveSpot アカウントを作成' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'アカウントを作成' }));
    expect(await screen.findByText('名を入力してください')).toBeTruthy();

    await user.type(screen.getByLabelText('名'), 'Ada');
    await user.type(screen.getByLabelText('姓'), 'Diver');
    await user.type(screen.getByLabelText('メールアドレス'), 'ada@example.com');
    await user.type(screen.getByLabelText('パスワード'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'アカウントを作成' }));

    expect(await screen.findByRole('heading', { name: 'メールを確認してください' })).toBeTruthy();
    await user.type(screen.getByLabelText('確認コード'), '12');
    await user.click(screen.getByRole('button', { name: '確認する' }));
    expect(await screen.findByText('4桁の確認コードを入力してください')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'コードを再送信' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '新しいコードをリクエストするまで42秒お待ちください。',
    );
    expect(screen.getByRole('button', { name: '42秒後にコードを再送信' })).toBeTruthy();
  });
});
