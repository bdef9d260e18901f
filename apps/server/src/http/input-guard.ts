import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

export const NUL_MESSAGE = 'Must not contain a NUL character.';
export const EMPTY_BODY_MESSAGE = 'The request body is empty; send a JSON object.';

/**
 * The path of every string, and of every object key, that holds U+0000, at any depth. PostgreSQL
 * text cannot store that character, so such input must be refused before it reaches a query.
 * Iterative, because a JSON body may nest far deeper than the call stack allows.
 */
export function nulPaths(root: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: root, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      if (value.includes('\0')) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((v: unknown, i) => stack.push({ value: v, path: [...path, i] }));
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      // Parsed params and queries have prototypes of their own; byte bodies (photos) are skipped.
      for (const [key, v] of Object.entries(value)) {
        // The key itself is named with the character spelled out, so the answer stays printable.
        if (key.includes('\0')) found.push([...path, key.replaceAll('\0', '\\u0000')]);
        else stack.push({ value: v, path: [...path, key] });
      }
    }
  }
  return found.reverse();
}

function accepts(schema: $ZodType, value: unknown): boolean {
  try {
    return z.safeParse(schema, value).success;
  } catch {
    return false;
  }
}

/**
 * The zod validator of every route part (params, query, headers, body), preceded by the checks
 * that hold for all input: no NUL character anywhere, and a body where the route needs one. Both
 * answer the usual 400 VALIDATION_FAILED naming each field, before any route code runs.
 */
export const guardedValidatorCompiler: FastifySchemaCompiler<$ZodType> = (route) => {
  const requiresBody = route.httpPart === 'body' && !accepts(route.schema, undefined);
  const guard = z.unknown().superRefine((data, ctx) => {
    if (data == null && requiresBody) {
      ctx.addIssue({ code: 'custom', message: EMPTY_BODY_MESSAGE, path: [] });
    }
    for (const path of nulPaths(data)) ctx.addIssue({ code: 'custom', message: NUL_MESSAGE, path });
  });
  return validatorCompiler({ ...route, schema: guard.pipe(route.schema) });
};

/**
 * Validation through the guard, and JSON bodies where an empty body means "no body": a client
 * that always sends `content-type: application/json` may POST nothing to an endpoint that takes
 * no body. An endpoint that needs one still refuses the empty body (see above).
 */
export function installInputGuard(app: FastifyInstance) {
  app.setValidatorCompiler(guardedValidatorCompiler);
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
}
