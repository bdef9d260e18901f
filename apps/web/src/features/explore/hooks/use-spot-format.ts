import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';

/** Intl units of a distance, by unit system (CLDR style: '12.3 km', '7.7 mi'). */
const DISTANCE_UNIT = { metric: 'kilometer', imperial: 'mile' } as const;

/**
 * A spot's numbers in the page's language and the diver's units (docs/product/limits.md): the rating with one
 * decimal ('4.0'), the distance with one decimal ('12.3 km', '7.7 mi'), the depth range
 * ('5–30 m', '16–98 ft', '30 m', or null when nothing is known).
 */
export function useSpotFormat() {
  const intl = useIntl();
  const q = useQuantityFormat();
  return useMemo(
    () => ({
      rating: (rating: number) =>
        intl.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      distance: (km: number) =>
        // docs/product/limits.md keeps the decimal even when it is 0 ('12.0 km'), which q.format leaves out.
        intl.formatNumber(q.fromMetric('distance', km), {
          style: 'unit',
          unit: DISTANCE_UNIT[q.system],
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }),
      depth: (min: number | null, max: number | null): string | null => {
        if (min !== null && max !== null) return q.range('depth', min, max);
        if (max !== null) return q.format('depth', max);
        if (min !== null) return q.format('depth', min);
        return null;
      },
    }),
    [intl, q],
  );
}
