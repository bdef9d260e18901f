import StarIcon from 'lucide-react/icons/star';
import ThermometerIcon from 'lucide-react/icons/thermometer';
import EyeIcon from 'lucide-react/icons/eye';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMonths } from '../../../lib/i18n/months.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';

export interface SpotConditions {
  /** °C for January … December, or null when unknown. */
  waterTemperatureC: readonly number[] | null;
  /** Metres, for the whole year: the data has no monthly figures. */
  visibility: { min: number; max: number } | null;
  bestMonths: readonly number[] | null;
}

interface MonthConditionsProps {
  /** 1–12. */
  month: number;
  conditions: SpotConditions;
}

const PILL =
  'inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-200';

/**
 * What diving is like in the chosen month: the water's temperature then, the visibility (a
 * yearly range, said as such) and whether the month is one of the spot's best. Nothing shows
 * when the spot has none of these.
 */
export function MonthConditions({ month, conditions }: MonthConditionsProps) {
  const intl = useIntl();
  const months = useMonths();
  const q = useQuantityFormat();
  const { waterTemperatureC: temperatures, visibility, bestMonths } = conditions;
  const temperature = temperatures?.length === 12 ? temperatures[month - 1] : undefined;
  const best = bestMonths?.includes(month) ?? false;
  if (temperature === undefined && !visibility && !best) return null;
  return (
    <ul
      aria-label={intl.formatMessage(
        { id: 'spots.monthConditions.label' },
        { month: months.name(month) },
      )}
      className="mt-3 flex flex-wrap gap-2"
    >
      {best ? (
        <li className="inline-flex items-center gap-1.5 rounded-full bg-sky-800 px-3 py-1 text-sm font-semibold text-white">
          <StarIcon aria-hidden="true" size={14} />
          <FormattedMessage id="spots.monthConditions.best" />
        </li>
      ) : null}
      {temperature !== undefined ? (
        <li className={PILL}>
          <ThermometerIcon aria-hidden="true" size={14} className="text-sky-700" />
          <FormattedMessage
            id="spots.monthConditions.water"
            values={{ temperature: q.format('temperature', temperature) }}
          />
        </li>
      ) : null}
      {visibility ? (
        <li className={PILL}>
          <EyeIcon aria-hidden="true" size={14} className="text-sky-700" />
          <FormattedMessage
            id="spots.monthConditions.visibility"
            values={{ range: q.range('depth', visibility.min, visibility.max) }}
          />
        </li>
      ) : null}
    </ul>
  );
}
