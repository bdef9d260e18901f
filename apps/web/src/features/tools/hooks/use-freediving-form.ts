import { LIMITS } from '@divespot/shared/tools/input';
import { depthField } from '../lib/fields.ts';
import { useToolForm, type FieldSpec } from './use-tool-form.ts';

const lung = (param: string, fallback: number): FieldSpec => ({
  param,
  default: fallback,
  digits: 1,
  limit: LIMITS.lungVolume,
});
const speed = (param: string): FieldSpec => ({
  param,
  default: 1,
  imperialDefault: 3,
  quantity: 'verticalSpeed',
  digits: 2,
  limit: LIMITS.verticalSpeed,
});

export const FREEDIVING_FIELDS = {
  depth: depthField(20, 65),
  volume: lung('lungs', 6),
  residual: lung('rv', 1.5),
  descent: speed('down'),
  ascent: speed('up'),
  bottom: { param: 'bottom', default: 0, digits: 0, limit: { min: 0, max: 600 } },
  personalBest: {
    param: 'pb',
    default: 180,
    digits: 0,
    duration: true,
    limit: LIMITS.personalBest,
  },
} satisfies Record<string, FieldSpec>;

/** The freediving calculator's fields, kept in the URL. */
export function useFreedivingForm() {
  return useToolForm(FREEDIVING_FIELDS);
}
