import { sizedImageUrl } from '@divespot/shared/images';
import type { SpotSealifeItem } from '@divespot/shared/spots';
import { pagePath, PAGES } from '@divespot/shared/routes';
import FishIcon from 'lucide-react/icons/fish';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { SpeciesName, SpeciesOtherName } from '../../../components/ui/species-names.tsx';
import { useMonths } from '../../../lib/i18n/months.ts';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { useSpotSealife } from '../api/get-spot-sealife.ts';
import { hideBrokenImage } from '../lib/broken-image.ts';
import { MonthConditions, type SpotConditions } from './month-conditions.tsx';
import { MonthSwitcher } from './month-switcher.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

const H2 = 'text-2xl font-bold tracking-tight text-slate-900';

function SpeciesCard({ s }: { s: SpotSealifeItem }) {
  const months = useMonths();
  const { label } = useVocabulary();
  return (
    <li>
      <Link
        to={pagePath(PAGES.species, { slug: s.slug })}
        className="group flex h-full items-center gap-3 rounded-2xl bg-white p-2.5 ring-1 ring-slate-200 transition hover:shadow-md hover:ring-sky-300"
      >
        <img
          onError={hideBrokenImage}
          src={sizedImageUrl(s.coverImageLink, 160, 160)}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          className="size-16 shrink-0 rounded-xl bg-sky-100 object-cover"
        />
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900 group-hover:text-sky-800">
            <SpeciesName species={s} />
          </span>
          <SpeciesOtherName species={s} className="block truncate text-sm text-slate-600" />
          <span className="mt-0.5 block text-xs text-slate-600">
            <FormattedMessage
              id="spots.sealife.groupAndMonths"
              values={{ group: label('speciesGroup', s.group), months: months.ranges(s.months) }}
            />
          </span>
        </span>
      </Link>
    </li>
  );
}

function SealifeSkeleton() {
  return (
    <ul aria-hidden="true" className="mt-6 grid gap-3 sm:grid-cols-2">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton as="li" key={i} className="h-[5.25rem] rounded-2xl bg-slate-100" />
      ))}
    </ul>
  );
}

interface SpotSealifeProps {
  spotId: number;
  currentMonth: number;
  /** The spot's water temperatures, visibility and best months, shown for the chosen month. */
  conditions: SpotConditions;
}

/**
 * "Marine life seen here": a month switcher over the species divers report at the spot, with
 * the conditions of the chosen month.
 */
export function SpotSealife({ spotId, currentMonth, conditions }: SpotSealifeProps) {
  const { data, isPending, isError } = useSpotSealife(spotId);
  // The month the diver picked; until then this month, which follows the visitor's own once the
  // page is live (useCurrentMonth).
  const [picked, setMonth] = useState<number>();
  const month = picked ?? currentMonth;
  const months = useMonths();

  let body;
  if (isPending) body = <SealifeSkeleton />;
  else if (isError)
    body = (
      <p className="mt-4 text-slate-700">
        <FormattedMessage id="spots.sealife.loadFailed" />
      </p>
    );
  else if (data.length === 0)
    body = (
      <p className="mt-4 flex items-center gap-2 text-slate-700">
        <FishIcon aria-hidden="true" size={18} className="text-sky-700" />
        <FormattedMessage id="spots.sealife.noSightings" />
      </p>
    );
  else {
    const counts = Array.from(
      { length: 12 },
      (_, i) => data.filter((s) => s.months.includes(i + 1)).length,
    );
    const seen = data.filter((s) => s.months.includes(month));
    const other = data.filter((s) => !s.months.includes(month));
    const title =
      month === currentMonth ? (
        <FormattedMessage id="spots.sealife.inSeasonNow" />
      ) : (
        <FormattedMessage id="spots.sealife.seenIn" values={{ month: months.name(month) }} />
      );
    body = (
      <>
        <div className="mt-5">
          <MonthSwitcher
            value={month}
            onChange={setMonth}
            currentMonth={currentMonth}
            counts={counts}
          />
          <div aria-live="polite">
            <MonthConditions month={month} conditions={conditions} />
          </div>
        </div>
        <section aria-labelledby="in-season-heading" aria-live="polite" className="mt-5">
          <h3 id="in-season-heading" className="text-lg font-semibold text-slate-900">
            <FormattedMessage
              id="spots.sealife.seasonHeading"
              values={{
                title,
                count: seen.length,
                muted: (chunks) => <span className="font-normal text-slate-600">{chunks}</span>,
              }}
            />
          </h3>
          {seen.length ? (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {seen.map((s) => (
                <SpeciesCard key={s.objectId} s={s} />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-700">
              <FormattedMessage
                id="spots.sealife.noneInMonth"
                values={{ month: months.name(month) }}
              />
            </p>
          )}
        </section>
        {other.length ? (
          <section aria-labelledby="other-season-heading" className="mt-6">
            <h3 id="other-season-heading" className="text-sm font-semibold text-slate-900">
              <FormattedMessage id="spots.sealife.otherTimes" />
            </h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {other.map((s) => (
                <li key={s.objectId}>
                  <Link
                    to={pagePath(PAGES.species, { slug: s.slug })}
                    className="inline-flex rounded-full bg-slate-50 px-3 py-1 text-sm text-slate-800 ring-1 ring-slate-300 hover:bg-sky-50 hover:text-sky-900"
                  >
                    <SpeciesName species={s} />
                    <span className="ml-1 text-slate-600">
                      <FormattedMessage
                        id="spots.sealife.otherMonths"
                        values={{ months: months.ranges(s.months) }}
                      />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="sealife-heading">
      <h2 id="sealife-heading" className={H2}>
        <FormattedMessage id="spots.sealife.title" />
      </h2>
      <p className="mt-2 text-slate-700">
        <FormattedMessage id="spots.sealife.intro" />
      </p>
      {body}
    </section>
  );
}
