import { itBooking } from '@sanity/shared/i18n/it-booking';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { addMonths, calendarDays, type CalendarDay, type CalendarRules, formatMonthTitle, keyTarget, monthRange } from '../booking-calendar';

type BookingCalendarProps = {
  month: string;
  /** The slot engine's rules of the chosen service (calendarRulesOf): a day is selectable when they give it a slot. */
  rules: CalendarRules | null;
  now: Date;
  selected: string | null;
  onMonthChange: (month: string) => void;
  onSelect: (date: string) => void;
};

/** The day that takes the Tab stop: the one last moved to, else the chosen one, else the first bookable, else the 1st. */
function rovingDay(days: CalendarDay[], active: string | null, selected: string | null): string {
  const inMonth = days.filter((d) => d.inMonth);
  const pick = (date: string | null) => inMonth.find((d) => d.date === date)?.date;
  return pick(active) ?? pick(selected) ?? inMonth.find((d) => d.selectable)?.date ?? (inMonth[0] as CalendarDay).date;
}

/**
 * The booking calendar (spec §2, §9): 42 cells, weeks from Monday, an ARIA grid (issue 24). Each
 * day is named by its full Italian date; days that cannot be booked (past, today, no hours) are
 * aria-disabled but still reachable, as the grid pattern wants; the chosen day is selected. One
 * Tab stop (roving tabindex): the arrows move by a day or a week, Home/End to the week's ends,
 * PageUp/PageDown by a month, across months within the bookable range.
 */
export function BookingCalendar({ month, rules, now, selected, onMonthChange, onSelect }: BookingCalendarProps) {
  const b = itBooking.booking;
  const range = monthRange(now);
  const days = calendarDays(month, rules, now);
  const title = formatMonthTitle(month);
  const [active, setActive] = useState<string | null>(null);
  const focusActive = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const tabStop = rovingDay(days, active, selected);

  // A key moved the active day (perhaps into another month): focus follows once it is rendered.
  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${tabStop}"]`)?.focus();
  }, [tabStop]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = keyTarget(tabStop, event.key);
    if (!target) return;
    event.preventDefault();
    if (target === tabStop) return;
    const targetMonth = target.slice(0, 7);
    if (targetMonth < range.first || targetMonth > range.last) return;
    if (targetMonth !== month) onMonthChange(targetMonth);
    focusActive.current = true;
    setActive(target);
  };
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
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
      <div ref={gridRef} role="grid" aria-label={title} onKeyDown={onKeyDown} className="grid grid-cols-7 gap-1">
        {weeks.map((week) => (
          <div key={week[0]?.date} role="row" className="contents">
            {week.map((day) => {
              const isSelected = day.date === selected;
              const enabled = day.inMonth && day.selectable;
              return day.inMonth ? (
                <button
                  key={day.date}
                  type="button"
                  role="gridcell"
                  data-date={day.date}
                  aria-label={day.label}
                  aria-selected={isSelected}
                  aria-disabled={!enabled || undefined}
                  tabIndex={day.date === tabStop ? 0 : -1}
                  onClick={() => {
                    setActive(day.date);
                    if (enabled) onSelect(day.date);
                  }}
                  className={cn(
                    'flex h-10 items-center justify-center rounded-lg text-sm tabular-nums transition-colors sm:h-11',
                    enabled && !isSelected && 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100',
                    !enabled && 'cursor-not-allowed text-slate-400',
                    isSelected && 'bg-brand-700 font-semibold text-white shadow-sm hover:bg-brand-800',
                  )}
                >
                  {day.day}
                </button>
              ) : (
                // Days of the months around: an empty cell keeps the week's columns.
                <span key={day.date} role="gridcell" />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
