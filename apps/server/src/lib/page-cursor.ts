import { isSupportedInstant } from '@sanity/shared/domain/dates/supported-range';
import { it } from '@sanity/shared/i18n/it';
import { AppError } from './app-error';

/**
 * Keyset pagination cursors (docs/api.md "Appointments"): the opaque `nextCursor` is the base64url
 * JSON `[kind, at, id]` of the last item of a page, in the list's order. `at` is the sort instant
 * written to the microsecond as PostgreSQL holds it (so a tie between two rows at the same
 * millisecond is not lost), `id` breaks ties. `kind` names the list and its direction: a cursor of
 * one list replayed on another is refused instead of silently starting at some other place.
 *
 * A cursor is a position, not a permission: every query still filters by the signed-in account,
 * so an edited or borrowed cursor can only move within the caller's own rows.
 */
export type PageCursorKind = 'membership-activations' | 'asc' | 'desc' | 'crm' | 'audit' | 'admin-users' | 'jobs' | 'admin-doctors';

export interface PageKey {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ` (UTC, microseconds). */
  at: string;
  id: string;
}

const EXACT_INSTANT = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})\d{3}Z$/;
/** Our ids (UUIDs, demo keys) are printable ASCII; anything else (NUL, control, non-ASCII) is not one of ours. */
const PRINTABLE_ID = /^[\x21-\x7e]{1,200}$/;
const KINDS: readonly PageCursorKind[] = ['membership-activations', 'asc', 'desc', 'crm', 'audit', 'admin-users', 'jobs', 'admin-doctors'];

export function encodePageCursor(kind: PageCursorKind, key: PageKey): string {
  return Buffer.from(JSON.stringify([kind, key.at, key.id]), 'utf8').toString('base64url');
}

/** A real instant in the supported years (no month 13, no year 0), written as `exactInstant` writes it. */
function isExactInstant(text: string): boolean {
  const match = EXACT_INSTANT.exec(text);
  if (!match) return false;
  const millis = `${match[1]}Z`;
  const ms = Date.parse(millis);
  return Number.isFinite(ms) && new Date(ms).toISOString() === millis && isSupportedInstant(ms);
}

/** The position encoded by `text`, or a 400 'Richiesta non valida.' (field `cursor`) for anything else. */
export function decodePageCursor(kind: PageCursorKind, text: string): PageKey {
  let value: unknown;
  try {
    value = /^[A-Za-z0-9_-]+$/.test(text) ? JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) : undefined;
  } catch {
    value = undefined;
  }
  if (
    Array.isArray(value) &&
    value.length === 3 &&
    KINDS.includes(value[0] as PageCursorKind) &&
    value[0] === kind &&
    typeof value[1] === 'string' &&
    isExactInstant(value[1]) &&
    typeof value[2] === 'string' &&
    PRINTABLE_ID.test(value[2]) &&
    // Base64 decoders skip stray trailing characters: only the exact text we wrote is ours.
    encodePageCursor(kind, { at: value[1], id: value[2] }) === text
  ) {
    return { at: value[1], id: value[2] };
  }
  const message = it.validation.invalidRequest;
  throw new AppError(400, message, { fields: { cursor: message } });
}

/** The page and its `nextCursor`: `rows` holds up to `limit + 1` items, the extra one only says "there is more". */
export function pageOf<T>(rows: readonly T[], limit: number, kind: PageCursorKind, keyOf: (row: T) => PageKey): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodePageCursor(kind, keyOf(last)) : null };
}
