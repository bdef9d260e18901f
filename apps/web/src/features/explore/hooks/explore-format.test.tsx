// @vitest-environment happy-dom
import type { LanguageCode } from '@divespot/shared/site';
import type { Filter } from '@divespot/shared/filters';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n-provider.tsx';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import { inLanguage } from '../../../test/in-language.ts';
import { useFilterLabels } from './use-filter-labels.ts';
import { useSpotFormat } from './use-spot-format.ts';

afterEach(() => useUnitsStore.setState({ system: 'metric' }));

const level: Filter = {
  name: 'level',
  display: 'Level',
  type: 'MULTI_SELECT',
  options: [
    { value: 'beginner', display: 'Beginner' },
    { value: 'expert', display: 'Expert' },
  ],
};
const depth: Filter = {
  name: 'depth',
  display: 'Depth',
  type: 'RANGE',
  options: [],
  range: { minValue: 0, maxValue: 150 },
  unit: 'm',
};
const unknown: Filter = { ...level, name: 'gas', display: 'Breathing gas' };

function hooks(language: LanguageCode = 'en-US') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider fixed={inLanguage(language)}>{children}</I18nProvider>
  );
  return renderHook(() => ({ labels: useFilterLabels(), format: useSpotFormat() }), { wrapper })
    .result.current;
}

describe('filter labels', () => {
  it('labels chips by what is chosen', () => {
    const { labels } = hooks();
    expect(labels.chip(level, {})).toBe('Level');
    expect(labels.chip(level, { level: ['expert'] })).toBe('Expert');
    expect(labels.chip(level, { level: ['expert', 'beginner'] })).toBe('Level · 2');
    expect(labels.chip(depth, { 'depth.max': 18 })).toBe('Depth 0–18 m');
    expect(labels.chip(depth, { 'depth.min': 5, 'depth.max': 30 })).toBe('Depth 5–30 m');
    expect(labels.chip(unknown, {})).toBe('Breathing gas');
  });

  it("shows a depth range in the diver's unit and takes it back in metres", () => {
    useUnitsStore.setState({ system: 'imperial' });
    const { labels } = hooks();
    expect(labels.chip(depth, { 'depth.max': 18.3 })).toBe('Depth 0–60 ft');
    expect(labels.unit(depth)).toBe('ft');
    expect(labels.shown(depth, 150)).toBe(492);
    expect(labels.metric(depth, 60)).toBe(18.3);
    // The range's own limit, typed in feet, is the limit again (so it narrows nothing).
    expect(labels.metric(depth, 492)).toBe(150);
  });

  it("titles known filters in the page's language and keeps the server's for others", () => {
    const { labels } = hooks('de');
    expect(labels.title(depth)).toBe('Tiefe');
    expect(labels.chip(depth, { 'depth.min': 5, 'depth.max': 30 })).toBe('Tiefe 5–30 m');
    expect(labels.title(unknown)).toBe('Breathing gas');
    expect(labels.inSentence('Tiefe')).toBe('Tiefe');
    expect(hooks('fr').labels.inSentence('Profondeur')).toBe('profondeur');
  });
});

describe('spot formatting', () => {
  it('formats rating, distance and depth as docs/product/limits.md says', () => {
    const { format } = hooks();
    expect(format.rating(4)).toBe('4.0');
    expect(format.rating(4.66)).toBe('4.7');
    expect(format.distance(12.345)).toBe('12.3 km');
    expect(format.distance(12)).toBe('12.0 km');
    expect(format.depth(5, 30)).toBe('5–30 m');
    expect(format.depth(null, 30)).toBe('30 m');
    expect(format.depth(12, 12)).toBe('12 m');
    expect(format.depth(null, null)).toBeNull();
  });

  it("uses the diver's units and the page's numbers", () => {
    useUnitsStore.setState({ system: 'imperial' });
    expect(hooks().format.distance(12.345)).toBe('7.7 mi');
    expect(hooks().format.depth(5, 30)).toBe('16–98 ft');
    useUnitsStore.setState({ system: 'metric' });
    expect(hooks('de').format.distance(12.345)).toBe('12,3 km');
    expect(hooks('de').format.rating(4.5)).toBe('4,5');
  });
});
