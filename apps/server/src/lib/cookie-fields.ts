/**
 * An object of string fields as the value of a cookie, and back: how an OAuth flow (state, PKCE
 * verifier…) waits in the browser between the redirect out and the callback. The route signs
 * the value; reading it back checks that every expected field is a string.
 */
export function encodeCookieFields(fields: Record<string, string>): string {
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

/** The fields back from a cookie's (unsigned) value; null when it is not one with every key a string. */
export function decodeCookieFields<K extends string>(raw: string | null | undefined, keys: readonly K[]): Record<K, string> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const fields = value as Record<string, unknown>;
    return keys.every((key) => typeof fields[key] === 'string') ? (fields as Record<K, string>) : null;
  } catch {
    return null;
  }
}
