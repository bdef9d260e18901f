// No zod here: the web app's API client imports this module in its first chunk.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint: its method and path (`:name` is a path parameter). */
export interface ApiRoute {
  method: HttpMethod;
  path: `/api/${string}`;
}
