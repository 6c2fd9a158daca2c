import { type ContentBlock } from '@sanity/shared/schemas/articles';

/** Hosts an embed may load from (content spec §5): anything else shows 'Video non disponibile'. */
const EMBED_HOSTS = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com', 'www.youtube.com', 'youtube.com', 'player.vimeo.com']);

/** The iframe source of an embed block, or null when its URL is not an https URL of an allowed host. */
export function embedSrc(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' || !EMBED_HOSTS.has(u.hostname.toLowerCase())) return null;
  return u.toString();
}

export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** Heading level n → h(n+1), at most h6 (1 → h2), so the page keeps its single h1 (the title). */
export function headingTag(level: number): HeadingTag {
  const n = Math.min(6, Math.max(2, Number.isFinite(level) ? Math.trunc(level) + 1 : 2));
  return `h${n}` as HeadingTag;
}

/** Text alignment class of paragraphs, headings and media. */
export function alignClass(alignment: string | undefined): string {
  return alignment === 'center' ? 'text-center' : alignment === 'right' ? 'text-right' : 'text-left';
}

/** A media or link URL safe to put in src/href: our /media/ paths or http(s); anything else is dropped. */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  if (/^\/media\/\S+$/.test(trimmed) && !trimmed.includes('..')) return trimmed;
  try {
    const u = new URL(trimmed);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** Legacy string content (HTML or plain text) as paragraphs of plain text. */
export function legacyParagraphs(text: string, strip: (html: string) => string): string[] {
  return text
    .split(/<\/p>|<br\s*\/?>|\n{2,}/i)
    .map(strip)
    .filter((p) => p !== '');
}

const KNOWN: ReadonlySet<string> = new Set<ContentBlock['type']>(['paragraph', 'heading', 'list', 'link', 'image', 'video', 'audio', 'embed', 'pdf', 'separator']);

export function isKnownBlock(block: { type: string }): block is ContentBlock {
  return KNOWN.has(block.type);
}
