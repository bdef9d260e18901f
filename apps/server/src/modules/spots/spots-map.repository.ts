import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SpotFilters } from '@divespot/shared/spot-search';
import { preparedStatement } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import { inBox, searchText, spotFilterCondition, type Box } from './spots-filter.repository.ts';

/*
 * The spot map's two queries. Both are named prepared statements: a map view always sends the
 * same SQL (two boxes, the second empty unless the view crosses the antimeridian, and every
 * filter as a parameter that may be NULL), so PostgreSQL parses and plans each once per
 * connection.
 */

/** A box no spot lies in (latitude 100): the second box of a view that needs only one. */
export const NO_BOX: Box = { west: 0, east: 0, south: 100, north: 100 };

/** The filters as positional statement parameters (NULL when inactive), in a fixed order. */
type FilterValues = [
  q: string | null,
  country: string | null,
  region: string | null,
  level: string[] | null,
  activityTypes: string[] | null,
  facilities: string[] | null,
  siteType: string[] | null,
  entry: string[] | null,
  waterType: string[] | null,
  current: string[] | null,
  certification: string[] | null,
  depthMin: number | null,
  depthMax: number | null,
];

const list = (v: string[] | undefined) => (v?.length ? v : null);

export function filterValues(f: SpotFilters): FilterValues {
  return [
    searchText(f.q) ?? null,
    f.country ?? null,
    f.region ?? null,
    list(f.level),
    list(f.activityTypes),
    list(f.facilities),
    list(f.siteType),
    list(f.entry),
    list(f.waterType),
    list(f.current),
    list(f.certification),
    f['depth.min'] ?? null,
    f['depth.max'] ?? null,
  ];
}

const asFilters = (v: FilterValues): SpotFilters => ({
  q: v[0] ?? undefined,
  country: v[1] ?? undefined,
  region: v[2] ?? undefined,
  level: v[3] ?? undefined,
  activityTypes: v[4] ?? undefined,
  facilities: v[5] ?? undefined,
  siteType: v[6] ?? undefined,
  entry: v[7] ?? undefined,
  waterType: v[8] ?? undefined,
  current: v[9] ?? undefined,
  certification: v[10] ?? undefined,
  'depth.min': v[11] ?? undefined,
  'depth.max': v[12] ?? undefined,
});

/** Distinct sample values, one per parameter (see preparedStatement). */
const FILTER_SAMPLE: FilterValues = [
  'sample q',
  'sample-country',
  'sample-region',
  ['level'],
  ['activity'],
  ['facility'],
  ['site'],
  ['entry'],
  ['water'],
  ['current'],
  ['certification'],
  1001,
  1002,
];

type BoxValues = [
  w1: number,
  s1: number,
  e1: number,
  n1: number,
  w2: number,
  s2: number,
  e2: number,
  n2: number,
];
const BOX_SAMPLE: BoxValues = [-11, -12, 11, 12, -21, -22, 21, 22];
const boxValues = (a: Box, b: Box): BoxValues => [
  a.west,
  a.south,
  a.east,
  a.north,
  b.west,
  b.south,
  b.east,
  b.north,
];

const inBoxes = (v: BoxValues) =>
  sql<SqlBool>`(${inBox({ west: v[0], south: v[1], east: v[2], north: v[3] })}
    OR ${inBox({ west: v[4], south: v[5], east: v[6], north: v[7] })})`;

/** What a spot marker shows; `urlFullSlug` and the cover link are built from these. */
export interface MapSpotRow {
  id: number;
  name: string;
  slug: string;
  country_slug: string | null;
  region_slug: string | null;
  level: string | null;
  rating: number | null;
  review_count: number;
  depth_min: number | null;
  depth_max: number | null;
  activities: string[];
  latitude: number;
  longitude: number;
}

export interface CellRow {
  cx: number;
  cy: number;
  n: number;
  /** Mean position of the cell's spots. */
  lat: number;
  lng: number;
  /** Mercator box (0..1) around the cell's spots. */
  min_x: number;
  max_x: number;
  min_y: number;
  max_y: number;
  /** The spot itself when the cell holds just one (null columns otherwise). */
  id: number | null;
  name: string | null;
  slug: string | null;
  country_slug: string | null;
  region_slug: string | null;
  level: string | null;
  rating: number | null;
  review_count: number | null;
  depth_min: number | null;
  depth_max: number | null;
  activities: string[] | null;
}

/**
 * Grid aggregation: the spots passing `where`, counted per cell of a grid `k` cells across the
 * world (Web Mercator, as map-grid.ts computes it), each with the mean position and the box of
 * its spots; a cell of one spot comes with that spot's columns (looked up by id, LATERAL, so
 * the planner cannot join the cells with every spot instead).
 */
