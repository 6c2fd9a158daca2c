import { itBooking } from '@sanity/shared/i18n/it-booking';
import { cn } from '../../../lib/cn';

const b = itBooking.booking;

type Props<S extends string> = { steps: readonly S[]; current: number; names: Record<S, string> };

/**
 * The steps of a booking dialog as a bar with their names ('Passo 2 di 4: …' on phones): the patient's
 * booking dialog and the practice's 'Prenota per un paziente' (issue 30).
 */
export function StepIndicator<S extends string>({ steps, current, names }: Props<S>) {
  return (
    <nav aria-label={b.stepsLabel}>
      <p aria-hidden="true" className="text-sm font-medium text-brand-800 sm:hidden">
        {b.stepOf(current + 1, steps.length, names[steps[current]!])}
      </p>
      <ol className="mt-2 flex gap-1.5 sm:mt-0 sm:gap-2">
        {steps.map((step, i) => (
          <li key={step} aria-current={i === current ? 'step' : undefined} className="flex flex-1 flex-col gap-1.5">
            <span className={cn('h-1.5 rounded-full', i <= current ? 'bg-brand-700' : 'bg-slate-200')} aria-hidden="true" />
            <span className={cn('sr-only text-xs sm:not-sr-only', i === current ? 'font-semibold text-brand-800' : 'text-slate-600')}>{names[step]}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
