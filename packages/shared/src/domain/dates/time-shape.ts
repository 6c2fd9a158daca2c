/**
 * Times arrive in many shapes (spec §3): objects with seconds or _seconds (and nanoseconds),
 * objects with a toDate function, objects with a $date field, ISO strings, or epoch numbers.
 * One parser reads them all; an unreadable value gives null and the UI shows 'Data non disponibile'.
 */
export type TimeShape =
  | Date
  | string
  | number
  | { seconds: number; nanoseconds?: number }
  | { _seconds: number; _nanoseconds?: number; nanoseconds?: number }
  | { toDate: () => Date }
  | { $date: string | number | { $numberLong: string } };

function valid(d: Date): Date | null {
  return Number.isNaN(d.getTime()) ? null : d;
}

export function parseTimeShape(value: unknown): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return valid(new Date(value.getTime()));
  if (typeof value === 'number') return Number.isFinite(value) ? valid(new Date(value)) : null;
  if (typeof value === 'string') return value.trim() ? valid(new Date(value)) : null;
  if (typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.toDate === 'function') {
    const d: unknown = (v.toDate as () => unknown)();
    return d instanceof Date ? valid(d) : null;
  }
  const seconds = typeof v.seconds === 'number' ? v.seconds : typeof v._seconds === 'number' ? v._seconds : null;
  if (seconds !== null) {
    const nanosRaw = v.nanoseconds ?? v._nanoseconds;
    const nanos = typeof nanosRaw === 'number' ? nanosRaw : 0;
    return valid(new Date(seconds * 1000 + Math.floor(nanos / 1e6)));
  }
  if ('$date' in v) {
    const d = v.$date;
    if (typeof d === 'string' || typeof d === 'number') return parseTimeShape(d);
    if (d && typeof d === 'object' && typeof (d as { $numberLong?: unknown }).$numberLong === 'string') {
      return parseTimeShape(Number((d as { $numberLong: string }).$numberLong));
    }
  }
  return null;
}
