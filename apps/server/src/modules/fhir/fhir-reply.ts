import { it } from '@sanity/shared/i18n/it';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RawQuery } from './fhir-params';

/** Where the FHIR R4 API lives (outside /api: its own errors, content type and documentation, docs/fhir.md). */
export const FHIR_BASE = '/fhir/R4';

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const PLAIN_JSON = 'application/json; charset=utf-8';
export const JSON_FORMATS = new Set(['json', 'application/json', 'application/fhir+json']);
/** Fastify's own 4xx (a body too large, a content type it cannot parse) in Italian, as plugins/errors.ts says them. */
export const CLIENT_STATUS_TEXT: Readonly<Record<number, string>> = {
  401: it.identity.notAuthenticated,
  403: it.http.forbidden,
  404: it.http.notFound,
  413: it.http.payloadTooLarge,
  415: it.http.unsupportedMediaType,
  429: it.http.rateLimited,
};

/** The content type of the answer: plain JSON when the client asks for it by name, FHIR JSON otherwise. */
function answerType(request: FastifyRequest): string {
  const format = (request.query as RawQuery)._format;
  if (format === 'application/json') return PLAIN_JSON;
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('fhir+json') ? PLAIN_JSON : FHIR_JSON;
}

export function sendFhir(request: FastifyRequest, reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type(answerType(request)).send(body);
}

/** The base URL the client used, for `fullUrl` and the links of a Bundle. */
export const baseUrlOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}${FHIR_BASE}`;

