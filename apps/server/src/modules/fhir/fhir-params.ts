import { instantOf, plusDays } from '@sanity/shared/domain/dates/local-time';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { itFhir } from '@sanity/shared/i18n/it-fhir';
import { AppError } from '../../lib/app-error';

/** A query string as Fastify parses it: a repeated parameter is an array. */
export type RawQuery = Record<string, string | string[] | undefined>;

/** Parameters every interaction accepts besides its search parameters (the answer is JSON whatever `_format` says, or 406). */
const ALWAYS_ALLOWED = new Set(['_format']);

const invalid = (name: string) => new AppError(400, itFhir.invalidParam(name), { fields: { [name]: itFhir.invalidParam(name) } });

/**
 * The search parameters of one request, checked against what the resource type supports (its
 * entry in fhir-capability.ts, the same table the CapabilityStatement lists): an unknown
 * parameter, a modifier (`name:exact`) or a repeated one is a 400 with Italian diagnostics.
 */
export class SearchQuery {
  private readonly values = new Map<string, string[]>();

  constructor(raw: RawQuery, type: string, supported: readonly string[]) {
    const allowed = new Set(supported);
    for (const [name, value] of Object.entries(raw)) {
      if (value === undefined || ALWAYS_ALLOWED.has(name)) continue;
      if (!allowed.has(name)) throw new AppError(400, itFhir.unknownParam(name, type), { code: 'not-supported', fields: { [name]: itFhir.unknownParam(name, type) } });
      this.values.set(name, Array.isArray(value) ? value : [value]);
    }
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  /** All values of a parameter that may repeat (start=ge…&start=lt…). */
  all(name: string): string[] {
    return this.values.get(name) ?? [];
  }

  /** The one value of a parameter; 400 when it is given twice or empty. */
  one(name: string): string | undefined {
    const values = this.values.get(name);
    if (!values) return undefined;
    if (values.length > 1) throw new AppError(400, itFhir.repeatedParam(name), { fields: { [name]: itFhir.repeatedParam(name) } });
    const [value] = values;
    if (!value) throw invalid(name);
    return value;
  }

  /**
   * `_count`: a whole number from 1, `fallback` when absent; above `max` it is `max` (FHIR: a server
   * may give fewer than asked, never more), so a client asking for 1000 gets full pages, not a 400.
   */
  count(fallback: number, max: number): number {
    const text = this.one('_count');
    if (text === undefined) return fallback;
    const n = /^[0-9]{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(n) || n < 1) throw new AppError(400, itFhir.countInvalid(max), { fields: { _count: itFhir.countInvalid(max) } });
    return Math.min(n, max);
  }

  /** `_page`: the opaque position of the next page, as the previous page's `next` link gave it. */
  page(): string | undefined {
    const text = this.one('_page');
    if (text !== undefined && (text.length > 500 || !/^[A-Za-z0-9_\-=.]+$/.test(text))) throw new AppError(400, itFhir.pageInvalid, { fields: { _page: itFhir.pageInvalid } });
    return text;
  }

  /** A reference parameter to `target`: `Target/<id>`, a bare id or a full URL ending so; the id. */
  reference(name: string, target: string): string | undefined {
    const value = this.one(name);
    if (value === undefined) return undefined;
    const match = new RegExp(`^(?:.*/)?(?:${target}/)?([A-Za-z0-9\\-.]{1,64})$`).exec(value);
    if (!match?.[1] || (value.includes('/') && !value.includes(`${target}/`))) throw invalid(name);
    return match[1];
  }

  /** A token parameter: `code` or `system|code`. */
  token(name: string): { system: string | undefined; code: string } | undefined {
    const value = this.one(name);
    if (value === undefined) return undefined;
    const bar = value.indexOf('|');
    const system = bar >= 0 ? value.slice(0, bar) : undefined;
    const code = bar >= 0 ? value.slice(bar + 1) : value;
    if (!code || code.length > 200) throw invalid(name);
    return { system: system || undefined, code };
  }

  /**
   * A date parameter as a half-open window [from, to): each value `ge`, `gt`, `le` or `lt`
   * followed by an ISO 8601 instant with its offset, or a date (YYYY-MM-DD, a whole day in Rome).
   */
  window(name: string): { from: Date | undefined; to: Date | undefined } {
    let from: Date | undefined;
    let to: Date | undefined;
    for (const value of this.all(name)) {
      const match = /^(ge|gt|le|lt)(.+)$/.exec(value);
      const bounds = match?.[2] ? boundsOf(match[2]) : null;
      if (!match || !bounds) throw new AppError(400, itFhir.startInvalid, { fields: { [name]: itFhir.startInvalid } });
      const prefix = match[1];
      if (prefix === 'ge') from = later(from, bounds.first);
      else if (prefix === 'gt') from = later(from, bounds.after);
      else if (prefix === 'lt') to = earlier(to, bounds.first);
      else to = earlier(to, bounds.after);
    }
    return { from, to };
  }
}

const later = (a: Date | undefined, b: Date) => (a && a > b ? a : b);
const earlier = (a: Date | undefined, b: Date) => (a && a < b ? a : b);

/** The first instant a value names and the first instant after it: a day in Rome for a date, the millisecond after an instant. */
function boundsOf(text: string): { first: Date; after: Date } | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const first = instantOf(text, 0, DEFAULT_TIME_ZONE);
    const after = instantOf(plusDays(text, 1), 0, DEFAULT_TIME_ZONE);
    return first && after && text >= '1900-01-01' && text <= '2999-12-31' ? { first, after } : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null;
  const first = new Date(text);
  const year = first.getUTCFullYear();
  if (!Number.isFinite(first.getTime()) || year < 1900 || year > 2999) return null;
  return { first, after: new Date(first.getTime() + 1) };
}
