import { ApiError } from '../../../lib/api-client.ts';

/**
 * True when the API says the record does not exist. A malformed key (400) cannot exist either,
 * so both show the not-found screen rather than an error.
 */
export const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
