import { sql, type Kysely, type SqlBool } from 'kysely';
import type { LatLng, SpotSearchQuery } from '@divespot/shared/spot-search';
import { earthPoint } from '../../db/earth.ts';
import type { Database } from '../../db/schema.ts';
import { lngRanges } from '../../lib/longitude.ts';
import { searchText } from './spot-query.ts';
import { inBox, spotFilterCondition } from './spots-filter.repository.ts';
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

/** The same view as `inView`, tested on the latitude and longitude columns. */
function inViewColumns(ne: LatLng | undefined, sw: LatLng | undefined) {
  if (!ne || !sw) return sql<SqlBool>`true`;
  const lngs = lngRanges(sw.lng, ne.lng).map(
    ([west, east]) => sql`spot.longitude BETWEEN ${west} AND ${east}`,
  );
  return sql<SqlBool>`spot.latitude BETWEEN ${sw.lat} AND ${ne.lat}
    AND (${sql.join(lngs, sql` OR `)})`;
}

const viewOf = (query: SpotSearchQuery) =>
  query.ne && query.sw ? { ne: query.ne, sw: query.sw } : undefined;

/**
 * The view's condition for a list or count. The planner takes any box on the point index for
 * a few spots (a fixed guess), and would start there, testing a species' sightings spot by
 * spot through a world view: with `sealife` the view is tested on the columns, whose
 * statistics tell it the truth, so it starts from the few spots that species is seen at.
 */
const viewCondition = (query: SpotSearchQuery, view: { ne: LatLng; sw: LatLng }) =>
  query.sealife?.length ? inViewColumns(view.ne, view.sw) : inView(view.ne, view.sw);

/**
 * One page of `GET /api/spot`. Without a view, with the total count from the same scan
 * (`count(*) OVER ()`), so paging costs one query; without text, synthetic spots are left out,
 * with text they come after the real ones. A view (`ne`, `sw`) holds every spot in it, as the
 * map shows them, and is counted apart (countSpots): a world view holds 100,000 spots, and a
 * window count would make every query read them all. (Explore's list, a view nearest first,
 * answers from the spot map's index instead: SpotMapService.nearest.)
 */
export async function searchSpots(db: Kysely<Database>, query: SpotSearchQuery) {
  const q = searchText(query.q);
  const view = viewOf(query);
  const centre = view ? viewCentre(view.ne, view.sw) : undefined;
  // Distances are the diver's when the list knows where they are, else the view's centre's.
  const origin = centre ? (query.origin ?? centre) : undefined;
  const here = sql`ll_to_earth(spot.latitude, spot.longitude)`;
  const from = origin ? earthPoint(origin) : sql`NULL`;
  const distance = origin
    ? sql<number>`earth_distance(${from}, ${here}) / 1000`
    : sql<number | null>`NULL::float8`;

  let builder = spotRows(db)
    .select(view ? sql<string | null>`NULL`.as('total') : sql<string>`count(*) OVER ()`.as('total'))
    .select(distance.as('distance_km'))
    .where(spotFilterCondition(query))
    .$if(q === undefined && view === undefined, (b) => b.where('spot.synthetic', '=', false));
  if (view) builder = builder.where(viewCondition(query, view));

  if (q !== undefined && query.sort !== 'distance') builder = builder.orderBy('spot.synthetic');
  const sort = query.sort ?? (q === undefined ? 'rating' : 'match');
  switch (sort) {
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

/**
 * How many spots match: for a view always (its pages carry no count), otherwise when the page
 * was past the end (no row carried the window count).
 */
export async function countSpots(db: Kysely<Database>, query: SpotSearchQuery) {
  const view = viewOf(query);
  if (view) {
    const row = await db
      .selectFrom('spot')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(spotFilterCondition(query))
      .where(viewCondition(query, view))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const rows = await searchSpots(db, { ...query, page: 0, size: 1 });
  return Number(rows[0]?.total ?? 0);
}
