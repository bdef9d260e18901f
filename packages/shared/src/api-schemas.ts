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
  adminUserListSchema,
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
  articleDeletedSchema,
  articleWriteResultSchema,
  articleWriteSchema,
} from './articles.ts';
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
  health: { response: healthSchema },
  healthLive: { response: livenessSchema },
  siteStatistics: { response: siteStatisticsSchema },
  contactCreate: {
    body: contactMessageInputSchema,
    response: contactMessageCreatedSchema,
    status: 201,
  },
  countries: { query: countryListQuerySchema, response: countryListSchema },
  country: {
    params: countryParamsSchema,
    query: languageQuerySchema,
    response: countryDetailSchema,
  },
  countryRegions: {
    params: countryParamsSchema,
    query: languageQuerySchema,
    response: regionListSchema,
  },
  countryRegion: {
    params: countryRegionParamsSchema,
    query: languageQuerySchema,
    response: regionDetailSchema,
  },
  regions: { query: regionListQuerySchema, response: regionListSchema },
  region: { params: regionParamsSchema, query: languageQuerySchema, response: regionDetailSchema },
  locationRef: { params: locationRefParamsSchema, response: locationRefSchema },
  featuredDestinations: { response: featuredDestinationListSchema },
  diveCenterSearch: { query: diveCenterSearchQuerySchema, response: diveCenterPageSchema },
  diveCenterById: { params: diveCenterIdParamsSchema, response: diveCenterDetailSchema },
  diveCenterBySlug: { params: diveCenterSlugParamsSchema, response: diveCenterDetailSchema },
  diveCentersNearby: { query: diveCenterNearbyQuerySchema, response: diveCenterListSchema },
  diveCenterMap: { query: diveCenterMapQuerySchema, response: diveCenterFeatureCollectionSchema },
  diveCentersOfCountry: { params: diveCenterCountryParamsSchema, response: diveCenterListSchema },
  spotSearch: { query: spotSearchQuerySchema, response: spotPageSchema },
  spotMap: { query: spotMapQuerySchema, response: spotMapWireSchema },
  spotById: { params: spotIdParamsSchema, query: languageQuerySchema, response: spotDetailSchema },
  spotBySlug: {
    params: spotSlugParamsSchema,
    query: languageQuerySchema,
    response: spotDetailSchema,
  },
  spotSealife: {
    params: spotIdParamsSchema,
    query: spotSealifeQuerySchema,
    response: spotSealifeListSchema,
  },
  spotRandom: { query: languageQuerySchema, response: spotDetailSchema },
  spotsNearby: { query: nearbyQuerySchema, response: spotListSchema },
  spotsRecommended: { query: recommendedQuerySchema, response: spotListSchema },
  spotsPopular: { query: popularQuerySchema, response: spotListSchema },
  spotByPath: {
    params: spotSlugPathSchema,
    query: languageQuerySchema,
    response: spotDetailSchema,
  },
  shareCreate: { query: shareCreateQuerySchema, response: shareLinkSchema, status: 201 },
  shareResolve: { params: shareSlugParamsSchema, response: sharedViewSchema },
  shareClick: { params: shareSlugParamsSchema, response: shareClickCountedSchema, status: 204 },
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
  speciesMap: { query: speciesMapQuerySchema, response: speciesMapSchema },
  speciesById: {
    params: speciesIdParamsSchema,
    query: languageQuerySchema,
    response: speciesDetailSchema,
  },
  speciesBySlug: {
    params: speciesSlugParamsSchema,
    query: languageQuerySchema,
    response: speciesDetailSchema,
  },
  weather: { query: weatherQuerySchema, response: weatherResultSchema },
  mapConfig: { response: mapConfigSchema },
  registrationCodeSend: {
    query: registrationEmailQuerySchema,
    response: registrationCodeSentSchema,
  },
  registrationCodeResend: {
    query: registrationEmailQuerySchema,
    response: registrationCodeSentSchema,
  },
  registrationCodeCheck: {
    query: validateRegistrationQuerySchema,
    response: registrationTokenValiditySchema,
  },
  register: { body: registerInputSchema, response: authenticatedSchema, status: 201 },
  authenticate: { body: loginInputSchema, response: authenticatedSchema },
  refreshToken: { body: refreshInputSchema, response: tokenPairSchema },
  logout: { query: logoutQuerySchema, response: logoutResultSchema },
  resetPassword: { body: resetPasswordInputSchema, response: resetPasswordSentSchema },
  resetPasswordFinish: { body: resetPasswordFinishSchema, response: authenticatedSchema },
  changePassword: { body: changePasswordInputSchema, response: passwordChangedSchema },
  authProviders: { response: authProvidersSchema },
  oauthExchange: { body: oauthExchangeInputSchema, response: authenticatedSchema },
  profile: { response: profileSchema },
  profileUpdate: { body: profileUpdateSchema, response: profileSchema },
  profilePhotoSet: { body: 'image', response: profileSchema },
  profilePhotoDelete: { response: profileSchema },
  publicProfile: { params: profileIdParamsSchema, response: publicProfileSchema },
  adminUsers: { response: adminUserListSchema },
  bookmarkFolders: { response: bookmarkFolderListSchema },
  bookmarkFolderCreate: { body: folderCreateSchema, response: bookmarkFolderSchema, status: 201 },
  bookmarkFolderBySlug: { params: folderSlugParamsSchema, response: bookmarkFolderSchema },
  bookmarkFolderRename: {
    params: folderIdParamsSchema,
    body: folderRenameSchema,
    response: bookmarkFolderSchema,
  },
  bookmarkFolderDescription: {
    params: folderIdParamsSchema,
    body: folderDescriptionSchema,
    response: bookmarkFolderSchema,
  },
  bookmarkFolderPrivacy: {
    params: folderIdParamsSchema,
    body: folderPrivacySchema,
    response: bookmarkFolderSchema,
  },
  bookmarkFolderDelete: {
    params: folderIdParamsSchema,
    response: folderDeletedSchema,
    status: 204,
  },
  bookmarkItemAdd: {
    params: folderIdParamsSchema,
    body: folderItemBodySchema,
    response: bookmarkFolderSchema,
  },
  bookmarkItemRemove: {
    params: folderIdParamsSchema,
    body: folderItemBodySchema,
    response: bookmarkFolderSchema,
  },
  bookmarkItemMove: {
    params: folderIdParamsSchema,
    body: folderItemMoveSchema,
    response: bookmarkFolderSchema,
  },
  bookmarkFolderView: {
    params: folderSlugParamsSchema,
    query: languageQuerySchema,
    response: bookmarkFolderViewSchema,
  },
  bookmarked: { params: bookmarkedParamsSchema, response: bookmarkedSchema },
  bookmarkSavedItems: { response: savedItemsSchema },
  bookmarksPublic: { query: publicFolderQuerySchema, response: publicFolderPageSchema },
  articles: { query: articleListQuerySchema, response: articlePageSchema },
  article: {
    params: articleSlugParamsSchema,
    query: languageQuerySchema,
    response: articleDetailSchema,
  },
  adminArticlePut: {
    params: articleSlugParamsSchema,
    body: articleWriteSchema,
    response: articleWriteResultSchema,
  },
  adminArticleDelete: {
    params: articleSlugParamsSchema,
    response: articleDeletedSchema,
    status: 204,
  },
} as const satisfies Record<ApiRouteKey, EndpointSchemas>;

export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'image';
  response: z.ZodType;
  status?: 201 | 204;
}
