import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { cn } from '../../../lib/cn';

/**
 * Spec §2: 'Eventi esterni' includes the external calendar's events, 'Solo app' hides them. Two
 * pressed-state buttons in a labelled group, so both choices are visible and named.
 */
export function ExternalToggle({ includeExternal, onChange }: { includeExternal: boolean; onChange: (include: boolean) => void }) {
  const a = itAppointments.appointments;
  const option = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={includeExternal === value}
      onClick={() => onChange(value)}
      className={cn(
        'inline-flex h-8 items-center rounded-md px-3 text-sm font-medium transition-colors',
        includeExternal === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label={a.externalToggleLabel} className="inline-flex items-center gap-1 rounded-lg bg-slate-100 p-1">
      {option(true, a.externalEvents)}
      {option(false, a.appOnly)}
    </div>
  );
}
