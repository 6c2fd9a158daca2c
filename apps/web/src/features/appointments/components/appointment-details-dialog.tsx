import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itReschedule } from '@sanity/shared/i18n/it-reschedule';
import { PATIENT_CANCEL_CUTOFF_HOURS } from '@sanity/shared/constants';
import { EXTERNAL_EVENT_CATEGORY } from '@sanity/shared/domain/appointments/map-appointment';
import { formatEuro } from '@sanity/shared/domain/money';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, danger } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { useActingPractice } from '../../auth/api/get-me';
import { Textarea } from '../../../components/ui/input';
import { MapAddress } from '../../../components/ui/map-address';
import { type AppointmentEntry, stateOf, toEntries } from '../appointment-entry';
import { useCancelAppointment } from '../api/cancel-appointment';
import { appointmentQueryOptions } from '../api/get-appointment';
import { counterpartName } from '../counterpart-name';
import { AppointmentStateBadge } from './appointment-state-badge';
import { IntakeAnswers } from './intake-answers';
import { longDateWithWeekday } from '../long-date';
import { formatWhen } from '../../reschedule/public/when';
import { LazyRescheduleDialog } from '../../reschedule/public/reschedule-dialog';
import { WaitlistForAppointment } from './waitlist-for-appointment';
import { NoShowAction } from './no-show-action';
import { AttendanceConfirmedBadge } from './attendance-confirmed-badge';
import { VisitReview } from '../../reviews/public/visit-review';
import { TelevisitBadge } from '../../video/public/televisit-badge';
import { VideoRoomAction } from '../../video/public/video-room-action';
import { AppointmentDocuments } from '../../documents/public/appointment-documents';
import { itVideo, itVideoScreens } from '@sanity/shared/i18n/it-video';
import { itFamily } from '@sanity/shared/i18n/it-family';
import { PersonSeenRows } from '../../family/public/appointment-people';
import { seenMember } from '../../family/public/person-seen';

const a = itAppointments.appointments;

