import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { it as itLocale } from 'date-fns/locale/it';
import { itReminders as r } from '../../i18n/it-reminders';
import { localDateOf, localTimeOf, plusDays } from '../dates/local-time';

/** Up to this long before the visit a message counts down ('tra 2 ore') instead of naming the day. */
export const COUNTDOWN_MINUTES = 180;

/** 'giovedì 3 dicembre': the local day of an instant, without the year (a reminder's or the agenda's day). */
export const dayName = (instant: Date, timeZone: string): string => format(new TZDate(instant.getTime(), timeZone), 'EEEE d MMMM', { locale: itLocale });

/**
 * When the visit is, as a reminder sent at `now` says it: 'tra 2 ore, alle 10:30' within three
 * hours, else 'oggi alle 18:00', 'domani alle 10:30' or 'giovedì 3 dicembre alle 10:30', in the
 * practice's time zone (the local calendar decides 'domani', also across a DST night).
 */
export function reminderWhen(startsAt: Date, now: Date, timeZone: string): string {
  const time = localTimeOf(startsAt, timeZone);
  const minutes = Math.max(0, Math.round((startsAt.getTime() - now.getTime()) / 60_000 / 5) * 5);
  const day = localDateOf(startsAt, timeZone);
  const today = localDateOf(now, timeZone);
  if (minutes <= COUNTDOWN_MINUTES && day === today) return r.inAboutAt(Math.max(minutes, 5), time);
  if (day === today) return r.todayAt(time);
  if (day === plusDays(today, 1)) return r.tomorrowAt(time);
  return r.dayAt(dayName(startsAt, timeZone), time);
}
