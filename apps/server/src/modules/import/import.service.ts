import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { refreshPlannerStatistics } from '../../db/statistics.ts';
import { slugify } from '../../db/seed/countries.ts';
import { fieldReader } from './field-reader.ts';
import { createCountryLocator } from './country-locator.ts';
import { smallestContaining, type Box } from './geo-match.ts';
import type {
  Dataset,
  FileSummary,
  ImportSummary,
  Provenance,
  RejectedRow,
} from './import.types.ts';
import {
  loadCountriesAndRegions,
  loadSlugsBySourceRef,
  loadSpotSlugs,
  upsertSpots,
  type SpotUpsert,
} from './import.repository.ts';
import { isRow, mapRow, rowName } from './map-fields.ts';
import { readDataset } from './read-dataset.ts';
import { SlugAllocator } from './slug-allocator.ts';
import { hasOsmId } from './source-ref.ts';

export const OSM_PROVENANCE: Provenance = {
  source: 'osm',
  license: 'ODbL-1.0',
  attribution: '© OpenStreetMap contributors',
};
/** Stored when a non-OSM dataset comes without --license; the summary warns about it. */
export const UNSPECIFIED_LICENSE = 'unspecified';

export interface ImportOptions {
  files: readonly string[];
  source?: string | undefined;
  license?: string | undefined;
  attribution?: string | undefined;
  batchSize?: number;
  /** Progress: called before the first row with the total, then as rows are handled. */
  onStart?: (totalRows: number) => void;
  onRows?: (count: number, file: string) => void;
  onFile?: (summary: FileSummary) => void;
}

interface Context {
  /** The country id of a point, from country outlines. */
  countryAt: (lat: number, lng: number) => number | null;
  regions: (Box & { country_id: number })[];
  slugs: SlugAllocator;
  slugsByRef: Map<string, Map<string, string>>;
  /** `${source} ${ref}` → where the run first saw it. */
  seen: Map<string, string>;
}

/**
 * One dataset per run: when any record carries an OSM id the whole run is OpenStreetMap data
 * (OSM-derived files mix records with and without ids); otherwise each file is its own source.
 */
function provenanceFor(datasets: readonly Dataset[], options: ImportOptions) {
  const osm = datasets.some((d) => d.rows.some((r) => isRow(r) && hasOsmId(fieldReader(r))));
  return (dataset: Dataset): Provenance => {
    const source =
      options.source ?? (osm ? 'osm' : slugify(path.parse(dataset.file).name) || 'import');
    const known = source === OSM_PROVENANCE.source ? OSM_PROVENANCE : undefined;
    return {
      source,
      license: options.license ?? known?.license ?? UNSPECIFIED_LICENSE,
      attribution: options.attribution ?? known?.attribution ?? null,
    };
  };
}

/** Country from the outlines (else its box); region: the smallest of that country's region boxes holding it. */
function placeOf(ctx: Context, lat: number, lng: number) {
  const country_id = ctx.countryAt(lat, lng);
  const regions = ctx.regions.filter((r) => r.country_id === country_id);
  return { country_id, region_id: country_id ? smallestContaining(regions, lat, lng) : null };
}

