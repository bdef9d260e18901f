import type { AnalyticsAreas } from '@divespot/shared/analytics';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MapAreaCollection } from '../../../components/map/map-areas.ts';
import { LazyMapView } from '../../../components/map/lazy-map-view.tsx';
import type { MapBounds } from '../../../components/map/map-types.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useReport } from '../api/analytics-reports.ts';
import type { DayRange } from '../lib/range.ts';
import type { ReportTableData } from '../lib/report-table.ts';
import { ReportCard } from './report-card.tsx';
import { ReportTable } from './report-table.tsx';

/** The whole world but the poles, where nobody dives. */
const WORLD: MapBounds = { west: -180, south: -60, east: 180, north: 75, zoom: 1 };

/** Areas listed beside the map; the CSV holds them all. */
const LISTED = 10;

type Area = AnalyticsAreas['areas'][number];

const centre = (a: Area) => ({
  lat: (a.south + a.north) / 2,
  // A tile never crosses the antimeridian: its centre is the middle of its two edges.
  lng: (a.west + a.east) / 2,
});

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** The map's first view: around the busiest areas, a tile's width beyond them; the world if none. */
function viewAround(busiest: readonly Area[], zoom: number): MapBounds {
  if (busiest.length === 0) return WORLD;
  const margin = 360 / 2 ** zoom;
  return {
    west: clamp(Math.min(...busiest.map((a) => a.west)) - margin, 180),
    east: clamp(Math.max(...busiest.map((a) => a.east)) + margin, 180),
    south: clamp(Math.min(...busiest.map((a) => a.south)) - margin, 80),
    north: clamp(Math.max(...busiest.map((a) => a.north)) + margin, 80),
    zoom: 2,
  };
}

/** The tiles as polygons, the busiest strongest (square root: quieter tiles still show). */
function areasOf(areas: readonly Area[]): MapAreaCollection {
  const most = Math.max(1, ...areas.map((a) => a.moves));
  return {
    type: 'FeatureCollection',
    features: areas.map((a) => ({
      type: 'Feature',
      properties: { weight: Math.sqrt(a.moves / most) },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [a.west, a.south],
            [a.east, a.south],
            [a.east, a.north],
            [a.west, a.north],
            [a.west, a.south],
          ],
        ],
      },
    })),
  };
}

/** Where on the map divers look: the tiles as a shaded grid, and the busiest as a table. */
export function HotAreasReport({ range }: { range: DayRange }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const query = useReport('adminAnalyticsAreas', range);
  const sorted = useMemo(
    () => [...(query.data?.areas ?? [])].sort((a, b) => b.moves - a.moves),
    [query.data],
  );
  const areas = useMemo(() => areasOf(sorted), [sorted]);
  const tileZoom = query.data?.zoom ?? 0;
  const view = useMemo(() => viewAround(sorted.slice(0, LISTED), tileZoom), [sorted, tileZoom]);
  const table: ReportTableData | undefined = query.data && {
    columns: [
      { label: t('admin.column.latitude'), kind: 'lat' },
      { label: t('admin.column.longitude'), kind: 'lng' },
      { label: t('admin.column.mapViews'), kind: 'number' },
    ],
    rows: sorted.map((a) => {
      const { lat, lng } = centre(a);
      return [Number(lat.toFixed(2)), Number(lng.toFixed(2)), a.moves];
    }),
  };
  const title = t('admin.areas.title');
  return (
    <ReportCard
      report="hot-areas"
      title={title}
      description={<FormattedMessage id="admin.areas.description" />}
      query={query}
      table={table}
      empty="admin.areas.empty"
    >
      {table ? (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="h-72 overflow-hidden rounded-xl ring-1 ring-slate-200 sm:h-96">
            <LazyMapView view={view} areas={areas} label={t('admin.areas.mapLabel')} />
          </div>
          <div>
            <h4 className="mb-2 text-sm font-semibold text-slate-700">
              <FormattedMessage id="admin.areas.listTitle" />
            </h4>
            <ReportTable caption={title} table={{ ...table, rows: table.rows.slice(0, LISTED) }} />
          </div>
        </div>
      ) : null}
    </ReportCard>
  );
}
