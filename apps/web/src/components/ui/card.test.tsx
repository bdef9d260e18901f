// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cardClasses, CardLink } from './card.tsx';

afterEach(cleanup);

describe('card frame', () => {
  it('puts the frame around the caller’s layout, on a link or any element', () => {
    render(
      <MemoryRouter>
        <CardLink to="/tools" className="flex p-6">
          Tools
        </CardLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Tools' });
    expect(link.getAttribute('href')).toBe('/tools');
    expect(link.className).toBe(cardClasses('flex p-6'));
    expect(cardClasses('flex p-6')).toMatch(
      /^flex p-6 rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-sky-300 hover:shadow-md$/,
    );
  });
});
