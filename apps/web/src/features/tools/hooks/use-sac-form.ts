import { LIMITS } from '@divespot/shared/tools/input';
import { fromMetric, toMetric } from '@divespot/shared/units';
import { depthField } from '../lib/fields.ts';
import { useToolForm, type FieldSpec } from './use-tool-form.ts';
import { useToolFormat } from './use-tool-format.ts';

/** A cylinder's working pressure (imperial cylinders are rated by it): 3,000 psi by default. */
const WORKING_PRESSURE: FieldSpec = {
  param: 'wp',
  default: Math.round(toMetric('pressure', 3000, 'imperial') * 10_000) / 10_000,
  imperialDefault: 3000,
  quantity: 'pressure',
  digits: 0,
  limit: { min: 50, max: LIMITS.pressure.max },
};

const pressure = (param: string, fallback: number, fallbackPsi: number): FieldSpec => ({
  param,
  default: fallback,
  imperialDefault: fallbackPsi,
  quantity: 'pressure',
  digits: 0,
  limit: LIMITS.pressure,
});

/**
 * The cylinder: its water volume in litres; in imperial its rated volume in cubic feet at its
 * working pressure (bar, metric), the way American cylinders are sold: water volume = rated
 * volume ÷ working pressure (an AL80, 77.4 cu ft at 3,000 psi, counts as 10.6 L).
 */
const tankField = (workingPressure: number, imperial = true): FieldSpec => ({
  param: 'tank',
  default: 12,
  imperialDefault: 80,
  digits: 1,
  limit: LIMITS.tankVolume,
  ...(imperial
    ? {
        convert: {
          toShown: (litres) => fromMetric('volume', litres * workingPressure, 'imperial'),
          toMetric: (cubicFeet) => toMetric('volume', cubicFeet, 'imperial') / workingPressure,
        },
      }
    : {}),
});

/**
 * The SAC calculator's defaults: an ordinary dive in each unit system's round figures. 12 L from
 * 200 to 70 bar in 45 minutes at 12 m average, then 30 minutes planned at 18 m; in imperial an
 * 80 cu ft cylinder from 3,000 to 500 psi in 45 minutes at 40 ft, then 30 minutes at 60 ft.
 */
export const SAC_FIELD_DEFAULTS = {
  workingPressure: WORKING_PRESSURE,
  tank: tankField,
  start: pressure('start', 200, 3000),
  end: pressure('end', 70, 500),
  avgDepth: depthField(12, 40, 'avg'),
  depth: depthField(18, 60),
};

/** The SAC calculator's fields: the cylinder, a logged dive, and a planned one. */
export function useSacForm() {
  const { system } = useToolFormat();
  const { wp } = useToolForm({ wp: WORKING_PRESSURE });
  const workingPressure = wp.problem ? WORKING_PRESSURE.default : wp.value;
  const d = SAC_FIELD_DEFAULTS;
  const specs = {
    tank: tankField(workingPressure, system === 'imperial'),
    start: d.start,
    end: d.end,
    time: { param: 'time', default: 45, digits: 1, limit: LIMITS.time },
    avgDepth: d.avgDepth,
    depth: d.depth,
    bottom: { param: 'bottom', default: 30, digits: 1, limit: LIMITS.time },
    rmv: {
      param: 'rmv',
      default: 0,
      quantity: 'flow',
      digits: 1,
      limit: LIMITS.rmv,
      optional: true,
    },
  } satisfies Record<string, FieldSpec>;
  const fields = useToolForm(specs);
  return { specs: { ...specs, wp: WORKING_PRESSURE }, fields: { ...fields, wp } };
}
