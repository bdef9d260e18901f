import { HTTP_TIMEOUT_MS } from '@divespot/shared/site';

/** A failed API call: the message follows SPEC §8, the HTTP status is kept. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** Parsed JSON body of the failed response, when there was one. */
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

function pickString(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** SPEC §8: message from detail, message or error of the body, else the status text. */
export function errorMessageFrom(body: unknown, statusText: string, status: number): string {
  return (
    pickString(body, 'detail') ??
    pickString(body, 'message') ??
    pickString(body, 'error') ??
    (statusText || `Request failed with status ${status}`)
  );
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
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, headers = {}, timeoutMs = HTTP_TIMEOUT_MS } = options;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal: combined,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    if (timeout.signal.aborted && !signal?.aborted) throw new ApiError('Request timeout', 408);
    throw error;
  } finally {
    clearTimeout(timer);
  }

  const data = await readBody(response);
  if (!response.ok) {
    throw new ApiError(
      errorMessageFrom(data, response.statusText, response.status),
      response.status,
      data,
    );
  }
  return data as T;
}
