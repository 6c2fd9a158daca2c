import { it } from '../../i18n/it';
import { attendanceStateLabels } from '../../i18n/it-attendance-state';
import type { AppointmentStatus } from './map-appointment';

/**
 * What an appointment's state is called, everywhere (issue 24): the lists, the details, /crm, the
 * sidebar and the server's exports. The spec's 'Attivo'/'Completato' (an inactive visit, even a
 * cancelled future one, read 'Completato') is not followed: docs/ux-choices.md "Appointment states".
 *
 * - cancelled, whenever it was: 'Annullato', with who cancelled it when known;
 * - not cancelled and its end not yet reached: 'Confermato' ('In attesa' for a pending one); a visit
 *   in progress is still 'Confermato', it is not completed before it ends;
 * - not cancelled and ended: 'Completato'.
 *
 * - not cancelled and marked missed by the doctor (issue 26, only possible after its end): 'Non
 *   presentato', decided before 'completed'. A no-show is never a completed visit: whatever decides
 *   review eligibility (issue 28) must take 'completed' only (docs/ux-choices.md).
 */
export type AppointmentStateKind = 'confirmed' | 'pending' | 'cancelled' | 'completed' | 'no-show';

export interface AppointmentState {
  kind: AppointmentStateKind;
  /** The short label of the badge: 'Confermato', 'In attesa', 'Annullato', 'Completato', 'Non presentato'. */
  label: string;
  /** Who cancelled it ('Annullato dal paziente' / 'Annullato dal professionista'), else null. */
  detail: string | null;
}

/** The fields the rule reads; the API's appointment, the client mapping and a database row all give them. */
export interface AppointmentStateInput {
  /** The status as the client maps it (`mapStatus`: confermato → confirmed, annullato → cancelled, else pending). */
  status: AppointmentStatus;
  /** The end of the visit. */
  end: Date;
  cancelledBy?: 'patient' | 'doctor' | null;
  /** Whether the doctor marked the patient absent (issue 26: the appointment's `noShowAt` is set). */
  noShow?: boolean;
}

const a = it.appointmentState;

export function appointmentState(input: AppointmentStateInput, now: Date): AppointmentState {
  if (input.status === 'cancelled') {
    return { kind: 'cancelled', label: a.statusCancelled, detail: input.cancelledBy ? a.cancelledBy(input.cancelledBy) : null };
  }
  if (input.noShow) return { kind: 'no-show', label: attendanceStateLabels.noShow, detail: null };
  if (input.end.getTime() <= now.getTime()) return { kind: 'completed', label: a.statusDone, detail: null };
  if (input.status === 'confirmed') return { kind: 'confirmed', label: a.statusConfirmed, detail: null };
  return { kind: 'pending', label: a.statusPending, detail: null };
}

/** Whether the visit is still ahead (or in progress) and holds its time: what 'Prossimi' and the sidebar show. */
export const isUpcomingState = (state: AppointmentState) => state.kind === 'confirmed' || state.kind === 'pending';
