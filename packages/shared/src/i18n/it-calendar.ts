import { calendarMessages } from './it/calendar';

/**
 * The calendar's Italian strings (connecting Google or CalDAV, the feed, conflicts, the month
 * view's external events), kept out of `it` like `itAdmin`: only screens loaded later read them
 * (issue 24 pushed the dashboard's first load over its budget).
 */
export const itCalendar = calendarMessages.calendar;
