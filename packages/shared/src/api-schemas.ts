import type { z } from 'zod';
import {
  bookmarkedParamsSchema,
  bookmarkedSchema,
  bookmarkFolderListSchema,
  bookmarkFolderSchema,
  bookmarkFolderViewSchema,
  folderItemMoveSchema,
  folderCreateSchema,
  folderDeletedSchema,
  folderDescriptionSchema,
  folderIdParamsSchema,
  folderItemBodySchema,
  folderPrivacySchema,
  folderRenameSchema,
  folderSlugParamsSchema,
  publicFolderPageSchema,
  publicFolderQuerySchema,
  savedItemsSchema,
} from './bookmarks.ts';
import {
  authProvidersSchema,
  authenticatedSchema,
  changePasswordInputSchema,
  loginInputSchema,
  logoutQuerySchema,
  logoutResultSchema,
  oauthExchangeInputSchema,
  passwordChangedSchema,
  profileIdParamsSchema,
  profileSchema,
  profileUpdateSchema,
  publicProfileSchema,
  refreshInputSchema,
  registerInputSchema,
  registrationCodeSentSchema,
  registrationEmailQuerySchema,
  registrationTokenValiditySchema,
  resetPasswordFinishSchema,
  resetPasswordInputSchema,
  resetPasswordSentSchema,
  tokenPairSchema,
  validateRegistrationQuerySchema,
} from './account.ts';
import {
  articleDetailSchema,
  articleListQuerySchema,
  articlePageSchema,
  articleSlugParamsSchema,
} from './articles.ts';
import { analyticsBatchResultSchema, analyticsBatchSchema } from './analytics.ts';
import { ADMIN_API_SCHEMAS } from './api-schemas-admin.ts';
import { contactMessageCreatedSchema, contactMessageInputSchema } from './contact.ts';
import { featuredDestinationListSchema } from './destinations.ts';
import {
  diveCenterCountryParamsSchema,
  diveCenterDetailSchema,
  diveCenterFeatureCollectionSchema,
  diveCenterIdParamsSchema,
  diveCenterListSchema,
  diveCenterMapQuerySchema,
  diveCenterNearbyQuerySchema,
  diveCenterPageSchema,
  diveCenterSearchQuerySchema,
  diveCenterSlugParamsSchema,
} from './dive-centers.ts';
import { filterConfigurationParamsSchema, filterConfigurationSchema } from './filters.ts';
import { healthSchema, livenessSchema } from './health.ts';
import {
  countryDetailSchema,
  countryListQuerySchema,
  countryListSchema,
  countryParamsSchema,
  countryRegionParamsSchema,
  locationRefParamsSchema,
  locationRefSchema,
  regionDetailSchema,
  regionListQuerySchema,
  regionListSchema,
  regionParamsSchema,
} from './locations.ts';
import { mapConfigSchema } from './map-style.ts';
import {
  featuredSpeciesQuerySchema,
  nearbySpeciesListSchema,
  speciesDetailSchema,
  speciesGroupListSchema,
  speciesIdParamsSchema,
  speciesListQuerySchema,
  speciesListSchema,
  speciesMapQuerySchema,
  speciesMapSchema,
  speciesNearbyQuerySchema,
  speciesPageSchema,
  speciesSearchQuerySchema,
  speciesSlugParamsSchema,
} from './marine-life.ts';
import { languageQuerySchema } from './schema-parts.ts';
import { searchQuerySchema, searchResultListSchema } from './search.ts';
import {
  shareClickCountedSchema,
  shareCreateQuerySchema,
  shareLinkSchema,
  shareSlugParamsSchema,
  sharedViewSchema,
} from './share.ts';
import { spotMapQuerySchema, spotMapWireSchema } from './spot-map.ts';
import { spotSearchQuerySchema } from './spot-search.ts';
import { siteStatisticsSchema } from './statistics.ts';
import {
  nearbyQuerySchema,
  popularQuerySchema,
  recommendedQuerySchema,
  spotDetailSchema,
  spotIdParamsSchema,
  spotListSchema,
  spotPageSchema,
  spotSealifeListSchema,
  spotSealifeQuerySchema,
  spotSlugParamsSchema,
  spotSlugPathSchema,
} from './spots.ts';
import { weatherQuerySchema, weatherResultSchema } from './weather.ts';
import type { ApiRouteKey } from './api-routes.ts';

/**
 * The schemas of every endpoint in `API_ROUTES`, under the same key: path parameters, query,
 * body and the success answer (status 200 unless `status` says otherwise). The server registers
 * its routes with these schema objects (a contract test checks it) and the web client takes its
 * parameter, body and answer types from them. `body: 'image'` is a raw JPEG, PNG or WebP body.
 */
