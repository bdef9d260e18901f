import { ADMIN_API_ROUTES } from './api-routes-admin.ts';
import { SITE_API_ROUTES } from './api-routes-site.ts';
import type { ApiRoute } from './api-route.ts';

export { apiPath, type ApiRoute, type HttpMethod } from './api-route.ts';
export { SITE_API_ROUTES } from './api-routes-site.ts';

/**
 * Every JSON endpoint: the site's and the admin console's. The server registers all of them;
 * the web app's first script carries only `SITE_API_ROUTES` (the console adds its own table
 * when it loads, apps/web/src/features/admin/api/admin-routes.ts).
 */
export const API_ROUTES = { ...SITE_API_ROUTES, ...ADMIN_API_ROUTES };

/**
 * Endpoints that answer with something other than JSON: images, map assets and downloads. The
 * web app builds their addresses with `apiPath` (images in `<img>`, the map's style) and never
 * parses them; their schemas are in `api-files.ts`.
 */
export const FILE_ROUTES = {
  photo: { method: 'GET', path: '/api/image/:id' },
  photoRescaled: { method: 'GET', path: '/api/image/rescale/:id' },
  illustration: { method: 'GET', path: '/api/image/illustration/:kind/:id' },
  heroSlide: { method: 'GET', path: '/api/image/hero/:slide' },
  staticMap: { method: 'GET', path: '/api/map/static' },
  mapStyle: { method: 'GET', path: '/api/map/style.json' },
  mapLand: { method: 'GET', path: '/api/map/land.geojson' },
  mapBorders: { method: 'GET', path: '/api/map/borders.geojson' },
  listExportGpx: { method: 'GET', path: '/api/bookmarks/folders/slug/:slug/export.gpx' },
  listExportCsv: { method: 'GET', path: '/api/bookmarks/folders/slug/:slug/export.csv' },
} as const satisfies Record<string, ApiRoute>;

export type FileRouteKey = keyof typeof FILE_ROUTES;

export type ApiRouteKey = keyof typeof API_ROUTES;
