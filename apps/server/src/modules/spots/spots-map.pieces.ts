import type { Kysely } from 'kysely';
import type { SpotFilters } from '@divespot/shared/spot-search';
import type { Database } from '../../db/schema.ts';
import {
  CELLS_PER_TILE_LEVEL,
  contains,
  indexAt,
  mercatorX,
  mercatorY,
  tileBounds,
  tilesOf,
  type Tile,
  type View,
} from './map-grid.ts';
import type { Box } from './spots-filter.repository.ts';
import {
  cellFeature,
  coarserCells,
  spotFeature,
  type Cell,
  type MapSpot,
} from './spots-map.features.ts';
import {
  aggregateCells,
  aggregateWorldCells,
  filterValues,
  findMapSpots,
  NO_BOX,
  type CellRow,
} from './spots-map.repository.ts';
import { TileCache } from './tile-cache.ts';

/*
 * The pieces GET /api/spot/map answers are assembled from, each kept a minute in this process
 * so that most views cost no query: every view showing a tile (with the same filters) shares
 * the tile's piece.
 *
 * - Grid pieces: the SQL grid aggregation of one tile, with fine cells, serving several grid
 *   zooms. Zooms 0–8 share one piece of the whole world (cells of zoom 10: a world query costs
 *   the same whatever its cells, and the world's spots fill a few thousand of them); from zoom
 *   9 on, three zooms share the pieces of one tile zoom: 9–11 those of zoom-6 tiles (cells of
 *   zoom 13), 12–14 zoom-9 tiles, and so on. A piece is at least twice as wide as the views it
 *   serves, so a view needs at most 2×2 of them.
 * - Cells: a grid piece merged into the cells of one grid zoom (cluster features, JSON built).
 * - Spot pieces: the spots of a tile, at most SPOT_TILE_CAP of them: of a zoom-10 tile (~39 km)
 *   for views from zoom 12 on (spots do not depend on the zoom, so all those zooms share
 *   them), of a map tile (zoom z-2) for a wider view holding few spots.
 *
 * A piece is loaded the second time a view needs it within its minute (the world's at once for
 * views of zoom 4 or less); the first time, the view asks the database for its own cells or
 * spots alone. With filters, most pieces are never
 * needed again (they are keyed by tile, zoom band and filters), and a view costs a fraction of
 * the piece around it.
 */

/** Spot pieces hold their tile's spots up to this many; a denser tile keeps none. */
export const SPOT_TILE_CAP = 1000;
/** The zoom of the spot pieces views from zoom 12 on share (a zoom-10 tile is ~39 km). */
export const SPOT_TILE_ZOOM = 10;
/** Grid zooms up to this one are merged from the world's piece. */
const WORLD_GRID_ZOOM = 8;
/** Views up to this grid zoom load the world's piece the first time they need it. */
const WIDE_ZOOM = 4;
/** Grid zooms per grid piece from there on. */
const ZOOMS_PER_PIECE = 3;
const TTL_MS = 60_000;

/** The tile zoom of the grid pieces serving grid zoom `z`. */
export const pieceLevel = (z: number) =>
  z <= WORLD_GRID_ZOOM ? 0 : ZOOMS_PER_PIECE * Math.floor(z / ZOOMS_PER_PIECE) - ZOOMS_PER_PIECE;

/** The zoom of a grid piece's cells: those of the finest grid zoom it serves. */
const pieceCellLevel = (level: number) =>
  (level === 0 ? WORLD_GRID_ZOOM : level + 2 * ZOOMS_PER_PIECE - 1) + CELLS_PER_TILE_LEVEL;

type SpotPiece = MapSpot[] | 'dense';
/** A grid piece's cells of one grid zoom, by map tile (`x/y`). */
type CellsByTile = Map<string, Cell[]>;

interface Caches {
  grid: TileCache<CellRow[]>;
  cells: TileCache<CellsByTile>;
  spots: TileCache<SpotPiece>;
}
const cachesByDb = new WeakMap<Kysely<Database>, Caches>();

const jsonSize = (items: { json: string }[]) =>
  items.reduce((sum, i) => sum + i.json.length + 64, 64);

