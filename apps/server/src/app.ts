import { familyRoutes } from './modules/family/family.routes';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import fastifyStatic from '@fastify/static';
import { it } from '@sanity/shared/i18n/it';
import { useItalianZodErrors } from '@sanity/shared/i18n/zod-errors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Clock, TestClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { adminRoutes } from './modules/admin/admin.routes';
import { doctorReviewRoutes } from './modules/doctor-review/doctor-review.routes';
import { accountsRoutes } from './modules/admin/accounts.routes';
import { appointmentsRoutes } from './modules/appointments/appointments.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { publicReviewsRoutes, reviewsRoutes } from './modules/reviews/reviews.routes';
import { crmRoutes } from './modules/appointments/crm.routes';
import { videoRoomRoutes, videoSettingsRoutes } from './modules/video/video.routes';
import { appointmentDocumentsRoutes, documentsRoutes } from './modules/documents/documents.routes';
import { appointmentLinksRoutes } from './modules/appointments/appointment-links.routes';
import { accessLogRoutes, adminAuditRoutes } from './modules/audit/audit.routes';
import { contactClaimsRoutes } from './modules/contact-claims/contact-claims.routes';
import { articlesRoutes, publicArticlesRoutes } from './modules/articles/articles.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { verificationRoutes } from './modules/auth/verification.routes';
import { passwordRoutes } from './modules/auth/password.routes';
import { sessionsRoutes } from './modules/auth/sessions.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { calendarFeedRoutes } from './modules/calendar/feed.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { assistantRoutes } from './modules/assistant/assistant.routes';
import { doctorsRoutes } from './modules/doctors/doctors.routes';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { healthRoutes } from './modules/health/health.routes';
import { jobsRoutes } from './modules/jobs/jobs.routes';
import { membershipsRoutes } from './modules/memberships/memberships.routes';
import { practiceAddressRoutes } from './modules/practice/address.routes';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { practiceRoutes } from './modules/practice/practice.routes';
import { readinessRoutes } from './modules/practice/readiness.routes';
import { searchRoutes } from './modules/search/search.routes';
import { sectorsRoutes } from './modules/sectors/sectors.routes';
import { adminSectorsRoutes } from './modules/sectors/admin-sectors.routes';
import { adminMembershipsRoutes } from './modules/memberships/admin-memberships.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { createPageRenderer } from './modules/pages/page-renderer';
import { pagesRoutes } from './modules/pages/pages.routes';
import { legalRoutes } from './modules/legal/legal.routes';
import { registerArticleMediaAccess } from './modules/uploads/article-media-access';
import { articleUploadsRoutes } from './modules/uploads/article-uploads.routes';
import { mediaRoutes } from './modules/uploads/media.routes';
import { avatarRoutes } from './modules/users/avatar.routes';
import { usersRoutes } from './modules/users/users.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { FHIR_BASE, fhirRoutes } from './modules/fhir/fhir.routes';
import { notificationOptOutRoutes, notificationPreferencesRoutes, smsUsageRoutes } from './modules/notifications/preferences/preferences.routes';
import { registerAccess } from './plugins/access';
import { staffRoutes } from './modules/staff/staff.routes';
import { answerClientError, answerFrameworkError, registerErrorHandler, sendError } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerQueryStats } from './plugins/query-stats';
import { registerRateLimits } from './plugins/rate-limits';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerTokenAuth } from './modules/tokens/tokens.access';
import { tokensRoutes } from './modules/tokens/tokens.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { createServices } from './services';
import { testClockRoutes } from './modules/test-clock/test-clock.routes';

// Any zod message a schema does not set itself comes out in Italian, never zod's English default.
useItalianZodErrors();

