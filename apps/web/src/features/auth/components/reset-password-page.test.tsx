// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { readTokens } from '../lib/token-storage.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { json, testAuthenticated } from '../auth.fixture.ts';

let requests: { url: string; body: unknown }[] = [];
let answer: (url: string) => Response;

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null, isAuthenticated: false });
  requests = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    requests.push({ url, body: JSON.parse(init.body as string) as unknown });
    return Promise.resolve(answer(url));
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(url: string) {
  return renderPage(<ResetPasswordPage />, { route: url }).user;
}

const TOKEN = 't'.repeat(43);

describe('/reset-password', () => {
  it('asks for the address and says the same whether or not it has an account', async () => {
    answer = () => json(200, { sent: true });
    const user = renderAt('/reset-password');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(requests).toEqual([]);
    await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account exists for ada@example.com',
    );
    expect(requests).toEqual([
      { url: '/api/account/resetPassword', body: { email: 'ada@example.com' } },
    ]);
  });

  it("completes the reset with the link's token and signs the user in", async () => {
    answer = () =>
      json(200, testAuthenticated({ accessToken: 'access-r', refreshToken: 'refresh-r' }));
    const user = renderAt(`/reset-password?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), '6');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Your password was changed and you are signed in.'),
    ).toBeTruthy();
    expect(requests).toEqual([
      { url: '/api/account/resetPassword/finish', body: { token: TOKEN, newPassword: '123456' } },
    ]);
    expect(readTokens()?.accessToken).toBe('access-r');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('says when the link is no longer valid and offers a new one', async () => {
    answer = () => json(400, { message: 'This password reset link is invalid or has expired.' });
    const user = renderAt(`/reset-password?token=${TOKEN}`);
    await user.type(screen.getByLabelText('New password'), 'new-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toBeTruthy();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
