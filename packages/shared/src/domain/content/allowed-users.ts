import { z } from 'zod';
import { PHONE_PATTERN } from '../phone';

/** An allowed user of a private article is an e-mail address or a phone number (content spec §5). */
export function isValidAllowedUser(value: string): boolean {
  const v = value.trim();
  return z.email().safeParse(v).success || PHONE_PATTERN.test(v);
}

/** The key two entries are the same person by: e-mails case-insensitively, phones by digits. */
export function allowedUserKey(value: string): string {
  const v = value.trim();
  return v.includes('@') ? v.toLowerCase() : v.replace(/[^\d+]/g, '');
}

/** Adds an entry when valid and new; returns the list unchanged otherwise. */
export function addAllowedUser(list: readonly string[], input: string): string[] {
  const v = input.trim();
  if (!isValidAllowedUser(v) || list.some((u) => allowedUserKey(u) === allowedUserKey(v))) return [...list];
  return [...list, v.includes('@') ? v.toLowerCase() : v];
}
