import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

interface Bytes {
  body: string;
  etag: string;
}

/**
 * Sends a kept answer (ADR 0024) as the bytes it was first sent as: the route's serializer (its
 * response schema, then JSON) and the ETag's hash run once per kept answer, not on every request.
 * Kept answers are shared and never changed, so the bytes are kept beside each one, for as long as
 * the answer itself is kept (a WeakMap: an answer the cache let go takes its bytes with it). One
 * sender per route: `wrap` is the route's envelope (`{ doctor }`), part of its bytes.
 *
 * `validator`: the route is among those carrying an ETag (app.ts `registerValidators`), which gets the
 * same weak SHA-1 @fastify/etag would compute, so the plugin finds it set, does not hash the body again,
 * and still answers 304 to a matching `If-None-Match` (and a signed-in reader still gets none).
 */
export function keptReplies<T extends object>({ wrap, validator }: { wrap?: (value: T) => unknown; validator: boolean }) {
  const bytesOf = new WeakMap<T, Bytes>();
  return (reply: FastifyReply, value: T): FastifyReply => {
    let bytes = bytesOf.get(value);
    if (!bytes) {
      const body = reply.serialize(wrap ? wrap(value) : value) as string;
      bytes = { body, etag: validator ? `W/"${createHash('sha1').update(body).digest('base64')}"` : '' };
      bytesOf.set(value, bytes);
    }
    if (validator) reply.header('etag', bytes.etag);
    // A string with a JSON content type is sent as it is: Fastify runs no serializer on it.
    return reply.type('application/json; charset=utf-8').send(bytes.body);
  };
}
