import type { SpotSummary } from '@divespot/shared/spots';
import { FormattedMessage, useIntl } from 'react-intl';
import { SpeciesName } from '../../../components/ui/species-names.tsx';
import { useMonths } from '../../../lib/i18n/months.ts';

/** Species named on a card; more read as '+n'. */
export const SIGHTINGS_SHOWN = 2;

type Sighting = NonNullable<SpotSummary['sightings']>[number];

interface SightingBadgesProps {
  sightings: readonly Sighting[];
  /** 1–12 when the month filter is set: a species seen then says so instead of its months. */
  month?: number;
}

/**
 * The species of the marine-life filter seen at a spot, as small pills: 'Whale shark · Mar–May',
 * or 'Whale shark · seen in March' (stressed) when the month filter asks for that month; after
 * two, '+n'. A species without a name in the page's language goes by its scientific name: the
 * pill has no room for a second one.
 */
export function SightingBadges({ sightings, month }: SightingBadgesProps) {
  const intl = useIntl();
  const months = useMonths();
  if (sightings.length === 0) return null;
  const shown = sightings.slice(0, SIGHTINGS_SHOWN);
  const more = sightings.length - shown.length;
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'explore.card.sightings' })}
      className="mt-2 flex flex-wrap gap-1.5"
    >
      {shown.map((s) => {
        const inMonth = month !== undefined && s.months.includes(month);
        const seen = months.ranges(s.months);
        const name = <SpeciesName species={s} />;
        return (
          <li
            key={s.slug}
            className={`inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs ${
              inMonth
                ? 'bg-emerald-50 font-semibold text-emerald-900 ring-1 ring-emerald-700'
                : 'bg-sky-50 font-medium text-sky-900 ring-1 ring-sky-200'
            }`}
          >
            <span className="truncate">
              {inMonth ? (
                <FormattedMessage
                  id="explore.card.sightingInMonth"
                  values={{ name, month: months.name(month) }}
                />
              ) : seen ? (
                <FormattedMessage id="explore.card.sighting" values={{ name, months: seen }} />
              ) : (
                name
              )}
            </span>
          </li>
        );
      })}
      {more > 0 ? (
        <li className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
          <FormattedMessage
            id="explore.card.moreSightings"
            values={{
              count: more,
              hidden: (words) => <span className="sr-only">{words}</span>,
            }}
          />
        </li>
      ) : null}
    </ul>
  );
}
