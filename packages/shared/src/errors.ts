import { z } from 'zod';

/** One invalid field of a request: dotted path and a human-readable reason. */
export const fieldErrorSchema = z.object({
  field: z.string().meta({ description: 'Dotted path of the invalid field, e.g. `email`.' }),
  message: z.string().meta({ description: 'Why the value was refused.' }),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error body every API failure returns (docs/conventions.md). */
export const errorBodySchema = z
  .object({
    status: z.number().int().meta({ description: 'HTTP status code, repeated in the body.' }),
    code: z.string().meta({ description: 'Stable machine-readable code, e.g. `NOT_FOUND`.' }),
    message: z.string().meta({ description: 'Human-readable summary.' }),
    detail: z
      .object({ fields: z.array(fieldErrorSchema).optional() })
      .catchall(z.unknown())
      .optional()
      .meta({ description: 'Extra context; `fields` lists invalid fields on 400 responses.' }),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Narrows an unknown JSON value to an error body. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}

export { ERROR_CODES, isErrorCode, type ErrorCode } from './error-codes.ts';
