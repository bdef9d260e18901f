import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, FieldError } from '@divespot/shared/errors';
import type { DatabaseOutageLog } from '../db/outage-log.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable, HttpError } from './errors.ts';

/** Fastify's own client-error codes, mapped to our stable codes and plain sentences. */
const FASTIFY_CODES: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_JSON', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported here; send JSON.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'Invalid Content-Length.' },
};

export function sendErrorBody(reply: FastifyReply, body: ErrorBody) {
  return reply.status(body.status).type('application/json; charset=utf-8').send(body);
}

function fieldName(path: readonly PropertyKey[], fallback: string): string {
  return path.length ? path.map(String).join('.') : fallback;
}

/**
 * Installs the one error handler: every failure has the same body. A database outage is told to
 * `outage`, which logs it once, not once per request.
 */
export function installErrorHandling(app: FastifyInstance, outage: DatabaseOutageLog) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      const body: ErrorBody = { status: error.status, code: error.code, message: error.message };
      if (error.detail) body.detail = error.detail;
      return sendErrorBody(reply, body);
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = error.validationContext ?? 'body';
      const fields: FieldError[] = error.validation.map((v) => ({
        field: fieldName(v.instancePath.split('/').filter(Boolean), part),
        message: v.message ?? 'Invalid value.',
      }));
      return sendErrorBody(reply, {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: `Some ${part === 'body' ? 'fields' : `${part} parameters`} are invalid.`,
        detail: { fields },
      });
    }

    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) {
      return sendErrorBody(reply, { status: error.statusCode ?? 400, ...known });
    }

    // A database restart or outage is not a bug of ours: say so, and when to come back.
    if (isDatabaseUnavailable(error)) {
      outage.requestFailed(error, request);
      const { status, code, message } = databaseUnavailable();
      void reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendErrorBody(reply, { status, code, message });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendErrorBody(reply, {
        status,
        code: error.code ?? 'BAD_REQUEST',
        message: error.message || 'The request could not be processed.',
      });
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendErrorBody(reply, {
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
    });
  });
}

/** The JSON 404 for unknown API paths. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendErrorBody(reply, {
    status: 404,
    code: 'NOT_FOUND',
    message: `No API endpoint ${request.method} ${request.url.split('?')[0] ?? ''}.`,
  });
}
