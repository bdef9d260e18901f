import { z } from 'zod';
import type { ErrorStatus } from './api-schemas.ts';
import type { FileRouteKey } from './api-routes.ts';
import { folderSlugParamsSchema } from './bookmarks.ts';
import {
  heroParamsSchema,
  heroQuerySchema,
  illustrationParamsSchema,
  illustrationSizeQuerySchema,
  imageIdParamsSchema,
  rescaleQuerySchema,
  staticMapQuerySchema,
} from './media.ts';

/** `?v=`: the content version a map style names its sources with. */
export const assetVersionQuerySchema = z.looseObject({
  v: z.string().max(64).optional().meta({ description: 'Content version, from the style.' }),
});

/**
 * The schemas of every endpoint in `FILE_ROUTES`: path parameters and query as for JSON
 * endpoints, and what the answer's bytes are. `notModified`: the answer carries an ETag and a
 * conditional request may get 304.
 */
export interface FileEndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  answer: string;
  notModified?: boolean;
  errors?: readonly ErrorStatus[];
}

const webp = 'WebP image bytes.';
const geojson = 'GeoJSON FeatureCollection (Natural Earth 1:50m).';

export const FILE_SCHEMAS = {
  photo: { params: imageIdParamsSchema, answer: webp, notModified: true, errors: [404] },
  photoRescaled: {
    params: imageIdParamsSchema,
    query: rescaleQuerySchema,
    answer: webp,
    notModified: true,
    errors: [404],
  },
  illustration: {
    params: illustrationParamsSchema,
    query: illustrationSizeQuerySchema,
    answer: webp,
    notModified: true,
    errors: [404],
  },
  heroSlide: {
    params: heroParamsSchema,
    query: heroQuerySchema,
    answer: 'WebP or AVIF image bytes.',
    notModified: true,
    errors: [404],
  },
  staticMap: { query: staticMapQuerySchema, answer: webp, notModified: true },
  mapStyle: { answer: 'MapLibre style JSON.', notModified: true },
  mapLand: { query: assetVersionQuerySchema, answer: geojson, notModified: true },
  mapBorders: { query: assetVersionQuerySchema, answer: geojson, notModified: true },
  listExportGpx: { params: folderSlugParamsSchema, answer: 'GPX 1.1 XML.', errors: [404] },
  listExportCsv: { params: folderSlugParamsSchema, answer: 'CSV.', errors: [404] },
} as const satisfies Record<FileRouteKey, FileEndpointSchemas>;
