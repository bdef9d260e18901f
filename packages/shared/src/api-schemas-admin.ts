import { z } from 'zod';
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
import {
  adminArticleSchema,
  adminContentPageSchema,
  adminContentQuerySchema,
  adminDiveCenterSchema,
  adminDiveCenterWriteSchema,
  adminImageSchema,
  adminPlaceSchema,
  adminPlaceWriteSchema,
  adminSpeciesSchema,
  adminSpeciesWriteSchema,
  adminSpotSchema,
  adminSpotWriteSchema,
  articlePreviewInputSchema,
  articlePreviewSchema,
  contentKindParamsSchema,
  imageOwnerParamsSchema,
  placeAtQuerySchema,
  placeRefSchema,
} from './admin-content.ts';
import type { EndpointSchemas } from './api-schemas.ts';

const deleted = z.null().meta({ description: 'No content.' });

/** Read, create, replace and delete of one kind of record (docs/product/admin.md#content). */
function recordEndpoints<R extends z.ZodType, W extends z.ZodType>(record: R, write: W) {
  const params = adminIdParamsSchema;
  return {
    read: { params, response: record, errors: [401, 403, 404] },
    create: { body: write, response: record, status: 201, errors: [401, 403] },
    update: { params, body: write, response: record, errors: [401, 403, 404] },
    remove: { params, response: deleted, status: 204, errors: [401, 403, 404] },
  } as const satisfies Record<string, EndpointSchemas>;
}
const spot = recordEndpoints(adminSpotSchema, adminSpotWriteSchema);
const species = recordEndpoints(adminSpeciesSchema, adminSpeciesWriteSchema);
const center = recordEndpoints(adminDiveCenterSchema, adminDiveCenterWriteSchema);
const place = recordEndpoints(adminPlaceSchema, adminPlaceWriteSchema);

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
  adminContent: {
    params: contentKindParamsSchema,
    query: adminContentQuerySchema,
    response: adminContentPageSchema,
    errors: [401, 403],
  },
  adminPlaceAt: { query: placeAtQuerySchema, response: placeRefSchema, errors: [401, 403] },
  adminSpot: spot.read,
  adminSpotCreate: spot.create,
  adminSpotUpdate: spot.update,
  adminSpotDelete: spot.remove,
  adminSpecies: species.read,
  adminSpeciesCreate: species.create,
  adminSpeciesUpdate: species.update,
  adminSpeciesDelete: species.remove,
  adminDiveCenter: center.read,
  adminDiveCenterCreate: center.create,
  adminDiveCenterUpdate: center.update,
  adminDiveCenterDelete: center.remove,
  adminCountry: place.read,
  adminCountryUpdate: place.update,
  adminRegion: place.read,
  adminRegionUpdate: place.update,
  adminArticle: {
    params: articleSlugParamsSchema,
    response: adminArticleSchema,
    errors: [401, 403, 404],
  },
  adminArticlePreview: {
    body: articlePreviewInputSchema,
    response: articlePreviewSchema,
    errors: [401, 403],
  },
  adminImageUpload: {
    params: imageOwnerParamsSchema,
    body: 'image',
    response: adminImageSchema,
    status: 201,
    errors: [401, 403, 404, 413, 415],
  },
  adminImageDelete: {
    params: adminIdParamsSchema,
    response: deleted,
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
