import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/**
 * pino: human-readable lines in development on a terminal, JSON everywhere else (production,
 * CI, log collectors). Fastify adds the request id (`reqId`) to every line logged for a request.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redatto]' },
  };
  if (config.NODE_ENV === 'development' && process.stdout.isTTY) {
    // A synchronous stream (not a worker transport), so nothing is lost or left running at exit.
    return pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }));
  }
  return pino(options);
}
