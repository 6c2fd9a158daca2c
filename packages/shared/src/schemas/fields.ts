import { z } from 'zod';
import { isSupportedInstant, isSupportedLocalDate } from '../domain/dates/supported-range';
import { isStorableText } from '../domain/text/storable-text';
import { it } from '../i18n/it';

/**
 * The field builders every input schema starts from, so that a rule about what the database can
 * hold is written once: text without NUL or lone surrogates (`isStorableText`), instants and
 * calendar days within the supported years (domain/dates/supported-range.ts, docs/api.md).
 * `message` is the field's own text for a value of the wrong type; the storage rules answer
 * 'Richiesta non valida.' because no form can produce such a value.
 */
const invalid = it.validation.invalidRequest;

/** Any text the API takes: `z.string()` that the database can store. Chain trim/min/max as usual. */
export function text(message: string = invalid) {
  return z.string({ message }).refine(isStorableText, { message: invalid });
}

/** An id or key in a path, query or body: trimmed, not empty, at most `max` characters. */
export function id(options: { message?: string; max?: number } = {}) {
  const message = options.message ?? invalid;
  return text(message)
    .trim()
    .min(1, { message })
    .max(options.max ?? 120, { message });
}

/** An ISO 8601 instant with its offset (`2026-05-04T10:30:00+02:00` or `…Z`) in the supported years. */
export function instant(message: string = invalid) {
  return z.iso.datetime({ offset: true, message }).refine(isSupportedInstant, { message });
}

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (no 2026-02-31 or month 13). */
function isCalendarDate(date: string): boolean {
  const t = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(date);
}

/** A calendar day `YYYY-MM-DD` (in the doctor's time zone where it matters) in the supported years. */
export function localDate(message: string = invalid) {
  return z
    .string({ message })
    .regex(LOCAL_DATE, { message })
    .refine(isCalendarDate, { message })
    .refine(isSupportedLocalDate, { message });
}

/** A path parameter naming a record (`/api/doctors/:id`…): Fastify's own limit is 100 characters too. */
export const idParam = id({ max: 100 });
