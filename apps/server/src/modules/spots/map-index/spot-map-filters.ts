import { SPOT_FILTER_KEYS, type SpotFilters } from '@divespot/shared/spot-search';
import { BitSets, Codes } from './spot-map-bits.ts';
import type { SpotMapRow, SpotSightingRow } from '../spots-map.repository.ts';

export type { SpotMapRow, SpotSightingRow };

/*
 * The columns the spot map's filters test, one entry per spot in the index's order, and the test
 * of a set of filters over them (spot-map-index.ts turns a test into a Mask once per filters).
 */

/** The single-valued text columns filters test, by filter key. */
type CodedFilter = 'level' | 'siteType' | 'entry' | 'waterType' | 'current' | 'certification';

/** Stable key of the filters (lists sorted), with the text search's matches told apart by it. */
export function filtersKey(filters: SpotFilters): string {
  let key = '';
  for (const name of SPOT_FILTER_KEYS) {
    const v = filters[name];
    if (v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    key += `${name}${JSON.stringify(Array.isArray(v) && v.length > 1 ? [...v].sort() : v)}`;
  }
  return key;
}

const list = (v: string[] | undefined) => (v?.length ? v : undefined);

/** Months 1–12 as bits 1–12. */
const monthBits = (months: readonly number[] | null) =>
  (months ?? []).reduce((bits, m) => bits | (1 << m), 0);

/** Where one species is seen: positions in the index's order (ascending), months as bits. */
interface SpeciesSeen {
  id: number;
  commonName: string;
  scientificName: string;
  positions: Int32Array;
  months: Uint16Array;
  /** Each sighting as JSON, made when first asked for. */
  json: (string | undefined)[];
}

/** A species seen at a spot, with the months (1–12, ascending); its names in English. */
export interface SpotSighting {
  slug: string;
  speciesId: number;
  commonName: string;
  scientificName: string;
  months: number[];
}

/** A sighting as the explore list gives it (SpotSummary's `sightings`), in English. */
export const sightingJson = (s: SpotSighting) =>
  JSON.stringify({
    slug: s.slug,
    commonName: s.commonName,
    scientificName: s.scientificName,
    commonNameLang: 'en',
    months: s.months,
  });

const monthsOf = (bits: number) =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) => (bits & (1 << m)) !== 0);

/** The kth sighting of a species. */
const sighting = (slug: string, seen: SpeciesSeen, k: number): SpotSighting => ({
  slug,
  speciesId: seen.id,
  commonName: seen.commonName,
  scientificName: seen.scientificName,
  months: monthsOf(seen.months[k]!),
});

export class SpotFilterColumns {
  readonly #ids: Int32Array;
  readonly #country: Int32Array;
  readonly #region: Int32Array;
  readonly #countryIds = new Map<string, number>();
  readonly #regionIds = new Map<string, number>();
  readonly #codes: Record<CodedFilter, Codes>;
  readonly #activities: BitSets;
  readonly #facilities: BitSets;
  /** The depth a spot reaches (its deepest, else shallowest) and the least it can be dived at. */
  readonly #reaches: Float64Array;
  readonly #starts: Float64Array;
  /** The best months of each spot as bits. */
  readonly #bestMonths: Uint16Array;
  readonly #seen = new Map<string, SpeciesSeen>();
  readonly #positionOf: Map<number, number>;

