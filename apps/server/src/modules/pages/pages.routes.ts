import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { PageRenderer } from './page-renderer';

/**
 * The landing (/) and the directory (/dottori) as HTML with their content (issue 14): the web app's
 * renderer draws them on the server; the browser hydrates. Doctor and article pages are the seo
 * module's routes, which add their <head> tags to the same rendering.
 */
export const pagesRoutes: FastifyPluginCallbackZod<{ pages: PageRenderer }> = (app, { pages }, done) => {
  for (const url of ['/', '/dottori']) {
    app.get(url, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
      pages.send(reply, request, await pages.html(request)),
    );
  }
  done();
};
