import { it } from '@sanity/shared/i18n/it';
import { type WeeklySchedule } from '@sanity/shared/domain/practice/time-slots';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { addMonths, calendarDays, formatMonthTitle, monthRange } from '../booking-calendar';

type BookingCalendarProps = {
  month: string;
  schedule: WeeklySchedule | null;
  now: Date;
  selected: string | null;
  onMonthChange: (month: string) => void;
  onSelect: (date: string) => void;
};

/**
 * The booking calendar (spec §2, §9): 42 cells, weeks from Monday. Each day is a button named by
 * its full Italian date; days that cannot be booked (past, today, no hours) are disabled; the
 * chosen day is pressed.
 */
export function BookingCalendar({ month, schedule, now, selected, onMonthChange, onSelect }: BookingCalendarProps) {
  const b = it.booking;
  const range = monthRange(now);
  const days = calendarDays(month, schedule, now);
  const title = formatMonthTitle(month);
  return (
    <div role="group" aria-label={b.calendarLabel} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="icon-sm" aria-label={b.prevMonth} disabled={month <= range.first} onClick={() => onMonthChange(addMonths(month, -1))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="text-base font-semibold text-slate-900" aria-live="polite">
          {title}
        </p>
        <Button variant="ghost" size="icon-sm" aria-label={b.nextMonth} disabled={month >= range.last} onClick={() => onMonthChange(addMonths(month, 1))}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div aria-hidden="true" className="grid grid-cols-7 gap-1 text-center text-xs font-medium text-slate-500 uppercase">
        {b.weekdaysShort.map((d) => (
          <span key={d}>{d}</span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-1">
        {days.map((day) => {
          const isSelected = day.date === selected;
          const enabled = day.inMonth && day.selectable;
          return (
            <button
              key={day.date}
              type="button"
              aria-label={day.label}
              aria-pressed={isSelected}
              disabled={!enabled}
              onClick={() => onSelect(day.date)}
              className={cn(
                'flex h-10 items-center justify-center rounded-lg text-sm tabular-nums transition-colors sm:h-11',
                !day.inMonth && 'invisible',
                enabled && !isSelected && 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100',
                !enabled && 'cursor-not-allowed text-slate-400',
                isSelected && 'bg-brand-700 font-semibold text-white shadow-sm hover:bg-brand-800',
              )}
            >
              {day.day}
            </button>
          );
        })}
      </div>
    </div>
  );
}
