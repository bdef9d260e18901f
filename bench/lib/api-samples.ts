/**
 * What the API benchmark asks for: real ids, coordinates and names fetched from the server under
 * test, so every request names a record that exists (the run refuses errors and 404s).
 */

interface SpotSample {
  objectId: number;
  name: string;
  latitude: number;
  longitude: number;
}

export interface Samples {
  /** Real and synthetic spots near random real spots. */
  spots: SpotSample[];
  /** The real spots the sample started from. */
  real: SpotSample[];
  /** More spot ids than the server keeps spot details for (see `detailMissPaths`). */
  many: number[];
}

/** A JSON answer of the server under test; an error status stops the run. */
export async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}; cannot sample the API.`);
  return (await res.json()) as T;
}

export async function sampleSpots(baseUrl: string, count = 40): Promise<Samples> {
  const real: SpotSample[] = [];
  for (let i = 0; i < count; i++)
    real.push(await getJson<SpotSample>(`${baseUrl}/api/spot/random`));
  const spots = new Map<number, SpotSample>();
  for (const s of real) {
    const near = await getJson<{ content: SpotSample[] }>(
      `${baseUrl}/api/spot/nearby?lat=${s.latitude}&lng=${s.longitude}&radiusKm=60&limit=100`,
    );
    for (const n of near.content) spots.set(n.objectId, n);
  }
  return { spots: [...spots.values()], real, many: await sampleManyIds(baseUrl, real) };
}

/** More than the 10,000 spot details a server process keeps (spots.service.ts). */
const MANY_IDS = 12_000;

/**
 * At least MANY_IDS distinct spot ids, mostly synthetic: the 100 spots nearest to points
 * scattered around the sampled real spots, eight requests at a time.
 */
async function sampleManyIds(baseUrl: string, real: SpotSample[]): Promise<number[]> {
  const ids = new Set<number>();
  for (let round = 0; round < 200 && ids.size < MANY_IDS; round++) {
    const near = await Promise.all(
      Array.from({ length: 8 }, () => {
        const s = pick(real);
        const lat = (s.latitude + (Math.random() - 0.5) * 0.9).toFixed(4);
        const lng = (s.longitude + (Math.random() - 0.5) * 0.9).toFixed(4);
        const path = `/api/spot/nearby?lat=${lat}&lng=${lng}&radiusKm=100&limit=100`;
        return getJson<{ content: { objectId: number }[] }>(`${baseUrl}${path}`);
      }),
    );
    for (const page of near) for (const n of page.content) ids.add(n.objectId);
  }
  return [...ids];
}

/** Cycles through `items` forever, so every request of a run differs from its neighbours. */
export function cycle<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('Nothing to cycle through.');
  let i = 0;
  return () => items[i++ % items.length] as T;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** What visitors type first: popular prefixes, repeated across visitors (the cache's case). */
export const POPULAR_SEARCHES = [
  'b',
  'bl',
  'blu',
  'blue',
  'sha',
  'shar',
  'shark',
  'man',
  'mant',
  'manta',
  'thi',
  'thistle',
  'red',
  'red sea',
  'cor',
  'coral',
  'reef',
  'wall',
  'egy',
  'egypt',
  'mal',
  'maldives',
  'cen',
  'cenote',
  'tur',
  'turtle',
  'wre',
  'wreck',
  'bal',
  'bali',
  'coz',
  'cozumel',
  'pal',
  'palau',
  'raj',
  'raja ampat',
  'gil',
  'ras',
  'dah',
  'dahab',
  'nud',
  'nudibranch',
  'whale',
  'octo',
].map((q) => `/api/search?q=${encodeURIComponent(q)}`);

/**
 * Texts that (almost) never repeat, so every request misses the answer cache and reaches the
 * database: a synthetic spot's name, a prefix of a real name, or a real word with one typo.
 */
export function coldSearches(samples: Samples): () => string {
  const names = samples.spots.map((s) => s.name.toLowerCase()).filter((n) => n.length >= 3);
  const kinds = ['reef', 'wall', 'pinnacle', 'wreck', 'garden', 'point', 'drift', 'bommie'];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return () => {
    const roll = Math.random();
    let q: string;
    if (roll < 1 / 3) {
      q = `synthetic ${pick(kinds)} ${1 + Math.floor(Math.random() * 100_000)}`;
    } else if (roll < 2 / 3) {
      const name = pick(names);
      q = name.slice(0, 3 + Math.floor(Math.random() * (name.length - 2)));
    } else {
      const words = pick(names)
        .split(/\s+/)
        .filter((w) => w.length >= 4);
      const word = words.length > 0 ? pick(words) : 'thistlegorm';
      const at = Math.floor(Math.random() * word.length);
      q = word.slice(0, at) + pick([...letters]) + word.slice(at + 1);
    }
    return `/api/search?q=${encodeURIComponent(q)}`;
  };
}

export const detailPaths = (samples: Samples) =>
  cycle(samples.spots.map((s) => `/api/spot/id/${s.objectId}`));

/**
 * Every spot detail request a cache miss: cycling through more ids than the server's
 * least-recently-used detail cache holds evicts each id before it comes round again.
 */
export const detailMissPaths = (samples: Samples) =>
  cycle(samples.many.map((id) => `/api/spot/id/${id}`));

export const nearbyPaths = (samples: Samples) =>
  cycle(
    samples.spots.map((s) => {
      const lat = (s.latitude + 0.01).toFixed(4);
      const lng = (s.longitude - 0.01).toFixed(4);
      return `/api/spot/nearby?lat=${lat}&lng=${lng}`;
    }),
  );

/**
 * Filters visitors set on the map, as the explore filter bar offers them (docs/product/screens.md: its first
 * four filters are chips: activities, level, depth, site type), two popular choices each.
 */
const MAP_FILTERS: Record<string, string[]> = {
  activityTypes: ['wreck', 'drift'],
  level: ['beginner', 'advanced'],
  'depth.max': ['18', '30'],
  siteType: ['reef', 'wall'],
};

/** The map's size in CSS pixels: the explore page on a desktop, the list beside it. */
const MAP_WIDTH_PX = 1024;
const MAP_HEIGHT_PX = 768;

/** Bounds of a MapLibre view of MAP_WIDTH_PX × MAP_HEIGHT_PX centred on a point (Web Mercator). */
export function viewAround(lat: number, lng: number, zoom: number) {
  const scale = 256 * 2 ** zoom;
  const y = 0.5 - Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) / (2 * Math.PI);
  const latAt = (v: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * v))) * 180) / Math.PI;
  const wrap = (v: number) => (v > 180 ? v - 360 : v < -180 ? v + 360 : v);
  const halfWidth = (MAP_WIDTH_PX / 2 / scale) * 360;
  const whole = halfWidth >= 180;
  return {
    n: latAt(Math.max(0, y - MAP_HEIGHT_PX / 2 / scale)),
    s: latAt(Math.min(1, y + MAP_HEIGHT_PX / 2 / scale)),
    // A view wider than the world shows all of it; one crossing ±180° has west > east.
    e: whole ? 180 : wrap(lng + halfWidth),
    w: whole ? -180 : wrap(lng - halfWidth),
  };
}

/**
 * `/api/spot/map` for random views: centred on a sampled spot, zoom 2–14 (two decimals, as the
 * explore URL keeps it), with 0–3 of the MAP_FILTERS on different keys (none if `filtered` is
 * false).
 */
export function mapViewPaths(samples: Samples, filtered = true): () => string {
  const keys = Object.keys(MAP_FILTERS);
  const fixed = (v: number) => String(Math.round(v * 1e6) / 1e6);
  return () => {
    const s = pick(samples.spots);
    const zoom = Math.round((2 + Math.random() * 12) * 100) / 100;
    const v = viewAround(s.latitude, s.longitude, zoom);
    const params = new URLSearchParams({
      n: fixed(v.n),
      e: fixed(v.e),
      s: fixed(v.s),
      w: fixed(v.w),
      zoom: String(zoom),
    });
    const shuffled = [...keys].sort(() => Math.random() - 0.5);
    for (const key of shuffled.slice(0, filtered ? Math.floor(Math.random() * 4) : 0)) {
      params.set(key, pick(MAP_FILTERS[key] ?? []));
    }
    return `/api/spot/map?${params.toString()}`;
  };
}

/**
 * Where and when as explore asks for it: a species the DIVE_SPOT filter configuration offers
 * (the first `count`, the most widely seen) and a month, over random views as `mapViewPaths`
 * makes them. `list`: the explore list's request for the same view (nearest the centre first,
 * a page of 20), else the map's.
 */
export async function seasonPaths(
  baseUrl: string,
  samples: Samples,
  list: boolean,
  count = 12,
): Promise<() => string> {
  const config = await getJson<{ filters: { name: string; options: { value: string }[] }[] }>(
    `${baseUrl}/api/filter/configuration/DIVE_SPOT`,
  );
  const species = (config.filters.find((f) => f.name === 'sealife')?.options ?? [])
    .slice(0, count)
    .map((o) => o.value);
  if (species.length === 0) throw new Error('The server offers no species to filter by.');
  const views = mapViewPaths(samples, false);
  return () => {
    const params = new URLSearchParams(views().split('?')[1]);
    params.set('sealife', pick(species));
    params.set('month', String(1 + Math.floor(Math.random() * 12)));
    if (!list) return `/api/spot/map?${params.toString()}`;
    const [n, e, s, w] = ['n', 'e', 's', 'w'].map((k) => params.get(k));
    for (const k of ['n', 'e', 's', 'w', 'zoom']) params.delete(k);
    params.set('ne', `${n},${e}`);
    params.set('sw', `${s},${w}`);
    params.set('sort', 'distance');
    params.set('size', '20');
    return `/api/spot?${params.toString()}`;
  };
}
