import { TZDate } from '@date-fns/tz';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { format, isValid } from 'date-fns';
import { it as itLocale } from 'date-fns/locale';

/** 'lunedì 11 maggio 2026, 10:00' in the doctor's time zone (as the e-mails write it); '' when invalid. */
export function formatWhen(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  const date = new Date(iso);
  if (!isValid(date)) return '';
  return format(new TZDate(date.getTime(), timeZone), 'EEEE d MMMM yyyy, HH:mm', { locale: itLocale });
}
