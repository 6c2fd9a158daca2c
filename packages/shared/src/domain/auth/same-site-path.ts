/**
 * A path of this site to return to after signing in ('/public/doctor/ID?prenota=S#x'), or null: the
 * open-redirect guard of both the server (the Google sign-in's `returnTo`) and the web app (the
 * `/auth?next=` of issue 24). Never another site: not '//host' nor '/\host' (browsers read both as
 * a host), no control characters (browsers drop tabs and newlines, so '/\t/host' becomes '//host'),
 * and nothing the URL parser turns into '//host' ('/.//host'). The path comes back as the parser
 * serialises it: percent-encoded ASCII, which a Location header can hold (issue 23).
 */
const SITE = 'http://sanity.invalid';
const INPUT_MAX = 500;
const PATH_MAX = 2000;

export function sameSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > INPUT_MAX) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /\p{Cc}/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') || path.length > PATH_MAX ? null : path;
}
