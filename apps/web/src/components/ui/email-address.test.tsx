// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress, emailBreakParts } from './email-address.tsx';

afterEach(cleanup);

describe('emailBreakParts', () => {
  it('breaks after the @ and before each dot, nowhere else', () => {
    expect(emailBreakParts('marina.reef-diver@mail.example.co.uk')).toEqual([
      'marina',
      '.reef-diver@',
      'mail',
      '.example',
      '.co',
      '.uk',
    ]);
  });

  it('keeps a plain address whole when it has nothing to break at', () => {
    expect(emailBreakParts('localhost')).toEqual(['localhost']);
    expect(emailBreakParts('')).toEqual([]);
  });
});

describe('EmailAddress', () => {
  it('reads as the address, with a break opportunity at each of those places', () => {
    const { container } = render(<EmailAddress address="kai.deep@example.com" />);
    const span = container.firstElementChild!;
    expect(span.textContent).toBe('kai.deep@example.com');
    const piece = (text: string) =>
      `<span class="inline-block max-w-full wrap-anywhere">${text}</span>`;
    expect(span.innerHTML).toBe(
      [piece('kai'), piece('.deep@'), piece('example'), piece('.com')].join('<wbr>'),
    );
  });
});
