import { ADMIN_API_ROUTES } from '@divespot/shared/api-routes-admin';
import { addApiRoutes, callApi } from '../../../lib/api-client.ts';

// The console's endpoints join the API client when this module loads: a visitor's pages never
// load it, so they do not carry the admin table (decision 0020).
addApiRoutes(ADMIN_API_ROUTES);

/**
 * `callApi` for the console's endpoints: the same function, reached through this module so that
 * whatever calls it has loaded the admin table first.
 */
export const callAdminApi = callApi;
