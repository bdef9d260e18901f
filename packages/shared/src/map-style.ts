import { z } from 'zod';
import { OFFLINE_MAP_STYLE_PATH, type MapConfig } from './map-style-paths.ts';

export { MAP_CONFIG_PATH, OFFLINE_MAP_STYLE_PATH, type MapConfig } from './map-style-paths.ts';

/** `GET /api/map/config`: the map settings the web app needs. */
export const mapConfigSchema = z
  .object({
    styleUrl: z
      .string()
      .min(1)
      .meta({
        description: `MapLibre style to load: MAP_STYLE_URL when set, else the offline style at ${OFFLINE_MAP_STYLE_PATH}.`,
      }),
    offline: z
      .boolean()
      .meta({ description: 'Whether styleUrl is the offline basemap (no glyphs or sprites).' }),
  })
  .meta({ id: 'MapConfig' }) satisfies z.ZodType<MapConfig>;
