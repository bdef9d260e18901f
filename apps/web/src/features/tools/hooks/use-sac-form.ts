import { LIMITS } from '@divespot/shared/tools/input';
import { fromMetric, toMetric } from '@divespot/shared/units';
import { depthField } from '../lib/fields.ts';
import { useToolForm, type FieldSpec } from './use-tool-form.ts';
import { useToolFormat } from './use-tool-format.ts';

/** A cylinder's working pressure (imperial cylinders are rated by it): 3,000 psi by default. */
const WORKING_PRESSURE: FieldSpec = {
  param: 'wp',
  default: Math.round(toMetric('pressure', 3000, 'imperial') * 10_000) / 10_000,
  quantity: 'pressure',
  digits: 0,
  limit: { min: 50, max: LIMITS.pressure.max },
};

const pressure = (param: string, fallback: number): FieldSpec => ({
  param,
  default: fallback,
  quantity: 'pressure',
  digits: 0,
  limit: LIMITS.pressure,
});

/**
 * The SAC calculator's fields: the cylinder (water volume in litres; in imperial its rated
 * volume in cubic feet at its working pressure), a logged dive, and a planned one. Defaults are
 * an ordinary dive: 12 L from 200 to 70 bar in 45 minutes at 12 m average, then 30 minutes
 * planned at 18 m.
 */
export function useSacForm() {
  const { system } = useToolFormat();
  const { wp } = useToolForm({ wp: WORKING_PRESSURE });
  const workingPressure = wp.problem ? WORKING_PRESSURE.default : wp.value;
  const tank: FieldSpec = {
    param: 'tank',
    default: 12,
    digits: 1,
    limit: LIMITS.tankVolume,
    ...(system === 'imperial'
      ? {
          digits: 1,
          // Rated by the free gas it holds at its working pressure: water volume = rated volume
          // ÷ working pressure (an AL80, 77.4 cu ft at 3,000 psi, counts as 10.6 L).
          convert: {
            toShown: (litres) => fromMetric('volume', litres * workingPressure, 'imperial'),
            toMetric: (cubicFeet) => toMetric('volume', cubicFeet, 'imperial') / workingPressure,
          },
        }
      : {}),
  };
  const specs = {
    tank,
    start: pressure('start', 200),
    end: pressure('end', 70),
    time: { param: 'time', default: 45, digits: 1, limit: LIMITS.time },
    avgDepth: depthField(12, 'avg'),
    depth: depthField(18),
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