export const API_SCHEMAS = {
  health: { response: healthSchema, errors: [503] },
  healthLive: { response: livenessSchema },
  siteStatistics: { response: siteStatisticsSchema },
  contactCreate: {
    body: contactMessageInputSchema,
    response: contactMessageCreatedSchema,
    status: 201,
    errors: [429],
  },
  countries: { query: countryListQuerySchema, response: countryListSchema },
  country: {
    params: countryParamsSchema,
    query: languageQuerySchema,
    response: countryDetailSchema,
    errors: [404],
  },
  countryRegions: {
    params: countryParamsSchema,
    query: languageQuerySchema,
    response: regionListSchema,
    errors: [404],
  },
  countryRegion: {
    params: countryRegionParamsSchema,
    query: languageQuerySchema,
    response: regionDetailSchema,
    errors: [404],
  },
  regions: { query: regionListQuerySchema, response: regionListSchema, errors: [404] },
  region: {
    params: regionParamsSchema,
    query: languageQuerySchema,
    response: regionDetailSchema,
    errors: [404],
  },
  locationRef: { params: locationRefParamsSchema, response: locationRefSchema, errors: [404] },
  featuredDestinations: { response: featuredDestinationListSchema },
  diveCenterSearch: { query: diveCenterSearchQuerySchema, response: diveCenterPageSchema },
  diveCenterById: {
    params: diveCenterIdParamsSchema,
    response: diveCenterDetailSchema,
    errors: [404],
  },
  diveCenterBySlug: {
    params: diveCenterSlugParamsSchema,
    response: diveCenterDetailSchema,
    errors: [404],
  },
  diveCentersNearby: { query: diveCenterNearbyQuerySchema, response: diveCenterListSchema },
  diveCenterMap: { query: diveCenterMapQuerySchema, response: diveCenterFeatureCollectionSchema },
  diveCentersOfCountry: {
    params: diveCenterCountryParamsSchema,
    response: diveCenterListSchema,
    errors: [404],
  },
  spotSearch: { query: spotSearchQuerySchema, response: spotPageSchema },
  spotMap: { query: spotMapQuerySchema, response: spotMapWireSchema },
  spotById: {
    params: spotIdParamsSchema,
    query: languageQuerySchema,
    response: spotDetailSchema,
    errors: [404],
  },
  spotBySlug: {
    params: spotSlugParamsSchema,
    query: languageQuerySchema,
    response: spotDetailSchema,
    errors: [404],
  },
  spotSealife: {
    params: spotIdParamsSchema,
    query: spotSealifeQuerySchema,
    response: spotSealifeListSchema,
    errors: [404],
  },
  spotRandom: { query: languageQuerySchema, response: spotDetailSchema, errors: [404] },
  spotsNearby: { query: nearbyQuerySchema, response: spotListSchema },
  spotsRecommended: { query: recommendedQuerySchema, response: spotListSchema },
  spotsPopular: { query: popularQuerySchema, response: spotListSchema },
  spotByPath: {
    params: spotSlugPathSchema,
    query: languageQuerySchema,
    response: spotDetailSchema,
    errors: [404],
  },
  shareCreate: { query: shareCreateQuerySchema, response: shareLinkSchema, status: 201 },
  shareResolve: { params: shareSlugParamsSchema, response: sharedViewSchema, errors: [404] },
  shareClick: {
    params: shareSlugParamsSchema,
    response: shareClickCountedSchema,
    status: 204,
    errors: [404],
  },
  filterConfiguration: {
    params: filterConfigurationParamsSchema,
    query: languageQuerySchema,
    response: filterConfigurationSchema,
  },
  search: { query: searchQuerySchema, response: searchResultListSchema },
  speciesList: { query: speciesListQuerySchema, response: speciesPageSchema },
  speciesGroups: { response: speciesGroupListSchema },
  speciesSearch: { query: speciesSearchQuerySchema, response: speciesListSchema },
  speciesNearby: { query: speciesNearbyQuerySchema, response: nearbySpeciesListSchema },
  speciesFeatured: { query: featuredSpeciesQuerySchema, response: speciesListSchema },
  speciesMap: { query: speciesMapQuerySchema, response: speciesMapSchema, errors: [404] },
  speciesById: {
    params: speciesIdParamsSchema,
    query: languageQuerySchema,
    response: speciesDetailSchema,
    errors: [404],
  },
  speciesBySlug: {
    params: speciesSlugParamsSchema,
    query: languageQuerySchema,
    response: speciesDetailSchema,
    errors: [404],
  },
  weather: { query: weatherQuerySchema, response: weatherResultSchema },
  mapConfig: { response: mapConfigSchema },
  registrationCodeSend: {
    query: registrationEmailQuerySchema,
    response: registrationCodeSentSchema,
    errors: [409, 429, 503],
  },
  registrationCodeResend: {
    query: registrationEmailQuerySchema,
    response: registrationCodeSentSchema,
    errors: [429, 503],
  },
  registrationCodeCheck: {
    query: validateRegistrationQuerySchema,
    response: registrationTokenValiditySchema,
    errors: [429],
  },
  register: {
    body: registerInputSchema,
    response: authenticatedSchema,
    status: 201,
    errors: [409, 429],
  },
  authenticate: { body: loginInputSchema, response: authenticatedSchema, errors: [401, 429] },
  refreshToken: { body: refreshInputSchema, response: tokenPairSchema, errors: [401] },
  logout: { query: logoutQuerySchema, response: logoutResultSchema, errors: [401] },
  resetPassword: {
    body: resetPasswordInputSchema,
    response: resetPasswordSentSchema,
    errors: [429],
  },
  resetPasswordFinish: { body: resetPasswordFinishSchema, response: authenticatedSchema },
  changePassword: {
    body: changePasswordInputSchema,
    response: passwordChangedSchema,
    errors: [401, 429],
  },
  authProviders: { response: authProvidersSchema },
  oauthExchange: { body: oauthExchangeInputSchema, response: authenticatedSchema, errors: [401] },
  profile: { response: profileSchema, errors: [401] },
  profileUpdate: { body: profileUpdateSchema, response: profileSchema, errors: [401] },
  profilePhotoSet: { body: 'image', response: profileSchema, errors: [401, 413, 415] },
  profilePhotoDelete: { response: profileSchema, errors: [401] },
  publicProfile: { params: profileIdParamsSchema, response: publicProfileSchema, errors: [404] },
  bookmarkFolders: { response: bookmarkFolderListSchema, errors: [401] },
  bookmarkFolderCreate: {
    body: folderCreateSchema,
    response: bookmarkFolderSchema,
    status: 201,
    errors: [401],
  },
  bookmarkFolderBySlug: {
    params: folderSlugParamsSchema,
    response: bookmarkFolderSchema,
    errors: [404],
  },
  bookmarkFolderRename: {
    params: folderIdParamsSchema,
    body: folderRenameSchema,
    response: bookmarkFolderSchema,
    errors: [401, 404],
  },
  bookmarkFolderDescription: {
    params: folderIdParamsSchema,
    body: folderDescriptionSchema,
    response: bookmarkFolderSchema,
    errors: [401, 404],
  },
  bookmarkFolderPrivacy: {
    params: folderIdParamsSchema,
    body: folderPrivacySchema,
    response: bookmarkFolderSchema,
    errors: [401, 404],
  },
  bookmarkFolderDelete: {
    params: folderIdParamsSchema,
    response: folderDeletedSchema,
    status: 204,
    errors: [401, 404],
  },
  bookmarkItemAdd: {
    params: folderIdParamsSchema,
    body: folderItemBodySchema,
    response: bookmarkFolderSchema,
    errors: [401, 404],
  },
  bookmarkItemRemove: {
    params: folderIdParamsSchema,
    body: folderItemBodySchema,
    response: bookmarkFolderSchema,
    errors: [401, 404],
  },
  bookmarkItemMove: {
    params: folderIdParamsSchema,
    body: folderItemMoveSchema,
    response: bookmarkFolderSchema,
    errors: [401, 404],
  },
  bookmarkFolderView: {
    params: folderSlugParamsSchema,
    query: languageQuerySchema,
    response: bookmarkFolderViewSchema,
    errors: [404],
  },
  bookmarked: { params: bookmarkedParamsSchema, response: bookmarkedSchema, errors: [401] },
  bookmarkSavedItems: { response: savedItemsSchema, errors: [401] },
  bookmarksPublic: { query: publicFolderQuerySchema, response: publicFolderPageSchema },
  articles: { query: articleListQuerySchema, response: articlePageSchema },
  article: {
    params: articleSlugParamsSchema,
    query: languageQuerySchema,
    response: articleDetailSchema,
    errors: [404],
  },
  analyticsEvents: {
    body: analyticsBatchSchema,
    response: analyticsBatchResultSchema,
    status: 202,
    errors: [429],
  },
  ...ADMIN_API_SCHEMAS,
} as const satisfies Record<ApiRouteKey, EndpointSchemas>;

export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'image';
  response: z.ZodType;
  status?: 201 | 202 | 204;
  /** Error statuses besides 400, which every endpoint with an input may answer. */
  errors?: readonly ErrorStatus[];
}

/** The error statuses an endpoint may answer with, each with the one error body. */
export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** The content types of a raw image body (`body: 'image'`). */
export const IMAGE_BODY_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
