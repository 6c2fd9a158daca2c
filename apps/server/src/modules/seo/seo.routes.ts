import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withGenericArticleHead } from './article-seo';
import { SESSION_COOKIE } from '../../plugins/session';
import type { PageRenderer } from '../pages/page-renderer';
import { injectHead } from './html';

export interface SeoRoutesOptions {
  /** The web app's page, drawn on the server where it can be (modules/pages). */
  pages: PageRenderer;
}

/**
 * Findable doctor pages: /public/doctor/:id and /doctor/:id answer the web app's HTML with the
 * doctor's title, description, Open Graph tags, canonical link and JSON-LD already in <head>, so
 * crawlers and link previews need no JavaScript. Also /sitemap.xml and /robots.txt.
 */
export const seoRoutes: FastifyPluginCallbackZod<SeoRoutesOptions> = (app, { pages }, done) => {
  const Params = z.object({ id: idParam });
  for (const url of ['/public/doctor/:id', '/doctor/:id']) {
    app.get(url, { config: { access: 'public' }, schema: { hide: true, params: Params } }, async (request, reply) => {
      // The session plugin reads cookies on /api only: a doctor opening their own page under review gets it too.
      const token = request.cookies[SESSION_COOKIE];
      const viewer = token ? await app.services.auth.resolveSession(token) : null;
      const { status, head } = await app.services.seo.doctorHead(request.params.id, viewer);
      return pages.send(reply, request, await pages.html(request, (html) => injectHead(html, head)), status);
    });
  }

  // Article pages (article-seo.ts): the article's head when public and published, else the app's
  // own head with noindex. Always 200: the web app shows the reader what they may see.
  for (const url of ['/public/article/:id', '/article/:id']) {
    app.get(url, { config: { access: 'public' }, schema: { hide: true, params: Params } }, async (request, reply) => {
      const head = await app.services.seo.articleHead(request.params.id);
      return pages.send(reply, request, await pages.html(request, (html) => (head ? injectHead(html, head) : withGenericArticleHead(html))));
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
