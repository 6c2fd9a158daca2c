import { type CalendarConflictAction, CalendarConflictResolvedSchema, CalendarConflictsSchema } from '@sanity/shared/schemas/calendar';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api, errorMessage } from '../../../lib/api-client';
import { appointmentsQueryKey } from '../../../lib/query-keys';
import { calendarQueryKey } from './get-connection';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';

const conflictsQueryKey = [...calendarQueryKey, 'conflicts'] as const;

/** GET /api/calendar/conflicts: confirmed future bookings whose event was deleted in the doctor's calendar. */
export function getCalendarConflicts(signal?: AbortSignal) {
  return api.get('/api/calendar/conflicts', import.meta.env.DEV ? CalendarConflictsSchema : undefined, signal);
}

export const calendarConflictsQueryOptions = () =>
  queryOptions({ queryKey: conflictsQueryKey, queryFn: async ({ signal }) => (await getCalendarConflicts(signal)).conflicts });

export function useCalendarConflicts(enabled: boolean) {
  return useQuery({ ...calendarConflictsQueryOptions(), enabled });
}

/** POST /api/calendar/conflicts/:appointmentId: 'restore' pushes the event again, 'cancel' cancels the booking (with its e-mails). */
export function resolveCalendarConflict(appointmentId: string, action: CalendarConflictAction['action']) {
  return api.post(
    `/api/calendar/conflicts/${encodeURIComponent(appointmentId)}`,
    { action } satisfies CalendarConflictAction,
    import.meta.env.DEV ? CalendarConflictResolvedSchema : undefined,
  );
}

/** Resolves with its toasts here: the list unmounts when its last conflict goes. */
export function useResolveCalendarConflict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ appointmentId, action }: { appointmentId: string; action: CalendarConflictAction['action'] }) => resolveCalendarConflict(appointmentId, action),
    onError: (error) => toast.error(itCalendar.errorTitle, { description: errorMessage(error, itCalendar.actionError) }),
    onSuccess: async (_, { action }) => {
      toast.success(action === 'restore' ? itCalendar.restored : itCalendar.cancelled);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarQueryKey }),
        action === 'cancel' ? queryClient.invalidateQueries({ queryKey: appointmentsQueryKey }) : undefined,
      ]);
    },
  });
}
