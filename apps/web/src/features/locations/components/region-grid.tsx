import { sizedImageUrl } from '@divespot/shared/images';
import type { RegionSummary } from '@divespot/shared/locations';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { FormattedMessage } from 'react-intl';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';
import { CardLink } from '../../../components/ui/card.tsx';

/** Region cards with their cover and spot count, linking to the region pages. */
export function RegionGrid({ regions }: { regions: readonly RegionSummary[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {regions.map((r) => (
        <li key={r.objectId}>
          <CardLink
            to={pagePath(PAGES.region, { country: r.countrySlug, region: r.slug })}
            className="group flex h-full flex-row overflow-hidden sm:flex-col"
          >
            <DecorativeImage
              src={sizedImageUrl(r.coverImageLink, 480, 270)}
              alt=""
              width={480}
              height={270}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-28 shrink-0 bg-sky-100 object-cover sm:aspect-[16/9] sm:w-full"
            />
            <span className="flex min-w-0 flex-1 flex-col justify-center gap-1 p-4">
              <span className="font-semibold text-slate-900 group-hover:text-sky-800">
                {r.name}
              </span>
              <span className="text-sm text-slate-600">
                {r.spotCount ? (
                  <FormattedMessage
                    id="locations.count.diveSpots"
                    values={{ count: r.spotCount }}
                  />
                ) : (
                  <FormattedMessage id="locations.regionGrid.noSpots" />
                )}
              </span>
            </span>
          </CardLink>
        </li>
      ))}
    </ul>
  );
}
