import type { ApiRoute } from './api-route.ts';

/**
 * The admin console's endpoints (`/api/admin/…`, docs/product/admin.md), part of `API_ROUTES`.
 * Kept in a table of their own so that a visitor's pages never carry them: the console adds it
 * to the web app's client when it loads. Schemas: `api-schemas-admin.ts`.
 */
export const ADMIN_API_ROUTES = {
  adminUsers: { method: 'GET', path: '/api/admin/users' },
  adminUserRole: { method: 'PUT', path: '/api/admin/users/:id/admin' },
  adminUserDisabled: { method: 'PUT', path: '/api/admin/users/:id/disabled' },
  adminMessages: { method: 'GET', path: '/api/admin/messages' },
  adminMessageStatus: { method: 'PUT', path: '/api/admin/messages/:id/status' },
  adminAudit: { method: 'GET', path: '/api/admin/audit' },
  adminArticlePut: { method: 'PUT', path: '/api/admin/articles/:slug' },
  adminArticleDelete: { method: 'DELETE', path: '/api/admin/articles/:slug' },
  adminContent: { method: 'GET', path: '/api/admin/content/:kind' },
  adminPlaceAt: { method: 'GET', path: '/api/admin/places/at' },
  adminSpot: { method: 'GET', path: '/api/admin/spots/:id' },
  adminSpotCreate: { method: 'POST', path: '/api/admin/spots' },
  adminSpotUpdate: { method: 'PUT', path: '/api/admin/spots/:id' },
  adminSpotDelete: { method: 'DELETE', path: '/api/admin/spots/:id' },
  adminSpecies: { method: 'GET', path: '/api/admin/species/:id' },
  adminSpeciesCreate: { method: 'POST', path: '/api/admin/species' },
  adminSpeciesUpdate: { method: 'PUT', path: '/api/admin/species/:id' },
  adminSpeciesDelete: { method: 'DELETE', path: '/api/admin/species/:id' },
  adminDiveCenter: { method: 'GET', path: '/api/admin/dive-centers/:id' },
  adminDiveCenterCreate: { method: 'POST', path: '/api/admin/dive-centers' },
  adminDiveCenterUpdate: { method: 'PUT', path: '/api/admin/dive-centers/:id' },
  adminDiveCenterDelete: { method: 'DELETE', path: '/api/admin/dive-centers/:id' },
  adminCountry: { method: 'GET', path: '/api/admin/countries/:id' },
  adminCountryUpdate: { method: 'PUT', path: '/api/admin/countries/:id' },
  adminRegion: { method: 'GET', path: '/api/admin/regions/:id' },
  adminRegionUpdate: { method: 'PUT', path: '/api/admin/regions/:id' },
  adminArticle: { method: 'GET', path: '/api/admin/articles/:slug' },
  adminArticlePreview: { method: 'POST', path: '/api/admin/articles/preview' },
  adminImageUpload: { method: 'POST', path: '/api/admin/images/:owner/:id' },
  adminImageDelete: { method: 'DELETE', path: '/api/admin/images/:id' },
  adminAnalyticsSummary: { method: 'GET', path: '/api/admin/analytics/summary' },
  adminAnalyticsPages: { method: 'GET', path: '/api/admin/analytics/pages' },
  adminAnalyticsSearches: { method: 'GET', path: '/api/admin/analytics/searches' },
  adminAnalyticsSpots: { method: 'GET', path: '/api/admin/analytics/spots' },
  adminAnalyticsAreas: { method: 'GET', path: '/api/admin/analytics/areas' },
  adminAnalyticsShares: { method: 'GET', path: '/api/admin/analytics/shares' },
} as const satisfies Record<string, ApiRoute>;
