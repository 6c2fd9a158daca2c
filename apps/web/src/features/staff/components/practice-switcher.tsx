import { itStaffWeb } from '@sanity/shared/i18n/it-staff-web';
import type { StaffPractice } from '@sanity/shared/schemas/staff';
import { BriefcaseMedical } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { NativeSelect } from '../../../components/ui/native-select';
import { actingPracticeId, onActingPracticeChange, setActingPractice, whenPracticeRefused } from '../../../lib/acting-practice';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { meQueryKey, meQueryOptions } from '../../auth/api/get-me';

const s = itStaffWeb.switcher;

type Props = {
  practices: StaffPractice[];
  doctor: boolean;
  className?: string;
  /** The one instance (of the two the shell draws, one per screen size) that also keeps the session in step. */
  watch?: boolean;
  /** The phone's row under the top bar: label and choice side by side. */
  inline?: boolean;
};

/**
 * Switching practice drops what was read for the other one (the session stays); a request the server
 * refused for the practice (403: revoked, or not granted) reads the session again, and when the
 * practice is gone says so (the session then falls back to the account, lib/acting-practice.ts). Here,
 * not in the shell: only people who work for a practice can switch or be refused, and they have this.
 */
function usePracticeSession(watch: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!watch) return;
    // Several requests of one screen may be refused together: one reading of the session, one message.
    let checking = false;
    whenPracticeRefused(() => {
      const before = actingPracticeId();
      if (checking || !before) return;
      checking = true;
      void queryClient
        .fetchQuery(meQueryOptions())
        .then((me) => {
          if (!me.practices?.some((p) => p.doctorId === before)) toast.error(s.revoked);
        })
        .finally(() => (checking = false));
    });
    return onActingPracticeChange(() => void queryClient.resetQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] }));
  }, [queryClient, watch]);
}

/**
 * 'Stai lavorando per' (issue 30): the practices the person works for, and their own account (or
 * practice, for a doctor). Choosing one makes every request to the practice's routes name it
 * (lib/acting-practice.ts; the shell then reads the data again) and opens its agenda; the own
 * account opens the dashboard. Its own chunk: only staff download it.
 */
export default function PracticeSwitcher({ practices, doctor, className, watch = false, inline = false }: Props) {
  const id = useId();
  usePracticeSession(watch);
  const navigate = useNavigate();
  const value = actingPracticeId() ?? '';
  return (
    <div className={cn('flex gap-1', inline ? 'items-center gap-3' : 'flex-col', className)}>
      <label htmlFor={id} className="flex shrink-0 items-center gap-1.5 text-xs font-semibold text-slate-700">
        <BriefcaseMedical className="size-3.5 text-brand-700" aria-hidden="true" />
        {s.label}
      </label>
      <NativeSelect
        id={id}
        value={practices.some((p) => p.doctorId === value) ? value : ''}
        onChange={(e) => {
          setActingPractice(e.target.value);
          void navigate(e.target.value ? '/appuntamenti' : '/dashboard');
        }}
        className="w-full min-w-0"
      >
        <option value="">{doctor ? s.ownPractice : s.ownAccount}</option>
        {practices.map((p) => (
          <option key={p.doctorId} value={p.doctorId}>
            {p.doctorName}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
