import { it } from '@sanity/shared/i18n/it';
import { itReviewsScreens } from '@sanity/shared/i18n/it-reviews';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { PageRenderer } from './page-renderer';

/** The legal pages (issue 24), drawn like the landing, each with its own <title> for tabs, bookmarks and search results. */
const LEGAL_PAGES: ReadonlyArray<{ url: string; title: string }> = [
  { url: '/privacy', title: it.legal.privacyTitle },
  { url: '/cookie', title: it.legal.cookieTitle },
  { url: '/termini', title: it.legal.termsTitle },
  // Issue 28: how reviews are verified and moderated (Omnibus transparency), linked from every rating.
  { url: '/recensioni-verificate', title: itReviewsScreens.verificationPage.title },
];

/**
 * The landing (/), the directory (/dottori) and the legal pages as HTML with their content (issue 14): the web app's
 * renderer draws them on the server; the browser hydrates. Doctor and article pages are the seo
 * module's routes, which add their <head> tags to the same rendering.
 */
export const pagesRoutes: FastifyPluginCallbackZod<{ pages: PageRenderer }> = (app, { pages }, done) => {
  for (const url of ['/', '/dottori']) {
    app.get(url, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
      pages.send(reply, request, await pages.html(request)),
    );
  }
  for (const { url, title } of LEGAL_PAGES) {
    // The titles are our own constant texts: nothing to escape. The function form keeps a '$' literal.
    const withTitle = (html: string) => html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title} · Sanity</title>`);
    app.get(url, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
      pages.send(reply, request, await pages.html(request, withTitle)),
    );
  }
  done();
};
