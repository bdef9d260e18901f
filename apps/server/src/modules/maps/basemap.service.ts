import { OFFLINE_MAP_STYLE_PATH, type MapConfig } from '@divespot/shared/map-style';
import { basemapGeoJson } from './basemap-geojson.ts';
import { basemapStyle } from './basemap-style.ts';
import { compressedAsset, type CompressedAsset } from './compressed-asset.ts';

export const BASEMAP_SOURCES = ['land', 'borders'] as const;
export type BasemapSourceName = (typeof BASEMAP_SOURCES)[number];

/**
 * The offline basemap (docs/architecture.md): its style, its GeoJSON sources and which style the web app
 * loads. The instance keeps what it built, compressed, for the process's lifetime.
 */
export class BasemapService {
  /** Which style the web app loads: MAP_STYLE_URL when set, else the offline one. */
  readonly config: MapConfig;
  // Built on the first request for them (about a second of CPU), then kept.
  #sources: Record<BasemapSourceName, CompressedAsset> | undefined;
  readonly #styles = new Map<string, CompressedAsset>();

  constructor(mapStyleUrl: string | undefined) {
    this.config = {
      styleUrl: mapStyleUrl ?? OFFLINE_MAP_STYLE_PATH,
      offline: mapStyleUrl === undefined,
    };
  }

  /** One GeoJSON source: Natural Earth 1:50m, cut at ±180°. */
  source(name: BasemapSourceName): CompressedAsset {
    return this.#loadSources()[name];
  }

  /**
   * The style for clients that reach the server at `origin`, with absolute source URLs, so any
   * MapLibre client (and its workers) can load them.
   */
  style(origin: string): CompressedAsset {
    const { land, borders } = this.#loadSources();
    let style = this.#styles.get(origin);
    if (!style) {
      const url = (name: BasemapSourceName, asset: CompressedAsset) =>
        `${origin}/api/map/${name}.geojson?v=${asset.version}`;
      style = compressedAsset(
        JSON.stringify(basemapStyle({ land: url('land', land), borders: url('borders', borders) })),
      );
      // One per origin the server is reached by: a handful at most, but never unbounded.
      if (this.#styles.size >= 16) this.#styles.clear();
      this.#styles.set(origin, style);
    }
    return style;
  }

  #loadSources(): Record<BasemapSourceName, CompressedAsset> {
    if (!this.#sources) {
      const geojson = basemapGeoJson();
      this.#sources = {
        land: compressedAsset(JSON.stringify(geojson.land)),
        borders: compressedAsset(JSON.stringify(geojson.borders)),
      };
    }
    return this.#sources;
  }
}
