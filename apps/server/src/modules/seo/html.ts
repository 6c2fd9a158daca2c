/** Text made safe inside HTML text and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Text made safe inside XML (sitemap). */
export const escapeXml = escapeHtml;

/**
 * JSON for a `<script type="application/ld+json">` block: nothing in it can close the script or
 * open a comment, whatever the data (`<`, `>`, `&` and the JS line separators are \u-escaped).
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** At most `max` characters on one line, cut at a word boundary with an ellipsis when shortened. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * The page with `head` in its <head>: its own <title>, description, robots and Open Graph tags are
 * dropped first so that none appears twice.
 */
export function injectHead(html: string, head: string): string {
  const cleaned = html
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/gi, '')
    .replace(/<meta\s+[^>]*(?:name|property)\s*=\s*["'](?:description|robots|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*/gi, '')
    .replace(/<link\s+[^>]*rel\s*=\s*["']canonical["'][^>]*>\s*/gi, '');
  const close = /<\/head>/i.exec(cleaned);
  // Spliced, not String.replace: a '$&' in the data must stay literal.
  if (close) return `${cleaned.slice(0, close.index)}${head}\n${cleaned.slice(close.index)}`;
  return `${head}\n${cleaned}`;
}
