// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydratedSoon } from './use-hydrated.ts';

const seen: boolean[] = [];
function Probe() {
  const hydrated = useHydratedSoon();
  seen.push(hydrated);
  return <p>{hydrated ? 'live' : 'prerendered'}</p>;
}

afterEach(() => {
  cleanup();
  seen.length = 0;
});

describe('useHydratedSoon', () => {
  it('adopts prerendered HTML as it is, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    seen.length = 0;
    render(<Probe />, { container, hydrate: true });
    expect(seen[0]).toBe(false);
    expect(await screen.findByText('live')).toBeTruthy();
  });

  it('is true from the first render without prerendered HTML', () => {
    render(<Probe />);
    expect(seen).not.toContain(false);
    expect(screen.getByText('live')).toBeTruthy();
  });
});
