import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { it } from '@sanity/shared/i18n/it';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../../plugins/errors';
import { isPrivateKey, isValidKey, type ByteRange } from './storage';

export interface MediaRoutesOptions {
  /**
   * The built web app's directory, when present: `/media/...` files shipped with it (the landing's
   * demo videos) are served from there when the storage has no such object.
   */
  webDistDir?: string | undefined;
}

/** Keys are never reused for other content (a new upload gets a new key), so caches may keep a file forever. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

/**
 * Types a browser shows on our origin without running anything: raster images and video. Every
 * other stored file (PDFs, audio, anything added later) is an attachment (issue 12 §8): a PDF opened
 * inline runs the browser's viewer, scripts included (PDF JavaScript, forms), on our origin.
 */
const INLINE_TYPES = /^(image\/(jpeg|png|gif|webp|avif)|video\/[\w.+-]+)$/;

export function servedInline(contentType: string): boolean {
  return INLINE_TYPES.test(contentType.split(';')[0]!.trim().toLowerCase());
}

/**
 * Downloads rather than documents: `attachment` makes a navigation (a link opened in a new tab)
 * save the file instead of rendering it, and the `sandbox` CSP is the second lock should a browser
 * render it anyway (no scripts, a unique origin without our cookies). `<audio>` and `<video>`
 * elements ignore both, so players keep working.
 */
export function downloadHeaders(fileName: string): Record<string, string> {
  const name = fileName.replace(/[^\w.-]/g, '_') || 'file';
  return { 'content-disposition': `attachment; filename="${name}"`, 'content-security-policy': 'sandbox' };
}

/**
 * A single `bytes=` range against an object of `size` bytes: the inclusive range, 'unsatisfiable'
 * (answer 416), or null to serve the whole object (no header, several ranges or a malformed one).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    // Suffix range: the last N bytes.
    const length = Number(to);
    if (length === 0) return 'unsatisfiable';
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** GET /media/* — stored files (avatars, later article media), with ETag and single-range support. */
export const mediaRoutes: FastifyPluginCallbackZod<MediaRoutesOptions> = (app, options, done) => {
  const shippedMedia = options.webDistDir ? path.join(options.webDistDir, 'media') : null;

  // GET and HEAD explicitly: Fastify's automatic HEAD route would report a Content-Length of 0.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    config: { access: 'public', rateLimit: app.limits.media },
    schema: { hide: true, params: z.object({ '*': z.string() }) },
    handler: async (request, reply) => {
      const key = request.params['*'];
      if (isPrivateKey(key)) return sendError(reply, 404, it.http.notFound);
      const info = await app.services.uploads.stat(key);
      if (!info) {
        if (shippedMedia && isValidKey(key)) {
          const file = path.join(shippedMedia, key);
          if (existsSync(file) && statSync(file).isFile()) return reply.sendFile(path.join('media', key));
        }
        return sendError(reply, 404, it.http.notFound);
      }

      reply
        .header('content-type', info.contentType)
        .header('etag', info.etag)
        .header('last-modified', info.lastModified.toUTCString())
        .header('cache-control', CACHE_FOREVER)
        .header('accept-ranges', 'bytes');
      if (!servedInline(info.contentType)) reply.headers(downloadHeaders(path.posix.basename(key)));

      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === info.etag || tag.trim() === '*')) {
        return reply.code(304).send();
      }

      const ifRange = request.headers['if-range'];
      const rangeHeader = ifRange && ifRange !== info.etag ? undefined : request.headers.range;
      const range = parseRange(rangeHeader, info.size);
      if (range === 'unsatisfiable') {
        reply.removeHeader('content-type');
        return reply.code(416).header('content-range', `bytes */${info.size}`).send();
      }

      if (request.method === 'HEAD') {
        if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
        return reply.header('content-length', range ? range.end - range.start + 1 : info.size).send();
      }

      const object = await app.services.uploads.open(key, range ?? undefined);
      if (!object) return sendError(reply, 404, it.http.notFound);
      if (object.range) {
        reply.code(206).header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`);
      }
      const length = object.range ? object.range.end - object.range.start + 1 : object.size;
      return reply.header('content-length', length).send(object.stream);
    },
  });
  done();
};
