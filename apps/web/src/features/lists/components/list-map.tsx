import type { BookmarkEntry } from '@divespot/shared/bookmarks';
import { sizedImageUrl } from '@divespot/shared/images';
import { LEVELS, type SpotLevel } from '@divespot/shared/spot-vocabulary';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LazyMapView } from '../../../components/map/lazy-map-view.tsx';
import type { MapFeatureCollection, MapSpot } from '../../../components/map/map-types.ts';
import { DecorativeImage } from '../../../components/ui/decorative-image.tsx';
import { entryHref, isPlaced, viewAround, type PlacedEntry } from '../lib/entries.ts';

const levelOf = (level: string | null): SpotLevel | null => LEVELS.find((l) => l === level) ?? null;

/** The places of a list as map markers; marker ids are positions in `placed`, counted from 1. */
function featuresOf(placed: readonly PlacedEntry[]): MapFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: placed.map((e, i) => ({
      type: 'Feature',
      id: i + 1,
      geometry: { type: 'Point', coordinates: [e.longitude, e.latitude] },
      properties: {
        kind: 'spot',
        objectId: i + 1,
        name: e.name,
        level: levelOf(e.level),
        rating: null,
        reviewCount: 0,
        depthMin: e.depthMin,
        depthMax: e.depthMax,
        activityTypes: [],
        coverImageLink: e.imageUrl,
      },
    })),
  };
}

/** A marker's popup: the place's picture and name, linking to its page. */
function EntryPopup({ entry }: { entry: PlacedEntry }) {
  return (
    <Link to={entryHref(entry)} className="flex items-center gap-3 p-1 pr-8 font-semibold">
      <DecorativeImage
        src={sizedImageUrl(entry.imageUrl, 128, 96)}
        width={64}
        height={48}
        className="h-12 w-16 shrink-0 rounded-lg bg-sky-100 object-cover"
      />
      <span className="text-slate-900 underline-offset-2 hover:underline">{entry.name}</span>
    </Link>
  );
}

/**
 * The list's dive spots and dive centers on the map (loaded lazily), fitted to them. Nothing is
 * drawn for a list of species only.
 */
export function ListMap({ entries }: { entries: readonly BookmarkEntry[] }) {
  const intl = useIntl();
  const placed = useMemo(() => entries.filter(isPlaced), [entries]);
  const data = useMemo(() => featuresOf(placed), [placed]);
  // Fitted once per set of places: reordering the list does not move the map.
  const placesKey = placed
    .map((e) => `${e.latitude},${e.longitude}`)
    .sort()
    .join(';');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const view = useMemo(() => (placed.length ? viewAround(placed) : null), [placesKey]);
  const [selected, setSelected] = useState<number | null>(null);
  const renderPopup = useCallback(
    (spot: MapSpot) => {
      const entry = placed[spot.objectId - 1];
      return entry ? <EntryPopup entry={entry} /> : null;
    },
    [placed],
  );
  if (!view) return null;

  return (
    <section aria-labelledby="list-map-heading">
      <h2 id="list-map-heading" className="sr-only">
        <FormattedMessage id="lists.map.title" />
      </h2>
      <div className="h-72 overflow-hidden rounded-3xl ring-1 ring-slate-200 sm:h-[26rem]">
        <LazyMapView
          view={view}
          data={data}
          selectedId={selected}
          renderPopup={renderPopup}
          onSpotClick={(spot) => setSelected(spot.objectId)}
          onPopupClose={() => setSelected(null)}
          label={intl.formatMessage({ id: 'lists.map.label' })}
        />
      </div>
    </section>
  );
}
