import { it } from '@sanity/shared/i18n/it';
import { itAuth } from '@sanity/shared/i18n/it-auth';
import { Check, Stethoscope, UserRound } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { cn } from '../../../lib/cn';

export type AccountType = 'user' | 'doctor';

const choices = [
  { value: 'user', title: it.shell.patient, description: itAuth.auth.patientDescription, icon: UserRound },
  { value: 'doctor', title: it.shell.doctor, description: itAuth.auth.doctorDescription, icon: Stethoscope },
] as const;

/** Spec §2: the account type comes first, as two large selectable cards with radio semantics. */
export function AccountTypePicker({ value, onChange, compact }: { value: AccountType | undefined; onChange: (v: AccountType) => void; compact: boolean }) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend id={`${id}-legend`} className="mb-3 text-sm font-medium text-slate-800">
        {itAuth.auth.accountType}
      </legend>
      <RadioGroup.Root
        aria-labelledby={`${id}-legend`}
        value={value ?? ''}
        onValueChange={(v) => onChange(v === 'doctor' ? 'doctor' : 'user')}
        className="grid grid-cols-2 gap-3"
      >
        {choices.map((c) => {
          const selected = value === c.value;
          const Icon = c.icon;
          return (
            <RadioGroup.Item
              key={c.value}
              value={c.value}
              aria-labelledby={`${id}-${c.value}-title`}
              aria-describedby={`${id}-${c.value}-desc`}
              className={cn(
                'group relative flex flex-col items-start gap-2 rounded-xl border bg-white text-left transition-all',
                compact ? 'p-3' : 'p-4',
                selected
                  ? 'border-brand-700 bg-brand-50/60 ring-1 ring-brand-700'
                  : 'border-slate-300 hover:border-slate-400 hover:bg-slate-50',
              )}
            >
              <span
                className={cn(
                  'inline-flex items-center justify-center rounded-lg',
                  compact ? 'size-8' : 'size-10',
                  selected ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700',
                )}
              >
                <Icon className={compact ? 'size-4' : 'size-5'} aria-hidden="true" />
              </span>
              <span id={`${id}-${c.value}-title`} className="text-sm font-semibold text-slate-900">
                {c.title}
              </span>
              <span id={`${id}-${c.value}-desc`} className={cn('text-xs leading-snug text-slate-600', compact && 'sr-only')}>
                {c.description}
              </span>
              <RadioGroup.Indicator className="absolute top-3 right-3 inline-flex size-5 items-center justify-center rounded-full bg-brand-700 text-white">
                <Check className="size-3" strokeWidth={3} aria-hidden="true" />
              </RadioGroup.Indicator>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </fieldset>
  );
}
