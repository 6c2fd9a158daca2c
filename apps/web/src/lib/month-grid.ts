import { addDays, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';

export const MONTH_GRID_CELLS = 42;

/** The 42 days (6 weeks, Monday first, Italian locale) that show `month` in a calendar grid. */
export function monthGridDays(month: Date): { date: Date; inMonth: boolean }[] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: 1 });
  return Array.from({ length: MONTH_GRID_CELLS }, (_, i) => {
    const date = addDays(first, i);
    return { date, inMonth: isSameMonth(date, month) };
  });
}