type Props = { entry: AppointmentEntry; viewerRole: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * 'Dettagli Appuntamento' (spec §2 Right sidebar): Titolo, Data, Orario, Stato and, unless it is an
 * external event, the counterpart (the professional to role user, the patient to others, §6), read
 * fresh from GET /api/appointments/:id; the intake answers under 'Risposte del paziente' (issue 15);
 * 'Annulla appuntamento' when the server says it may be cancelled. Loaded lazily (appointment-details-host.tsx).
 */
export default function AppointmentDetailsDialog({ entry, viewerRole, open, onOpenChange }: Props) {
  const doctorViewer = isDoctorRole(viewerRole);
  // Issue 30: staff see the practice's visit as its doctor would, without what the server keeps from them:
  // the documents without 'accesso clinico' (answers and notes come empty), never the video room.
  const practice = useActingPractice();
  // An external calendar event has no appointment behind it (spec: shown without counterpart).
  const fromApp = !entry.sample && entry.category !== EXTERNAL_EVENT_CATEGORY;
  const detail = useQuery({ ...appointmentQueryOptions(entry.id), enabled: fromApp });
  const [now] = useState(() => new Date());
  const shown: AppointmentEntry = detail.data ? (toEntries([detail.data], viewerRole, now)[0] ?? entry) : entry;
  const raw = detail.data ?? entry.raw;
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const descriptionId = useId();

  const validStart = raw ? !Number.isNaN(Date.parse(raw.dateTime)) : true;
  const date = validStart ? longDateWithWeekday(shown.date) : null;
  const external = shown.category === EXTERNAL_EVENT_CATEGORY;
  // Issue 29: an online visit has its room instead of an address, and both sides see it.
  const online = raw?.mode === 'online';
  // Issue 30: a family member's visit shows the member ('Paziente') and, to the doctor, the holder as contact.
  const member = seenMember(raw);

  let counterpart: ReactNode;
  if (entry.sample) {
    counterpart = shown.patientName;
  } else if (detail.isPending) {
    counterpart = <span className="text-slate-600">{a.loading}</span>;
  } else if (!detail.data || (!doctorViewer && !detail.data.professionalId)) {
    counterpart = <span className="text-slate-600">{doctorViewer ? a.patientUnavailable : a.professionalUnavailable}</span>;
  } else if (doctorViewer) {
    counterpart = counterpartName(detail.data, viewerRole);
  } else {
    counterpart = (
      <Link to={`/doctor/${encodeURIComponent(detail.data.professionalId)}`} className="font-medium text-brand-700 underline-offset-4 hover:underline" onClick={() => onOpenChange(false)}>
        {counterpartName(detail.data, viewerRole)}
      </Link>
    );
  }

  const cancelled = shown.status === 'cancelled';
  const canCancel = !entry.sample && detail.data?.canCancel === true && !cancelled;
  // Issue 25: 'Sposta' when the server says it may move now; a patient past the cut-off is told why not.
  const canMove = !entry.sample && detail.data?.canReschedule === true && !cancelled;
  const moveTooLate = !doctorViewer && detail.data !== undefined && !canMove && !cancelled && Date.parse(detail.data.dateTime) > now.getTime();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" hideClose aria-describedby={entry.sample ? descriptionId : undefined}>
        <DialogHeader>
          <DialogTitle>{a.detailsTitle}</DialogTitle>
          {entry.sample ? (
            <DialogDescription id={descriptionId} className="flex flex-col items-start gap-2">
              <Badge tone="amber">{a.sampleBadge}</Badge>
              <span>{a.sampleNotCancellable}</span>
            </DialogDescription>
          ) : (
            <DialogDescription className="sr-only">{shown.type}</DialogDescription>
          )}
        </DialogHeader>
        <dl className="grid grid-cols-[minmax(0,7rem)_1fr] gap-x-4 gap-y-3 text-sm">
          <dt className="font-medium text-slate-600">{a.fieldTitle}</dt>
          <dd className="font-semibold break-words text-slate-900">{shown.type}</dd>
          <dt className="font-medium text-slate-600">{a.fieldDate}</dt>
          <dd className="text-slate-900">{date ?? a.dateUnavailable}</dd>
          <dt className="font-medium text-slate-600">{a.fieldTime}</dt>
          <dd className="text-slate-900 tabular-nums">
            {shown.time}
            {raw?.previousDateTime && !cancelled ? <span className="block text-xs text-slate-600">{itReschedule.movedFrom(formatWhen(raw.previousDateTime))}</span> : null}
          </dd>
          <dt className="font-medium text-slate-600">{a.fieldStatus}</dt>
          <dd className="flex flex-wrap items-center gap-2">
            {/* The shared rule (issue 24), not the spec's 'Attivo'/'Completato': docs/ux-choices.md "Appointment states". */}
            <AppointmentStateBadge state={stateOf(shown, now)} withDetail />
            {/* Issue 26: the patient confirmed from a message's link; both parties see it. */}
            <AttendanceConfirmedBadge entry={shown} />
          </dd>
          {cancelled && raw?.cancelReason ? (
            <>
              <dt className="font-medium text-slate-600">{a.cancelReasonShown}</dt>
              <dd className="break-words text-slate-900">{raw.cancelReason}</dd>
            </>
          ) : null}
          {external || (doctorViewer && member) ? null : (
            <>
              <dt className="font-medium text-slate-600">{doctorViewer ? a.fieldPatient : a.fieldProfessional}</dt>
              <dd className="break-words text-slate-900">{counterpart}</dd>
            </>
          )}
          {external ? null : <PersonSeenRows raw={raw} viewer={doctorViewer ? 'doctor' : 'patient'} />}
          {fromApp && raw ? (
            <>
              <dt className="font-medium text-slate-600">{itVideoScreens.modeLabel}</dt>
              <dd className="text-slate-900">{online ? <TelevisitBadge /> : itVideo.modeInStudio}</dd>
            </>
          ) : null}
          {/* Where the visit takes place (issue 15), for the patient and the doctor alike; none for external events nor online visits. */}
          {!external && !online && raw?.location ? (
            <>
              <dt className="font-medium text-slate-600">{itSettings.practiceAddress.location}</dt>
              <dd className="text-slate-900">
                <MapAddress address={raw.location} />
              </dd>
            </>
          ) : null}
          {raw?.serviceName && raw.serviceName !== shown.type ? (
            <>
              <dt className="font-medium text-slate-600">{a.fieldService}</dt>
              <dd className="break-words text-slate-900">{raw.serviceName}</dd>
            </>
          ) : null}
          {/* The price the booking showed (issue 24); none when the visit was booked without one. */}
          {fromApp && raw && raw.price > 0 ? (
            <>
              <dt className="font-medium text-slate-600">{a.fieldPrice}</dt>
              <dd className="text-slate-900 tabular-nums">{formatEuro(raw.price)}</dd>
            </>
          ) : null}
          {shown.notes ? (
            <>
              <dt className="font-medium text-slate-600">{a.fieldNotes}</dt>
              <dd className="break-words whitespace-pre-line text-slate-900">{shown.notes}</dd>
            </>
          ) : null}
        </dl>
        {/* The room's button for both sides (issue 29): on while it is open, else when it opens; gone once cancelled. */}
        {fromApp && online && !cancelled && !practice ? <VideoRoomAction appointmentId={entry.id} className="border-t border-slate-100 pt-4" /> : null}
        {!fromApp ? null : <IntakeAnswers answers={raw?.customFields} title={member ? itFamily.intakeFor(member.name) : undefined} className="mt-1 border-t border-slate-100 pt-4" />}
        {fromApp && detail.data && (!practice || practice.clinical) ? (
          <AppointmentDocuments appointment={detail.data} viewer={practice ? 'other' : doctorViewer ? 'doctor' : 'patient'} now={now} className="border-t border-slate-100 pt-4" />
        ) : null}
        {moveTooLate ? <p className="text-sm text-slate-600">{itReschedule.tooLateHint(PATIENT_CANCEL_CUTOFF_HOURS)}</p> : null}
        {!doctorViewer && detail.data?.status === 'confermato' && new Date(detail.data.dateTime) > now ? <WaitlistForAppointment appointment={detail.data} /> : null}
        {/* Issue 28: a visit that has ended offers its patient 'Lascia una recensione', or shows the review's state. */}
        {!doctorViewer && detail.data?.status === 'confermato' && new Date(detail.data.endDateTime) <= now ? <VisitReview appointmentId={detail.data.id} /> : null}
        {/* Three actions do not fit the small dialog's row: they wrap rather than overflow. */}
        <DialogFooter className="sm:flex-wrap">
          {doctorViewer && detail.data ? <NoShowAction appointment={detail.data} /> : null}
          {canMove ? (
            <Button variant="outline" onClick={() => setMoving(true)} aria-label={itReschedule.actionLabel}>
              <CalendarClock aria-hidden="true" />
              {itReschedule.action}
            </Button>
          ) : null}
          {canCancel ? (
            <Button variant="outline" className={danger.outline} onClick={() => setConfirming(true)}>
              {a.cancel}
            </Button>
          ) : null}
          <DialogClose asChild>
            <Button variant={canCancel || canMove || detail.data?.canMarkNoShow || detail.data?.canUndoNoShow ? 'secondary' : 'primary'}>{a.close}</Button>
          </DialogClose>
        </DialogFooter>
        {confirming ? <CancelConfirmDialog appointmentId={entry.id} onDone={() => setConfirming(false)} /> : null}
        {moving && detail.data ? (
          <LazyRescheduleDialog
            appointment={{ id: detail.data.id, professionalId: detail.data.professionalId, serviceId: detail.data.serviceId, serviceName: detail.data.serviceName, duration: detail.data.duration, dateTime: detail.data.dateTime }}
            onClose={() => setMoving(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** The confirmation with the optional reason; the server's refusal (e.g. within 24 hours for patients) is toasted. */
function CancelConfirmDialog({ appointmentId, onDone }: { appointmentId: string; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const cancel = useCancelAppointment({ onCancelled: onDone });
  return (
    <Dialog open onOpenChange={(o) => (!o && !cancel.isPending ? onDone() : undefined)}>
      <DialogContent size="sm" role="alertdialog" hideClose>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            cancel.mutate({ id: appointmentId, reason });
          }}
        >
          <DialogHeader>
            <DialogTitle>{a.cancelTitle}</DialogTitle>
            <DialogDescription>{a.cancelText}</DialogDescription>
          </DialogHeader>
          <Field label={a.cancelReasonLabel}>
            {(control) => (
              <Textarea {...control} value={reason} maxLength={500} rows={3} placeholder={a.cancelReasonPlaceholder} onChange={(e) => setReason(e.target.value)} />
            )}
          </Field>
          <DialogFooter>
            <Button variant="outline" onClick={onDone} disabled={cancel.isPending}>
              {a.cancelKeep}
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? a.cancelling : a.cancelConfirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
