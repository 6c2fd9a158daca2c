import type { StaffPractice } from '@sanity/shared/schemas/staff';
import { type QueryClient } from '@tanstack/react-query';
import { setActingPractice } from '../../../lib/acting-practice';
import { type MeResult, meQueryKey } from '../../auth/api/get-me';

/** What was read for one practice (or the account) goes when the tab works for another: everything but the session. */
export function dropPracticeData(queryClient: QueryClient): void {
  void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
}

/** The tab works for `doctorId`'s practice from now on ('' for the account itself): its requests name it, the session says it. */
export function choosePractice(queryClient: QueryClient, practices: readonly StaffPractice[], doctorId: string): void {
  setActingPractice(doctorId);
  queryClient.setQueryData<MeResult>(meQueryKey, (me) => me && { ...me, practice: practices.find((p) => p.doctorId === doctorId) ?? null });
  dropPracticeData(queryClient);
}
