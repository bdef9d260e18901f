import { isForeignText } from '@divespot/shared/text-languages';
import type { BookmarkEntry } from '@divespot/shared/bookmarks';
import { sizedImageUrl } from '@divespot/shared/images';
import { LEVELS } from '@divespot/shared/spot-vocabulary';
import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import ArrowUpIcon from 'lucide-react/icons/arrow-up';
import GripVerticalIcon from 'lucide-react/icons/grip-vertical';
import MapPinIcon from 'lucide-react/icons/map-pin';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';
import { LevelBadge } from '../../../components/ui/level-badge.tsx';
import { useCountryName } from '../../../lib/i18n/country-names.ts';
import { SpeciesName, SpeciesOtherName } from '../../../components/ui/species-names.tsx';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { entryHref, entryKey } from '../lib/entries.ts';

const ENGLISH_COUNTRIES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

const englishCountry = (code: string) => {
  try {
    return ENGLISH_COUNTRIES.of(code.toUpperCase());
  } catch {
    return undefined;
  }
};

/** What the owner can do to an item; absent for visitors. */
export interface EntryControls {
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: -1 | 1) => void;
  onRemove: () => void;
}

const CONTROL =
  'inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** The id of an item's move button, so focus can follow the item to its new place. */
export const moveButtonId = (entry: BookmarkEntry, direction: -1 | 1) =>
  `move-${direction < 0 ? 'up' : 'down'}-${entryKey(entry).replace(':', '-')}`;

/**
 * One saved item: its picture, name (linking to its page), place, depth range and level; for
 * the owner, a grip to drag it, buttons to move it up or down and to take it off the list.
 */
export function ListEntryCard({
  entry,
  controls,
}: {
  entry: BookmarkEntry;
  controls?: EntryControls;
}) {
  const intl = useIntl();
  const q = useQuantityFormat();
  const country = useCountryName();
  const level = LEVELS.find((l) => l === entry.level);
  // A country's name reads in the page's language; a region's ('Bonaire') stays as stored.
  const place =
    entry.place && entry.countryCode && entry.place === englishCountry(entry.countryCode)
      ? country(entry.countryCode, entry.place)
      : entry.place;
  const depth =
    entry.depthMax !== null ? q.range('depth', entry.depthMin ?? 0, entry.depthMax) : null;
  const species =
    entry.commonNameLang && entry.scientificName
      ? {
          commonName: entry.name,
          commonNameLang: entry.commonNameLang,
          scientificName: entry.scientificName,
        }
      : null;
  // What the item goes by on the page (a species without a name in it: its scientific name).
  const name =
    species && isForeignText(species.commonNameLang, intl.locale)
      ? species.scientificName
      : entry.name;

  return (
    <div className="group relative flex flex-col gap-2 rounded-2xl bg-white p-3 ring-1 ring-slate-200 transition hover:shadow-md hover:ring-sky-300 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        {controls ? (
          <GripVerticalIcon
            aria-hidden="true"
            size={20}
            className="hidden shrink-0 cursor-grab text-slate-400 sm:block"
          />
        ) : null}
        <DecorativeImage
          src={sizedImageUrl(entry.imageUrl, 240, 180)}
          width={120}
          height={90}
          loading="lazy"
          className="h-[4.5rem] w-24 shrink-0 rounded-xl bg-sky-100 object-cover sm:h-[5.25rem] sm:w-28"
        />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words text-slate-900">
            <Link
              to={entryHref(entry)}
              className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-sky-800 focus-visible:outline-2"
            >
              {species ? <SpeciesName species={species} /> : name}
            </Link>
          </h3>
          {species ? (
            <SpeciesOtherName as="p" species={species} className="text-sm text-slate-600" />
          ) : null}
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            {place ? (
              <span className="inline-flex items-center gap-1">
                <MapPinIcon aria-hidden="true" size={14} />
                {place}
              </span>
            ) : null}
            {depth ? (
              <span>
                <FormattedMessage id="lists.entry.depth" values={{ depth }} />
              </span>
            ) : null}
            {level ? <LevelBadge level={level} /> : null}
          </p>
        </div>
      </div>
      {controls ? (
        <div className="relative z-10 flex shrink-0 items-center justify-end border-t border-slate-100 pt-1 sm:border-0 sm:pt-0">
          <button
            type="button"
            id={moveButtonId(entry, -1)}
            className={CONTROL}
            disabled={!controls.canMoveUp}
            onClick={() => controls.onMove(-1)}
            aria-label={intl.formatMessage({ id: 'lists.entry.moveUp' }, { name })}
          >
            <ArrowUpIcon aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            id={moveButtonId(entry, 1)}
            className={CONTROL}
            disabled={!controls.canMoveDown}
            onClick={() => controls.onMove(1)}
            aria-label={intl.formatMessage({ id: 'lists.entry.moveDown' }, { name })}
          >
            <ArrowDownIcon aria-hidden="true" size={18} />
          </button>
          <button
            type="button"
            className={`${CONTROL} hover:bg-rose-50 hover:text-rose-800`}
            onClick={controls.onRemove}
            aria-label={intl.formatMessage({ id: 'lists.entry.remove' }, { name })}
          >
            <Trash2Icon aria-hidden="true" size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
