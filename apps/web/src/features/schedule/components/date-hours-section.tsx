import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Button, danger } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { reportServerError } from '../../../lib/server-error';
import { type DateHours, useDateHours, useDeleteDateHours } from '../api/schedule-api';
import { formatDay } from '@sanity/shared/domain/schedule/schedule-text';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateHoursDialog } from './date-hours-dialog';
import { ScheduleSection } from './schedule-section';

/** 'Giorni con orari diversi': dates whose hours replace the weekly ones (an extra Saturday, a shorter Friday). */
export function DateHoursSection({ today }: { today: string }) {
  const t = itSchedule.screens;
  const list = useDateHours();
  const remove = useDeleteDateHours();
  const [editing, setEditing] = useState<DateHours | 'new' | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const upcoming = list.data?.dateHours.filter((d) => d.date >= today) ?? [];

  return (
    <ScheduleSection
      title={t.dateHoursTitle}
      hint={t.dateHoursHint}
      action={
        <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t.addDateHours}
        </Button>
      }
    >
      {list.isPending ? null : list.isError ? (
        <Alert>{errorMessage(list.error)}</Alert>
      ) : upcoming.length === 0 ? (
        <p className="text-sm text-slate-600">{t.dateHoursEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {upcoming.map((d) => (
            <li key={d.date} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <p className="font-medium break-words text-slate-900 first-letter:uppercase">{formatDay(d.date)}</p>
                <p className="text-sm text-slate-600 tabular-nums">{d.windows.length > 0 ? d.windows.map((w) => `${w.start}–${w.end}`).join(', ') : t.closed}</p>
              </div>
              <Button variant="ghost" size="icon-sm" aria-label={t.editDateHours(formatDay(d.date))} onClick={() => setEditing(d)}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button variant="ghost" className={danger.ghost} size="icon-sm" aria-label={t.removeDateHours(formatDay(d.date))} onClick={() => setRemoving(d.date)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing ? <DateHoursDialog today={today} initial={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <ConfirmDialog
          open
          confirm={t.removeConfirm}
          keep={t.keepIt}
          title={t.removeDateHoursTitle}
          text={t.removeDateHoursText(formatDay(removing))}
          pending={remove.isPending}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing, {
              onSuccess: () => {
                toast.success(t.dateHoursRemoved);
                setRemoving(null);
              },
              onError: (error) => reportServerError(error, { title: t.dateHoursRemoveError, fallback: t.dateHoursRemoveError }),
            })
          }
        />
      ) : null}
    </ScheduleSection>
  );
}
