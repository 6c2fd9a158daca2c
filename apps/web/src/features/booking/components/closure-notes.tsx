import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { CalendarOff } from 'lucide-react';
import { closuresMeeting, closureWhen, type ClosureTimes } from '@sanity/shared/domain/schedule/schedule-text';

const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/**
 * Under the patient's booking calendar (issue 25): the doctor's notes for the closures of the month
 * shown ('dal 10 agosto 2026 al 14 agosto 2026: Studio chiuso per ferie'). The closed days themselves
 * are greyed out by the engine; a closure without a note needs no words.
 */
export function ClosureNotes({ closures, month }: { closures: ReadonlyArray<ClosureTimes & { note: string }>; month: string }) {
  const t = itSchedule.screens;
  const shown = closuresMeeting(
    closures.filter((c) => c.note.trim() !== ''),
    `${month}-01`,
    lastDayOf(month),
  );
  if (shown.length === 0) return null;
  return (
    <div className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <CalendarOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{t.closedNotesTitle}</p>
        <ul className="flex flex-col gap-1">
          {shown.map((c) => (
            <li key={c.startsAt} className="break-words first-letter:uppercase">
              {t.closedNote(closureWhen(c), c.note)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
