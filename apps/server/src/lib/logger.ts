import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';
import { safeError } from './safe-log';

/**
 * Paths whose last segment is a credential: the ICS feed's secret (calendar apps fetch it without a
 * session, so whoever reads the path reads the doctor's agenda). Known or not, the segment is
 * censored: a mistyped secret is one letter away from the real one (issue 23).
 */
const SECRET_PATHS = [/^(\/calendar\/feed\/)[^/?#]*/];

/**
 * The request line as it may be logged: without query values (search words, sign-in codes):
 * `/api/doctors?q=…`, and without the secret of a path that is one (`/calendar/feed/[redatto]`).
 */
export function urlWithoutQueryValues(url: string): string {
  const start = url.indexOf('?');
  const path = SECRET_PATHS.reduce((censored, pattern) => censored.replace(pattern, '$1[redatto]'), start === -1 ? url : url.slice(0, start));
  if (start === -1) return path;
  const keys = [...new Set(new URLSearchParams(url.slice(start + 1)).keys())];
  return `${path}?${keys.map((key) => `${key}=…`).join('&')}`;
}

/**
 * No personal data in the logs (docs/architecture.md "Logs"): errors through `safeError` (no query
 * parameters, no driver detail, e-mails and hashes masked), requests as method, path and query
 * keys, and whatever might still be passed by mistake — cookies, authorization, set-cookie,
 * passwords, request or response bodies — censored.
 */
export const logSafety = {
  serializers: {
    err: safeError,
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: urlWithoutQueryValues(request.url),
      remoteAddress: request.ip,
    }),
  },
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      'headers.cookie',
      'headers.authorization',
      'headers["set-cookie"]',
      'password',
      'confirmPassword',
      '*.password',
      '*.confirmPassword',
      'body',
      'req.body',
      'request.body',
      'payload',
    ],
    censor: '[redatto]',
  },
} satisfies Pick<LoggerOptions, 'serializers' | 'redact'>;

/**
 * pino: human-readable lines in development on a terminal, JSON everywhere else (production,
 * CI, log collectors). Fastify adds the request id (`reqId`) to every line logged for a request.
 * `destination` lets tests read the lines.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = { level: config.LOG_LEVEL, ...logSafety };
  if (destination) return pino(options, destination);
  if (config.NODE_ENV === 'development' && process.stdout.isTTY) {
    // A synchronous stream (not a worker transport), so nothing is lost or left running at exit.
    return pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }));
  }
  return pino(options);
}