function cachesFor(db: Kysely<Database>): Caches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    const options = (maxBytes: number) => ({ maxEntries: 50_000, maxBytes, ttlMs: TTL_MS });
    caches = {
      grid: new TileCache<CellRow[]>(options(96e6), (rows) =>
        rows.reduce((sum, r) => sum + (r.name === null ? 200 : 600), 64),
      ),
      cells: new TileCache<CellsByTile>(options(48e6), (byTile) =>
        [...byTile.values()].reduce((sum, cells) => sum + jsonSize(cells), 64),
      ),
      // A spot's JSON is ~400 bytes once built, and its row about as much before.
      spots: new TileCache<SpotPiece>(options(64e6), (p) => (p === 'dense' ? 64 : p.length * 500)),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}

/** Stable key of the filters: inactive ones as null, lists sorted. */
export const filtersKey = (filters: SpotFilters) =>
  JSON.stringify(filterValues(filters).map((v) => (Array.isArray(v) ? [...v].sort() : v)));

const tileKey = (t: Tile) => `${t.level}/${t.x}/${t.y}`;

/**
 * The boxes to query for tiles of one level: the tiles' bounding rectangle in each half of the
 * world (so tiles on both sides of the antimeridian never make one box around the globe). A
 * rectangle may take in tiles not asked for; their spots are ignored.
 */
function boxesAround(tiles: Tile[]): [Box, Box] {
  const level = tiles[0]?.level ?? 0;
  const half = 2 ** level / 2;
  const boxes = [tiles.filter((t) => t.x < half), tiles.filter((t) => t.x >= half)]
    .filter((group) => group.length > 0)
    .map((group): Box => {
      const xs = group.map((t) => t.x);
      const ys = group.map((t) => t.y);
      const nw = tileBounds({ level, x: Math.min(...xs), y: Math.min(...ys) });
      const se = tileBounds({ level, x: Math.max(...xs), y: Math.max(...ys) });
      return { west: nw.west, north: nw.north, east: se.east, south: se.south };
    });
  return [boxes[0] ?? NO_BOX, boxes[1] ?? NO_BOX];
}

/** Grid pieces of these tiles (one level), from one query for those not kept. */
function gridPieces(db: Kysely<Database>, tiles: Tile[], filters: SpotFilters, fkey: string) {
  const keyOf = (t: Tile) => `${tileKey(t)}:${fkey}`;
  return cachesFor(db).grid.getMany(tiles, keyOf, async (missing) => {
    const level = missing[0]?.level ?? 0;
    const cellLevel = pieceCellLevel(level);
    const shift = cellLevel - level;
    const rows =
      level === 0
        ? await aggregateWorldCells(db, 2 ** cellLevel, filters)
        : await aggregateCells(db, boxesAround(missing), 2 ** cellLevel, filters);
    const loaded = new Map<string, CellRow[]>(missing.map((t) => [keyOf(t), []]));
    for (const row of rows) {
      const tile = { level, x: row.cx >> shift, y: row.cy >> shift };
      loaded.get(keyOf(tile))?.push(row);
    }
    return loaded;
  });
}

/**
 * The cells of grid zoom `z` in the map tiles (zoom z-2, 4 × 4 cells each) the view touches,
 * from the grid pieces holding those tiles; undefined when a piece is asked for the first time
 * (see TileCache.admits) by a view narrower than a quarter of the world. A piece's cells are kept by map tile, so a view looks only at its
 * own few hundred cells, never at all of a piece's.
 */