  /** `rows`: every spot, in the index's order; `sightings`: who is seen where and when. */
  constructor(rows: SpotMapRow[], sightings: readonly SpotSightingRow[] = []) {
    this.#ids = Int32Array.from(rows, (r) => r.id);
    this.#country = Int32Array.from(rows, (r) => r.country_id ?? 0);
    this.#region = Int32Array.from(rows, (r) => r.region_id ?? 0);
    for (const r of rows) {
      if (r.country_slug && r.country_id) this.#countryIds.set(r.country_slug, r.country_id);
      if (r.region_slug && r.region_id) this.#regionIds.set(r.region_slug, r.region_id);
    }
    const codes = (pick: (r: SpotMapRow) => string | null) => new Codes(rows.map(pick));
    this.#codes = {
      level: codes((r) => r.level),
      siteType: codes((r) => r.site_type),
      entry: codes((r) => r.entry),
      waterType: codes((r) => r.water_type),
      current: codes((r) => r.current),
      certification: codes((r) => r.certification),
    };
    this.#activities = new BitSets(rows.map((r) => r.activities));
    this.#facilities = new BitSets(rows.map((r) => r.facilities));
    // The depth columns are `real`: compared as PostgreSQL compares them with a float8 filter.
    const depth = (v: number | null) => (v === null ? NaN : Math.fround(v));
    this.#reaches = Float64Array.from(rows, (r) => depth(r.depth_max ?? r.depth_min));
    this.#starts = Float64Array.from(rows, (r) => depth(r.depth_min ?? r.depth_max));
    this.#bestMonths = Uint16Array.from(rows, (r) => monthBits(r.best_months));
    const positionOf = (this.#positionOf = new Map(rows.map((r, i) => [r.id, i])));
    const bySpecies = new Map<string, { names: SpotSightingRow; seen: [number, number][] }>();
    for (const s of sightings) {
      const at = positionOf.get(s.spot_id);
      if (at === undefined) continue;
      let species = bySpecies.get(s.slug);
      if (!species) bySpecies.set(s.slug, (species = { names: s, seen: [] }));
      species.seen.push([at, monthBits(s.months)]);
    }
    for (const [slug, { names, seen }] of bySpecies) {
      seen.sort((a, b) => a[0] - b[0]);
      this.#seen.set(slug, {
        id: names.species_id,
        commonName: names.common_name,
        scientificName: names.scientific_name,
        positions: Int32Array.from(seen, ([at]) => at),
        months: Uint16Array.from(seen, ([, bits]) => bits),
        json: [],
      });
    }
  }

  /** Which of these species are seen at the spot of this id, and when; by common name. */
  sightingsAt(id: number, slugs: readonly string[]): SpotSighting[] {
    const at = this.#positionOf.get(id);
    return at === undefined ? [] : this.sightingsAtPosition(at, slugs);
  }

  /** Which of these species are seen at the spot at this position, and when. */
  sightingsAtPosition(at: number, slugs: readonly string[]): SpotSighting[] {
    const { slug, seen, k } = this.#found;
    return Array.from({ length: this.#find(at, slugs) }, (_, i) =>
      sighting(slug[i]!, seen[i]!, k[i]!),
    );
  }

  /** sightingsAtPosition as JSON, each species' part made once and kept. */
  sightingsJsonAt(at: number, slugs: readonly string[]): string {
    const { slug, seen, k } = this.#found;
    const count = this.#find(at, slugs);
    let json = '[';
    for (let i = 0; i < count; i++) {
      const part = (seen[i]!.json[k[i]!] ??= sightingJson(sighting(slug[i]!, seen[i]!, k[i]!)));
      json += i > 0 ? `,${part}` : part;
    }
    return `${json}]`;
  }

  /**
   * What #find found: each species' slug, sightings and place among them. Reused from call to
   * call (a call reads it before the next), so that a list's page allocates little.
   */
  readonly #found = { slug: [] as string[], seen: [] as SpeciesSeen[], k: [] as number[] };

  /** Finds the species of `slugs` seen at position `at`, by common name, into #found; how many. */
  #find(at: number, slugs: readonly string[]): number {
    const found = this.#found;
    let count = 0;
    for (const slug of slugs) {
      const seen = this.#seen.get(slug);
      if (!seen) continue;
      // Binary search of the ascending positions.
      let lo = 0;
      let hi = seen.positions.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (seen.positions[mid]! < at) lo = mid + 1;
        else hi = mid;
      }
      if (seen.positions[lo] !== at) continue;
      // Into place by common name; those before with the same name stay before.
      let i = count++;
      for (; i > 0 && found.seen[i - 1]!.commonName > seen.commonName; i--) {
        found.slug[i] = found.slug[i - 1]!;
        found.seen[i] = found.seen[i - 1]!;
        found.k[i] = found.k[i - 1]!;
      }
      found.slug[i] = slug;
      found.seen[i] = seen;
      found.k[i] = lo;
    }
    return count;
  }

  /**
   * The spots where one of the species is seen (in `month`, when given): one byte per spot,
   * 1 where it passes. Built once per filters, from the few spots each species is seen at.
   */
  #seenAt(slugs: string[], month: number | undefined): Uint8Array {
    const passes = new Uint8Array(this.#ids.length);
    for (const slug of slugs) {
      const seen = this.#seen.get(slug);
      if (!seen) continue;
      seen.positions.forEach((at, k) => {
        if (month === undefined || seen.months[k]! & (1 << month)) passes[at] = 1;
      });
    }
    return passes;
  }

  /**
   * The test of `filters` (as spotFilterCondition has them in SQL) for the spot at position i.
   * `named`: the ids whose name matches the text search, when there is one.
   */
  test(filters: SpotFilters, named: ReadonlySet<number> | undefined): (i: number) => boolean {
    const tests: ((i: number) => boolean)[] = [];
    if (named) tests.push((i) => named.has(this.#ids[i]!));
    const place = (slug: string | undefined, ids: Map<string, number>, column: Int32Array) => {
      if (slug === undefined) return;
      const id = ids.get(slug) ?? -1;
      tests.push((i) => column[i] === id);
    };
    place(filters.country, this.#countryIds, this.#country);
    place(filters.region, this.#regionIds, this.#region);
    for (const key of Object.keys(this.#codes) as CodedFilter[]) {
      const values = list(filters[key]);
      if (!values) continue;
      const { codes } = this.#codes[key];
      const allowed = this.#codes[key].allowed(values);
      tests.push((i) => allowed[codes[i]!] === 1);
    }
    for (const [values, sets] of [
      [list(filters.activityTypes), this.#activities],
      [list(filters.facilities), this.#facilities],
    ] as const) {
      if (!values) continue;
      const q = sets.query(values);
      tests.push(q ? (i) => sets.overlaps(i, q) : () => false);
    }
    const min = filters['depth.min'];
    if (min !== undefined) tests.push((i) => this.#reaches[i]! >= min);
    const max = filters['depth.max'];
    if (max !== undefined) tests.push((i) => this.#starts[i]! <= max);
    const sealife = list(filters.sealife);
    const month = filters.month;
    if (sealife) {
      const seen = this.#seenAt(sealife, month);
      tests.push((i) => seen[i] === 1);
    } else if (month !== undefined) {
      const bit = 1 << month;
      tests.push((i) => (this.#bestMonths[i]! & bit) !== 0);
    }
    // Called for every spot when a mask is built: no array method per call.
    if (tests.length === 0) return () => true;
    if (tests.length === 1) return tests[0]!;
    return (i) => {
      for (const t of tests) if (!t(i)) return false;
      return true;
    };
  }
}
