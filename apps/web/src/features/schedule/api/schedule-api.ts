import { type Appointment } from '@sanity/shared/schemas/appointments';
import {
  type BookingRules,
  BookingRulesSchema,
  ClosureListSchema,
  ClosureWithAppointmentsSchema,
  type CreateClosure,
  type DateHours,
  DateHoursListSchema,
  DateHoursSchema,
  type HolidayList,
  HolidayListSchema,
} from '@sanity/shared/schemas/schedule';
import { queryOptions, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appointmentsQueryKey, doctorsQueryKey } from '../../../lib/query-keys';

/**
 * The doctor's schedule API (issue 25, engineer A's module apps/server/src/modules/schedule):
 * closures, hours of one date, the year's holidays and the booking rules. Every change refreshes
 * the doctor's public data too (their next free slot, the booking calendar).
 */

export type { AffectedAppointment, BookingRules, Closure, ClosureWithAppointments, DateHours } from '@sanity/shared/schemas/schedule';
export type HolidayEntry = HolidayList['holidays'][number];

export const scheduleQueryKey = ['practice', 'schedule'] as const;

function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
  // What patients see of the doctor (next free slot, the booking calendar) changes with it.
  void queryClient.invalidateQueries({ queryKey: doctorsQueryKey });
}

const enc = encodeURIComponent;
/** Responses are checked against the contract in development only (see api-client.ts). */
const dev = <T>(schema: T): T | undefined => (import.meta.env.DEV ? schema : undefined);

export const closuresQueryOptions = () =>
  queryOptions({
    queryKey: [...scheduleQueryKey, 'closures'],
    queryFn: ({ signal }) => api.get('/api/schedule/closures', dev(ClosureListSchema), signal),
  });

export const closureQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...scheduleQueryKey, 'closures', id],
    queryFn: ({ signal }) => api.get(`/api/schedule/closures/${enc(id)}`, dev(ClosureWithAppointmentsSchema), signal),
  });

export const dateHoursQueryOptions = () =>
  queryOptions({
    queryKey: [...scheduleQueryKey, 'date-hours'],
    queryFn: ({ signal }) => api.get('/api/schedule/date-hours', dev(DateHoursListSchema), signal),
  });

export const holidaysQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...scheduleQueryKey, 'holidays', year],
    queryFn: ({ signal }) => api.get(`/api/schedule/holidays?year=${year}`, dev(HolidayListSchema), signal),
  });

export const bookingRulesQueryOptions = () =>
  queryOptions({
    queryKey: [...scheduleQueryKey, 'rules'],
    queryFn: ({ signal }) => api.get('/api/schedule/booking-rules', dev(BookingRulesSchema), signal),
  });

export const useClosures = () => useQuery(closuresQueryOptions());
export const useDateHours = () => useQuery(dateHoursQueryOptions());
export const useHolidays = (year: number) => useQuery(holidaysQueryOptions(year));
export const useBookingRules = () => useQuery(bookingRulesQueryOptions());

function useScheduleMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refresh(queryClient) });
}

/** POST /api/schedule/closures: the closure and the confirmed appointments it covers (never cancelled by it). */
export const useCreateClosure = () => useScheduleMutation((input: CreateClosure) => api.post('/api/schedule/closures', input, dev(ClosureWithAppointmentsSchema)));

export const useDeleteClosure = () => useScheduleMutation((id: string) => api.delete<unknown>(`/api/schedule/closures/${enc(id)}`));

export const useSaveDateHours = () =>
  useScheduleMutation(({ date, windows }: DateHours) => api.put(`/api/schedule/date-hours/${enc(date)}`, { windows }, dev(DateHoursSchema)));

export const useDeleteDateHours = () => useScheduleMutation((date: string) => api.delete<unknown>(`/api/schedule/date-hours/${enc(date)}`));

/** Opens (the practice works that day) or closes again a holiday. */
export const useSetHolidayOpen = () =>
  useScheduleMutation(({ date, open }: { date: string; open: boolean }) =>
    api.put<unknown>(`/api/schedule/holidays/${enc(date)}`, { open }),
  );

export const useSaveBookingRules = () => useScheduleMutation((rules: BookingRules) => api.put('/api/schedule/booking-rules', rules, dev(BookingRulesSchema)));

/**
 * The doctor's cancellation of one appointment in a closure, with the message the patient reads in
 * the e-mail (the existing POST /api/appointments/:id/cancel: the calendars follow on the server).
 */
export function useCancelWithMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api.post<unknown>(`/api/appointments/${enc(id)}/cancel`, { reason: reason.trim() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey });
      void queryClient.invalidateQueries({ queryKey: scheduleQueryKey });
    },
  });
}

/** One appointment as the details dialog wants it ('Sposta' opens that dialog, where the move is). */
export const appointmentDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...appointmentsQueryKey, 'detail', id],
    queryFn: async ({ signal }) => (await api.get<{ appointment: Appointment }>(`/api/appointments/${enc(id)}`, undefined, signal)).appointment,
  });
