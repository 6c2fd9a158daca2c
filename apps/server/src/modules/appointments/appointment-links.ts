import { PATIENT_CANCEL_CUTOFF_HOURS } from '@sanity/shared/constants';
import { LINK_ACTIONS, linkKeepsCutoff, type LinkAction } from '@sanity/shared/domain/appointments/link-actions';
import { rescheduleRefusal } from '@sanity/shared/domain/appointments/reschedule-rules';
import { doctorDisplayName } from '@sanity/shared/domain/names';
import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { itReschedule } from '@sanity/shared/i18n/it-reschedule';
import type { PracticeAddress } from '@sanity/shared/schemas/practice-address';
import type { AppointmentLink, AppointmentLinkPurpose, ConfirmByLinkResponse } from '@sanity/shared/schemas/reschedule';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sqlStateOf } from '../../lib/db-errors';
import { actionLinkState, createActionLinks, type ActionLinkState } from './action-links';
import { createAppointmentsRepository, type AppointmentRecord } from './appointments.repository';
import { createAttendanceRepository } from './attendance.repository';
import type { MovedBy } from './reschedule';
import { appointmentEvent, type AppointmentEvents } from './appointment-events';

const r = itReschedule;
/** PostgreSQL's foreign_key_violation: a token naming an appointment that no longer exists. */
const FOREIGN_KEY_VIOLATION = '23503';

const LINK_ERRORS: Record<Exclude<ActionLinkState, 'ok'>, AppError> = {
  unknown: new AppError(404, r.linkUnknown, { code: 'link-unknown' }),
  used: new AppError(410, r.linkUsed, { code: 'link-used' }),
  changed: new AppError(409, r.linkChanged, { code: 'link-changed' }),
  expired: new AppError(410, r.linkExpired, { code: 'link-expired' }),
};

/** The full URLs of a confirmation's or reminder's links (contract 2 of issue 26), each on its own public page of apps/web. */
export interface ReminderLinks {
  confirm: string;
  cancel: string;
  reschedule: string;
}

/**
 * The signed links of an appointment's messages, without signing in (ADR 0022): issue 25's after a
 * doctor's move (choose another time, cancel; no cut-off) and issue 26's of the confirmation and the
 * reminders ('Confermo la presenza', 'Disdici', 'Sposta', and 'manage' for the SMS), which keep the
 * patient's 24-hour cut-off. A link is tied to its appointment by its stored row (the URL carries no
 * appointment id, which would only lengthen the SMS), single use, and dead once the visit started,
 * moved or was cancelled. Pages read with GET and act only with POST: mail scanners follow links.
 */
