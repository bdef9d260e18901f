import type { FieldError } from '@divespot/shared/errors';

/** An error the API reports to the client as `{ status, code, message, detail? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: FieldError[]) =>
  new HttpError(400, 'VALIDATION_FAILED', message, fields ? { fields } : undefined);

export const notFound = (message = 'The requested resource was not found.') =>
  new HttpError(404, 'NOT_FOUND', message);

export const unauthorized = (message = 'Please sign in to continue.') =>
  new HttpError(401, 'UNAUTHORIZED', message);

export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, 'FORBIDDEN', message);

export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);

export const serviceUnavailable = (message: string) =>
  new HttpError(503, 'SERVICE_UNAVAILABLE', message);
