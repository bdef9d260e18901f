import { sql, type Kysely, type SqlBool } from 'kysely';
import type { LatLng, SpotSearchQuery } from '@divespot/shared/spot-search';
import type { Database } from '../../db/schema.ts';
import { inBox, lngRanges, searchText, spotFilterCondition } from './spots-filter.repository.ts';
import { spotRows } from './spots.repository.ts';

/** 0 when the name starts with the text, 1 otherwise: prefix matches lead a text search. */
const prefixRank = (q: string) =>
  sql<number>`CASE WHEN search_norm(spot.name) LIKE search_norm(${q}) || '%'
    THEN 0 ELSE 1 END`;

/** The centre of a map view; across the antimeridian, halfway along the way west to east. */
export function viewCentre(ne: LatLng, sw: LatLng): LatLng {
  const width = ne.lng >= sw.lng ? ne.lng - sw.lng : ne.lng - sw.lng + 360;
  const lng = sw.lng + width / 2;
  return { lat: (ne.lat + sw.lat) / 2, lng: lng > 180 ? lng - 360 : lng };
}

/** Spots inside the view whose corners are `ne` and `sw` (two boxes across the antimeridian). */
export const inView = (ne: LatLng, sw: LatLng) =>
  sql<SqlBool>`(${sql.join(
    lngRanges(sw.lng, ne.lng).map(([west, east]) =>
      inBox({ west, east, south: sw.lat, north: ne.lat }),
    ),
    sql` OR `,
  )})`;

/**
 * One page of `GET /api/spot` with the total count from the same scan (`count(*) OVER ()`), so
 * paging costs one query. Without text or a view, synthetic spots are left out; with text they
 * come after the real ones; a view (`ne`, `sw`) holds every spot in it, as the map shows them.
 */
export async function searchSpots(db: Kysely<Database>, query: SpotSearchQuery) {
  const q = searchText(query.q);
  const { ne, sw } = query;
  const view = ne && sw ? { ne, sw } : undefined;
  const centre = view ? viewCentre(view.ne, view.sw) : undefined;
  const distance = centre
    ? sql<number>`earth_distance(ll_to_earth(${centre.lat}, ${centre.lng}),
        ll_to_earth(spot.latitude, spot.longitude)) / 1000`
    : sql<number | null>`NULL::float8`;

  let builder = spotRows(db)
    .select(sql<string>`count(*) OVER ()`.as('total'))
    .select(distance.as('distance_km'))
    .where(spotFilterCondition(query))
    .$if(q === undefined && view === undefined, (b) => b.where('spot.synthetic', '=', false));
  if (view) builder = builder.where(inView(view.ne, view.sw));

  if (q !== undefined && query.sort !== 'distance') builder = builder.orderBy('spot.synthetic');
  switch (query.sort ?? (q === undefined ? 'rating' : 'match')) {
    case 'distance':
      builder = builder.orderBy('distance_km');
      break;
    case 'match':
      builder = builder
        .orderBy(prefixRank(q ?? ''))
        .orderBy(sql`spot.rating DESC NULLS LAST`)
        .orderBy('spot.name');
      break;
    case 'name':
      builder = builder.orderBy(sql`lower(spot.name)`);
      break;
    case 'depth':
      builder = builder
        .orderBy(sql`coalesce(spot.depth_max, spot.depth_min) ASC NULLS LAST`)
        .orderBy('spot.name');
      break;
    default:
      builder = builder
        .orderBy(sql`spot.rating DESC NULLS LAST`)
        .orderBy('spot.review_count', 'desc')
        .orderBy('spot.name');
  }
  const rows = await builder
    .orderBy('spot.id')
    .limit(query.size)
    .offset(query.page * query.size)
    .execute();
  return rows;
}

/** Counts matches when the page was past the end (no row carried the window count). */
export async function countSpots(db: Kysely<Database>, query: SpotSearchQuery) {
  const rows = await searchSpots(db, { ...query, page: 0, size: 1 });
  return Number(rows[0]?.total ?? 0);
}
