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
  adminAnalyticsSummary: { method: 'GET', path: '/api/admin/analytics/summary' },
  adminAnalyticsPages: { method: 'GET', path: '/api/admin/analytics/pages' },
  adminAnalyticsSearches: { method: 'GET', path: '/api/admin/analytics/searches' },
  adminAnalyticsSpots: { method: 'GET', path: '/api/admin/analytics/spots' },
  adminAnalyticsAreas: { method: 'GET', path: '/api/admin/analytics/areas' },
  adminAnalyticsShares: { method: 'GET', path: '/api/admin/analytics/shares' },
} as const satisfies Record<string, ApiRoute>;
