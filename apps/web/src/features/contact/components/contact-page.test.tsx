// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { ContactPage } from './contact-page.tsx';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

let answer: () => Response;
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(answer()));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillAndSend() {
  const { user } = renderPage(<ContactPage />);
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada Diver');
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'general');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is Blue Corner 30 m deep?');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('the contact form', () => {
  it('shows the wait of a 429 in plain words and keeps what was typed', async () => {
    const message =
      'You have sent several messages in a short time. Please try again in 7 minutes.';
    answer = () =>
      json(
        429,
        {
          status: 429,
          code: 'TOO_MANY_REQUESTS',
          message,
          detail: { retryAfterSeconds: 401, cooldownSeconds: 401 },
        },
        { 'retry-after': '401' },
      );
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      `${message} Everything you typed is still here.`,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty(
      'value',
      'Is Blue Corner 30 m deep?',
    );
  });
});
