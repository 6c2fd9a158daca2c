/** Card excerpt (content spec §2.1, §9): first 4 text blocks, media skipped, 150 characters then '...'. */
export const EXCERPT_LENGTH = 150;
const TEXT_BLOCKS = 4;

type BlockLike = { type: string; data?: unknown };

/** Plain text of a legacy HTML string: tags removed, entities of the common kind decoded. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The readable text of a paragraph, heading or list block; null for media, links and separators. */
export function textOf(block: BlockLike): string | null {
  const data = (block.data ?? {}) as { text?: unknown; items?: unknown };
  if ((block.type === 'paragraph' || block.type === 'heading') && typeof data.text === 'string') return data.text;
  if (block.type === 'list' && Array.isArray(data.items)) return data.items.filter((i) => typeof i === 'string').join(' ');
  return null;
}

export function truncate(text: string, max = EXCERPT_LENGTH): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** The excerpt of block content, or of legacy content given as an HTML or plain string. */
export function excerptOf(content: readonly BlockLike[] | string | null | undefined): string {
  if (!content) return '';
  const text =
    typeof content === 'string'
      ? stripHtml(content)
      : content
          .map(textOf)
          .filter((t): t is string => t !== null && t.trim() !== '')
          .slice(0, TEXT_BLOCKS)
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim();
  return truncate(text);
}
