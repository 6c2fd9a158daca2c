import { idParam } from '@sanity/shared/schemas/fields';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withGenericArticleHead } from './article-seo';
import { SESSION_COOKIE } from '../../plugins/session';
import { injectHead } from './html';

export interface SeoRoutesOptions {
  /** The built web app's directory (its index.html is the page every doctor page starts from). */
  webDistDir: string;
  /** The page served when the web app is not built. */
  fallbackHtml: string;
}

/**
 * Findable doctor pages: /public/doctor/:id and /doctor/:id answer the web app's HTML with the
 * doctor's title, description, Open Graph tags, canonical link and JSON-LD already in <head>, so
 * crawlers and link previews need no JavaScript. Also /sitemap.xml and /robots.txt.
 */
export const seoRoutes: FastifyPluginCallbackZod<SeoRoutesOptions> = (app, options, done) => {
  let page: Promise<string> | undefined;
  /** index.html, read once; the "not built" page when it is missing. */
  const template = () =>
    (page ??= readFile(path.join(options.webDistDir, 'index.html'), 'utf8').catch(() => options.fallbackHtml));

  const Params = z.object({ id: idParam });
  for (const url of ['/public/doctor/:id', '/doctor/:id']) {
    app.get(url, { config: { access: 'public' }, schema: { hide: true, params: Params } }, async (request, reply) => {
      // The session plugin reads cookies on /api only: a doctor opening their own page under review gets it too.
      const token = request.cookies[SESSION_COOKIE];
      const viewer = token ? await app.services.auth.resolveSession(token) : null;
      const [html, { status, head }] = await Promise.all([template(), app.services.seo.doctorHead(request.params.id, viewer)]);
      return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(injectHead(html, head));
    });
  }

  // Article pages (article-seo.ts): the article's head when public and published, else the app's
  // own head with noindex. Always 200: the web app shows the reader what they may see.
  for (const url of ['/public/article/:id', '/article/:id']) {
    app.get(url, { config: { access: 'public' }, schema: { hide: true, params: Params } }, async (request, reply) => {
      const [html, head] = await Promise.all([template(), app.services.seo.articleHead(request.params.id)]);
      const page = head ? injectHead(html, head) : withGenericArticleHead(html);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    });
  }

  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(await app.services.seo.sitemap()),
  );

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(app.services.seo.robots()),
  );
  done();
};
