import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the web build's renderer (apps/web/src/entry-server.tsx, built to `<web dist>/ssr`) offers. */
interface RendererModule {
  render(url: string, apiFetch: (path: string, init: RequestInit) => Promise<Response>): Promise<{ html: string; data: string } | null>;
}

/** A page whose data is slow is sent for the browser to draw rather than keep the visitor waiting. */
const RENDER_TIMEOUT_MS = 3000;

const ROOT = /<div id="root"><\/div>/;

export interface PageRendererOptions {
  /** The built web app: its index.html, and the renderer in `ssr/entry-server.js`. */
  webDistDir: string;
  /** The page served when the web app is not built. */
  fallbackHtml: string;
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/**
 * The web app's HTML for a page (issue 14, ADR 0016): index.html, its <head> edited by the caller
 * (the doctor and article pages' tags), and inside `<div id="root">` the page as the web app's own
 * renderer draws it, with the data it was drawn from, so the content paints before any JavaScript
 * runs and the browser then hydrates it. The renderer's requests go to this app's API in-process,
 * as the visitor (their cookie, their address, so rate limits count them as one). A page the renderer
 * does not draw, a build without it, a failure or a time-out all send the plain app page: the browser
 * draws it, as before.
 */
export function createPageRenderer(app: FastifyInstance, options: PageRendererOptions) {
  let template: Promise<string> | undefined;
  let renderer: Promise<RendererModule | null> | undefined;
  const rendererFile = path.join(options.webDistDir, 'ssr', 'entry-server.js');

  const loadTemplate = () => (template ??= readFile(path.join(options.webDistDir, 'index.html'), 'utf8').catch(() => options.fallbackHtml));
  const loadRenderer = () =>
    (renderer ??= existsSync(rendererFile)
      ? import(pathToFileURL(rendererFile).href).then(
          (module: RendererModule) => module,
          (error: unknown) => {
            app.log.error({ err: error }, 'the web renderer could not be loaded: pages are drawn in the browser');
            return null;
          },
        )
      : Promise.resolve(null));

  function apiFetchAs(request: FastifyRequest) {
    return async (url: string, init: RequestInit): Promise<Response> => {
      // A render only reads: nothing it draws may change data.
      if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) throw new Error(`the renderer may only read the API (${init.method} ${url})`);
      const answer = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
  }

  async function draw(request: FastifyRequest): Promise<{ html: string; data: string } | null> {
    const module = await loadRenderer();
    if (!module) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        app.log.warn({ url: request.url }, 'page render timed out: sent for the browser to draw');
        resolve(null);
      }, RENDER_TIMEOUT_MS);
    });
    try {
      return await Promise.race([module.render(request.url, apiFetchAs(request)), timeout]);
    } catch (error) {
      app.log.error({ err: error, url: request.url }, 'page render failed: sent for the browser to draw');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** The page for `request`, with `editHead` applied to the template first. */
    async html(request: FastifyRequest, editHead: (html: string) => string = (html) => html): Promise<string> {
      const [page, drawn] = await Promise.all([loadTemplate().then(editHead), draw(request)]);
      const at = drawn ? ROOT.exec(page) : null;
      if (!drawn || !at) return page;
      // Spliced, not String.replace: a '$&' in the page must stay literal.
      return `${page.slice(0, at.index)}<div id="root">${drawn.html}</div>${drawn.data}${page.slice(at.index + at[0].length)}`;
    },

    /** Sends an HTML page: never stored by a shared cache when it may hold the visitor's own data. */
    send(reply: FastifyReply, request: FastifyRequest, html: string, status = 200): FastifyReply {
      const personal = Boolean(request.headers.cookie);
      return reply
        .code(status)
        .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
        .header('vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  };
}
