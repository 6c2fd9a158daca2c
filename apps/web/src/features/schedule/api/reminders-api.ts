import { type PracticeReminders, PracticeRemindersViewSchema } from '@sanity/shared/schemas/reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleQueryKey } from './schedule-api';

/** The practice's reminders and morning agenda (issue 26): GET/PUT /api/schedule/reminders, the doctor's own. */
const remindersQueryKey = [...scheduleQueryKey, 'reminders'] as const;

export const remindersQueryOptions = () =>
  queryOptions({
    queryKey: remindersQueryKey,
    queryFn: ({ signal }) => api.get('/api/schedule/reminders', import.meta.env.DEV ? PracticeRemindersViewSchema : undefined, signal),
  });

export const usePracticeReminders = () => useQuery(remindersQueryOptions());

export function useSavePracticeReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PracticeReminders) => api.put('/api/schedule/reminders', input, import.meta.env.DEV ? PracticeRemindersViewSchema : undefined),
    onSuccess: (view) => queryClient.setQueryData(remindersQueryKey, view),
  });
}
