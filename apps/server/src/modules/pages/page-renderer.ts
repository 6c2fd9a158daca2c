import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RENDER_READ_HEADER } from '../../plugins/access';
import { deferAppAssets } from './app-loader';
import { criticalCss, type ParsedStylesheet, parseStylesheet } from './critical-css';

/** What the web build's renderer (apps/web/src/entry-server.tsx, built to `<web dist>/ssr`) offers. */
interface RendererModule {
  render(url: string, apiFetch: (path: string, init: RequestInit) => Promise<Response>): Promise<{ html: string; data: string } | null>;
}

/** A page whose data is slow is sent for the browser to draw rather than keep the visitor waiting. */
const RENDER_TIMEOUT_MS = 3000;

const ROOT = /<div id="root"><\/div>/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The page in the encoding the browser accepts: a drawn page is tens of kilobytes of markup, sent
 * on every visit (the assets are compressed at build time; a page cannot be). Brotli at a middle
 * quality costs about a millisecond here.
 */
async function encode(html: string, acceptEncoding: string | undefined): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return { body: await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: await gzipped(html), encoding: 'gzip' };
  return { body: html };
}

/**
 * Preloads of the Latin text font the stylesheet names: it is fetched with the page instead of after
 * the stylesheet is read, in time for `font-display: optional` (apps/web/src/index.css) to use it.
 */
function fontPreloads(css: string): string {
  const fonts = new Set(css.match(/\/assets\/inter-latin-wght-normal-[\w-]+\.woff2/g) ?? []);
  return [...fonts].map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`).join('');
}

/** Where a drawn page's own rules go, in the template; replaced for each page. */
const CRITICAL_CSS = '<style>/*critical*/</style>';

interface DrawnTemplate {
  html: string;
  /** The build's stylesheets, read once; null when the template could not be prepared (the page then links them). */
  sheet: ParsedStylesheet | null;
}

/**
 * index.html for a page drawn on the server (ADR 0030): the app's code and whole stylesheet fetched
 * by the loader after the paint, and in their place the font preload and the stylesheet's rules that
 * the page's markup can match (spliced per page). A linked stylesheet would block the paint for one
 * more round trip (the slowest part of a first visit on a phone), and the whole one inline made the
 * page twice as long.
 */
async function prepareDrawnTemplate(template: string, webDistDir: string): Promise<DrawnTemplate> {
  const deferred = deferAppAssets(template);
  if (!deferred || !deferred.stylesheets.every((href) => /^\/assets\/[\w.-]+\.css$/.test(href))) return { html: template, sheet: null };
  const css = await Promise.all(deferred.stylesheets.map((href) => readFile(path.join(webDistDir, href), 'utf8'))).then(
    (files) => files.join(''),
    () => null,
  );
  // A stylesheet that cannot be read: the page links it as the build does. '</style' cannot occur in a build.
  if (css === null || /<\/style/i.test(css)) return { html: template, sheet: null };
  const html = deferred.html.replace('</head>', () => `${fontPreloads(css)}${CRITICAL_CSS}</head>`);
  return { html, sheet: parseStylesheet(css) };
}

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
 * as the visitor (their cookie, their address, so rate limits count them as one), and reach only
 * public routes and the visitor's own account (issue 23): a signed-in visitor's Igea conversation,
 * appointments or patients are fetched by the browser after hydration, never written into the page. A page the renderer
 * does not draw, a build without it, a failure or a time-out all send the plain app page: the browser
 * draws it, as before.
 */
export function createPageRenderer(app: FastifyInstance, options: PageRendererOptions) {
  let template: Promise<string> | undefined;
  /** index.html for a drawn page: it paints from its own response, then fetches the app. */
  let drawnTemplate: Promise<DrawnTemplate> | undefined;
  let renderer: Promise<RendererModule | null> | undefined;
  const rendererFile = path.join(options.webDistDir, 'ssr', 'entry-server.js');

  const loadTemplate = () => (template ??= readFile(path.join(options.webDistDir, 'index.html'), 'utf8').catch(() => options.fallbackHtml));
  const loadDrawnTemplate = () => (drawnTemplate ??= loadTemplate().then((html) => prepareDrawnTemplate(html, options.webDistDir)));
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
          // Only public routes and the visitor's own account answer it (plugins/access.ts): the page's data block holds nothing private.
          [RENDER_READ_HEADER]: '1',
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
      const drawn = await draw(request);
      if (!drawn) return editHead(await loadTemplate());
      const template = await loadDrawnTemplate();
      const page = editHead(template.html);
      const at = ROOT.exec(page);
      if (!at) return editHead(await loadTemplate());
      // Spliced, not String.replace: a '$&' in the page must stay literal.
      const { sheet } = template;
      const head = page.slice(0, at.index);
      const styled = sheet ? head.replace(CRITICAL_CSS, () => `<style>${criticalCss(sheet, drawn.html)}</style>`) : head;
      return `${styled}<div id="root">${drawn.html}</div>${drawn.data}${page.slice(at.index + at[0].length)}`;
    },

    /** Sends an HTML page, compressed; never stored by a shared cache when it may hold the visitor's own data. */
    async send(reply: FastifyReply, request: FastifyRequest, html: string, status = 200): Promise<FastifyReply> {
      const personal = Boolean(request.headers.cookie);
      const { body, encoding } = await encode(html, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .code(status)
        .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
        .header('vary', 'Accept-Encoding, Cookie')
        .type('text/html; charset=utf-8')
        .send(body);
    },
  };
}
