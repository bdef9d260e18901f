import {
  adminAuditQuerySchema,
  adminDisabledInputSchema,
  adminIdParamsSchema,
  adminMessagePageSchema,
  adminMessageParamsSchema,
  adminMessageQuerySchema,
  adminMessageSchema,
  adminMessageStatusInputSchema,
  adminRoleInputSchema,
  adminUserPageSchema,
  adminUserQuerySchema,
  adminUserSchema,
  auditPageSchema,
} from './admin.ts';
import {
  analyticsAreasSchema,
  analyticsPagesSchema,
  analyticsRangeQuerySchema,
  analyticsSearchesSchema,
  analyticsSharesSchema,
  analyticsSpotsSchema,
  analyticsSummarySchema,
} from './analytics.ts';
import {
  articleDeletedSchema,
  articleSlugParamsSchema,
  articleWriteResultSchema,
  articleWriteSchema,
} from './articles.ts';
import type { EndpointSchemas } from './api-schemas.ts';

/**
 * The schemas of the admin console's endpoints (`/api/admin/…`, docs/product/admin.md), part of
 * `API_SCHEMAS` under the same keys as `API_ROUTES`. Every one answers 401 signed out and 403
 * without an admin role.
 */
export const ADMIN_API_SCHEMAS = {
  adminUsers: { query: adminUserQuerySchema, response: adminUserPageSchema, errors: [401, 403] },
  adminUserRole: {
    params: adminIdParamsSchema,
    body: adminRoleInputSchema,
    response: adminUserSchema,
    errors: [401, 403, 404, 409],
  },
  adminUserDisabled: {
    params: adminIdParamsSchema,
    body: adminDisabledInputSchema,
    response: adminUserSchema,
    errors: [401, 403, 404, 409],
  },
  adminMessages: {
    query: adminMessageQuerySchema,
    response: adminMessagePageSchema,
    errors: [401, 403],
  },
  adminMessageStatus: {
    params: adminMessageParamsSchema,
    body: adminMessageStatusInputSchema,
    response: adminMessageSchema,
    errors: [401, 403, 404],
  },
  adminAudit: { query: adminAuditQuerySchema, response: auditPageSchema, errors: [401, 403] },
  adminArticlePut: {
    params: articleSlugParamsSchema,
    body: articleWriteSchema,
    response: articleWriteResultSchema,
    errors: [401, 403],
  },
  adminArticleDelete: {
    params: articleSlugParamsSchema,
    response: articleDeletedSchema,
    status: 204,
    errors: [401, 403, 404],
  },
  adminAnalyticsSummary: {
    query: analyticsRangeQuerySchema,
    response: analyticsSummarySchema,
    errors: [401, 403],
  },
  adminAnalyticsPages: {
    query: analyticsRangeQuerySchema,
    response: analyticsPagesSchema,
    errors: [401, 403],
  },
  adminAnalyticsSearches: {
    query: analyticsRangeQuerySchema,
    response: analyticsSearchesSchema,
    errors: [401, 403],
  },
  adminAnalyticsSpots: {
    query: analyticsRangeQuerySchema,
    response: analyticsSpotsSchema,
    errors: [401, 403],
  },
  adminAnalyticsAreas: {
    query: analyticsRangeQuerySchema,
    response: analyticsAreasSchema,
    errors: [401, 403],
  },
  adminAnalyticsShares: {
    query: analyticsRangeQuerySchema,
    response: analyticsSharesSchema,
    errors: [401, 403],
  },
} as const satisfies Record<string, EndpointSchemas>;
