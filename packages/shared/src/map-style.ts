import { z } from 'zod';

/** The offline basemap's MapLibre style (Natural Earth land and borders), served by our server. */
export const OFFLINE_MAP_STYLE_PATH = '/api/map/style.json';

/** Where the web app learns which basemap style to load. */
export const MAP_CONFIG_PATH = '/api/map/config';

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
  .meta({ id: 'MapConfig' });
export type MapConfig = z.infer<typeof mapConfigSchema>;
