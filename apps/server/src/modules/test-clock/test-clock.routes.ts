import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TestClock } from '../../lib/clock';

/**
 * Test-only: reads and moves the server's clock. Registered by buildApp only when it is given a
 * test clock, which server.ts does for `TEST_CLOCK_START` alone, a setting config.ts refuses unless
 * NODE_ENV=test: a production server has no such route. Public because the e2e test that uses it
 * starts a server of its own for it (e2e/clock-server.ts); no other test shares that server.
 */
export function testClockRoutes(clock: TestClock): FastifyPluginCallbackZod {
  const now = z.object({ now: z.iso.datetime({ offset: true }) });
  return (app, _options, done) => {
    app.get(
      '/',
      { config: { access: 'public' }, schema: { tags: ['test'], summary: 'Solo test: l’ora del server', response: { 200: now } } },
      () => Promise.resolve({ now: clock.now().toISOString() }),
    );
    app.put(
      '/',
      {
        config: { access: 'public' },
        schema: {
          tags: ['test'],
          summary: 'Solo test: porta l’orologio del server a un istante, da cui riprende a scorrere',
          body: z.object({ at: z.iso.datetime({ offset: true, message: 'deve essere una data e ora ISO 8601' }) }),
          response: { 200: now },
        },
      },
      (request) => {
        clock.set(request.body.at);
        return Promise.resolve({ now: clock.now().toISOString() });
      },
    );
    done();
  };
}
