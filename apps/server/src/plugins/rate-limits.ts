import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { clientAddressKey } from '../lib/client-address';
import type { RateLimitCounter } from '../modules/limits/rate-limit-counter';
import { itPrivacy } from '@sanity/shared/i18n/it-privacy';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The limits routes put in `config.rateLimit` (docs/api.md "Limits"). */
export interface RouteLimits {
  /** POST /api/auth/register, per IP. */
  register: RateLimitOptions;
  /** POST /api/appointments/check-availability, per IP. */
  availability: RateLimitOptions;
  /** GET /api/search and GET /api/doctors, per IP, counted together. */
  search: RateLimitOptions;
  /** GET /media/*, per IP. */
  media: RateLimitOptions;
  /** Avatar and article uploads, per account, counted together. */
  uploads: RateLimitOptions;
  /** GET /api/account/export (JSON and HTML), per account. */
  export: RateLimitOptions;
}

/** The client's address: IPv6 by its /64, as one host usually holds the whole prefix (login throttling counts the same key). */
const ipOf = (request: FastifyRequest) => clientAddressKey(request.ip);

function tooMany(message: string): NonNullable<RateLimitOptions['errorResponseBuilder']> {
  // Thrown by the plugin's hook: the error handler answers it in our shape (plugins/errors.ts).
  return () => new AppError(429, message, { code: 'resource-exhausted' });
}

function limit(name: string, max: number, timeWindow: number, key: (request: FastifyRequest) => string, message: string): RateLimitOptions {
  return { max, timeWindow, keyGenerator: (request) => `${name}:${key(request)}`, errorResponseBuilder: tooMany(message) };
}

export function routeLimits(config: Config): RouteLimits {
  return {
    register: limit('register', config.RATE_LIMIT_REGISTER_PER_HOUR, HOUR_MS, ipOf, itSettings.security.tooManyRegistrations),
    availability: limit('availability', config.RATE_LIMIT_AVAILABILITY_PER_MINUTE, MINUTE_MS, ipOf, itSettings.security.tooManyRequests),
    search: limit('search', config.RATE_LIMIT_SEARCH_PER_MINUTE, MINUTE_MS, ipOf, itSettings.security.tooManyRequests),
    media: limit('media', config.RATE_LIMIT_MEDIA_PER_MINUTE, MINUTE_MS, ipOf, itSettings.security.tooManyRequests),
    // Upload routes require a signed-in account (plugins/access.ts runs first); the IP only if that ever changes.
    uploads: limit('uploads', config.RATE_LIMIT_UPLOADS_PER_HOUR, HOUR_MS, (request) => request.user?.id ?? `ip:${ipOf(request)}`, itSettings.security.tooManyUploads),
    export: limit('export', config.RATE_LIMIT_EXPORT_PER_HOUR, HOUR_MS, (request) => request.user?.id ?? `ip:${ipOf(request)}`, itPrivacy.tooManyExports),
  };
}

/** @fastify/rate-limit's store over our shared counter; keys already carry their limit's name. */
function storeOver(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counter.hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * @fastify/rate-limit on the routes that declare `config: { rateLimit: app.limits.<name> }` only
 * (`global: false`), counting in the database so that every instance shares the counts. Its hook
 * runs after the session and access hooks, so a per-account limit knows the account and a
 * request refused 401/403 is not counted.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config, counter: RateLimitCounter): Promise<void> {
  app.decorate('limits', routeLimits(config));
  await app.register(rateLimit, {
    global: false,
    store: storeOver(counter),
    errorResponseBuilder: tooMany(itSettings.security.tooManyRequests),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: RouteLimits;
  }
}
