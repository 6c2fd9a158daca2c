import { createHash } from 'node:crypto';

/**
 * A drawn page fetches the app's code after it has painted (issue 27, ADR 0030): the page's content
 * is already in the HTML, and on a phone's network the ~130 KB of code and the whole stylesheet that
 * the build's index.html asks for in its <head> shared the line with the page, its font and its
 * images, and the browser ran the code before painting whenever it arrived first. This script, inline
 * in the page (so the paint waits for no request), starts them once the page's own loads are done
 * (`load`) and its first contentful paint is recorded: the module preloads, the whole stylesheet, and,
 * once that stylesheet is in (anything the app draws later finds its rules), the entry module. A
 * hidden tab, which does not paint, starts at once; a browser without paint timing, after a frame.
 * The whole stylesheet is applied without its @font-face rules (it is loaded for print, they are
 * deleted, then it applies to the screen): the page's own copies are in force, and new ones would
 * bring in a font that missed the first paint, which `font-display: optional` promises never to
 * swap in (a reflow, 0.03 CLS on an article).
 * It reads its addresses from its own `data-` attributes, so its text is a constant that the CSP
 * allows by its hash (plugins/security.ts).
 */
export const APP_LOADER_SCRIPT =
  "(function(){var d=document,a=d.currentScript.dataset,done=false;" +
  "function add(tag,props){var e=d.createElement(tag);e.crossOrigin='';for(var k in props)e[k]=props[k];d.head.appendChild(e);return e}" +
  "function start(){if(done)return;done=true;" +
  "a.modules.split(' ').forEach(function(h){if(h)add('link',{rel:'modulepreload',href:h})});" +
  "var sheets=a.stylesheets.split(' ').filter(Boolean),left=sheets.length;" +
  "function entry(){if(--left<=0)add('script',{type:'module',src:a.entry})}" +
  "if(!left)entry();sheets.forEach(function(h){var l=add('link',{rel:'stylesheet',href:h,media:'print',onerror:entry," +
  "onload:function(){fontless(l.sheet);l.media='all';entry()}})})}" +
  "function fontless(s){try{for(var r=s.cssRules,i=r.length-1;i>=0;i--){if(r[i] instanceof CSSFontFaceRule)s.deleteRule(i);else if(r[i].cssRules)fontless(r[i])}}catch(e){}}" +
  "function loaded(){if(d.visibilityState!=='visible')return start();" +
  "try{new PerformanceObserver(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}}).observe({type:'paint',buffered:true})}" +
  "catch(e){requestAnimationFrame(function(){setTimeout(start,0)})}}" +
  "if(d.readyState==='complete')loaded();else addEventListener('load',loaded);" +
  // An image that never finishes, or a page that never paints, must not keep the page from working.
  'setTimeout(start,4000)})()';

/** The CSP source that lets the loader, and no other inline script, run. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;

// As Vite writes them into index.html.
const ENTRY = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">\s*/g;

export interface DeferredTemplate {
  /** index.html with the loader in place of the app's script, preloads and stylesheet links. */
  html: string;
  /** The stylesheets the build linked, in order (the page inlines what it needs of them). */
  stylesheets: string[];
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The build's index.html for a drawn page: its entry script, module preloads and stylesheet links
 * replaced by the loader. Null when the template has no entry script as Vite writes it (the page is
 * then sent with them as they are).
 */
export function deferAppAssets(template: string): DeferredTemplate | null {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) return null;
  const modules = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const stylesheets = [...template.matchAll(STYLESHEET)].map((m) => m[1] ?? '').filter(Boolean);
  const loader =
    `<script data-entry="${attribute(entry)}" data-modules="${attribute(modules.join(' '))}" data-stylesheets="${attribute(stylesheets.join(' '))}">` +
    `${APP_LOADER_SCRIPT}</script>`;
  const html = template
    .replace(MODULE_PRELOAD, '')
    .replace(STYLESHEET, '')
    .replace(ENTRY, () => loader);
  return { html, stylesheets };
}
