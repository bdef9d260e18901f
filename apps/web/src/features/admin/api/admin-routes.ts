import { ADMIN_API_ROUTES } from '@divespot/shared/api-routes-admin';
import { addApiRoutes } from '../../../lib/api-client.ts';

/*
 * The console's endpoints join the API client when the console's code loads: every module of
 * the console that calls the API imports this one first (docs/architecture.md). A visitor's pages
 * never load it, so they do not carry the admin table.
 */
addApiRoutes(ADMIN_API_ROUTES);
