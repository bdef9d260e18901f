import type { z } from 'zod';
import { apiPath, type ApiRoute } from '@divespot/shared/api-route';
import type { ApiRouteKey } from '@divespot/shared/api-routes';
import { SITE_API_ROUTES } from '@divespot/shared/api-routes-site';
import type { API_SCHEMAS } from '@divespot/shared/api-schemas';
import type { ErrorCode } from '@divespot/shared/error-codes';
import type { FieldError } from '@divespot/shared/errors';
import { HTTP_TIMEOUT_MS } from '@divespot/shared/site';

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * A failed API call: the message follows docs/product/errors.md, the HTTP status is kept, and
 * the error body is read once here (docs/product/errors.md#the-error-body), so no caller picks
 * at it by hand: `code` is one of the shared codes, `fieldErrors` the invalid fields and
 * `detail` the rest of the body's details (a 429's wait, say).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly fieldErrors: readonly FieldError[];
  readonly detail: Readonly<Record<string, unknown>>;
  /** Whether the server answered with a body at all (a timeout or a dropped line has none). */
  readonly answered: boolean;
  /** The server's own words (the body's detail, message or error), when it sent some. */
  readonly serverMessage: string | undefined;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.status = status;
    this.answered = body !== undefined;
    this.serverMessage = serverWordsOf(body);
    const fields = record(body);
    // As the server sent it: the list of codes stays out of the first script, and a code this
    // build does not know simply matches none of those its callers look for.
    this.code = typeof fields?.code === 'string' ? (fields.code as ErrorCode) : undefined;
    this.detail = record(fields?.detail) ?? {};
    const list = Array.isArray(this.detail.fields) ? (this.detail.fields as unknown[]) : [];
    this.fieldErrors = list.flatMap((item) => {
      const f = record(item);
      return typeof f?.field === 'string' && typeof f.message === 'string'
        ? [{ field: f.field, message: f.message }]
        : [];
    });
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON; a Blob (with its type) or FormData body is sent as it is. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** False for calls that must not carry or renew the session's token (sign-in, refresh). */
  auth?: boolean;
  /** Lets the request outlive the page (a change committed as the tab closes). */
  keepalive?: boolean;
}

/**
 * How requests get the signed-in user's bearer token. The auth feature installs it; without it
 * (or signed out) requests go without a token.
 */
export interface ApiAuth {
  /** A usable access token, renewed first when it counts as expired; null when signed out. */
  accessToken(): Promise<string | null>;
  /**
   * Called once after a 401 to the token `rejected`: resolves a new access token, or null when
   * renewal failed (the session has then ended).
   */
  renew(rejected: string): Promise<string | null>;
}

let apiAuth: ApiAuth | null = null;

export function setApiAuth(next: ApiAuth | null): void {
  apiAuth = next;
}

