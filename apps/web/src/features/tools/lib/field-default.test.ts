import { fromMetric } from '@divespot/shared/units';
import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../hooks/use-tool-form.ts';
import { FREEDIVING_FIELDS } from '../hooks/use-freediving-form.ts';
import { SAC_FIELD_DEFAULTS } from '../hooks/use-sac-form.ts';
import { depthField } from './fields.ts';
import { fieldDefault } from './field-default.ts';

/** What a field shows by default in a unit system, rounded as the form writes it. */
function shown(spec: FieldSpec, system: 'metric' | 'imperial'): number {
  const metric = fieldDefault(spec, system);
  const value = spec.convert
    ? system === 'imperial'
      ? spec.convert.toShown(metric)
      : metric
    : spec.quantity
      ? fromMetric(spec.quantity, metric, system)
      : metric;
  return Math.round(value * 10 ** spec.digits) / 10 ** spec.digits;
}

describe('fieldDefault: round defaults in each unit system', () => {
  it('gives a depth its own round figure in feet, not 30 m converted (98.4 ft)', () => {
    const depth = depthField(30, 100);
    expect(shown(depth, 'metric')).toBe(30);
    expect(shown(depth, 'imperial')).toBe(100);
    expect(fieldDefault(depth, 'imperial')).toBeCloseTo(30.48, 6);
  });

  it('starts the SAC calculator from an 80 cu ft cylinder, 3,000 to 500 psi, 40 and 60 ft', () => {
    const f = SAC_FIELD_DEFAULTS;
    expect([f.start, f.end, f.avgDepth, f.depth].map((s) => shown(s, 'imperial'))).toEqual([
      3000, 500, 40, 60,
    ]);
    expect([f.start, f.end, f.avgDepth, f.depth].map((s) => shown(s, 'metric'))).toEqual([
      200, 70, 12, 18,
    ]);
    expect(shown(f.workingPressure, 'imperial')).toBe(3000);
    // The cylinder is rated in cubic feet at its working pressure: 80 cu ft at 3,000 psi.
    const tank = f.tank(fieldDefault(f.workingPressure, 'imperial'));
    expect(shown(tank, 'imperial')).toBe(80);
    expect(shown(f.tank(fieldDefault(f.workingPressure, 'metric')), 'metric')).toBe(12);
  });

  it('gives the freediving calculator 65 ft and 3 ft/s', () => {
    expect(shown(FREEDIVING_FIELDS.depth, 'imperial')).toBe(65);
    expect(shown(FREEDIVING_FIELDS.descent, 'imperial')).toBe(3);
    expect(shown(FREEDIVING_FIELDS.descent, 'metric')).toBe(1);
  });

  it('converts the metric default where a field has no figure of its own', () => {
    const spec: FieldSpec = { param: 'x', default: 10, quantity: 'depth', digits: 1 };
    expect(shown(spec, 'imperial')).toBe(32.8);
    const plain: FieldSpec = { param: 'o2', default: 32, digits: 1 };
    expect(fieldDefault(plain, 'imperial')).toBe(32);
  });
});
