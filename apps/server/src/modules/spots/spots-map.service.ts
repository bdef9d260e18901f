import type { Kysely } from 'kysely';
import { MAP_SPOT_LIMIT, type SpotMapQuery } from '@divespot/shared/spot-map';
import { SPOT_FILTER_KEYS, type SpotFilters } from '@divespot/shared/spot-search';
import type { Database } from '../../db/schema.ts';
import { CELLS_PER_TILE_LEVEL, gridZoom, indexRanges, type View } from './map-grid.ts';
import { lngRanges } from './spots-filter.repository.ts';
import {
  featureCollection,
  spotsCollection,
  type Cell,
  type MapSpot,
} from './spots-map.features.ts';
import {
  databaseSpots,
  gridCells,
  pieceSpots,
  SPOT_TILE_CAP,
  SPOT_TILE_ZOOM,
  viewCells,
} from './spots-map.pieces.ts';

/**
 * The cells of grid zoom `z` touching the view; how many spots those lying wholly inside it
 * hold (at least that many spots are in view); and the most spots a map tile (zoom z-2) the
 * view touches holds.
 */
async function cellsInView(db: Kysely<Database>, view: View, z: number, filters: SpotFilters) {
  const all = (await gridCells(db, view, z, filters)) ?? (await viewCells(db, view, z, filters));
  const { xs, ys } = indexRanges(view, z + CELLS_PER_TILE_LEVEL);
  const toMapTile = z + CELLS_PER_TILE_LEVEL - Math.max(0, z - 2);
  const perTile = new Map<number, number>();
  const cells: Cell[] = [];
  let inside = 0;
  for (const c of all) {
    const tile = (c.x >> toMapTile) * 4_194_304 + (c.y >> toMapTile);
    perTile.set(tile, (perTile.get(tile) ?? 0) + c.n);
    if (c.y < ys[0] || c.y > ys[1]) continue;
    const range = xs.find(([a, b]) => c.x >= a && c.x <= b);
    if (!range) continue;
    cells.push(c);
    // A cell on the edge of the view may reach beyond it.
    if (c.y > ys[0] && c.y < ys[1] && c.x > range[0] && c.x < range[1]) inside += c.n;
  }
  return { cells, inside, densestTile: Math.max(0, ...perTile.values()) };
}

/** The filters of a query, without its other keys. */
export function spotFiltersOf(query: SpotFilters): SpotFilters {
  const filters: SpotFilters = {};
  for (const key of SPOT_FILTER_KEYS) {
    if (query[key] !== undefined) Object.assign(filters, { [key]: query[key] });
  }
  return filters;
}

/**
 * The map view's features: the JSON body of `GET /api/spot/map`. Its spots when the view holds
 * at most MAP_SPOT_LIMIT, else the cells of the grid (64 px at the map's zoom) touching it.
 * Most crowded views are told by their cells alone (those wholly inside hold more than the
 * limit); any other view counts its spots, in spot pieces or else the database. Pieces:
 * spots-map.pieces.ts.
 */
export async function spotMapJson(db: Kysely<Database>, query: SpotMapQuery): Promise<string> {
  const view: View = { north: query.n, south: query.s, lngRanges: lngRanges(query.w, query.e) };
  const filters = spotFiltersOf(query);
  const z = gridZoom(view, query.zoom);

  // Small views first look for their spots, in the pieces they share with every zoom from 12
  // on, or else in the database (one more than the limit, at most).
  let known: MapSpot[] | undefined;
  if (z - 2 >= SPOT_TILE_ZOOM) {
    known =
      (await pieceSpots(db, view, SPOT_TILE_ZOOM, filters)) ??
      (await databaseSpots(db, view, filters, MAP_SPOT_LIMIT + 1));
    if (known.length <= MAP_SPOT_LIMIT) return spotsCollection(known);
  }
  const { cells, inside, densestTile } = await cellsInView(db, view, z, filters);
  const clusters = () =>
    featureCollection(
      true,
      cells.map((c) => c.json),
    );
  if (known || inside > MAP_SPOT_LIMIT) return clusters();
  // A wider view near or below the limit: its spots from the pieces of its map tiles (zoom
  // z-2, a few of them), unless the cells tell that one holds too many to keep; then,
  // or the first time a piece is asked for, from the database.
  const spots =
    (densestTile <= SPOT_TILE_CAP
      ? await pieceSpots(db, view, Math.max(0, z - 2), filters)
      : undefined) ?? (await databaseSpots(db, view, filters, MAP_SPOT_LIMIT + 1));
  return spots.length <= MAP_SPOT_LIMIT ? spotsCollection(spots) : clusters();
}
