import type { Kysely } from 'kysely';
import { MAP_SPOT_LIMIT, type SpotMapQuery } from '@divespot/shared/spot-map';
import { SPOT_FILTER_KEYS, type SpotFilters } from '@divespot/shared/spot-search';
import type { Database } from '../../db/schema.ts';
import {
  CELLS_PER_TILE_LEVEL,
  contains,
  gridZoom,
  indexAt,
  indexRanges,
  mercatorX,
  mercatorY,
  tileBounds,
  tilesOf,
  type Tile,
  type View,
} from './map-grid.ts';
import { lngRanges, type Box } from './spots-filter.repository.ts';
import {
  cellFeature,
  coarserCells,
  featureCollection,
  spotFeature,
  spotsCollection,
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
 * GET /api/spot/map. An answer is assembled from pieces kept a minute in this process, so most
 * views cost no query: every view showing a tile (at one zoom, with the same filters) shares
 * the tile's piece, and a piece's JSON is built once.
 *
 * - Cells: the cluster grid of a view at grid zoom z has cells of zoom z+2 (a quarter map tile,
 *   64 px). Up to zoom 6 they come from one aggregation of the whole world at zoom 8 per set of
 *   filters, merged into coarser cells for each zoom; from zoom 7 on, from pieces of zoom z-2
 *   (four map tiles across, 16×16 cells).
 * - Spots: the spots of a tile of zoom min(z-2, 10), at most SPOT_TILE_CAP of them. Spots do not
 *   depend on the zoom, so views from zoom 12 on share the same zoom-10 pieces.
 *
 * A view shows its spots when it holds at most MAP_SPOT_LIMIT of them, else the cells.
 */

/** Spot pieces hold their tile's spots up to this many; a denser tile keeps none. */
const SPOT_TILE_CAP = 1000;
/** The zoom of spot pieces once views are small enough (a zoom-10 tile is ~39 km across). */
const SPOT_TILE_ZOOM = 10;
/** Grids up to this zoom are merged from one aggregation of the world at this zoom's grid. */
const WORLD_GRID_ZOOM = 6;
const TTL_MS = 60_000;

type SpotPiece = MapSpot[] | 'dense';

interface Caches {
  world: TileCache<CellRow[]>;
  cells: TileCache<Cell[]>;
  spots: TileCache<SpotPiece>;
}
const cachesByDb = new WeakMap<Kysely<Database>, Caches>();

const jsonSize = (items: { json: string }[]) =>
  items.reduce((sum, i) => sum + i.json.length + 64, 64);

function cachesFor(db: Kysely<Database>): Caches {
  let caches = cachesByDb.get(db);
  if (!caches) {
    caches = {
      world: new TileCache<CellRow[]>(
        { maxEntries: 500, maxBytes: 64e6, ttlMs: TTL_MS },
        (rows) => rows.length * 400,
      ),
      cells: new TileCache<Cell[]>({ maxEntries: 50_000, maxBytes: 64e6, ttlMs: TTL_MS }, jsonSize),
      spots: new TileCache<SpotPiece>(
        { maxEntries: 20_000, maxBytes: 128e6, ttlMs: TTL_MS },
        (p) => (p === 'dense' ? 64 : jsonSize(p)),
      ),
    };
    cachesByDb.set(db, caches);
  }
  return caches;
}

/** Stable key of the filters: inactive ones as null, lists sorted. */
const filtersKey = (filters: SpotFilters) =>
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

/** Every cell of grid zoom `z` (≤ WORLD_GRID_ZOOM) in the world. */
async function worldCells(db: Kysely<Database>, z: number, filters: SpotFilters) {
  const caches = cachesFor(db);
  const fkey = filtersKey(filters);
  const [cells] = await caches.cells.getMany(
    [z],
    (zoom) => `${zoom}:world:${fkey}`,
    async () => {
      const [fine] = await caches.world.getMany([fkey], String, async () => {
        const cellsAcross = 2 ** (WORLD_GRID_ZOOM + CELLS_PER_TILE_LEVEL);
        const rows = await aggregateWorldCells(db, cellsAcross, filters);
        return new Map([[fkey, rows]]);
      });
      const rows = coarserCells(fine ?? [], WORLD_GRID_ZOOM - z);
      return new Map([[`${z}:world:${fkey}`, rows.map((row) => cellFeature(row, z))]]);
    },
  );
  return cells ?? [];
}

/** The cells of grid zoom `z` (≥ 7) in the tiles of zoom z-2 the view touches. */
async function tileCells(db: Kysely<Database>, view: View, z: number, filters: SpotFilters) {
  const tileLevel = z - 2;
  const cellLevel = z + CELLS_PER_TILE_LEVEL;
  const shift = cellLevel - tileLevel;
  const fkey = filtersKey(filters);
  const keyOf = (t: Tile) => `${z}:${tileKey(t)}:${fkey}`;
  const pieces = await cachesFor(db).cells.getMany(
    tilesOf(view, tileLevel),
    keyOf,
    async (missing) => {
      const rows = await aggregateCells(db, boxesAround(missing), 2 ** cellLevel, filters);
      const loaded = new Map<string, Cell[]>(missing.map((t) => [keyOf(t), []]));
      for (const row of rows) {
        const tile = { level: tileLevel, x: row.cx >> shift, y: row.cy >> shift };
        loaded.get(keyOf(tile))?.push(cellFeature(row, z));
      }
      return loaded;
    },
  );
  return pieces.flat();
}

/**
 * The cells of grid zoom `z` touching the view, and how many spots those lying wholly inside
 * it hold: at least that many spots are in view.
 */
async function cellsInView(db: Kysely<Database>, view: View, z: number, filters: SpotFilters) {
  const all =
    z <= WORLD_GRID_ZOOM ? await worldCells(db, z, filters) : await tileCells(db, view, z, filters);
  const { xs, ys } = indexRanges(view, z + CELLS_PER_TILE_LEVEL);
  const cells: Cell[] = [];
  let inside = 0;
  for (const c of all) {
    if (c.y < ys[0] || c.y > ys[1]) continue;
    const range = xs.find(([a, b]) => c.x >= a && c.x <= b);
    if (!range) continue;
    cells.push(c);
    // A cell on the edge of the view may reach beyond it.
    if (c.y > ys[0] && c.y < ys[1] && c.x > range[0] && c.x < range[1]) inside += c.n;
  }
  return { cells, inside };
}

/**
 * The spots in the view from the spot pieces of `level`; undefined when a piece the view needs
 * holds too many spots to keep.
 */
async function spotsFromPieces(
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
  const pieces = await cachesFor(db).spots.getMany(
    tilesOf(view, level),
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

/** At most `limit` spots in the view, straight from the database (next to a dense tile). */
async function spotsFromDatabase(
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
 * at most MAP_SPOT_LIMIT, else the cells touching it. Most crowded views are told by their cells
 * alone (those wholly inside hold more than the limit); any other view counts its spots, from
 * the spot pieces or else (next to a tile too dense to keep) the database.
 */
export async function spotMapJson(db: Kysely<Database>, query: SpotMapQuery): Promise<string> {
  const view: View = { north: query.n, south: query.s, lngRanges: lngRanges(query.w, query.e) };
  const filters = spotFiltersOf(query);
  const z = gridZoom(view, query.zoom);
  const spotLevel = Math.min(Math.max(0, z - 2), SPOT_TILE_ZOOM);

  // Small views first try the spot pieces they share with every zoom from 12 on.
  if (z - 2 >= SPOT_TILE_ZOOM) {
    const spots = await spotsFromPieces(db, view, spotLevel, filters);
    if (spots && spots.length <= MAP_SPOT_LIMIT) return spotsCollection(spots);
  }
  const { cells, inside } = await cellsInView(db, view, z, filters);
  const clusters = () =>
    featureCollection(
      true,
      cells.map((c) => c.json),
    );
  if (inside > MAP_SPOT_LIMIT) return clusters();
  const spots =
    (await spotsFromPieces(db, view, spotLevel, filters)) ??
    (await spotsFromDatabase(db, view, filters, MAP_SPOT_LIMIT + 1));
  return spots.length <= MAP_SPOT_LIMIT ? spotsCollection(spots) : clusters();
}
