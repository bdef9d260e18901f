import type { SpotDetail } from '@divespot/shared/spots';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NearbyDiveCenters } from './nearby-dive-centers.tsx';
import { NearbySpots } from './nearby-spots.tsx';
import { PlanDive } from './plan-dive.tsx';
import { SpotFacts } from './spot-facts.tsx';
import { SpotHero } from './spot-hero.tsx';
import { SpotLocation } from './spot-location.tsx';
import { SpotSealife } from './spot-sealife.tsx';
import { SpotSource } from './spot-source.tsx';
import { WaterTemperature } from './water-temperature.tsx';
import { foreignLang } from '../../../lib/i18n/content-language.ts';
import { useTagLabel } from '../../../lib/i18n/tags.ts';
import { useCurrentMonth } from '../../../lib/use-current-month.ts';

interface SpotDetailViewProps {
  spot: SpotDetail;
  /** Live sea conditions for the spot, composed in by the page (another feature's widget). */
  conditions?: ReactNode;
}

function About({ spot }: { spot: SpotDetail }) {
  const intl = useIntl();
  const tagLabel = useTagLabel();
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        <FormattedMessage id="spots.about.title" />
      </h2>
      {/* English where the spot has no description in the page's language. */}
      {spot.description ? (
        <p
          lang={foreignLang(spot.descriptionLang, intl.locale)}
          className="mt-3 text-lg leading-8 text-slate-700"
        >
          {spot.description}
        </p>
      ) : (
        <p className="mt-3 text-lg leading-8 text-slate-700">
          <FormattedMessage id="spots.about.noDescription" />
        </p>
      )}
      {spot.tags.length ? (
        <ul
          className="mt-4 flex flex-wrap gap-2"
          aria-label={intl.formatMessage({ id: 'spots.about.highlights' })}
        >
          {spot.tags.map((tag) => {
            const { text, lang } = tagLabel(tag);
            return (
              <li
                key={tag}
                lang={lang}
                className="rounded-full bg-sky-50 px-3 py-1 text-sm font-medium text-sky-900"
              >
                {text}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * The spot page: hero and photos, then details (with the calculators set for the dive) beside the
 * location, then what is nearby.
 */
export function SpotDetailView({ spot, conditions }: SpotDetailViewProps) {
  const intl = useIntl();
  const currentMonth = useCurrentMonth();
  return (
    <article>
      <SpotHero spot={spot} />
      <div className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-10">
          <div className="flex min-w-0 flex-col gap-12">
            <About spot={spot} />
            <SpotFacts spot={spot} />
            <PlanDive spot={spot} />
            <WaterTemperature
              temperatures={spot.waterTemperatureC}
              bestMonths={spot.bestMonths}
              currentMonth={currentMonth}
            />
            <SpotSealife spotId={spot.objectId} currentMonth={currentMonth} conditions={spot} />
          </div>
          <aside
            aria-label={intl.formatMessage({ id: 'spots.detail.locationAndConditions' })}
            className="flex min-w-0 flex-col gap-6"
          >
            <SpotLocation spot={spot} />
            {conditions}
          </aside>
        </div>
        <div className="mt-16 flex flex-col gap-14">
          <NearbySpots spot={spot} />
          <NearbyDiveCenters spot={spot} />
          <SpotSource spot={spot} />
        </div>
      </div>
    </article>
  );
}
