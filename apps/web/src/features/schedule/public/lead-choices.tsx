import { REMINDER_LEAD_CHOICES, REMINDER_LEADS_MAX } from '@sanity/shared/domain/reminders/cadence';
import { itReminders as r } from '@sanity/shared/i18n/it-reminders';
import { useId } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field';

/**
 * The reminder leads to tick (issue 26), 1 week … 1 hour before the visit, at most three: a fourth
 * box is disabled while three are ticked. Used by the doctor's card and the admin's default.
 */
export function LeadChoices({ value, onChange, legend, hint, error, disabled }: { value: readonly number[]; onChange: (leads: number[]) => void; legend: string; hint: string; error?: string | undefined; disabled?: boolean }) {
  const id = useId();
  // A value outside the choices (saved through the API) stays shown and can be unticked.
  const choices = [...new Set([...REMINDER_LEAD_CHOICES, ...value])].sort((a, b) => b - a);
  const full = value.length >= REMINDER_LEADS_MAX;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`} disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {choices.map((lead) => {
          const checked = value.includes(lead);
          return (
            <CheckboxField
              key={lead}
              label={r.leadBefore(lead)}
              checked={checked}
              disabled={disabled || (!checked && full)}
              onCheckedChange={(on) => onChange(on ? [...value, lead].sort((a, b) => b - a) : value.filter((l) => l !== lead))}
            />
          );
        })}
      </div>
      {error ? <FieldError>{error}</FieldError> : null}
    </fieldset>
  );
}