/** The built web app (apps/web/dist), served when present. */
export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** A pino logger; by default one is made from LOG_LEVEL and NODE_ENV. */
  logger?: FastifyBaseLogger;
  /** Where the built SPA lives; tests point it elsewhere. */
  webDistDir?: string;
  /** Where every service reads the current time: the system clock by default; tests pass a test clock. */
  clock?: Clock;
  /**
   * Test-only (server.ts under `TEST_CLOCK_START`): the clock every service reads, and which
   * `GET`/`PUT /api/test/clock` read and move. Never given in production (config.ts refuses the setting).
   */
  testClock?: TestClock;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Sanity</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Sanity</h1>
<p>Il server è attivo, ma l'applicazione web non è ancora stata compilata.</p>
<p>Esegui <code>npm run build</code> e riavvia il server. L'API è disponibile su <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Weak validators (`ETag`, 304 to a client sending it back; issue 27, ADR 0024) for signed-out
 * visitors: a signed-in reader's answer may be theirs alone (private articles, follows, counts).
 */
async function registerValidators(scope: FastifyInstance): Promise<void> {
  await scope.register(etag, { weak: true });
  scope.addHook('onSend', async (request, reply) => {
    if (request.user) reply.removeHeader('etag');
  });
}

/** Builds the HTTP application: plugins first, then the feature modules, then the web app. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    loggerInstance: options.logger ?? createLogger(config),
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    // Errors raised before our error handler runs get our shape and Italian too (plugins/errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // The closing 503 is answered by plugins/errors.ts in our shape; Fastify's own is English.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = options.testClock ?? options.clock;
  const services = createServices({ db, config, logger: app.log, ...(clock ? { clock } : {}) });
  app.decorate('config', config);
  app.decorate('services', services);

  registerErrorHandler(app);
  // Before every other hook, so that the session lookup is counted (diagnostics only, off by default).
  if (config.BENCH_QUERY_STATS) registerQueryStats(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  await registerSecurity(app, config);
  // Signs only short-lived cookies (the Google sign-in state); the session token needs no signature.
  await app.register(cookie, { secret: config.COOKIE_SECRET ?? randomBytes(32).toString('hex') });
  registerSession(app);
  // Issue 31: a personal access token, on /fhir and the routes that declare `tokenScope` only (tokens.access.ts).
  registerTokenAuth(app);
  registerAccess(app);
  // Before the routes: the plugin attaches its hook to each route that declares `config.rateLimit`.
  await registerRateLimits(app, config, services.rateLimits);
  // Article files under /media are readable only as their article is (runs before the /media route).
  registerArticleMediaAccess(app, () => services.articles);
  await registerOpenApi(app);

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(verificationRoutes, { prefix: '/api/auth' });
  await app.register(passwordRoutes, { prefix: '/api/auth/password' });
  await app.register(sessionsRoutes, { prefix: '/api/auth/sessions' });
  await app.register(membershipsRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(avatarRoutes, { prefix: '/api/users' });
  await app.register(notificationPreferencesRoutes, { prefix: '/api/users/me' });
  await app.register(notificationOptOutRoutes, { prefix: '/api/notifications' });
  // Public reads carry a validator (issue 27): a client that has the answer gets 304 without the body.
  await app.register(async (publicReads) => {
    await registerValidators(publicReads);
    await publicReads.register(doctorsRoutes, { prefix: '/api/doctors' });
    await publicReads.register(publicReviewsRoutes, { prefix: '/api/doctors' });
    await publicReads.register(sectorsRoutes, { prefix: '/api/sectors' });
    await publicReads.register(publicArticlesRoutes, { prefix: '/api' });
  });
  await app.register(practiceRoutes, { prefix: '/api/practice' });
  await app.register(practiceAddressRoutes, { prefix: '/api/practice' });
  await app.register(readinessRoutes, { prefix: '/api/practice' });
  await app.register(appointmentsRoutes, { prefix: '/api/appointments' });
  await app.register(videoRoomRoutes, { prefix: '/api/appointments' });
  await app.register(videoSettingsRoutes, { prefix: '/api/video' });
  await app.register(appointmentDocumentsRoutes, { prefix: '/api/appointments' });
  await app.register(documentsRoutes, { prefix: '/api/documents' });
  await app.register(scheduleRoutes, { prefix: '/api/schedule' });
  await app.register(waitlistRoutes, { prefix: '/api/waitlist' });
  await app.register(reviewsRoutes, { prefix: '/api' });
  await app.register(crmRoutes, { prefix: '/api/crm' });
  await app.register(familyRoutes, { prefix: '/api/family' });
  await app.register(staffRoutes, { prefix: '/api/staff' });
  await app.register(appointmentLinksRoutes, { prefix: '/api/appointment-links' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(smsUsageRoutes, { prefix: '/api/admin' });
  await app.register(doctorReviewRoutes, { prefix: '/api' });
  await app.register(jobsRoutes, { prefix: '/api/admin/jobs' });
  await app.register(adminAuditRoutes, { prefix: '/api/admin/audit' });
  await app.register(accessLogRoutes, { prefix: '/api/account' });
  await app.register(contactClaimsRoutes, { prefix: '/api/account' });
  await app.register(adminSectorsRoutes, { prefix: '/api/admin/sectors' });
  await app.register(adminMembershipsRoutes, { prefix: '/api/admin/memberships' });
  await app.register(settingsRoutes, { prefix: '/api/admin/settings' });
  await app.register(accountsRoutes, { prefix: '/api/admin/users' });
  await app.register(articlesRoutes, { prefix: '/api' });
  await app.register(articleUploadsRoutes, { prefix: '/api/articles' });
  await app.register(favoritesRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(legalRoutes, { prefix: '/api' });
  await app.register(assistantRoutes, { prefix: '/api/chat' });
  // Both /api/calendar/feed and the public /calendar/feed/<secret>.ics: no prefix.
  await app.register(calendarFeedRoutes);
  await app.register(calendarRoutes, { prefix: '/api/calendar' });
  await app.register(privacyRoutes, { prefix: '/api/account' });
  await app.register(tokensRoutes, { prefix: '/api/tokens' });
  await app.register(webhooksRoutes, { prefix: '/api/webhooks' });
  // Issue 31: the FHIR R4 API, with its own errors (OperationOutcome), content type and 404.
  await app.register(fhirRoutes, { prefix: FHIR_BASE });
  if (options.testClock) await app.register(testClockRoutes(options.testClock), { prefix: '/api/test/clock' });

  const webDist = options.webDistDir ?? defaultWebDistDir;
  const webBuilt = existsSync(`${webDist}/index.html`);
  if (webBuilt) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      // The web build writes .br and .gz siblings of its text assets (apps/web/vite.config.ts); they are
      // sent to browsers that accept them. Files without siblings (media, fonts) are sent as they are.
      preCompressed: true,
      // The server-side renderer (modules/pages) is code for this process, not a file for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      setHeaders(res, filePath) {
        // Vite's hashed assets never change; index.html must always be revalidated.
        res.setHeader('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (filePath.includes('/assets/')) res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  // Stored files and findable doctor pages: explicit GET routes, more specific than the static wildcard.
  await app.register(mediaRoutes, { webDistDir: webBuilt ? webDist : undefined });
  const pages = createPageRenderer(app, { webDistDir: webDist, fallbackHtml: NOT_BUILT_PAGE });
  // Pages drawn on the server carry a validator too: a visitor coming back to an unchanged page gets 304.
  await app.register(async (drawnPages) => {
    await registerValidators(drawnPages);
    await drawnPages.register(seoRoutes, { pages });
    await drawnPages.register(pagesRoutes, { pages });
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, 404, it.http.notFound);
    }
    // Single-page app: every other GET is a client-side route.
    if (webBuilt) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(200).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });

  app.addHook('onReady', async () => {
    await services.auth.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'purge of expired sessions failed'));
  });
  app.addHook('preClose', (done) => {
    services.health.markClosing();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    services.uploads.close();
    done();
  });

  return app;
}
