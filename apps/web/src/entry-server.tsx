import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { dehydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { decideRoute, type PageId } from './app/decide-route';
import { AppProviders } from './app/providers';
import { toRouteSession } from './app/route-guards';
import { AppRoutes } from './app/router';
import { type MeResult, meQueryKey, meQueryOptions } from './features/auth/api/get-me';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { SSR_STATE_ELEMENT_ID } from './lib/ssr-state';

/**
 * Server-side rendering of the pages people arrive at from outside (issue 14): the landing, the
 * directory, a doctor's page, an article, the legal pages (issue 24) and /recensioni-verificate (issue 28). The server (apps/server/src/modules/pages) calls
 * `render` with the page's URL and a `fetch` that answers from its own API with the visitor's
 * cookie; the page comes back as markup with the data it was made from, and the browser hydrates it.
 * Every other screen is drawn in the browser as before.
 */
const RENDERED_PAGES: ReadonlySet<PageId> = new Set(['landing', 'doctors', 'public-doctor', 'doctor', 'public-article', 'article', 'privacy', 'cookie', 'terms', 'verified-reviews']);

/** At most this many render passes: each may discover queries that need the previous ones' data. */
const MAX_PASSES = 4;

export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The data block the browser hydrates from, to follow the root element. */
  data: string;
}

// The API client is one module for every request this process renders at once: each render's
// requests find their own visitor's `fetch` through the async context they run in.
const requestFetch = new AsyncLocalStorage<ApiFetch>();
setApiTransport((path, init) => {
  const fetchOfRequest = requestFetch.getStore();
  if (!fetchOfRequest) return Promise.reject(new Error('API request outside a server render'));
  return fetchOfRequest(path, init);
});

async function renderToHtml(client: QueryClient, url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders client={client}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Every part inline, in order: large parts are otherwise sent after the rest with a script to put
    // them in place, which the page's CSP (script-src 'self') would block and a browser without
    // JavaScript would never run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude
      .pipe(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        }),
      )
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}

/** Whether the browser would fetch this query now (a query switched off waits for something). */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * The data block without the instants its queries were fetched and packed at: the same page is then
 * the same bytes, so its validator lets a returning visitor revalidate it (304). The browser counts
 * the data from its arrival (main.tsx).
 */
function withoutFetchTimes(state: DehydratedState): DehydratedState {
  return { ...state, queries: state.queries.map((query) => ({ ...query, dehydratedAt: 0, state: { ...query.state, dataUpdatedAt: 0 } })) };
}

/** JSON safe inside a `<script>` element: nothing in it can close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The page at `url` as the browser's first render would draw it once its data arrived, or null for a
 * page drawn in the browser only (a signed-in screen other than the directory, a redirect).
 */
export async function render(url: string, apiFetch: ApiFetch): Promise<RenderedPage | null> {
  return requestFetch.run(apiFetch, async () => {
    const client = createQueryClient();
    await client.prefetchQuery(meQueryOptions());
    const me = client.getQueryData<MeResult>(meQueryKey) ?? { user: null, error: null };
    // Practices matter only inside the shell, which the server never draws.
    const session = me.user ? { status: 'signed-in' as const, user: me.user, practices: [], practice: null } : { status: 'signed-out' as const, error: me.error };
    const pathname = new URL(url, 'http://localhost').pathname;
    // The membership offer's flag lives in the tab (sessionStorage): the server knows it as off,
    // which only matters on /auth, a page it does not render.
    const decision = decideRoute(pathname, toRouteSession(session, false));
    if (decision.kind !== 'render' || !RENDERED_PAGES.has(decision.page)) return null;

    // Each pass renders the page with the data fetched so far; the queries it asked for and that
    // have no answer yet are fetched, until a pass asks for nothing new.
    const tried = new Set<string>();
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      await renderToHtml(client, url);
      const missing = client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.status === 'pending' && !tried.has(q.queryHash) && isEnabled(q));
      if (missing.length === 0) break;
      for (const q of missing) tried.add(q.queryHash);
      await Promise.all(missing.map((q) => q.fetch().catch(() => undefined)));
    }
    // A query that failed here is left to the browser, which shows its loading state first: the
    // markup must be what the browser's first render draws.
    for (const q of client.getQueryCache().getAll()) if (q.state.status !== 'success') client.getQueryCache().remove(q);
    const html = await renderToHtml(client, url);
    return { html, data: `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${jsonForScript(withoutFetchTimes(dehydrate(client)))}</script>` };
  });
}
