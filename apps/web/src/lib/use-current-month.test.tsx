// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentMonth } from './use-current-month.ts';

function Probe() {
  return <p>month {useCurrentMonth()}</p>;
}

// 30 November, 12:00 UTC: already 1 December at UTC+14 (Kiritimati).
const NOW = new Date('2026-11-30T12:00:00Z');
const timeZone = process.env.TZ;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  process.env.TZ = 'Pacific/Kiritimati';
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  if (timeZone === undefined) delete process.env.TZ;
  else process.env.TZ = timeZone;
});

describe('useCurrentMonth', () => {
  it('renders UTC’s month on the server', () => {
    expect(renderToString(<Probe />)).toContain('month <!-- -->11');
  });

  it('adopts the server’s HTML without a mismatch, then shows the visitor’s month', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const mismatch = vi.fn();
    render(<Probe />, {
      container,
      hydrate: true,
      onRecoverableError: mismatch,
    } as Parameters<typeof render>[1]);
    expect(await screen.findByText('month 12')).toBeTruthy();
    expect(mismatch).not.toHaveBeenCalled();
  });

  it('is the visitor’s month from the start without server HTML', () => {
    render(<Probe />);
    expect(screen.getByText('month 12')).toBeTruthy();
  });
});
