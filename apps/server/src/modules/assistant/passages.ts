import { excerptOf, stripHtml, textOf } from '@sanity/shared/domain/content/excerpt';

/**
 * Cutting an article into the passages of Igea's retrieval index (assistant_passages). Pure: the
 * index job (passage-index.ts) stores what this returns.
 */

/** A passage is flushed once it reaches this length and a heading or a fuller passage comes next. */
export const PASSAGE_MIN = 250;
/** No passage is longer (a longer sentence is cut at a word boundary). */
export const PASSAGE_MAX = 700;
/** The rest of a long article is left out: Igea names the article, the reader opens it for the rest. */
export const MAX_PASSAGES = 40;

/** What of an article the cut reads (a row of `articles` fits). */
export interface PassageSource {
  title: string;
  content: unknown;
  isPaid: boolean;
}

type BlockLike = { type: string; data?: unknown };

/** A run of text: a heading, or a paragraph / list / legacy body. */
interface Segment {
  heading: boolean;
  text: string;
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

function isBlockLike(value: unknown): value is BlockLike {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** A list's items as one sentence, "a; b; c.", so a quote never runs one item into the next. */
function listText(block: BlockLike): string | null {
  const items = (block.data as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return null;
  const texts = items.filter((i): i is string => typeof i === 'string').map((i) => clean(i).replace(/[;.,:]+$/, '')).filter(Boolean);
  return texts.length === 0 ? null : `${texts.join('; ')}.`;
}

function segmentsOf(source: PassageSource): Segment[] {
  const out: Segment[] = [];
  const push = (heading: boolean, text: string) => {
    const t = clean(text);
    if (t) out.push({ heading, text: t });
  };
  // The title leads, as a heading kept with the text after it.
  push(true, source.title);
  const content = source.content;
  if (source.isPaid) {
    // Premium content: only what every card shows (docs/ux-choices.md "Igea"), never the paid body.
    push(false, excerptOf(Array.isArray(content) ? content.filter(isBlockLike) : typeof content === 'string' ? content : null));
    return out;
  }
  if (typeof content === 'string') {
    push(false, stripHtml(content));
  } else if (Array.isArray(content)) {
    for (const block of content) {
      if (!isBlockLike(block)) continue;
      const text = block.type === 'list' ? listText(block) : textOf(block);
      if (text !== null) push(block.type === 'heading', text);
    }
  }
  return out;
}

/** Sentences of a text: cut after . ! ? … (and closing quotes or brackets) followed by a space. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…]["'’»)\]]?)\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A text longer than `max` cut at word boundaries (at a hard cut only when one word is longer). */
function hardCut(text: string, max = PASSAGE_MAX): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const at = space > max / 2 ? space : max;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * The units passages are built from: sentences, each heading joined to the first sentence after it
 * (so a heading never ends a passage), none longer than PASSAGE_MAX.
 */
function unitsOf(segments: readonly Segment[]): Array<{ text: string; startsSection: boolean }> {
  const units: Array<{ text: string; startsSection: boolean }> = [];
  let headings: string[] = [];
  for (const segment of segments) {
    if (segment.heading) {
      headings.push(segment.text);
      continue;
    }
    const sentences = sentencesOf(segment.text).flatMap((s) => hardCut(s));
    sentences.forEach((sentence, i) => {
      if (i === 0 && headings.length > 0) {
        const lead = headings.join('\n');
        headings = [];
        for (const [j, part] of hardCut(`${lead}\n${sentence}`).entries()) units.push({ text: part, startsSection: j === 0 });
      } else {
        units.push({ text: sentence, startsSection: false });
      }
    });
  }
  // Headings with no text after them (a title alone, or trailing headings) still count.
  if (headings.length > 0) for (const [j, part] of hardCut(headings.join('\n')).entries()) units.push({ text: part, startsSection: j === 0 });
  return units;
}

/**
 * The article's readable text cut into passages of about PASSAGE_MIN–PASSAGE_MAX characters at
 * sentence boundaries: the title first, a heading kept with the text after it, at most MAX_PASSAGES.
 * Paid content gives its title and card excerpt only.
 */
export function cutPassages(article: PassageSource): string[] {
  const passages: string[] = [];
  let current = '';
  const flush = () => {
    if (current) passages.push(current);
    current = '';
  };
  for (const unit of unitsOf(segmentsOf(article))) {
    const joined = current ? `${current}${unit.startsSection ? '\n' : ' '}${unit.text}` : unit.text;
    // A new section starts a new passage once the current one is long enough on its own.
    if (current && ((unit.startsSection && current.length >= PASSAGE_MIN) || joined.length > PASSAGE_MAX)) {
      flush();
      current = unit.text;
    } else {
      current = joined;
    }
    if (passages.length >= MAX_PASSAGES) break;
  }
  flush();
  return passages.slice(0, MAX_PASSAGES);
}
