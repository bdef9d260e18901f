import type { SpotDetail } from '@divespot/shared/spots';
import { pagePath, PAGES } from '@divespot/shared/routes';
import MapPinIcon from 'lucide-react/icons/map-pin';
import StarIcon from 'lucide-react/icons/star';
import { FormattedMessage, useIntl } from 'react-intl';
import { Breadcrumbs, type Crumb } from '../../../components/ui/breadcrumbs.tsx';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { useCountryName } from '../../../lib/i18n/country-names.ts';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { SaveButton } from '../../lists/index.ts';
import { SpotGallery } from './spot-gallery.tsx';

function Breadcrumb({ spot }: { spot: SpotDetail }) {
  const { country, region } = spot;
  const intl = useIntl();
  const countryName = useCountryName();
  const items: Crumb[] = [
    { to: '/destinations', label: intl.formatMessage({ id: 'spots.hero.destinations' }) },
  ];
  if (country) {
    items.push({
      to: pagePath(PAGES.country, { slug: country.slug }),
      label: countryName(country.code, country.name),
    });
  }
  if (country && region) {
    items.push({
      to: pagePath(PAGES.region, { country: country.slug, region: region.slug }),
      label: region.name,
    });
  }
  items.push({ label: spot.name });
  return <Breadcrumbs label={intl.formatMessage({ id: 'spots.hero.breadcrumb' })} items={items} />;
}

function Rating({ rating, reviewCount }: Pick<SpotDetail, 'rating' | 'reviewCount'>) {
  const intl = useIntl();
  if (rating === null)
    return (
      <span className="text-slate-600">
        <FormattedMessage id="spots.hero.notRated" />
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
      <StarIcon aria-hidden="true" size={16} className="fill-amber-400 text-amber-500" />
      <span>
        {/* One decimal (docs/product/limits.md). */}
        {intl.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        <span className="sr-only">
          <FormattedMessage id="spots.hero.outOfFive" />
        </span>
      </span>
      <span className="font-normal text-slate-600">
        <FormattedMessage id="spots.hero.reviews" values={{ count: reviewCount }} />
      </span>
    </span>
  );
}

/** Breadcrumb, name, place, rating, level and activities, then the photos. */
export function SpotHero({ spot }: { spot: SpotDetail }) {
  const intl = useIntl();
  const { label } = useVocabulary();
  return (
    <header className="bg-gradient-to-b from-sky-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-8 sm:px-6">
        <Breadcrumb spot={spot} />
        <div className="mt-5 flex flex-col gap-3">
          <div className="flex items-start justify-between gap-4">
            <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {spot.name}
            </h1>
            <SaveButton
              target={{ type: 'DIVE_SPOT', id: spot.objectId, name: spot.name }}
              className="mt-0.5 sm:mt-2"
            />
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm sm:text-base">
            {spot.locationDescription ? (
              <span className="inline-flex items-center gap-1 text-slate-700">
                <MapPinIcon aria-hidden="true" size={16} className="text-sky-700" />
                {spot.locationDescription}
              </span>
            ) : null}
            <Rating rating={spot.rating} reviewCount={spot.reviewCount} />
            {spot.level ? <LevelBadge level={spot.level} size="md" /> : null}
          </div>
          {spot.activityTypes.length ? (
            <ul
              className="flex flex-wrap gap-2"
              aria-label={intl.formatMessage({ id: 'spots.hero.activities' })}
            >
              {spot.activityTypes.map((a) => (
                <li
                  key={a.name}
                  className="rounded-full bg-white px-3 py-1 text-sm font-medium text-sky-900 ring-1 ring-sky-200"
                >
                  {label('activity', a.name, a.displayName)}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="mt-6">
          <SpotGallery images={spot.images} name={spot.name} />
        </div>
      </div>
    </header>
  );
}
