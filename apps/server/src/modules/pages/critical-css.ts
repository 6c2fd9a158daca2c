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

/** A custom property's declaration, and the custom properties its value reads. */
interface Definition {
  name: string;
  text: string;
  uses: string[];
}

type CssNode =
  /**
   * `needs`: per selector of the list, what the markup must carry for it to match; null: keep always.
   * `uses`: the custom properties it reads. `definitions`: set when it only declares custom
   * properties (the theme's variables, Tailwind's defaults), which go one by one.
   */
  | { kind: 'rule'; text: string; needs: Needs[] | null; uses: string[]; prelude: string; definitions: Definition[] | null }
  | { kind: 'group'; prelude: string; children: CssNode[] }
  /** `registers`: the custom property an `@property` rule registers. */
  | { kind: 'verbatim'; text: string; uses: string[]; registers: string | null };

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

/** Splits a selector list at its top-level commas, or a block's declarations at its semicolons. */
function splitTopLevel(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; ) {
    const c = text[i];
    if (c === '"' || c === "'") i = skipString(text, i);
    else if (c === '(') i = matching(text, i, '(', ')') + 1;
    else if (c === '[') i = matching(text, i, '[', ']') + 1;
    else if (c === '\\') i += 2;
    else {
      if (c === separator) {
        parts.push(text.slice(start, i));
        start = i + 1;
      }
      i += 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const VAR = /var\(\s*(--[\w-]+)/g;
const varsIn = (text: string): string[] => [...text.matchAll(VAR)].map((m) => m[1] ?? '');

/** The block's declarations when it declares custom properties only; null otherwise. */
function definitionsOf(body: string): Definition[] | null {
  const declarations = splitTopLevel(body, ';').map((d) => d.trim()).filter(Boolean);
  if (declarations.length === 0 || !declarations.every((d) => d.startsWith('--'))) return null;
  return declarations.map((text) => ({ name: text.slice(0, text.indexOf(':')).trim(), text, uses: varsIn(text.slice(text.indexOf(':') + 1)) }));
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
      if (css[i + 2] === '!') nodes.push({ kind: 'verbatim', text: `${css.slice(i, next)}\n`, uses: [], registers: null });
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
      nodes.push({ kind: 'verbatim', text: css.slice(i, Math.min(j + 1, to)), uses: [], registers: null });
      i = j + 1;
      continue;
    }
    const prelude = css.slice(i, j).trim();
    const close = Math.min(matching(css, j, '{', '}'), to);
    const text = css.slice(i, close + 1);
    if (GROUPING_AT_RULE.test(prelude)) nodes.push({ kind: 'group', prelude, children: parseBlock(css, j + 1, close) });
    else if (prelude.startsWith('@')) nodes.push({ kind: 'verbatim', text, uses: varsIn(text), registers: /^@property\s+(--[\w-]+)/.exec(prelude)?.[1] ?? null });
    else {
      const needs = splitTopLevel(prelude, ',').map(needsOf);
      const always = needs.some((n) => n.classes.length === 0 && n.attributes.length === 0);
      const definitions = definitionsOf(css.slice(j + 1, close));
      nodes.push({ kind: 'rule', text, needs: always ? null : needs, uses: definitions ? [] : varsIn(text), prelude, definitions });
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

/** The nodes that can apply to the markup: rules it can match, groups that keep some, every other at-rule. */
function select(nodes: CssNode[], markup: Markup): CssNode[] {
  const kept: CssNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'rule') {
      if (node.needs === null || node.needs.some((needs) => matchable(needs, markup))) kept.push(node);
    } else if (node.kind === 'group') {
      const children = select(node.children, markup);
      if (children.length > 0) kept.push({ ...node, children });
    } else kept.push(node);
  }
  return kept;
}

function* walk(nodes: CssNode[]): Generator<Exclude<CssNode, { kind: 'group' }>> {
  for (const node of nodes) {
    if (node.kind === 'group') yield* walk(node.children);
    else yield node;
  }
}

/**
 * The custom properties the kept rules and the markup's own styles read, directly or through another
 * one. A custom property nothing reads with var() has no effect (the build has no style queries).
 */
function customPropertiesRead(kept: CssNode[], html: string): Set<string> {
  const read = new Set(varsIn(html));
  const definitions: Definition[] = [];
  for (const node of walk(kept)) {
    for (const name of node.uses) read.add(name);
    if (node.kind === 'rule' && node.definitions) definitions.push(...node.definitions);
  }
  for (let grew = true; grew; ) {
    grew = false;
    for (const d of definitions) {
      if (!read.has(d.name)) continue;
      for (const name of d.uses) {
        if (read.has(name)) continue;
        read.add(name);
        grew = true;
      }
    }
  }
  return read;
}

function emit(nodes: CssNode[], read: ReadonlySet<string>): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'group') {
      const inner = emit(node.children, read);
      if (inner !== '') out += `${node.prelude}{${inner}}`;
    } else if (node.kind === 'verbatim') {
      if (node.registers === null || read.has(node.registers)) out += node.text;
    } else if (node.definitions) {
      const used = node.definitions.filter((d) => read.has(d.name));
      if (used.length > 0) out += `${node.prelude}{${used.map((d) => d.text).join(';')}}`;
    } else out += node.text;
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
 * The stylesheet without what cannot apply to `html`: a style rule stays when, for one of its
 * selectors, the markup carries every class and attribute that selector needs; a custom property
 * (a theme variable, a Tailwind default, an `@property`) stays when something kept reads it. Order,
 * layers, media queries and every other at-rule are kept as they are, so the page looks as with the
 * whole stylesheet.
 */
export function criticalCss(sheet: ParsedStylesheet, html: string): string {
  const kept = select(sheet.nodes, markupOf(html));
  return emit(kept, customPropertiesRead(kept, html));
}
