// No zod here: the web app's API client imports this module in its first chunk.

import { fillPath, type PathParams } from './paths.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint: its method and path (`:name` is a path parameter). */
export interface ApiRoute {
  method: HttpMethod;
  path: `/api/${string}`;
}

/**
 * An endpoint's address with its path parameters filled in (URL-encoded), e.g.
 * `apiPath(FILE_ROUTES.photo, { id: 'abc' })` is `/api/image/abc`.
 */
export function apiPath<R extends ApiRoute>(route: R, params: PathParams<R['path']>): string {
  return fillPath<R['path']>(route.path, params);
}
