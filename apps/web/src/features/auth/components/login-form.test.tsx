// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentLocation,
  json,
  renderPage,
  stubApi,
  type ApiHandler,
} from '../../../test/render.tsx';
import { testAuthenticated } from '../auth.fixture.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { LoginForm } from './login-form.tsx';

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API: `signIn` answers POST /api/authenticate; Google sign-in is not configured. */
function authApi(signIn: ApiHandler = () => undefined) {
  return stubApi((url, init) => {
    if (url.pathname === '/api/account/providers') return json(200, { google: false });
    if (url.pathname === '/api/authenticate') return signIn(url, init);
    return undefined;
  });
}

function renderForm() {
  const onDone = vi.fn();
  const onRegister = vi.fn();
  const page = renderPage(<LoginForm onDone={onDone} onRegister={onRegister} />, {
    route: '/explore',
  });
  return { ...page, onDone, onRegister };
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

describe('LoginForm: checks before sending', () => {
  it('starts in the Email field', () => {
    authApi();
    renderForm();
    expect(document.activeElement).toBe(email());
  });

  it('names the missing fields and moves to the first one (docs/product/validation.md)', async () => {
    const api = authApi();
    const { user } = renderForm();
    await user.click(signInButton());
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(api.to('/api/authenticate')).toEqual([]);
  });

  it('wants an e-mail address, and moves to the password when only it is missing', async () => {
    const api = authApi();
    const { user } = renderForm();
    await user.type(email(), 'ada.example.com{Enter}');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await user.clear(email());
    await user.type(email(), 'ada@example.com{Enter}');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(password());
    expect(api.to('/api/authenticate')).toEqual([]);
  });
});

describe('LoginForm: signing in', () => {
  it('sends the e-mail as username once, waits, then is done', async () => {
    let reply: (response: Response) => void = () => {};
    const answer = new Promise<Response>((resolve) => (reply = resolve));
    const api = authApi(() => answer);
    const { user, onDone } = renderForm();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret-1{Enter}');
    await waitFor(() => expect(signInButton()).toHaveProperty('disabled', true));
    await user.keyboard('{Enter}');
    expect(api.to('/api/authenticate').map((r) => r.body)).toEqual([
      { username: 'ada@example.com', password: 'secret-1' },
    ]);
    expect(onDone).not.toHaveBeenCalled();

    reply(json(200, testAuthenticated()));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it.each([
    [
      'a 401 without a message',
      new Response(null, { status: 401 }),
      'Invalid email or password. Please check your credentials and try again.',
    ],
    ['a 401 with a message', json(401, { message: 'Account locked' }), 'Account locked'],
    ['a 400', json(400, { message: 'Bad' }), 'Please check your input and try again.'],
    ['a 502', json(502, {}), 'Server error. Please try again later.'],
    ['a 404', json(404, {}), 'Login failed. Please try again.'],
  ])(
    'shows the docs/product/errors.md message for %s and stays open',
    async (_, response, message) => {
      authApi(() => response);
      const { user, onDone } = renderForm();
      await user.type(email(), 'ada@example.com');
      await user.type(password(), 'wrong-one');
      await user.click(signInButton());
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      expect(signInButton()).toHaveProperty('disabled', false);
      expect(onDone).not.toHaveBeenCalled();
    },
  );
});

describe('LoginForm: links', () => {
  it("'Forgot your password?' opens the reset page and is done", async () => {
    authApi();
    const { user, onDone } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(currentLocation()).toBe('/reset-password');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("'Create an account' switches to registering", async () => {
    authApi();
    const { user, onRegister, onDone } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
