import { sizedImageUrl } from '@divespot/shared/images';
import type { SpeciesSummary } from '@divespot/shared/marine-life';
import { pagePath, PAGES } from '@divespot/shared/routes';
import MapPinIcon from 'lucide-react/icons/map-pin';
import RulerIcon from 'lucide-react/icons/ruler';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { SpeciesName, SpeciesOtherName } from '../../../components/ui/species-names.tsx';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { useSpeciesFormat } from '../lib/format.ts';
import { IucnBadge } from './iucn-badge.tsx';
import { SpeciesCover } from './species-cover.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cardClasses } from '../../../components/ui/card.tsx';

interface SpeciesCardProps {
  species: SpeciesSummary;
  /** Heading level of the name, so the card fits the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** The first cards of a page are above the fold: load them eagerly. */
  eager?: boolean;
}

/** A species in the guide: cover, names, group, size and Red List status; links to its page. */
export function SpeciesCard({ species: s, headingLevel: H = 'h2', eager }: SpeciesCardProps) {
  const { label } = useVocabulary();
  const size = useSpeciesFormat().size(s.sizeCm);
  return (
    <article
      className={cardClasses(
        'group relative flex h-full flex-row min-[480px]:flex-col overflow-hidden hover:-translate-y-0.5 focus-within:ring-2 focus-within:ring-sky-700 focus-within:ring-offset-2',
      )}
    >
      <div className="w-28 shrink-0 overflow-hidden bg-gradient-to-br from-sky-100 to-sky-200 min-[480px]:aspect-[4/3] min-[480px]:w-auto">
        <SpeciesCover
          src={sizedImageUrl(s.coverImageLink, 480, 360)}
          alt=""
          width={480}
          height={360}
          eager={eager}
          className="size-full transition duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div>
          <p className="text-xs font-semibold tracking-wide text-sky-800 uppercase">
            {label('speciesGroup', s.group)}
          </p>
          <H className="mt-1 text-base leading-snug font-semibold text-slate-900">
            <Link
              to={pagePath(PAGES.species, { slug: s.slug })}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              <SpeciesName species={s} />
            </Link>
          </H>
          <SpeciesOtherName as="p" species={s} className="text-sm text-slate-600" />
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-slate-700">
          {size ? (
            <span className="inline-flex items-center gap-1">
              <RulerIcon aria-hidden="true" size={14} />
              <span className="sr-only">
                <FormattedMessage id="marineLife.card.size" />
              </span>
              {size}
            </span>
          ) : null}
          {s.spotCount > 0 ? (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon aria-hidden="true" size={14} />
              <FormattedMessage id="marineLife.card.spots" values={{ count: s.spotCount }} />
            </span>
          ) : null}
          <span className="ml-auto">
            <IucnBadge status={s.iucnStatus} />
          </span>
        </div>
      </div>
    </article>
  );
}

/** Placeholder of the same size while a page of cards loads. */
export function SpeciesCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-row overflow-hidden rounded-2xl border border-slate-200 bg-white min-[480px]:flex-col"
    >
      <Skeleton className="w-28 shrink-0 bg-slate-200 min-[480px]:aspect-[4/3] min-[480px]:w-auto" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Skeleton className="h-3 w-16 rounded bg-slate-200" />
        <Skeleton className="h-4 w-3/4 rounded bg-slate-200" />
        <Skeleton className="h-3 w-1/2 rounded bg-slate-100" />
        <Skeleton className="mt-3 h-5 w-full rounded bg-slate-100" />
      </div>
    </div>
  );
}
