import { itAttendance } from '@sanity/shared/i18n/it-attendance';
import { itReschedule } from '@sanity/shared/i18n/it-reschedule';
import type { AppointmentLink } from '@sanity/shared/schemas/reschedule';
import { useMutation } from '@tanstack/react-query';
import { CalendarClock, CircleCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, danger } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { cancelByLink, confirmByLink, moveByLink } from '../api/reschedule';
import { home, LinkPage, TooLate, VisitSummary } from '../components/link-page';
import { MoveFlow } from '../components/move-flow';
import { formatWhen } from '../public/when';

const r = itReschedule;
const t = itAttendance;

/** Picking another time from a link; `onMoved` with the new start. A link past the cut-off says so instead. */
function MovePanel({ link, token, onMoved, onBack, backLabel }: { link: AppointmentLink; token: string; onMoved: (when: string) => void; onBack: () => void; backLabel: string }) {
  if (link.tooLate) return <TooLate link={link} />;
  return (
    <>
      <p className="text-sm font-medium text-slate-800">{r.linkWith(link.appointment.serviceName, link.appointment.professionalName)}</p>
      <MoveFlow target={link.appointment} cancelLabel={backLabel} onCancel={onBack} submit={async (dateTime) => onMoved((await moveByLink(token, dateTime)).appointment.dateTime)} />
    </>
  );
}

/** The cancellation's one question and button (the page acts only on this click, never on opening). */
function CancelPanel({ link, token, onCancelled }: { link: AppointmentLink; token: string; onCancelled: () => void }) {
  const cancel = useMutation({ mutationFn: () => cancelByLink(token), onSuccess: onCancelled });
  if (link.tooLate) return <TooLate link={link} />;
  const visit = link.appointment;
  return (
    <>
      <p className="text-sm text-slate-800">{r.linkCancelQuestion(visit.serviceName, visit.professionalName, formatWhen(visit.dateTime))}</p>
      {cancel.isError ? <Alert>{errorMessage(cancel.error, r.cancelError)}</Alert> : null}
      <Button variant="destructive" size="lg" className="w-full" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
        {cancel.isPending ? r.moving : r.linkCancelConfirm}
      </Button>
    </>
  );
}

/** 'Confermo la presenza' as a button; `onConfirmed` with whether it already was. */
function ConfirmButton({ token, onConfirmed, variant = 'primary' }: { token: string; onConfirmed: (already: boolean) => void; variant?: 'primary' | 'outline' }) {
  const confirm = useMutation({ mutationFn: () => confirmByLink(token), onSuccess: (result) => onConfirmed(result.alreadyConfirmed) });
  return (
    <>
      {confirm.isError ? <Alert>{errorMessage(confirm.error, t.confirmError)}</Alert> : null}
      <Button variant={variant} size="lg" className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        <CircleCheck aria-hidden="true" />
        {confirm.isPending ? t.confirming : t.confirmButton}
      </Button>
    </>
  );
}

/**
 * /appuntamento/sposta?token=…: the patient picks another free time of the same service from the
 * e-mail, signed in or not: after a doctor's move without the cut-off (issue 25), from a
 * confirmation or reminder within the patient's rules (issue 26).
 */
export function MoveLinkPage() {
  const [movedTo, setMovedTo] = useState<string | null>(null);
  return (
    <LinkPage
      title={r.linkRescheduleTitle}
      done={movedTo ? r.linkMovedText(formatWhen(movedTo)) : null}
      ready={(link, token) => (
        <>
          <MovePanel link={link} token={token} onMoved={setMovedTo} backLabel={r.goHome} onBack={() => window.location.assign('/')} />
          {link.tooLate ? home : null}
        </>
      )}
    />
  );
}

/** /appuntamento/annulla?token=…: the patient confirms the cancellation from the e-mail (the cut-off as the link says). */
export function CancelLinkPage() {
  const [cancelled, setCancelled] = useState(false);
  return (
    <LinkPage
      title={r.linkCancelTitle}
      done={cancelled ? r.linkCancelledText : null}
      ready={(link, token) => (
        <>
          <CancelPanel link={link} token={token} onCancelled={() => setCancelled(true)} />
          {home}
        </>
      )}
    />
  );
}

/** /appuntamento/conferma?token=… (issue 26): 'Confermo la presenza' from a confirmation or reminder; a second visit says it is already confirmed. */
export function ConfirmLinkPage() {
  const [result, setResult] = useState<'confirmed' | 'already' | null>(null);
  return (
    <LinkPage
      title={t.confirmTitle}
      done={result === 'confirmed' ? t.confirmedText : result === 'already' ? t.alreadyConfirmedText : null}
      ready={(link, token) =>
        link.attendanceConfirmed ? (
          <>
            <VisitSummary link={link} when={formatWhen(link.appointment.dateTime)} />
            <p role="status" className="text-sm font-medium text-emerald-800">
              {t.alreadyConfirmedText}
            </p>
            {home}
          </>
        ) : (
          <>
            <p className="text-sm text-slate-800">{t.confirmQuestion(link.appointment.serviceName, link.appointment.professionalName, formatWhen(link.appointment.dateTime))}</p>
            <ConfirmButton token={token} onConfirmed={(already) => setResult(already ? 'already' : 'confirmed')} />
            {home}
          </>
        )
      }
    />
  );
}

/**
 * /appuntamento/gestisci?token=… (issue 26): the SMS's one link. The visit (day, time, doctor, where)
 * and its three actions; confirming keeps the page usable, cancelling or moving ends it.
 */
export function ManageLinkPage() {
  const [mode, setMode] = useState<'menu' | 'cancel' | 'move'>('menu');
  const [confirmed, setConfirmed] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <LinkPage
      title={r.linkPageTitle}
      done={done}
      ready={(link, token) => {
        if (mode === 'move') return <MovePanel link={link} token={token} backLabel={r.back} onBack={() => setMode('menu')} onMoved={(when) => setDone(r.linkMovedText(formatWhen(when)))} />;
        return (
          <>
            <VisitSummary link={link} when={formatWhen(link.appointment.dateTime)} />
            {mode === 'cancel' ? (
              <>
                <CancelPanel link={link} token={token} onCancelled={() => setDone(r.linkCancelledText)} />
                <Button variant="outline" size="lg" className="w-full" onClick={() => setMode('menu')}>
                  {r.back}
                </Button>
              </>
            ) : (
              <>
                {link.attendanceConfirmed || confirmed ? (
                  <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
                    <CircleCheck className="size-4" aria-hidden="true" />
                    {t.attendanceConfirmed}
                  </p>
                ) : (
                  <>
                    <p className="text-sm font-medium text-slate-800">{t.manageIntro}</p>
                    <ConfirmButton token={token} onConfirmed={() => setConfirmed(true)} />
                  </>
                )}
                {link.tooLate ? (
                  <TooLate link={link} />
                ) : (
                  <div className="grid gap-3 sm:grid-cols-2">
                    <Button variant="outline" size="lg" onClick={() => setMode('move')}>
                      <CalendarClock aria-hidden="true" />
                      {t.rescheduleButton}
                    </Button>
                    <Button variant="outline" className={danger.outline} size="lg" onClick={() => setMode('cancel')}>
                      <X aria-hidden="true" />
                      {t.cancelButton}
                    </Button>
                  </div>
                )}
              </>
            )}
          </>
        );
      }}
    />
  );
}
