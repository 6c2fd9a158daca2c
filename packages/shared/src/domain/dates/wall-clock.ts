/**
 * The doctor's time zone and the wall-clock time of an instant in it, with the platform's own Intl
 * and no date library: the signed-in shell prints times (the sidebar's appointments, Igea's messages)
 * from its first load, which stays small (issue 27). The rest of the local-time rules, which need
 * `TZDate`, are in ./local-time.ts.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Rome';

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: building one costs far more than using it. */
function hoursAndMinutes(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  return format;
}

/** The local wall-clock time of an instant, HH:MM. */
export function localTimeOf(instant: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const parts = hoursAndMinutes(timeZone).formatToParts(instant);
  const part = (type: 'hour' | 'minute') => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}
