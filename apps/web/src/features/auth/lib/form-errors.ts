import { fieldErrorsOf } from '../../../lib/api-error-text.ts';

interface Issue {
  path: PropertyKey[];
  message: string;
}

export type SafeParse<T> =
  { success: true; data: T } | { success: false; error: { issues: Issue[] } };

/** The first message per field of a failed shared-schema check (docs/product/validation.md), keyed by field. */
export function issuesByField<F extends string>(
  result: SafeParse<unknown>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (fields.includes(field as F)) errors[field as F] ??= issue.message;
  }
  return errors;
}

/** Field errors of a 400 answer (`detail.fields`), keyed by field, for the given fields only. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const item of fieldErrorsOf(error)) {
    if (fields.includes(item.field as F)) errors[item.field as F] ??= item.message;
  }
  return errors;
}
