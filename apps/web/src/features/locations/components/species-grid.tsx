import { sizedImageUrl } from '@divespot/shared/images';
import type { LocationSpecies } from '@divespot/shared/locations';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { FormattedMessage } from 'react-intl';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';
import { SpeciesName, SpeciesOtherName } from '../../../components/ui/species-names.tsx';
import { CardLink } from '../../../components/ui/card.tsx';

/** Species most seen in a place, linking to their marine-life pages. */
export function SpeciesGrid({
  species,
  spotTotal,
}: {
  species: readonly LocationSpecies[];
  /** Spots of the place, to say "seen at 3 of 7 spots". */
  spotTotal: number;
}) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {species.map((s) => (
        <li key={s.objectId}>
          <CardLink
            to={pagePath(PAGES.species, { slug: s.slug })}
            className="group flex h-full flex-col overflow-hidden"
          >
            <DecorativeImage
              src={sizedImageUrl(s.coverImageLink, 400, 300)}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              className="aspect-[4/3] w-full bg-sky-100 object-cover"
            />
            <span className="flex flex-1 flex-col gap-0.5 p-3">
              <span className="font-semibold text-slate-900 group-hover:text-sky-800">
                <SpeciesName species={s} />
              </span>
              <SpeciesOtherName species={s} className="truncate text-sm text-slate-600" />
              <span className="mt-1 text-xs text-slate-600">
                <FormattedMessage
                  id="locations.speciesGrid.seenAt"
                  values={{ count: s.spotCount, total: spotTotal }}
                />
              </span>
            </span>
          </CardLink>
        </li>
      ))}
    </ul>
  );
}
