import { itStaffWeb } from '@sanity/shared/i18n/it-staff-web';
import type { StaffPractice } from '@sanity/shared/schemas/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { NativeSelect } from '../../../components/ui/native-select';
import { actingPracticeId, whenPracticeRefused } from '../../../lib/acting-practice';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { meQueryOptions } from '../../auth/api/get-me';
import { choosePractice, dropPracticeData } from '../api/choose-practice';

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
 * A request the server refused for the practice (403: revoked, or not granted) reads the session
 * again; when the practice is gone it says so, and what was read for it goes (the session has fallen
 * back to the account, lib/acting-practice.ts). Here, not in the shell: only people who work for a
 * practice can be refused, and they have this.
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
          if (me.practices?.some((p) => p.doctorId === before)) return;
          toast.error(s.revoked);
          dropPracticeData(queryClient);
        })
        .finally(() => (checking = false));
    });
  }, [queryClient, watch]);
}

export default function PracticeSwitcher({ practices, doctor, className, watch = false, inline = false }: Props) {
  const id = useId();
  usePracticeSession(watch);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const value = actingPracticeId() ?? '';
  return (
    <div className={cn('flex gap-1', inline ? 'items-center gap-3' : 'flex-col', className)}>
      <label htmlFor={id} className="shrink-0 text-xs font-semibold text-slate-700">
        {s.label}
      </label>
      <NativeSelect
        id={id}
        value={practices.some((p) => p.doctorId === value) ? value : ''}
        onChange={(e) => {
          choosePractice(queryClient, practices, e.target.value);
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
