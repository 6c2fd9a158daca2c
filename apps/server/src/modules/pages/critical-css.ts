/**
 * The part of the build's stylesheet a drawn page needs for its first paint (issue 27): the rules
 * that can match the page's own markup. The whole stylesheet (72 KB, every screen's utilities) was
 * inlined into every drawn page, which made the HTML two TCP windows long on a phone (one more round
 * trip before the paint) and made the browser match every rule before painting. The rest arrives
 * with the app's code after the paint (app-loader.ts).
 *
 * The build's CSS is flat (Tailwind 4 through Lightning CSS: no nesting), so a small reader
 * suffices: style rules, at-rules with blocks of rules (@media, @supports, @layer, @container) and
 * everything else (@font-face, @property, @keyframes, statements) kept as written.
 */

type CssNode =
  /** `needs`: per selector of the list, what the markup must carry for it to match; null: keep always. */
  | { kind: 'rule'; text: string; needs: Needs[] | null }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  | { kind: 'verbatim'; text: string };

export interface ParsedStylesheet {
  nodes: CssNode[];
}

const GROUPING_AT_RULE = /^@(?:media|supports|layer|container|scope|starting-style)\b/i;

/** Index just past the quoted string that starts at `at`. */
function skipString(css: string, at: number): number {
  const quote = css[at];
  let i = at + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Index of the `close` that balances the `open` at `at` (strings and escapes skipped). */
function matching(css: string, at: number, open: string, close: string): number {
  let depth = 0;
  for (let i = at; i < css.length; ) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = skipString(css, i);
      continue;
    }
    if (c === '\\') {
      i += 2;
      continue;
    }
    if (c === open) depth += 1;
    else if (c === close && --depth === 0) return i;
    i += 1;
  }
  return css.length;
}

/** An identifier as CSS escapes it (`hover\:bg-x`, `w-1\/2`, `\32 xl`) back to the class name in the markup. */
function unescapeIdent(raw: string): string {
  return raw.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_m, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );
}

/** The classes and attributes that the elements of one selector must carry for it to match. */
interface Needs {
  classes: string[];
  attributes: string[];
}

const IDENT = /(?:[\w-]|\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\u0080-\uffff])+/y;
const ATTRIBUTE_NAME = /^\[\s*([\w-]+)\s*(?:[~|^$*]?=|\])/;

/**
 * What an element needs for one selector chain to match: its classes (`.x`) and attribute names
 * (`[data-state=open]`). What is inside `:not()`, `:is()`, `:where()` or `:has()` is not required:
 * leaving it out can only keep a rule that does not match, never drop one that does.
 */
function needsOf(selector: string): Needs {
  const needs: Needs = { classes: [], attributes: [] };
  for (let i = 0; i < selector.length; ) {
    const c = selector[i];
    if (c === '"' || c === "'") i = skipString(selector, i);
    else if (c === '[') {
      const end = matching(selector, i, '[', ']');
      const name = ATTRIBUTE_NAME.exec(selector.slice(i, end + 1))?.[1];
      if (name) needs.attributes.push(name.toLowerCase());
      i = end + 1;
    } else if (c === '(') i = matching(selector, i, '(', ')') + 1;
    else if (c === '\\') i += 2;
    else if (c === '.') {
      IDENT.lastIndex = i + 1;
      const ident = IDENT.exec(selector);
      if (ident) needs.classes.push(unescapeIdent(ident[0]));
      i += 1 + (ident?.[0].length ?? 0);
    } else i += 1;
  }
  return needs;
}

