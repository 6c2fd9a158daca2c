import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { it, errorCodeByStatus } from '@sanity/shared/i18n/it';
import type { ApiErrorBody } from '@sanity/shared/schemas/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/app-error';
import { isContention, isDiskFull, isUnstorableInput } from '../lib/db-errors';
import { DISK_FULL_HOLD_MS } from '../modules/health/health.service';
import { operationOutcome } from '../modules/fhir/fhir-outcome';

function errorBody(status: number, message: string, options: { code?: string; fields?: Record<string, string> } = {}): ApiErrorBody {
  return {
    error: {
      code: options.code ?? errorCodeByStatus[status] ?? (status < 500 ? 'invalid-argument' : 'unknown'),
      message,
      ...(options.fields ? { fields: options.fields } : {}),
    },
  };
}

/** Sends the API's error body: `{ error: { code, message, fields? } }`. */
export function sendError(
  reply: FastifyReply,
  status: number,
  message: string,
  options: { code?: string; fields?: Record<string, string> } = {},
): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(status, message, options));
}

/** Italian text for a 4xx raised by Fastify or a plugin (bad JSON, wrong content type, too large…). */
const clientStatusMessages: Readonly<Record<number, string>> = {
  401: it.identity.notAuthenticated,
  403: it.http.forbidden,
  404: it.http.notFound,
  408: it.http.timeout,
  413: it.http.payloadTooLarge,
  414: it.http.uriTooLong,
  415: it.http.unsupportedMediaType,
  429: it.http.rateLimited,
  431: it.http.headersTooLarge,
};
const messageForClientStatus = (status: number): string => clientStatusMessages[status] ?? it.validation.invalidRequest;

/**
 * The one place that shapes errors. Validation failures → 400 with the first field's Italian
 * message and one message per field; AppError → as thrown; Fastify's own 4xx (malformed JSON,
 * unsupported media type, body too large) → their status with an Italian message; a value the
 * database cannot hold (NUL, a date out of range… which the schemas should have refused) → 400;
 * a full disk (ENOSPC, SQLSTATE 53100) → 503 saying that nothing can be saved for now; a transaction
 * the database rolled back for a concurrent one (deadlock, serialization) → 503 to send again; anything
 * else is a bug: logged, and answered 500 without details.
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
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.status, error.message, { code: error.code, ...(error.fields ? { fields: error.fields } : {}) });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
      request.log.info({ code: error.code, status }, 'client error');
      return sendError(reply, status, messageForClientStatus(status));
    }
    if (status === 503) return sendError(reply, 503, it.http.unavailable);
    if (isDiskFull(error)) {
      // Not a bug, and nothing the user can do but try later: say so instead of the internal error,
      // and take the instance out of rotation for a while (health.service).
      request.log.error({ err: error }, 'disk full: the request could not be saved');
      app.services.health.noteDiskFull();
      reply.header('retry-after', String(DISK_FULL_HOLD_MS / 1000));
      return sendError(reply, 503, it.http.diskFull);
    }
    if (isContention(error)) {
      request.log.warn({ err: error }, 'transaction rolled back by a concurrent one');
      reply.header('retry-after', '1');
      return sendError(reply, 503, it.http.busy);
    }
    if (isUnstorableInput(error)) {
      // A schema let through what the database refuses: the request is at fault, but the schema
      // deserves a fix, hence a warning (logged without the values: lib/logger.ts).
      request.log.warn({ err: error }, 'database refused a value of the request');
      return sendError(reply, 400, it.validation.invalidRequest);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, it.http.internal);
  });

  // While the server drains (app.close()), requests still arriving on open keep-alive connections
  // get our 503 and a closed connection. Fastify's own answer (`return503OnClosing`, turned off in
  // app.ts) is English and off-shape. Fastify marks itself closing just before the preClose hooks.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    sendError(reply, 503, it.http.unavailable);
  });
}

/**
 * Fastify's `frameworkErrors`: errors found while routing, before any hook or handler runs — a
 * malformed percent-encoding (FST_ERR_BAD_URL) or a path parameter over `maxParamLength`
 * (FST_ERR_MAX_PARAM_LENGTH, 414). Same statuses as Fastify's, in our shape and language.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, 'client error');
  // No hook runs for these requests: the id that app.ts adds in onRequest is added here.
  reply.header('x-request-id', request.id);
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, it.http.uriTooLong] : error.code === 'FST_ERR_BAD_URL' ? [400, it.validation.invalidRequest] : [500, it.http.internal];
  // FST_ERR_ASYNC_CONSTRAINT: no route of ours has an asynchronous constraint.
  if (status === 500) request.log.error({ err: error }, 'routing error');
  // The FHIR API's errors are OperationOutcomes (issue 31), these too.
  if (request.url.startsWith('/fhir/')) {
    void reply.code(status).type('application/fhir+json; charset=utf-8').send(operationOutcome(status, message));
    return;
  }
  void sendError(reply, status, message);
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request before Fastify saw it
 * (headers over the limit → 431, the request not received in time → 408, anything malformed → 400).
 * There is no request or reply yet, so the answer is written on the socket, as Node itself would.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ code: error.code, status }, 'client connection error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(status, messageForClientStatus(status)));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