/** Imports of dive-site datasets into the spots (the `import` command). */
export class ImportService {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /**
   * Imports dive-site files into `spot`: every row is inserted, updated, left unchanged or
   * rejected with a reason. Files are all read and recognised first, so an unreadable file or an
   * unknown format stops the run before anything is written.
   */
  async runImport(options: ImportOptions): Promise<ImportSummary> {
    const datasets: Dataset[] = [];
    for (const file of options.files) datasets.push(await readDataset(file));
    const provenanceOf = provenanceFor(datasets, options);
    const rowsRead = datasets.reduce((n, d) => n + d.rows.length, 0);
    options.onStart?.(rowsRead);

    const { countryIdByCode, countries, regions } = await loadCountriesAndRegions(this.db);
    const locate = createCountryLocator();
    const ctx: Context = {
      // Sites far out at sea (Brothers Islands, Similans) fall back to the country box.
      countryAt: (lat, lng) =>
        countryIdByCode.get(locate(lat, lng) ?? '') ?? smallestContaining(countries, lat, lng),
      regions,
      slugs: new SlugAllocator(await loadSpotSlugs(this.db)),
      slugsByRef: new Map(),
      seen: new Map(),
    };
    const summary: ImportSummary = {
      files: [],
      rowsRead,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      rejected: [],
    };
    for (const dataset of datasets) {
      const result = await this.#importDataset(dataset, provenanceOf(dataset), ctx, options);
      summary.files.push(result.summary);
      summary.inserted += result.summary.inserted;
      summary.updated += result.summary.updated;
      summary.unchanged += result.summary.unchanged;
      summary.rejected.push(...result.rejected);
      options.onFile?.(result.summary);
    }
    if (summary.inserted + summary.updated > 0) await refreshPlannerStatistics(this.db);
    return summary;
  }

  async #importDataset(
    dataset: Dataset,
    provenance: Provenance,
    ctx: Context,
    options: ImportOptions,
  ): Promise<{ summary: FileSummary; rejected: RejectedRow[] }> {
    const file = path.basename(dataset.file);
    const rejected: RejectedRow[] = [];
    const upserts: SpotUpsert[] = [];
    let bySourceRef = ctx.slugsByRef.get(provenance.source);
    if (!bySourceRef) {
      bySourceRef = await loadSlugsBySourceRef(this.db, provenance.source);
      ctx.slugsByRef.set(provenance.source, bySourceRef);
    }

    dataset.rows.forEach((raw, index) => {
      const result = mapRow(raw);
      const name = rowName(raw);
      if (!result.ok) {
        const { reason, detail } = result;
        rejected.push({ file, index, name, reason, ...(detail ? { detail } : {}) });
        return;
      }
      const spot = result.spot;
      const key = `${provenance.source} ${spot.sourceRef}`;
      const first = ctx.seen.get(key);
      if (first) {
        const detail = `same source_ref ${spot.sourceRef} as ${first}`;
        rejected.push({ file, index, name, reason: 'duplicate in this run', detail });
        return;
      }
      ctx.seen.set(key, `${file} #${index}`);
      const slug = bySourceRef.get(spot.sourceRef) ?? ctx.slugs.allocate(spot.name, spot.sourceRef);
      bySourceRef.set(spot.sourceRef, slug);
      upserts.push({
        slug,
        name: spot.name,
        description: spot.description,
        ...placeOf(ctx, spot.latitude, spot.longitude),
        latitude: spot.latitude,
        longitude: spot.longitude,
        entry: spot.entry,
        site_type: spot.siteType,
        depth_min: spot.depthMin,
        depth_max: spot.depthMax,
        altitude: spot.altitude,
        level: spot.level,
        activities: spot.activities,
        tags: spot.tags,
        source: provenance.source,
        source_ref: spot.sourceRef,
        license: provenance.license,
        attribution: provenance.attribution,
      });
    });
    options.onRows?.(rejected.length, file);

    const counts = { inserted: 0, updated: 0, unchanged: 0 };
    const size = options.batchSize ?? 500;
    // One transaction per file: a file is imported whole or not at all.
    await this.db.transaction().execute(async (trx) => {
      for (let i = 0; i < upserts.length; i += size) {
        const batch = upserts.slice(i, i + size);
        const result = await upsertSpots(trx, batch);
        counts.inserted += result.inserted;
        counts.updated += result.updated;
        counts.unchanged += result.unchanged;
        options.onRows?.(batch.length, file);
      }
    });
    const summary: FileSummary = {
      file,
      format: dataset.format,
      source: provenance.source,
      license: provenance.license,
      rows: dataset.rows.length,
      ...counts,
      rejected: rejected.length,
    };
    return { summary, rejected };
  }
}
