import type { ErrorCode } from '@divespot/shared/error-codes';
import type { FieldError } from '@divespot/shared/errors';
import { ApiError } from './api-client.ts';

/**
 * How a feature words a failed call: `known` its own sentences (in the reader's language) for the
 * error codes it expects, `words` how it shows the server's own words, `fallback` what it says
 * when the server said nothing usable (a timeout, a dropped line, a 502 from a proxy).
 */
export interface ErrorTexts<T> {
  known?: Partial<Record<ErrorCode, T>>;
  words: (text: string) => T;
  fallback: T;
}

/**
 * The message a diver reads for a failed API call (docs/product/errors.md), worked out in this
 * one place: ours for a code the feature knows; else the server's words, a refused field's reason
 * first ('name must be at most 80 characters'); else the feature's fallback.
 */
export function apiErrorText<T>(error: unknown, texts: ErrorTexts<T>): T {
  if (!(error instanceof ApiError)) return texts.fallback;
  const known = error.code === undefined ? undefined : texts.known?.[error.code];
  if (known !== undefined) return known;
  const field = error.fieldErrors[0];
  if (field) return texts.words(`${field.field} ${field.message}`);
  return error.serverMessage === undefined ? texts.fallback : texts.words(error.serverMessage);
}

/** The invalid fields of a 400 answer (`detail.fields`), or none. */
export function fieldErrorsOf(error: unknown): readonly FieldError[] {
  return error instanceof ApiError && error.status === 400 ? error.fieldErrors : [];
}
