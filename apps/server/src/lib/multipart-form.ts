import type { Multipart } from '@fastify/multipart';
import { it } from '@sanity/shared/i18n/it';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The answer to a form the parser cannot read: garbage, no boundary, cut short, too many parts. */
export function malformedForm(): AppError {
  return new AppError(400, it.http.invalidForm);
}

// RFC 2046 §5.1.1: a boundary has 1 to 70 characters. busboy throws a bare Error without one and
// another past 256, so the header is checked before the parser is started.
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/** Whether the request is `multipart/form-data` with a boundary the parser can use. */
export function isReadableMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'] ?? '';
  return request.isMultipart() && /^multipart\/form-data\s*;/i.test(type) && BOUNDARY.test(type);
}

// @fastify/multipart's own limits (too many files, fields or parts) mean the form is not the one
// asked for; a file over its limit keeps its 413, which each route words for itself.
const FORM_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT', 'FST_PROTO_VIOLATION', 'FST_MP_PREMATURE_CLOSE']);

/**
 * Runs `read` (which consumes the parts of the form) and turns what the multipart parser throws
 * into 400 'Il modulo inviato non è valido.': busboy reports a malformed or truncated body as a
 * bare Error with no status, which would otherwise be answered as a 500. Our own AppErrors and the
 * file-size 413 pass through unchanged.
 */
export async function readingForm<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw error;
    if (typeof code !== 'string' || FORM_LIMITS.has(code) || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw malformedForm();
    throw error;
  }
}

/** The next part of the form, or null at its end. */
export async function nextPart(parts: AsyncIterator<Multipart>): Promise<Multipart | null> {
  const next = await parts.next();
  return next.done ? null : next.value;
}

/** Lets a part we refuse flow to its end, so that the parser can reach the next one or finish. */
export function discard(part: Multipart | null): void {
  if (part?.type === 'file') part.file.resume();
}