/** The server's own words in an error body: its `detail`, `message` or `error` text, if any. */
function serverWordsOf(body: unknown): string | undefined {
  const fields = record(body);
  for (const key of ['detail', 'message', 'error']) {
    const value = fields?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the DiveSpot API (same origin). Rejects with {@link ApiError} for non-2xx responses and
 * with `ApiError('Request timeout', 408)` after 30 s. A caller's own abort rejects as usual.
 * For a signed-in user the bearer token goes along; a 401 renews it once and retries (docs/product/states.md).
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const auth = options.auth === false ? null : apiAuth;
  const token = auth ? await auth.accessToken() : null;
  let response = await send(path, options, token);
  if (response.status === 401 && auth && token) {
    const renewed = await auth.renew(token);
    if (renewed) response = await send(path, options, renewed);
  }

  const data = await readBody(response);
  if (!response.ok) {
    // docs/product/errors.md: the server's words, else the status text.
    const message =
      serverWordsOf(data) ??
      (response.statusText || `Request failed with status ${response.status}`);
    throw new ApiError(message, response.status, data);
  }
  return data;
}

async function send(path: string, options: ApiRequestOptions, token: string | null) {
  const { method = 'GET', body, signal, headers = {}, timeoutMs = HTTP_TIMEOUT_MS } = options;
  const keepalive = options.keepalive ? { keepalive: true } : {};
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
  // Files and forms go as they are (a photo upload is the image itself); anything else as JSON.
  const raw = body instanceof Blob || body instanceof FormData;
  const contentType =
    body === undefined || body instanceof FormData
      ? undefined
      : body instanceof Blob
        ? body.type || 'application/octet-stream'
        : 'application/json';
  try {
    return await fetch(path, {
      method,
      signal: combined,
      credentials: 'same-origin',
      ...keepalive,
      headers: {
        Accept: 'application/json',
        ...(contentType ? { 'Content-Type': contentType } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (timeout.signal.aborted && !signal?.aborted) throw new ApiError('Request timeout', 408);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

type Schemas<K extends ApiRouteKey> = (typeof API_SCHEMAS)[K];

/** The answer of an endpoint, as its response schema produces it. */
export type ApiAnswer<K extends ApiRouteKey> = z.output<Schemas<K>['response']>;

/** A query value as it goes into the URL. */
type QueryValue = string | number | boolean | null | undefined;

/**
 * What a call sends: path parameters as the schema produces them, query keys the schema knows
 * (or a prepared `URLSearchParams`, for queries built by the explore URL codec), and the body as
 * the schema accepts it. Parts the endpoint does not take cannot be given.
 */
type Part<
  K extends ApiRouteKey,
  Name extends 'params' | 'query' | 'body',
  Value,
> = Name extends keyof Schemas<K>
  ? object extends Value
    ? { [P in Name]?: Value }
    : { [P in Name]: Value }
  : { [P in Name]?: never };
type ParamsOf<S> = S extends { params: z.ZodType } ? z.output<S['params']> : never;
type QueryOf<S> = S extends { query: z.ZodType }
  ? { [P in keyof z.input<S['query']>]: QueryValue } | URLSearchParams
  : never;
type BodyOf<S> = S extends { body: 'image' }
  ? Blob
  : S extends { body: z.ZodType }
    ? z.input<S['body']>
    : never;

export type ApiInput<K extends ApiRouteKey> = Part<K, 'params', ParamsOf<Schemas<K>>> &
  Part<K, 'query', QueryOf<Schemas<K>>> &
  Part<K, 'body', BodyOf<Schemas<K>>> &
  Pick<ApiRequestOptions, 'signal' | 'timeoutMs' | 'auth' | 'headers' | 'keepalive'>;

/**
 * The endpoints this client knows: the site's from the start; the admin console adds its own
 * table when it loads (`addApiRoutes`), so a visitor's pages never carry it.
 */
const routes: Partial<Record<ApiRouteKey, ApiRoute>> = { ...SITE_API_ROUTES };

/** Makes more endpoints callable (the admin console's table). */
export function addApiRoutes(table: Partial<Record<ApiRouteKey, ApiRoute>>): void {
  Object.assign(routes, table);
}

function routeOf(key: ApiRouteKey): ApiRoute {
  const route = routes[key];
  if (!route) throw new Error(`${key}: its route table has not been added (addApiRoutes)`);
  return route;
}

/** The endpoint's URL: path parameters filled in and encoded, then the query. */
export function apiUrl(key: ApiRouteKey, input: { params?: object; query?: object } = {}): string {
  const path = apiPath(routeOf(key), (input.params ?? {}) as never);
  const query = input.query instanceof URLSearchParams ? input.query : new URLSearchParams();
  if (!(input.query instanceof URLSearchParams)) {
    for (const [name, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== null) query.set(name, String(value));
    }
  }
  // Commas stay readable: lists and 'lat,lng' pairs are comma-separated in our URLs.
  const search = query.toString().replace(/%2C/gi, ',');
  return search ? `${path}?${search}` : path;
}

/**
 * Calls one endpoint of the API by its key in the shared route table: the parameters, body and
 * answer are typed by the endpoint's schemas, so no caller restates a response type.
 */
export async function callApi<K extends ApiRouteKey>(
  key: K,
  ...[input]: object extends ApiInput<K> ? [input?: ApiInput<K>] : [input: ApiInput<K>]
): Promise<ApiAnswer<K>> {
  const { params, query, body, ...options } = (input ?? {}) as ApiInput<K> & {
    params?: object;
    query?: object;
    body?: unknown;
  };
  const data = await apiRequest(apiUrl(key, { params, query }), {
    ...options,
    method: routeOf(key).method,
    body,
  });
  return data as ApiAnswer<K>;
}
