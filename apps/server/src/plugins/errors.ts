import { it, errorCodeByStatus } from '@sanity/shared/i18n/it';
import type { ApiErrorBody } from '@sanity/shared/schemas/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';

/** Sends the API's error body: `{ error: { code, message, fields? } }`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  options: { code?: string; fields?: Record<string, string> } = {},
): FastifyReply {
  const body: ApiErrorBody = {
    error: {
      code: options.code ?? errorCodeByStatus[status] ?? 'unknown',
      message,
      ...(options.fields ? { fields: options.fields } : {}),
    },
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Italian text for a 4xx raised by Fastify itself (bad JSON, wrong content type, too large…). */
function messageForClientStatus(status: number): string {
  switch (status) {
    case 401:
      return it.identity.notAuthenticated;
    case 403:
      return it.http.forbidden;
    case 404:
      return it.http.notFound;
    case 429:
      return it.http.rateLimited;
    default:
      return it.validation.invalidRequest;
  }
}

/**
 * The one place that shapes errors. Validation failures → 400 with the first field's Italian
 * message and one message per field; AppError → as thrown; Fastify's own 4xx (malformed JSON,
 * unsupported media type, body too large) → their status with an Italian message; anything else
 * is a bug: logged, and answered 500 without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
        fields[key] ??= issue.message ?? it.validation.invalidRequest;
      }
      const first = error.validation[0]?.message ?? it.validation.invalidRequest;
      return sendError(reply, 400, first, { fields });
    }
    if (isAppError(error)) {
      return sendError(reply, error.status, error.message, { code: error.code, ...(error.fields ? { fields: error.fields } : {}) });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      request.log.info({ code: error.code, status }, 'client error');
      return sendError(reply, status, messageForClientStatus(status), { code: errorCodeByStatus[status] ?? 'invalid-argument' });
    }
    if (status === 503) return sendError(reply, 503, it.http.unavailable);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, it.http.internal);
  });
}
