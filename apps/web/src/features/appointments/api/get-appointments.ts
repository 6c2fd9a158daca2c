import { SIDEBAR_UPCOMING_COUNT } from '@sanity/shared/constants';
import { APPOINTMENTS_PAGE_MAX } from '@sanity/shared/domain/appointments/list-pages';
import { type Appointment, AppointmentListSchema, type AppointmentPeriod } from '@sanity/shared/schemas/appointments';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { collectPages, type Page } from '../../../lib/collect-pages';
import { appointmentsQueryKey } from '../../../lib/query-keys';
import { type AppointmentSource, hasEnoughUpcoming } from '../appointment-entry';

/**
 * Every appointment query lives under ['appointments', …] (lib/query-keys.ts): the booking dialog, a
 * cancellation and a calendar conflict cancelled invalidate it, so every list, detail and the /crm views refresh together.
 */
export { appointmentsQueryKey };

const pathOf = (source: AppointmentSource) => (source === 'professional' ? '/api/appointments/professional' : '/api/appointments');

/**
 * One page of GET /api/appointments (the caller's bookings as patient) or
 * /api/appointments/professional (a doctor's appointments, spec §6): ascending by start within
 * [timeMin, timeMax); without a window the most recent first; `limit` per page, `cursor` from the
 * previous page's `nextCursor`.
 */
export async function getAppointmentsPage(
  source: AppointmentSource,
  query: { timeMin?: string; timeMax?: string; period?: AppointmentPeriod; limit?: number; cursor?: string | null },
  signal?: AbortSignal,
): Promise<Page<Appointment>> {
  const params = new URLSearchParams();
  if (query.timeMin) params.set('timeMin', query.timeMin);
  if (query.timeMax) params.set('timeMax', query.timeMax);
  if (query.period) params.set('period', query.period);
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.cursor) params.set('cursor', query.cursor);
  const qs = params.toString();
  const res = await api.get(`${pathOf(source)}${qs ? `?${qs}` : ''}`, import.meta.env.DEV ? AppointmentListSchema : undefined, signal);
  return { items: res.appointments, nextCursor: res.nextCursor };
}

/**
 * Every appointment of a window (a month of the calendar and its list): a month is bounded, and
 * a day missing from the calendar would be wrong, so every page is followed, in pages of the
 * largest size to keep a busy month to one or two requests.
 */
export const appointmentsWindowQueryOptions = (source: AppointmentSource, timeMin: string, timeMax: string) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, source, timeMin, timeMax],
    queryFn: ({ signal }) => collectPages((cursor) => getAppointmentsPage(source, { timeMin, timeMax, limit: APPOINTMENTS_PAGE_MAX, cursor }, signal)),
  });

/**
 * The sidebar's next appointments (spec §9: 2): pages of that size, followed only while cancelled
 * or already started ones leave fewer than 2 to show. Its own key: the data is a prefix, not the window.
 */
export const upcomingAppointmentsQueryOptions = (source: AppointmentSource, role: string, timeMin: string, timeMax: string) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, source, 'upcoming', timeMin, timeMax],
    queryFn: ({ signal }) =>
      collectPages(
        (cursor) => getAppointmentsPage(source, { timeMin, timeMax, limit: SIDEBAR_UPCOMING_COUNT, cursor }, signal),
        (items) => hasEnoughUpcoming(items, role, new Date()),
      ),
  });

/** Whether the user has any appointment at all (limit=1, no window): without any, the page shows two examples. */
export const hasAppointmentsQueryOptions = (source: AppointmentSource) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, source, 'any'],
    queryFn: async ({ signal }) => (await getAppointmentsPage(source, { limit: 1 }, signal)).items.length > 0,
  });

/** Our page size of the list's 'Prossimi' and 'Passati': a screen or two of cards per 'Carica altri'. */
export const PERIOD_PAGE_SIZE = 20;

/**
 * The list's 'Prossimi' (not yet ended, soonest first) or 'Passati' (ended, most recent first), a
 * page at a time: the server splits at its own clock (`?period=`), so the list never depends on the
 * browser's time.
 */
export const periodAppointmentsQueryOptions = (source: AppointmentSource, period: AppointmentPeriod) =>
  infiniteQueryOptions({
    queryKey: [...appointmentsQueryKey, source, 'period', period],
    queryFn: ({ pageParam, signal }) => getAppointmentsPage(source, { period, limit: PERIOD_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
