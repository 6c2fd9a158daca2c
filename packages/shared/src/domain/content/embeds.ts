/** Video embeds (content spec §5): YouTube ids have 11 characters, Vimeo ids are numeric. */
export type EmbedType = 'youtube' | 'vimeo';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function parse(url: string): URL | null {
  const trimmed = url.trim();
  try {
    return new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

export function youTubeIdOf(url: string): string | null {
  const u = parse(url);
  if (!u) return null;
  const host = u.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') id = u.pathname.split('/')[1] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = u.pathname.split('/').filter(Boolean);
    if (first === 'watch') id = u.searchParams.get('v');
    else if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export function vimeoIdOf(url: string): string | null {
  const u = parse(url);
  if (!u || !VIMEO_HOSTS.has(u.hostname.toLowerCase())) return null;
  const parts = u.pathname.split('/').filter(Boolean);
  const id = u.hostname.toLowerCase() === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts.find((p) => /^\d+$/.test(p));
  return id && /^\d{1,12}$/.test(id) ? id : null;
}

/** The embed URL stored for a provider's page URL, or null when the URL is not valid for it. */
export function toEmbedUrl(type: EmbedType, url: string): string | null {
  if (type === 'youtube') {
    const id = youTubeIdOf(url);
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  const id = vimeoIdOf(url);
  return id ? `https://player.vimeo.com/video/${id}` : null;
}
