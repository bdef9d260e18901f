// Plain constants and types, no zod: the web app's map code imports this module, so the schema
// library stays out of the map's chunks. map-style.ts adds the API schema for the server.

/** The offline basemap's MapLibre style (Natural Earth land and borders), served by our server. */
export const OFFLINE_MAP_STYLE_PATH = '/api/map/style.json';

/** Where the web app learns which basemap style to load. */
export const MAP_CONFIG_PATH = '/api/map/config';

/** `GET /api/map/config`: the map settings the web app needs (schema: `mapConfigSchema`). */
export interface MapConfig {
  /** MapLibre style to load: MAP_STYLE_URL when set, else the offline style. */
  styleUrl: string;
  /** Whether styleUrl is the offline basemap (no glyphs or sprites). */
  offline: boolean;
}
