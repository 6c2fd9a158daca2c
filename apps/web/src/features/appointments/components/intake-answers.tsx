import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { type IntakeAnswer } from '@sanity/shared/schemas/appointments';
import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { shownAnswers } from '../intake-answers';

const a = itAppointments.appointments;

/** `title`: the heading in place of 'Risposte del paziente' (issue 30: 'Risposte per Luca Rossi', a family member's visit). */
type Props = { answers: readonly IntakeAnswer[] | undefined; heading?: 'h3' | 'h4'; className?: string; title?: string };

/**
 * 'Risposte del paziente' (issue 15): the intake answers with their question labels. Renders
 * nothing without answers. The server sends them only to the appointment's doctor and patient.
 */
export function IntakeAnswers({ answers, heading: Heading = 'h3', className, title }: Props) {
  const headingId = useId();
  const rows = shownAnswers(answers);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-2', className)}>
      <Heading id={headingId} className="text-sm font-semibold text-slate-900">
        {title ?? a.intakeAnswers}
      </Heading>
      <dl className="flex flex-col gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm">
        {rows.map((row) => (
          <div key={row.id} className="grid gap-0.5 sm:grid-cols-[minmax(0,11rem)_1fr] sm:gap-3">
            <dt className="break-words text-slate-600">{row.label}</dt>
            <dd className={cn('font-medium break-words text-slate-900', row.long && 'whitespace-pre-line')}>{row.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
