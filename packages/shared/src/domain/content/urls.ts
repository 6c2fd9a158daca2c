/**
 * Link and media URLs of content blocks (content spec §3): only http(s), https:// added when the
 * scheme is missing. Our own uploads are same-origin paths under /media/. Anything else —
 * javascript:, data:, mailto:, protocol-relative — is refused, so no block can run script.
 */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The link as stored, or null when it is not an acceptable http(s) URL. */
export function normalizeLinkUrl(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || trimmed.startsWith('//')) return null;
  const withScheme = SCHEME.test(trimmed) && !/^[^:/]+:\d/.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || (!url.hostname.includes('.') && url.hostname !== 'localhost')) return null;
  return url.toString();
}

/** A media URL: one of our uploads (/media/…) or an absolute http(s) URL. */
export function normalizeMediaUrl(input: string): string | null {
  const trimmed = input.trim();
  if (/^\/media\/[^\s]+$/.test(trimmed) && !trimmed.includes('..')) return trimmed;
  return normalizeLinkUrl(trimmed);
}
