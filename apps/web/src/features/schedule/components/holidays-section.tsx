import { isPatronCity, PATRON_CITIES, PATRON_SAINTS } from '@sanity/shared/domain/slots/italian-holidays';
import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { reportServerError } from '../../../lib/server-error';
import { type BookingRules, type HolidayEntry, useBookingRules, useHolidays, useSaveBookingRules, useSetHolidayOpen } from '../api/schedule-api';
import { formatShortDay } from '@sanity/shared/domain/schedule/schedule-text';
import { ScheduleSection } from './schedule-section';

const monthNames = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const patronDay = (month: number, day: number) => monthNames.format(new Date(Date.UTC(2000, month - 1, day)));

/** The cities in alphabetical order, as a doctor looks for theirs. */
const CITIES = [...PATRON_CITIES].sort((a, b) => PATRON_SAINTS[a].city.localeCompare(PATRON_SAINTS[b].city, 'it'));

/** 'Festività 2026': the year's public holidays, closed unless opened; the patron saint's city. */
export function HolidaysSection({ today }: { today: string }) {
  const year = Number(today.slice(0, 4));
  const t = itSchedule.screens;
  const id = useId();
  const [shown, setShown] = useState(year);
  const holidays = useHolidays(shown);
  const rules = useBookingRules();

  return (
    <ScheduleSection title={t.holidaysTitle(shown)} hint={t.holidaysHint}>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <Field id={`${id}-year`} label={t.yearLabel}>
          {(control) => (
            <NativeSelect {...control} value={String(shown)} onChange={(e) => setShown(Number(e.target.value))}>
              {[year, year + 1].map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {rules.data ? <PatronField rules={rules.data} /> : null}
      </div>
      {holidays.isPending ? null : holidays.isError ? (
        <Alert>{errorMessage(holidays.error)}</Alert>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {holidays.data.holidays.map((h) => (
            <HolidayRow key={h.date} holiday={h} past={h.date < today} />
          ))}
        </ul>
      )}
    </ScheduleSection>
  );
}

/** A holiday already past is listed (the year's list is whole) but has nothing left to open or close. */
function HolidayRow({ holiday, past }: { holiday: HolidayEntry; past: boolean }) {
  const t = itSchedule.screens;
  const toggle = useSetHolidayOpen();
  const onClick = () =>
    toggle.mutate(
      { date: holiday.date, open: !holiday.open },
      {
        onSuccess: () => toast.success(holiday.open ? t.holidayClosed(holiday.name) : t.holidayOpened(holiday.name)),
        onError: (error) => reportServerError(error, { title: t.holidayError, fallback: t.holidayError }),
      },
    );
  return (
    <li className={cn('flex items-center gap-3 rounded-lg border border-slate-200 p-3', past ? 'bg-slate-50' : 'bg-white')}>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-medium break-words text-slate-900">{holiday.name}</p>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600">{formatShortDay(holiday.date)}</span>
          {past ? (
            <span className="text-sm text-slate-600">{t.past}</span>
          ) : (
            <Badge tone={holiday.open ? 'success' : 'neutral'}>{holiday.open ? t.open : t.closed}</Badge>
          )}
          {holiday.kind === 'patron' ? <Badge tone="brand">{t.patronTag}</Badge> : null}
        </div>
      </div>
      {past ? null : (
        <Button
          variant="outline"
          size="sm"
          aria-label={holiday.open ? t.closeHoliday(holiday.name) : t.openHoliday(holiday.name)}
          disabled={toggle.isPending}
          onClick={onClick}
        >
          {toggle.isPending ? <Spinner className="size-4" /> : null}
          {holiday.open ? t.closeAction : t.openAction}
        </Button>
      )}
    </li>
  );
}

/** The patron saint's city: saved at once (a select has no half-typed state to lose). */
function PatronField({ rules }: { rules: BookingRules }) {
  const t = itSchedule.screens;
  const save = useSaveBookingRules();
  const [error, setError] = useState<string | undefined>();
  return (
    <Field label={t.patronLabel} hint={t.patronHint} error={error}>
      {(control) => (
        <NativeSelect
          {...control}
          value={rules.patronCity ?? ''}
          disabled={save.isPending}
          onChange={(e) => {
            setError(undefined);
            save.mutate(
              { ...rules, patronCity: isPatronCity(e.target.value) ? e.target.value : null },
              {
                onSuccess: () => toast.success(t.patronSaved),
                onError: (err) => setError(reportServerError(err, { title: t.rulesSaveError, fallback: t.rulesSaveError })),
              },
            );
          }}
        >
          <option value="">{t.patronNone}</option>
          {CITIES.map((key) => {
            const p = PATRON_SAINTS[key];
            return (
              <option key={key} value={key}>
                {t.patronOption(p.city, `${p.saint}, ${patronDay(p.month, p.day)}`)}
              </option>
            );
          })}
        </NativeSelect>
      )}
    </Field>
  );
}
