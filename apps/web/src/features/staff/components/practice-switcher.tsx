import { itStaffWeb } from '@sanity/shared/i18n/it-staff-web';
import type { StaffPractice } from '@sanity/shared/schemas/staff';
import { BriefcaseMedical } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { NativeSelect } from '../../../components/ui/native-select';
import { actingPracticeId, setActingPractice } from '../../../lib/acting-practice';
import { cn } from '../../../lib/cn';

const s = itStaffWeb.switcher;

type Props = { practices: StaffPractice[]; doctor: boolean; className?: string };

/**
 * 'Stai lavorando per' (issue 30): the practices the person works for, and their own account (or
 * practice, for a doctor). Choosing one makes every request to the practice's routes name it
 * (lib/acting-practice.ts; the shell then reads the data again) and opens its agenda; the own
 * account opens the dashboard. Its own chunk: only staff download it.
 */
export default function PracticeSwitcher({ practices, doctor, className }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const value = actingPracticeId() ?? '';
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="flex items-center gap-1.5 text-xs font-semibold text-slate-700">
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
        className="w-full"
      >
        <option value="">{doctor ? s.ownPractice : s.ownAccount}</option>
        {practices.map((p) => (
          <option key={p.doctorId} value={p.doctorId}>
            {s.practice(p.doctorName)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
