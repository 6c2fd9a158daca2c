import { it } from '@sanity/shared/i18n/it';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppError } from '../../lib/app-error';
import { sendError } from '../../plugins/errors';
import { SESSION_COOKIE } from '../../plugins/session';
import type { AuthUser } from '../auth/auth.service';

/** What the media guard needs from the articles feature (its service implements it). */
export interface ArticleFileReaders {
  /**
   * Whether `viewer` (null: signed out) may read the files of article `articleId`: the article's
   * own read rule (published public: anyone; published private: author and allowed users; draft:
   * author only). false for an unknown article.
   */
  canReadFiles(viewer: AuthUser | null, articleId: string): Promise<boolean>;
}

/** An article's files: `users/{uid}/articles/{articleId}/…` */
const ARTICLE_FILE = /^users\/[^/]+\/articles\/([^/]+)\/./;

/** The article a media key belongs to, or null for any other key (avatars…). */
export function articleOfMediaKey(key: string): string | null {
  return ARTICLE_FILE.exec(key)?.[1] ?? null;
}

/**
 * How long a browser may keep an article's file. Readable signed out → shared caches may keep it
 * an hour (an article made private or returned to draft stops being served within that hour).
 * Private or draft → only the viewer's browser, ten minutes.
 */
export const PUBLIC_ARTICLE_MEDIA_CACHE = 'public, max-age=3600';
export const PRIVATE_ARTICLE_MEDIA_CACHE = 'private, max-age=600';

const cacheControlOf = new WeakMap<FastifyRequest, string>();

/**
 * The guard of GET/HEAD /media/* for article files (docs/api.md): a file under
 * `users/{uid}/articles/{articleId}/` is answered only to a viewer who may read that article;
 * anyone else gets the same 404 as for a missing file, so its existence is not revealed. Other
 * keys (avatars, the landing's shipped media) are untouched and stay public.
 *
 * It runs before the /media route's handler (onRequest, once the route matched, so it sees the
 * same decoded key the handler serves), and replaces the handler's "public, immutable" caching of
 * article files (onSend). Ranges, ETags and 304s are the handler's, unchanged.
 */
export function registerArticleMediaAccess(app: FastifyInstance, readers: () => ArticleFileReaders): void {
  async function viewerOf(request: FastifyRequest): Promise<AuthUser | null> {
    // The session plugin reads the cookie for /api only; article media is the one other place that needs it.
    if (request.user) return request.user;
    const token = request.cookies[SESSION_COOKIE];
    return token ? app.services.auth.resolveSession(token) : null;
  }

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.url !== '/media/*') return;
    const key = (request.params as Record<string, unknown> | undefined)?.['*'];
    const articleId = typeof key === 'string' ? articleOfMediaKey(key) : null;
    if (!articleId) return;

    const files = readers();
    const canRead = async (viewer: AuthUser | null) => {
      try {
        return await files.canReadFiles(viewer, articleId);
      } catch (error) {
        // A "no" expressed as an error (unknown article, no access) is still a no.
        if (isAppError(error) && error.status >= 400 && error.status < 500) return false;
        throw error;
      }
    };
    if (await canRead(null)) {
      cacheControlOf.set(request, PUBLIC_ARTICLE_MEDIA_CACHE);
      return;
    }
    const viewer = await viewerOf(request);
    if (viewer && (await canRead(viewer))) {
      cacheControlOf.set(request, PRIVATE_ARTICLE_MEDIA_CACHE);
      return;
    }
    cacheControlOf.set(request, 'private, no-store');
    return sendError(reply, 404, it.http.notFound);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const cacheControl = cacheControlOf.get(request);
    if (cacheControl) {
      reply.header('cache-control', cacheControl);
      const vary = reply.getHeader('vary');
      if (cacheControl !== PUBLIC_ARTICLE_MEDIA_CACHE) reply.header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie');
    }
    done(null, payload);
  });
}
