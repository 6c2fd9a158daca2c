import { itBooking } from '@sanity/shared/i18n/it-booking';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { LoadingText } from '../../../components/ui/spinner';
import { type CalendarRules, formatLongItalianDate, shownMonth } from '../booking-calendar';
import type { SlotOption } from '../booking-flow';
import type { DaySlots } from '../use-day-slots';
import { BookingCalendar } from './booking-calendar';
import { TimeSlots } from './time-slots';

const b = itBooking.booking;

/** The doctor's hours while they load, when they fail or leave no day; else what `children` shows with them. */
export function WithHours({ hours, rules, children }: { hours: { isPending: boolean; isError: boolean }; rules: CalendarRules | null; children: (rules: CalendarRules) => ReactNode }) {
  if (hours.isPending) return <LoadingText>{b.loadingHours}</LoadingText>;
  if (hours.isError) return <Alert>{b.hoursLoadError}</Alert>;
  if (!rules) return <p className="text-sm text-slate-600">{b.noAvailability}</p>;
  return <>{children(rules)}</>;
}

type DayTimesProps = { date: string; slots: SlotOption[]; checkFailed: boolean; selected: string | null; onSelect: (time: string) => void; noSlots?: string };

/** A day's times as checked with the server, or that none is free. */
export function DayTimes({ date, slots, checkFailed, selected, onSelect, noSlots = b.noSlots }: DayTimesProps) {
  return (
    <>
      {checkFailed ? <Alert tone="info">{b.checkFailed}</Alert> : null}
      {slots.some((s) => s.available) ? (
        <TimeSlots legend={b.timesFor(formatLongItalianDate(date))} slots={slots} selected={selected} onSelect={onSelect} />
      ) : (
        <p className="text-sm text-slate-600">{noSlots}</p>
      )}
    </>
  );
}

type PickerProps = {
  hours: { isPending: boolean; isError: boolean };
  rules: CalendarRules | null;
  now: Date;
  picker: DaySlots;
  /** Also told when a day is chosen (e.g. to clear an error). */
  onPick?: (day: string) => void;
  noSlots?: string;
};

/**
 * The month calendar and, under it, the chosen day's times on one screen (with `useDaySlots`): moving a
 * visit (issue 25) and 'Prenota per un paziente' (issue 30). The booking dialog shows the same pieces
 * as two steps.
 */
export function DayAndTimePicker({ hours, rules, now, picker, onPick, noSlots }: PickerProps) {
  return (
    <>
      <WithHours hours={hours} rules={rules}>
        {(known) => (
          <BookingCalendar
            month={shownMonth(picker.month, known, now)}
            rules={known}
            now={now}
            selected={picker.date}
            onMonthChange={picker.setMonth}
            onSelect={(day) => {
              onPick?.(day);
              picker.pick(day);
            }}
          />
        )}
      </WithHours>
      {picker.date && !picker.slots ? <LoadingText>{b.checking}</LoadingText> : null}
      {picker.date && picker.slots ? (
        <DayTimes date={picker.date} slots={picker.slots} checkFailed={picker.checkFailed} selected={picker.time} onSelect={picker.setTime} noSlots={noSlots} />
      ) : null}
    </>
  );
}