export function createAppointmentLinks({
  db,
  publicUrl,
  locationOf,
  moveRecord,
  cancelRecord,
  events,
}: {
  db: Db;
  /** Issue 31: the patient's confirmation reported in its transaction (webhooks). */
  events: AppointmentEvents;
  /** The web app's address, for the full URLs of `reminderLinksFor`. */
  publicUrl: string;
  /** The doctor's practice address (the too-late page says where to find them). */
  locationOf: (doctorId: string) => Promise<PracticeAddress | null>;
  moveRecord: (record: AppointmentRecord, start: Date, now: Date, by: MovedBy, ignoreCutoff: boolean, inTx?: (tx: Db) => Promise<void>) => Promise<AppointmentRecord>;
  /** The service's cancellation (e-mails, calendar, freed time) with `inTx` run in its transaction. */
  cancelRecord: (record: AppointmentRecord, by: 'patient' | 'doctor', now: Date, inTx: (tx: Db) => Promise<void>) => Promise<unknown>;
}) {
  const repo = createAppointmentsRepository(db);
  const links = createActionLinks(db);

  /** The token's appointment and purpose when the link works now for `action`; the link's Italian refusal otherwise. */
  async function target(raw: string, now: Date, action?: LinkAction): Promise<{ record: AppointmentRecord; purpose: AppointmentLinkPurpose }> {
    const token = await links.find(raw);
    const record = token ? await repo.findById(token.appointmentId) : null;
    const state = actionLinkState(token, record?.row ?? null, now);
    if (state !== 'ok') throw LINK_ERRORS[state];
    const purpose = token!.purpose as AppointmentLinkPurpose;
    // A link used for what it does not do is as good as unknown (a confirm link cannot cancel).
    if (action && !LINK_ACTIONS[purpose]?.includes(action)) throw LINK_ERRORS.unknown;
    return { record: record!, purpose };
  }

  /** The link consumed in the change's transaction: a link used meanwhile rolls the change back. */
  const consuming = (raw: string, purpose: AppointmentLinkPurpose, record: AppointmentRecord, now: Date) => async (tx: Db) => {
    if (!(await links.consume(tx, raw, purpose, record.row.startsAt, now))) throw LINK_ERRORS.used;
  };

  /** Past the patient's cut-off for a link that keeps it: cancelling or moving is refused (its page says so first). */
  const tooLate = (record: AppointmentRecord, purpose: AppointmentLinkPurpose, now: Date) =>
    linkKeepsCutoff(purpose) && LINK_ACTIONS[purpose].some((x) => x !== 'confirm') && rescheduleRefusal(record.row, 'patient', now) === 'cutoff';

  /** What a link's page shows: the visit, no notes, no intake answers (whoever holds the message learns nothing it did not say). */
  async function linkOf(record: AppointmentRecord, purpose: AppointmentLinkPurpose, now: Date): Promise<AppointmentLink> {
    const { row, doctor } = record;
    return {
      purpose,
      attendanceConfirmed: row.attendanceConfirmedAt !== null,
      tooLate: tooLate(record, purpose, now),
      location: record.location !== undefined ? record.location : await locationOf(row.doctorId),
      appointment: {
        id: row.id,
        professionalId: row.doctorId,
        professionalName: doctorDisplayName(doctor),
        serviceId: row.serviceId,
        serviceName: row.serviceName,
        dateTime: row.startsAt.toISOString(),
        endDateTime: row.endsAt.toISOString(),
        duration: row.durationMinutes,
        mode: row.mode,
      },
    };
  }

  /** The visit when it can still change (not cancelled, not started); null otherwise. */
  async function changeable(id: string, now: Date): Promise<AppointmentRecord | null> {
    const record = await repo.findById(id);
    return !record || record.row.status === 'annullato' || record.row.startsAt <= now ? null : record;
  }

  const page = (path: string, token: string) => `${publicUrl}/appuntamento/${path}?token=${token}`;

  return {
    /** GET /api/appointment-links/:token: what the link does and the visit as it is. */
    async linkInfo(raw: string, now: Date): Promise<AppointmentLink> {
      const { record, purpose } = await target(raw, now);
      return linkOf(record, purpose, now);
    },

    /** The patient moves the visit from a link: no sign-in; the cut-off only for a doctor's-move link lifted; the link used up with the move. */
    async moveByLink(raw: string, dateTime: Date, now: Date): Promise<AppointmentLink> {
      const { record, purpose } = await target(raw, now, 'reschedule');
      const moved = await moveRecord(record, dateTime, now, 'patient', !linkKeepsCutoff(purpose), consuming(raw, purpose, record, now));
      return linkOf(moved, purpose, now);
    },

    /** The patient cancels from a link: no sign-in; a confirmation's or reminder's link only outside the 24-hour cut-off (409 with how to reach the practice). */
    async cancelByLink(raw: string, now: Date): Promise<AppointmentLink> {
      const { record, purpose } = await target(raw, now, 'cancel');
      if (tooLate(record, purpose, now)) throw new AppError(409, itAppointments.appointments.cancelTooLate(PATIENT_CANCEL_CUTOFF_HOURS), { code: 'failed-precondition' });
      await cancelRecord(record, 'patient', now, consuming(raw, purpose, record, now));
      return linkOf({ ...record, row: { ...record.row, status: 'annullato' } }, purpose, now);
    },

    /**
     * 'Confermo la presenza' (issue 26): sets the appointment's `attendance_confirmed_at` once. A
     * second click, or another link once confirmed, is told it is already confirmed (not an error).
     * A 'confirm' link is used up; the 'manage' link is not (its page still offers cancel and move).
     */
    async confirmByLink(raw: string, now: Date): Promise<ConfirmByLinkResponse> {
      const { record, purpose } = await target(raw, now, 'confirm');
      const alreadyConfirmed = record.row.attendanceConfirmedAt !== null;
      let row = record.row;
      if (!alreadyConfirmed) {
        const confirmed = await db.transaction(async (tx) => {
          const updated = await createAttendanceRepository(tx).confirmAttendance(row.id, row.startsAt, now);
          if (updated && purpose === 'confirm') await links.consume(tx, raw, purpose, row.startsAt, now);
          if (updated) await events.emit(tx, appointmentEvent('appointment.confirmed', updated, now));
          return updated;
        });
        events.flush();
        if (confirmed) row = confirmed;
        else {
          // Cancelled, moved or confirmed between the read and the update: the row as it is now says which.
          const current = await target(raw, now, 'confirm');
          row = current.record.row;
        }
      }
      return { ...(await linkOf({ ...record, row }, purpose, now)), alreadyConfirmed };
    },

    /** AppointmentNoticeSource (issue 25): two new links for the patient's e-mail after a doctor's move; null when it cannot change any more. */
    async actionLinksFor(id: string, now: Date): Promise<{ reschedule: string; cancel: string } | null> {
      const record = await changeable(id, now);
      if (!record) return null;
      return links.issue(id, ['reschedule', 'cancel'], record.row.startsAt, now);
    },

    /**
     * AppointmentNoticeSource (issue 26, contract 2): new links for a confirmation or a reminder, as
     * full URLs, valid until the visit starts; null when it is cancelled or started. Each action has
     * its own token (confirming does not spend the link that cancels). `startsAt`: the start of the
     * visit as the caller has just read it, not cancelled (a confirmation's job): it is not read again.
     */
    async reminderLinksFor(id: string, now: Date, startsAt?: Date): Promise<ReminderLinks | null> {
      const start = startsAt ?? (await changeable(id, now))?.row.startsAt;
      if (!start || start <= now) return null;
      let tokens: Record<'confirm' | 'reminder-cancel' | 'reminder-reschedule', string>;
      try {
        tokens = await links.issue(id, ['confirm', 'reminder-cancel', 'reminder-reschedule'], start, now);
      } catch (error) {
        // Deleted since the caller read it (the account was erased): no visit left to act on.
        if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) return null;
        throw error;
      }
      return { confirm: page('conferma', tokens.confirm), cancel: page('annulla', tokens['reminder-cancel']), reschedule: page('sposta', tokens['reminder-reschedule']) };
    },

    /**
     * The SMS's one link: a page with the visit and the three actions, in the short form of
     * /appuntamento/gestisci?token= (the web app redirects), since an SMS counts characters.
     */
    async manageLinkFor(id: string, now: Date): Promise<string | null> {
      const record = await changeable(id, now);
      if (!record) return null;
      const tokens = await links.issue(id, ['manage'], record.row.startsAt, now);
      return `${publicUrl}/g/${tokens.manage}`;
    },
  };
}