export async function gridCells(
  db: Kysely<Database>,
  view: View,
  z: number,
  filters: SpotFilters,
): Promise<Cell[] | undefined> {
  const caches = cachesFor(db);
  const level = pieceLevel(z);
  const fkey = filtersKey(filters);
  const mapLevel = Math.max(0, z - 2);
  const toMapTile = z + CELLS_PER_TILE_LEVEL - mapLevel;
  const keyOf = (t: Tile) => `${z}|${tileKey(t)}:${fkey}`;
  const mapTiles = tilesOf(view, mapLevel);
  const pieceTiles = new Map<string, Tile>();
  for (const t of mapTiles) {
    const up = mapLevel - level;
    const piece = { level, x: t.x >> up, y: t.y >> up };
    pieceTiles.set(tileKey(piece), piece);
  }
  const wanted = [...pieceTiles.values()];
  // A view of a quarter of the world or more would cost nearly what the world's piece does.
  const underived = wanted.filter((t) => !caches.cells.holds(keyOf(t)));
  const worthIt =
    z <= WIDE_ZOOM || caches.grid.admits(underived.map((t) => `${tileKey(t)}:${fkey}`));
  if (!worthIt) return undefined;
  const pieces = await caches.cells.getMany(wanted, keyOf, async (missing) => {
    const grids = await gridPieces(db, missing, filters, fkey);
    const shift = pieceCellLevel(level) - (z + CELLS_PER_TILE_LEVEL);
    return new Map(
      missing.map((tile, i) => {
        const byMapTile: CellsByTile = new Map();
        for (const row of coarserCells(grids[i] ?? [], shift)) {
          const key = `${row.cx >> toMapTile}/${row.cy >> toMapTile}`;
          const list = byMapTile.get(key) ?? [];
          if (list.length === 0) byMapTile.set(key, list);
          list.push(cellFeature(row, z));
        }
        return [keyOf(tile), byMapTile];
      }),
    );
  });
  const byPiece = new Map(wanted.map((t, i) => [tileKey(t), pieces[i]]));
  const cells: Cell[] = [];
  for (const t of mapTiles) {
    const up = mapLevel - level;
    const piece = byPiece.get(tileKey({ level, x: t.x >> up, y: t.y >> up }));
    cells.push(...(piece?.get(`${t.x}/${t.y}`) ?? []));
  }
  return cells;
}

/**
 * The cells of grid zoom `z` in the map tiles the view touches, aggregated for this view alone:
 * the same cells as gridCells gives, without keeping them.
 */
export async function viewCells(
  db: Kysely<Database>,
  view: View,
  z: number,
  filters: SpotFilters,
): Promise<Cell[]> {
  const mapLevel = Math.max(0, z - 2);
  const cellsAcross = 2 ** (z + CELLS_PER_TILE_LEVEL);
  const rows =
    mapLevel === 0
      ? await aggregateWorldCells(db, cellsAcross, filters)
      : await aggregateCells(db, boxesAround(tilesOf(view, mapLevel)), cellsAcross, filters);
  return rows.map((row) => cellFeature(row, z));
}

/**
 * The spots in the view from the spot pieces of `level`; undefined when a piece the view needs
 * holds too many spots to keep, or is asked for the first time (see TileCache.admits).
 */
export async function pieceSpots(
  db: Kysely<Database>,
  view: View,
  level: number,
  filters: SpotFilters,
): Promise<MapSpot[] | undefined> {
  const fkey = filtersKey(filters);
  const keyOf = (t: Tile) => `${tileKey(t)}:${fkey}`;
  const load = async (tile: Tile): Promise<[string, SpotPiece]> => {
    const rows = await findMapSpots(db, [tileBounds(tile), NO_BOX], filters, SPOT_TILE_CAP + 1);
    if (rows.length > SPOT_TILE_CAP) return [keyOf(tile), 'dense'];
    // A spot on the edge between tiles lies in both boxes; it belongs to the one it maps to.
    const own = rows.filter(
      (r) =>
        indexAt(mercatorX(r.longitude), level) === tile.x &&
        indexAt(mercatorY(r.latitude), level) === tile.y,
    );
    return [keyOf(tile), own.map((r) => spotFeature(r, r.latitude, r.longitude))];
  };
  const caches = cachesFor(db);
  const tiles = tilesOf(view, level);
  if (!caches.spots.admits(tiles.map(keyOf))) return undefined;
  const pieces = await caches.spots.getMany(
    tiles,
    keyOf,
    async (missing) => new Map(await Promise.all(missing.map(load))),
  );
  const spots: MapSpot[] = [];
  for (const piece of pieces) {
    if (piece === 'dense') return undefined;
    for (const s of piece) if (contains(view, s.lat, s.lng)) spots.push(s);
  }
  return spots;
}

/** At most `limit` spots in the view, straight from the database, kept nowhere. */
export async function databaseSpots(
  db: Kysely<Database>,
  view: View,
  filters: SpotFilters,
  limit: number,
) {
  const [first, second] = view.lngRanges.map(([west, east]): Box => ({
    west,
    east,
    south: view.south,
    north: view.north,
  }));
  const rows = await findMapSpots(db, [first ?? NO_BOX, second ?? NO_BOX], filters, limit);
  return rows.map((r) => spotFeature(r, r.latitude, r.longitude));
}
