import type { ApiRoute } from './api-route.ts';

/**
 * The JSON API, one entry per endpoint: its method and path (`:name` is a path parameter). The
 * schemas of each endpoint are in `api-schemas.ts` under the same key. The web app calls the API
 * by these keys (its client takes every type from the schemas), and a contract test checks that
 * the server registers each endpoint with exactly these schemas. Images, map assets, the OpenAPI
 * documents and redirects are not JSON and are not listed.
 *
 * The site's endpoints only (the console's are in `api-routes-admin.ts`, `API_ROUTES` holds both).
 * This file holds no schemas on purpose: the web app ships it in its first chunk, without zod.
 */
export const SITE_API_ROUTES = {
  health: { method: 'GET', path: '/api/health' },
  healthLive: { method: 'GET', path: '/api/health/live' },
  siteStatistics: { method: 'GET', path: '/api/statistics' },
  contactCreate: { method: 'POST', path: '/api/contact' },

  countries: { method: 'GET', path: '/api/countries' },
  country: { method: 'GET', path: '/api/countries/:country' },
  countryRegions: { method: 'GET', path: '/api/countries/:country/regions' },
  countryRegion: { method: 'GET', path: '/api/countries/:country/regions/:region' },
  regions: { method: 'GET', path: '/api/regions' },
  region: { method: 'GET', path: '/api/regions/:region' },
  locationRef: { method: 'GET', path: '/api/locations/:type/:id' },
  featuredDestinations: { method: 'GET', path: '/api/destinations/featured' },

  diveCenterSearch: { method: 'GET', path: '/api/divecenters' },
  diveCenterById: { method: 'GET', path: '/api/divecenters/id/:id' },
  diveCenterBySlug: { method: 'GET', path: '/api/divecenters/slug/:slug' },
  diveCentersNearby: { method: 'GET', path: '/api/divecenters/nearby' },
  diveCenterMap: { method: 'GET', path: '/api/divecenters/map' },
  diveCentersOfCountry: { method: 'GET', path: '/api/divecenters/:country' },

  spotSearch: { method: 'GET', path: '/api/spot' },
  spotMap: { method: 'GET', path: '/api/spot/map' },
  spotById: { method: 'GET', path: '/api/spot/id/:id' },
  spotBySlug: { method: 'GET', path: '/api/spot/slug/:slug' },
  spotSealife: { method: 'GET', path: '/api/spot/id/:id/sealife' },
  spotRandom: { method: 'GET', path: '/api/spot/random' },
  spotsNearby: { method: 'GET', path: '/api/spot/nearby' },
  spotsRecommended: { method: 'GET', path: '/api/spot/recommended' },
  spotsPopular: { method: 'GET', path: '/api/spot/popular' },
  spotByPath: { method: 'GET', path: '/api/spot/:country/:region/:spot' },

  shareCreate: { method: 'POST', path: '/api/share/create' },
  shareResolve: { method: 'GET', path: '/api/share/resolve/:slug' },
  shareClick: { method: 'POST', path: '/api/share/:slug/click' },
  filterConfiguration: { method: 'GET', path: '/api/filter/configuration/:type' },
  search: { method: 'GET', path: '/api/search' },

  speciesList: { method: 'GET', path: '/api/sealife' },
  speciesGroups: { method: 'GET', path: '/api/sealife/groups' },
  speciesSearch: { method: 'GET', path: '/api/sealife/search' },
  speciesNearby: { method: 'GET', path: '/api/sealife/nearby' },
  speciesFeatured: { method: 'GET', path: '/api/sealife/featured' },
  speciesMap: { method: 'GET', path: '/api/sealife/map' },
  speciesById: { method: 'GET', path: '/api/sealife/id/:id' },
  speciesBySlug: { method: 'GET', path: '/api/sealife/:slug' },
  weather: { method: 'GET', path: '/api/weather' },
  mapConfig: { method: 'GET', path: '/api/map/config' },

  registrationCodeSend: { method: 'GET', path: '/api/account/sendRegistrationToken' },
  registrationCodeResend: { method: 'GET', path: '/api/account/resendRegistrationToken' },
  registrationCodeCheck: { method: 'GET', path: '/api/account/validateRegistrationToken' },
  register: { method: 'POST', path: '/api/account/register' },
  authenticate: { method: 'POST', path: '/api/authenticate' },
  refreshToken: { method: 'POST', path: '/api/account/refreshtoken' },
  logout: { method: 'GET', path: '/api/account/logout/me' },
  resetPassword: { method: 'POST', path: '/api/account/resetPassword' },
  resetPasswordFinish: { method: 'POST', path: '/api/account/resetPassword/finish' },
  changePassword: { method: 'POST', path: '/api/account/changePassword' },
  authProviders: { method: 'GET', path: '/api/account/providers' },
  oauthExchange: { method: 'POST', path: '/api/oauth2/exchange' },
  profile: { method: 'GET', path: '/api/profile' },
  profileUpdate: { method: 'PATCH', path: '/api/profile' },
  profilePhotoSet: { method: 'PUT', path: '/api/profile/photo' },
  profilePhotoDelete: { method: 'DELETE', path: '/api/profile/photo' },
  publicProfile: { method: 'GET', path: '/api/profile/:id' },
  bookmarkFolders: { method: 'GET', path: '/api/bookmarks/folders' },
  bookmarkFolderCreate: { method: 'POST', path: '/api/bookmarks/folders' },
  bookmarkFolderBySlug: { method: 'GET', path: '/api/bookmarks/folders/slug/:slug' },
  bookmarkFolderRename: { method: 'PUT', path: '/api/bookmarks/folders/:id' },
  bookmarkFolderDescription: { method: 'PUT', path: '/api/bookmarks/folders/:id/description' },
  bookmarkFolderPrivacy: { method: 'PUT', path: '/api/bookmarks/folders/:id/privacy' },
  bookmarkFolderDelete: { method: 'DELETE', path: '/api/bookmarks/folders/:id' },
  bookmarkItemAdd: { method: 'POST', path: '/api/bookmarks/folders/:id/items' },
  bookmarkItemRemove: { method: 'DELETE', path: '/api/bookmarks/folders/:id/items' },
  bookmarkItemMove: { method: 'PUT', path: '/api/bookmarks/folders/:id/items/position' },
  bookmarkFolderView: { method: 'GET', path: '/api/bookmarks/folders/slug/:slug/view' },
  bookmarked: { method: 'GET', path: '/api/bookmarks/items/:type/:id/bookmarked' },
  bookmarkSavedItems: { method: 'GET', path: '/api/bookmarks/items' },
  bookmarksPublic: { method: 'GET', path: '/api/bookmarks/public' },

  articles: { method: 'GET', path: '/api/articles' },
  article: { method: 'GET', path: '/api/articles/:slug' },

  analyticsEvents: { method: 'POST', path: '/api/analytics/events' },
} as const satisfies Record<string, ApiRoute>;
