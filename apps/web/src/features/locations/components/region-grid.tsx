import { sizedImageUrl } from '@divespot/shared/images';
import { regionPath } from '@divespot/shared/location-links';
import type { RegionSummary } from '@divespot/shared/locations';
import { Link } from 'react-router';
import { countLabel } from '../lib/format.ts';
import { CoverImage } from './cover-image.tsx';

/** Region cards with their cover and spot count, linking to the region pages. */
export function RegionGrid({ regions }: { regions: readonly RegionSummary[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {regions.map((r) => (
        <li key={r.objectId}>
          <Link
            to={regionPath(r.countrySlug, r.slug)}
            className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-sky-300 hover:shadow-md"
          >
            <CoverImage
              src={sizedImageUrl(r.coverImageLink, 480, 270)}
              alt=""
              width={480}
              height={270}
              loading="lazy"
              decoding="async"
              className="aspect-[16/9] w-full bg-sky-100 object-cover transition duration-300 group-hover:scale-[1.02]"
            />
            <span className="flex flex-1 flex-col gap-1 p-4">
              <span className="font-semibold text-slate-900 group-hover:text-sky-800">
                {r.name}
              </span>
              <span className="text-sm text-slate-600">
                {r.spotCount ? countLabel(r.spotCount, 'dive spot') : 'No dive spots listed yet'}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