const cellsQuery = (k: number, where: RawBuilder<SqlBool>) => sql<CellRow>`
  SELECT c.cx, c.cy, c.n, c.lat, c.lng, c.min_x, c.max_x, c.min_y, c.max_y, one.*
  FROM (
    SELECT cx, cy, count(*)::int AS n, avg(lat) AS lat, avg(lng) AS lng,
           min(x) AS min_x, max(x) AS max_x, min(y) AS min_y, max(y) AS max_y, min(id) AS one_id
    FROM (
      SELECT id, lat, lng, x, y,
             least(floor(x * ${k}), ${k} - 1)::int AS cx,
             least(floor(y * ${k}), ${k} - 1)::int AS cy
      FROM (
        SELECT spot.id, spot.latitude AS lat, spot.longitude AS lng,
               (spot.longitude + 180) / 360 AS x,
               greatest(0, least(1, 0.5 - ln(tan(pi() / 4 + radians(
                 least(greatest(spot.latitude, -85.0511287798066), 85.0511287798066)) / 2))
                 / (2 * pi()))) AS y
        FROM spot
        WHERE ${where}
      ) p
    ) g
    GROUP BY cx, cy
  ) c
  LEFT JOIN LATERAL (
    SELECT s.id, s.name, s.slug, co.slug AS country_slug, r.slug AS region_slug, s.level,
           s.rating, s.review_count, s.depth_min, s.depth_max, s.activities
    FROM spot s
    LEFT JOIN country co ON co.id = s.country_id
    LEFT JOIN region r ON r.id = s.region_id
    WHERE c.n = 1 AND s.id = c.one_id
  ) one ON true`;

const cellsStatement = preparedStatement(
  (db, k: number, ...rest: [...BoxValues, ...FilterValues]) => {
    const boxes = rest.slice(0, 8) as BoxValues;
    const filters = asFilters(rest.slice(8) as FilterValues);
    const query = cellsQuery(
      k,
      sql<SqlBool>`${inBoxes(boxes)} AND ${spotFilterCondition(filters)}`,
    );
    return { compile: () => query.compile(db) };
  },
  [4096, ...BOX_SAMPLE, ...FILTER_SAMPLE],
);

/**
 * The grid cells (`cellsAcross` of them around the world: a power of two) of the spots in the
 * boxes that pass the filters. For a region: the GiST index on `location` finds its spots, and
 * the plan is the same for every box, so the statement is prepared.
 */
export async function aggregateCells(
  db: Kysely<Database>,
  boxes: [Box, Box],
  cellsAcross: number,
  filters: SpotFilters,
): Promise<CellRow[]> {
  const result = await cellsStatement(
    db,
    cellsAcross,
    ...boxValues(...boxes),
    ...filterValues(filters),
  );
  return result.rows;
}

/**
 * The grid cells of every spot in the world that passes the filters: a scan of the table, so
 * not prepared; planned with the filters' values, its row estimates stay right (and with them
 * the choice to hash the spots into their cells rather than sort them).
 */
export async function aggregateWorldCells(
  db: Kysely<Database>,
  cellsAcross: number,
  filters: SpotFilters,
): Promise<CellRow[]> {
  const { rows } = await cellsQuery(cellsAcross, spotFilterCondition(filters)).execute(db);
  return rows;
}

const spotsStatement = preparedStatement(
  (db, limit: number, ...rest: [...BoxValues, ...FilterValues]) =>
    db
      .selectFrom('spot')
      .leftJoin('country', 'country.id', 'spot.country_id')
      .leftJoin('region', 'region.id', 'spot.region_id')
      .select([
        'spot.id',
        'spot.name',
        'spot.slug',
        'country.slug as country_slug',
        'region.slug as region_slug',
        'spot.level',
        'spot.rating',
        'spot.review_count',
        'spot.depth_min',
        'spot.depth_max',
        'spot.activities',
        'spot.latitude',
        'spot.longitude',
      ])
      .where(inBoxes(rest.slice(0, 8) as BoxValues))
      .where(spotFilterCondition(asFilters(rest.slice(8) as FilterValues)))
      .limit(limit),
  [5000, ...BOX_SAMPLE, ...FILTER_SAMPLE],
);

/**
 * The spots in the boxes that pass the filters, at most `limit` of them (in no particular
 * order: one more than a caller can use tells it there are too many).
 */
export async function findMapSpots(
  db: Kysely<Database>,
  boxes: [Box, Box],
  filters: SpotFilters,
  limit: number,
): Promise<MapSpotRow[]> {
  const result = await spotsStatement(db, limit, ...boxValues(...boxes), ...filterValues(filters));
  return result.rows;
}
