// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { readTokens } from '../lib/token-storage.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { useLoginModal } from '../stores/login-modal-store.ts';
import { LoginModal } from './login-modal.tsx';
import { TEST_PROFILE } from '../../account/profile.fixture.ts';
import { json, testAuthenticated } from '../auth.fixture.ts';

type Handler = (url: URL, init: RequestInit) => Response | undefined;

let requests: { url: URL; body: unknown }[] = [];
let handler: Handler;

const AUTHENTICATED = testAuthenticated();

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null, isAuthenticated: false });
  useLoginModal.setState({ isOpen: false, mode: 'login' });
  requests = [];
  handler = () => undefined;
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ url, body });
    const answer =
      handler(url, init) ??
      (url.pathname === '/api/account/providers' ? json(200, { google: false }) : undefined) ??
      (url.pathname === '/api/profile' ? json(200, TEST_PROFILE) : undefined) ??
      json(404, { message: 'Not Found' });
    return Promise.resolve(answer);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderModal() {
  return renderPage(<LoginModal />).user;
}

function openAs(mode: 'login' | 'register') {
  const user = renderModal();
  act(() => useLoginModal.getState().open(mode));
  return user;
}

const dialog = () => screen.getByRole('dialog');

/** Opens register mode, fills in Ada's details and presses Create Account. */
async function submitRegistration() {
  const user = openAs('register');
  await user.type(await screen.findByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Diver');
  await user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-1');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

const paths = () => requests.map((r) => r.url.pathname);

describe('LoginModal: login mode', () => {
  it('checks the fields before calling the server (docs/product/validation.md)', async () => {
    const user = openAs('login');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(paths()).not.toContain('/api/authenticate');
  });

  it('signs in, stores the tokens and closes', async () => {
    handler = (url) =>
      url.pathname === '/api/authenticate' ? json(200, AUTHENTICATED) : undefined;
    const user = openAs('login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(useLoginModal.getState().isOpen).toBe(false));
    expect(requests.find((r) => r.url.pathname === '/api/authenticate')?.body).toEqual({
      username: 'ada@example.com',
      password: 'secret-1',
    });
    expect(useAuthStore.getState().user?.firstName).toBe('Ada');
    expect(readTokens()?.accessToken).toBe('access-1');
  });

  it.each([
    [401, { message: 'Wrong email or password' }, 'Wrong email or password'],
    [400, { message: 'Bad' }, 'Please check your input and try again.'],
    [503, { message: 'Down' }, 'Server error. Please try again later.'],
    [418, {}, 'Login failed. Please try again.'],
  ])('shows the docs/product/errors.md message for a %i', async (status, body, message) => {
    handler = (url) => (url.pathname === '/api/authenticate' ? json(status, body) : undefined);
    const user = openAs('login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('toggles to register and back', async () => {
    const user = openAs('login');
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create your DiveSpot account' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in to DiveSpot' })).toBeTruthy();
  });

  it('shows Google only when the server has it configured', async () => {
    const user = openAs('login');
    await screen.findByLabelText('Email');
    await waitFor(() => expect(paths()).toContain('/api/account/providers'));
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull();
    cleanup();
    void user;
    handler = (url) =>
      url.pathname === '/api/account/providers' ? json(200, { google: true }) : undefined;
    openAs('login');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe('/oauth2/authorize/google');
  });
});

describe('LoginModal: register and verify-email modes', () => {
  it('sends the code, then a complete code registers, signs in and closes', async () => {
    handler = (url) => {
      if (url.pathname === '/api/account/sendRegistrationToken')
        return json(200, { sent: true, cooldownSeconds: 60, expiresInSeconds: 900 });
      if (url.pathname === '/api/account/validateRegistrationToken')
        return json(200, { valid: url.searchParams.get('token') === '4321' });
      if (url.pathname === '/api/account/register') return json(201, AUTHENTICATED);
      return undefined;
    };
    const user = await submitRegistration();

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    const send = requests.find((r) => r.url.pathname === '/api/account/sendRegistrationToken');
    expect(send?.url.searchParams.get('email')).toBe('ada@example.com');
    // docs/product/states.md: resend waits out the cooldown the server gave.
    const resend = screen.getByRole('button', { name: /Resend code in 60s/ });
    expect(resend.hasAttribute('disabled')).toBe(true);

    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter a 4-digit verification code')).toBeTruthy();

    // The fourth digit checks the code at once; a wrong one says so and empties the field.
    await user.type(code, '34');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid verification code. Please check your email and try again.',
    );
    expect(paths()).not.toContain('/api/account/register');

    await user.click(screen.getByLabelText('Verification code'));
    await user.paste('43-21');
    await waitFor(() => expect(useLoginModal.getState().isOpen).toBe(false));
    const register = requests.find((r) => r.url.pathname === '/api/account/register');
    expect(register?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Diver',
      emailAddress: 'Ada@Example.com',
      password: 'secret-1',
      emailConsent: false,
      token: '4321',
    });
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(readTokens()?.refreshToken).toBe('refresh-1');
  });

  it('Back returns to the filled-in register form', async () => {
    handler = (url) =>
      url.pathname === '/api/account/sendRegistrationToken'
        ? json(200, { sent: true, cooldownSeconds: 60, expiresInSeconds: 900 })
        : undefined;
    const user = await submitRegistration();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Create your DiveSpot account' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ada');
  });

  it('register fields follow docs/product/validation.md', async () => {
    const user = openAs('register');
    await user.type(await screen.findByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(paths()).not.toContain('/api/account/sendRegistrationToken');
  });

  it.each([
    [
      409,
      { message: 'exists' },
      'An account with this email already exists. Please sign in instead or use a different email address.',
    ],
    [
      400,
      { message: 'User already exists' },
      'An account with this email already exists. Please sign in instead or use a different email address.',
    ],
    [500, { message: 'boom' }, 'An error occurred. Please try again.'],
  ])('a %i on sending the code shows the modal message', async (status, body, message) => {
    handler = (url) =>
      url.pathname === '/api/account/sendRegistrationToken' ? json(status, body) : undefined;
    await submitRegistration();
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('heading', { name: 'Create your DiveSpot account' })).toBeTruthy();
  });

  it('shows the verification and register failures of docs/product/errors.md', async () => {
    let validate = json(400, { message: 'Invalid or expired verification code.' });
    handler = (url) => {
      if (url.pathname === '/api/account/sendRegistrationToken')
        return json(200, { sent: true, cooldownSeconds: 0, expiresInSeconds: 900 });
      if (url.pathname === '/api/account/validateRegistrationToken') return validate;
      if (url.pathname === '/api/account/register') return json(409, { message: 'taken' });
      return undefined;
    };
    const user = await submitRegistration();
    await user.type(await screen.findByLabelText('Verification code'), '1111');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid or expired verification code.',
    );
    validate = json(200, { valid: true });
    await user.type(screen.getByLabelText('Verification code'), '2222');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'An account with this email already exists. Please try signing in instead.',
      ),
    );
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('resend: a new code restarts the countdown; a 429 shows the wait', async () => {
    let resendAnswer = json(200, { sent: true, cooldownSeconds: 30, expiresInSeconds: 900 });
    handler = (url) => {
      if (url.pathname === '/api/account/sendRegistrationToken')
        return json(200, { sent: true, cooldownSeconds: 0, expiresInSeconds: 900 });
      if (url.pathname === '/api/account/resendRegistrationToken') return resendAnswer;
      return undefined;
    };
    const user = await submitRegistration();
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    // The address is in pieces that wrap whole (EmailAddress): match the paragraph's text.
    const sent = 'A new code is on its way to Ada@Example.com.';
    expect(
      await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === sent),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Resend code in 30s/ }).hasAttribute('disabled'),
    ).toBe(true);

    cleanup();
    resendAnswer = json(429, {
      message: 'Please wait 42 seconds before requesting a new code.',
      detail: { cooldownSeconds: 42, retryAfterSeconds: 42 },
    });
    const again = await submitRegistration();
    await again.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please wait 42 seconds before requesting a new code.',
    );
    expect(screen.getByRole('button', { name: /Resend code in 42s/ })).toBeTruthy();

    cleanup();
    resendAnswer = json(500, {});
    const third = await submitRegistration();
    await third.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to resend code. Please try again.',
    );
  });

  it('the close button closes the modal', async () => {
    const user = openAs('login');
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(useLoginModal.getState().isOpen).toBe(false);
  });
});
