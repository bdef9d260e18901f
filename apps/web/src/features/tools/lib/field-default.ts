import { toMetric, type UnitSystem } from '@divespot/shared/units';
import type { FieldSpec } from '../hooks/use-tool-form.ts';

/**
 * A field's value when the URL has none, metric. Each unit system has round defaults of its own:
 * a diver in feet starts from 100 ft and 3,000 psi, not from 30 m and 200 bar converted
 * (98.4 ft, 2,901 psi).
 */
export function fieldDefault(
  spec: Pick<FieldSpec, 'default' | 'imperialDefault' | 'quantity' | 'convert'>,
  system: UnitSystem,
): number {
  if (system !== 'imperial' || spec.imperialDefault === undefined) return spec.default;
  if (spec.convert) return spec.convert.toMetric(spec.imperialDefault);
  return spec.quantity ? toMetric(spec.quantity, spec.imperialDefault, 'imperial') : spec.default;
}
