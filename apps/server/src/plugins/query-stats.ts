import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Diagnostics for `npm run bench --explain` (config BENCH_QUERY_STATS): how many statements each
 * request sends to the database, answered in an `x-query-count` header. Off by default, and then
 * nothing of this runs: the database is opened without the counting logger and no hook is added.
 */
interface QueryStats {
  count: number;
}

const current = new AsyncLocalStorage<QueryStats>();

/** A Drizzle logger counting every statement (transactions' statements included) for the request it runs in. */
export const queryCountingLogger: Logger = {
  logQuery() {
    const stats = current.getStore();
    if (stats) stats.count += 1;
  },
};

/** Registered first in buildApp, so the session lookup of the `onRequest` hooks after it is counted too. */
export function registerQueryStats(app: FastifyInstance): void {
  const byRequest = new WeakMap<FastifyRequest, QueryStats>();
  app.addHook('onRequest', (request, _reply, done) => {
    const stats: QueryStats = { count: 0 };
    byRequest.set(request, stats);
    current.run(stats, done);
  });
  // The body parser resumes in the socket's async context, not the request's: enter it again.
  app.addHook('preValidation', (request, _reply, done) => {
    const stats = byRequest.get(request);
    if (stats) current.run(stats, done);
    else done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const stats = byRequest.get(request);
    if (stats) reply.header('x-query-count', String(stats.count));
    done(null, payload);
  });
}
