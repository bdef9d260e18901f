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

export const notFound = (message = 'The requested resource was not found.') =>
  new HttpError(404, 'NOT_FOUND', message);

/** The database does not answer (restarting, or gone); clients are told when to try again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const databaseUnavailable = () =>
  new HttpError(
    503,
    'DATABASE_UNAVAILABLE',
    'The database is not answering right now. Please try again in a few seconds.',
  );
