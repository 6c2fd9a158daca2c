/**
 * Passwords too common to accept (issue 12 point 3): the most used ones in leaked lists, global and
 * Italian, lower-cased. Checked case-insensitively on top of the minimum length.
 * TODO(helper): the full list.
 */
const COMMON = new Set<string>(['123456', 'password', '123456789', 'qwerty', 'password1', '12345678', '111111', 'juventus', 'napoli', 'ciaociao']);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