/** Splits a selector list at its top-level commas. */
function selectorList(prelude: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < prelude.length; ) {
    const c = prelude[i];
    if (c === '"' || c === "'") i = skipString(prelude, i);
    else if (c === '(') i = matching(prelude, i, '(', ')') + 1;
    else if (c === '[') i = matching(prelude, i, '[', ']') + 1;
    else if (c === '\\') i += 2;
    else {
      if (c === ',') {
        parts.push(prelude.slice(start, i));
        start = i + 1;
      }
      i += 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

function parseBlock(css: string, from: number, to: number): CssNode[] {
  const nodes: CssNode[] = [];
  let i = from;
  while (i < to) {
    if (/\s/.test(css[i] ?? '')) {
      i += 1;
      continue;
    }
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      const next = end === -1 ? to : end + 2;
      // The licence notice (`/*! … */`) goes with every copy; other comments go nowhere.
      if (css[i + 2] === '!') nodes.push({ kind: 'verbatim', text: `${css.slice(i, next)}\n` });
      i = next;
      continue;
    }
    // The prelude runs to the first `{` or `;` outside strings and brackets.
    let j = i;
    while (j < to && css[j] !== '{' && css[j] !== ';') {
      const c = css[j];
      if (c === '"' || c === "'") j = skipString(css, j);
      else if (c === '(') j = matching(css, j, '(', ')') + 1;
      else if (c === '[') j = matching(css, j, '[', ']') + 1;
      else if (c === '\\') j += 2;
      else j += 1;
    }
    if (j >= to || css[j] === ';') {
      nodes.push({ kind: 'verbatim', text: css.slice(i, Math.min(j + 1, to)) });
      i = j + 1;
      continue;
    }
    const prelude = css.slice(i, j).trim();
    const close = Math.min(matching(css, j, '{', '}'), to);
    if (prelude.startsWith('@')) {
      nodes.push(GROUPING_AT_RULE.test(prelude) ? { kind: 'group', prelude, children: parseBlock(css, j + 1, close) } : { kind: 'verbatim', text: css.slice(i, close + 1) });
    } else {
      const needs = selectorList(prelude).map(needsOf);
      const always = needs.some((n) => n.classes.length === 0 && n.attributes.length === 0);
      nodes.push({ kind: 'rule', text: css.slice(i, close + 1), needs: always ? null : needs });
    }
    i = close + 1;
  }
  return nodes;
}

export function parseStylesheet(css: string): ParsedStylesheet {
  return { nodes: parseBlock(css, 0, css.length) };
}

/** The classes and attribute names the markup's elements carry. */
export interface Markup {
  classes: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
}

const matchable = (needs: Needs, markup: Markup) => needs.classes.every((name) => markup.classes.has(name)) && needs.attributes.every((name) => markup.attributes.has(name));

function emit(nodes: CssNode[], markup: Markup): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'verbatim') out += node.text;
    else if (node.kind === 'rule') {
      if (node.needs === null || node.needs.some((needs) => matchable(needs, markup))) out += node.text;
    } else {
      const inner = emit(node.children, markup);
      if (inner !== '') out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
/** React writes every attribute with a value (`hidden=""`); a name in the text can only keep a rule more. */
const ATTRIBUTE = /\s([a-zA-Z][\w:.-]*)=/g;
const ENTITY = /&(?:amp|quot|lt|gt|#x27|#39);/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#39;': "'" };

/** The classes (React writes `class="…"` with HTML entities) and attribute names in `html`. */
export function markupOf(html: string): Markup {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (value ?? '').replace(ENTITY, (e) => ENTITIES[e] ?? e).split(/\s+/)) if (name) classes.add(name);
  }
  const attributes = new Set<string>();
  for (const [, name] of html.matchAll(ATTRIBUTE)) if (name) attributes.add(name.toLowerCase());
  return { classes, attributes };
}

/**
 * The stylesheet without the style rules that cannot match `html`: a rule stays when, for one of its
 * selectors, the markup carries every class and attribute that selector needs. Order, layers, media
 * queries and every at-rule that is not a group of rules are kept as they are, so the page looks as
 * with the whole stylesheet.
 */
export function criticalCss(sheet: ParsedStylesheet, html: string): string {
  return emit(sheet.nodes, markupOf(html));
}
