// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import { inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test/render.tsx';
import { ModCalculator } from './mod-calculator.tsx';

/** Spaces as the page's number formats write them (no-break in French), made plain. */
const text = (id: string) => screen.getByTestId(id).textContent.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => {
  cleanup();
  useUnitsStore.setState({ system: 'metric' });
});

describe('MOD calculator: both conventions at once', () => {
  it('shows the training tables’ figure beside real water’s', () => {
    renderPage(<ModCalculator />, { route: '/tools/mod-calculator' });
    // EAN32 at 1.4 bar: (1.4 / 0.32 − 1.01325) × 9.9003 = 33.28 m; (1.4 / 0.32 − 1) × 10 = 33.75 m.
    expect(text('mod-result')).toBe('33.2 m');
    expect(text('mod-other')).toBe('By the training tables (1 bar per 10 m): 33.7 m');
  });

  it('shows salt water at sea level beside the tables, whatever altitude the link names', () => {
    renderPage(<ModCalculator />, {
      route: '/tools/mod-calculator?o2=36&ppo2=1.6&water=tables&alt=2000',
    });
    // (1.6 / 0.36 − 1) × 10 = 34.44 m; (1.6 / 0.36 − 1.01325) × 9.9003 = 33.97 m.
    expect(text('mod-result')).toBe('34.4 m');
    expect(text('mod-other')).toBe('In real salt water at sea level: 33.9 m');
  });

  it('follows the diver’s units and language', () => {
    useUnitsStore.setState({ system: 'imperial' });
    renderPage(<ModCalculator />, { route: '/tools/mod-calculator', language: inLanguage('de') });
    // 33.75 m = 110.73 ft; 33.28 m = 109.19 ft.
    expect(text('mod-result')).toBe('109,1 ft');
    expect(text('mod-other')).toBe(
      'Nach den Tabellen der Tauchausbildung (1 bar pro 33 ft): 110,7 ft',
    );
  });
});
