import helmet from '@fastify/helmet';
import { it } from '@sanity/shared/i18n/it';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { APP_LOADER_CSP_SOURCE } from '../modules/pages/app-loader';
import { sendError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers (helmet, with a CSP that fits the built SPA: no inline scripts but the drawn pages' loader) and the
 * Origin check: a state-changing request whose Origin is neither PUBLIC_URL nor the request's own
 * origin is refused, so another site cannot act with the visitor's cookie. Requests without an
 * Origin (curl, server-to-server) carry no ambient browser credentials risk and pass.
 */
export async function registerSecurity(app: FastifyInstance, config: Pick<Config, 'PUBLIC_URL'>): Promise<void> {
  const https = config.PUBLIC_URL.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        // The one inline script is the drawn pages' loader, allowed by its hash (modules/pages/app-loader.ts).
        'script-src': ["'self'", APP_LOADER_CSP_SOURCE],
        'style-src': ["'self'", 'https:', "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'https:', 'data:'],
        'connect-src': ["'self'"],
        'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
        // Upgrading would break a plain-http deployment (a LAN address); only ask for it under https.
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });

  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === publicOrigin || origin === `${request.protocol}://${request.host}`) return;
    request.log.warn({ origin }, 'cross-origin request refused');
    return sendError(reply, 403, it.http.crossOrigin);
  });
}
