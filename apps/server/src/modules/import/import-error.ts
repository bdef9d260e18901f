/** A problem that stops the whole run (unreadable file, unknown format …); exit code 1. */
export class ImportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImportError';
  }
}
