import type { Appointment, AppointmentWindowQuery } from '@sanity/shared/schemas/appointments';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { PracticeAddressService } from '../practice/address.service';
import { readsClinical, toAppointmentDto, withoutPatientNotes, type Viewer } from './appointments.dto';
import { windowDirection, type AppointmentRecord, type ListedRecord, type TimeWindow } from './appointments.repository';

/** One page of a list of appointments (GET /api/appointments, /professional; a /crm history). */
export type AppointmentPage = { appointments: Appointment[]; nextCursor: string | null };

/** The repository's window for one page: one row more than the page, to know whether another follows. */
export function windowOf(query: AppointmentWindowQuery, now: Date): TimeWindow {
  const bounds = {
    from: query.timeMin ? new Date(query.timeMin) : undefined,
    to: query.timeMax ? new Date(query.timeMax) : undefined,
    period: query.period ? { kind: query.period, now } : undefined,
  };
  const after = query.cursor === undefined ? undefined : decodePageCursor(windowDirection(bounds), query.cursor);
  return { ...bounds, limit: query.limit + 1, ...(after ? { after } : {}) };
}

/** The answer for `viewer`: without the patient's notes and answers for a collaborator without the clinical grant. */
export const asSeenBy = (viewer: Viewer, dto: Appointment): Appointment => (readsClinical(viewer) ? dto : withoutPatientNotes(dto));

export type AppointmentViews = ReturnType<typeof createAppointmentViews>;

/**
 * Appointments as a viewer sees them, each with its doctor's practice address as it is now; a
 * collaborator without 'accesso clinico' (issue 30) without the patient's notes and answers, in
 * every answer that goes through here (a read, a cancellation, a move, a no-show, a /crm history).
 */
export function createAppointmentViews(practiceAddress: Pick<PracticeAddressService, 'get' | 'getMany'>) {
  /** One appointment as `viewer` sees it, with its doctor's practice address (read with the record when it was read by id). */
  async function dtoOf(record: AppointmentRecord, viewer: Viewer, now: Date): Promise<Appointment> {
    return asSeenBy(viewer, toAppointmentDto(record, viewer, now, record.location !== undefined ? record.location : await practiceAddress.get(record.row.doctorId)));
  }

  /** A page of appointments as `viewer` sees them, with the cursor of the next one; the doctors' addresses in one statement. */
  async function appointmentPage(rows: ListedRecord[], limit: number, kind: 'asc' | 'desc', viewer: Viewer, now: Date): Promise<AppointmentPage> {
    const { items, nextCursor } = pageOf(rows, limit, kind, (r) => ({ at: r.sortKey, id: r.row.id }));
    const addressOf = await practiceAddress.getMany([...new Set(items.map((r) => r.row.doctorId))]);
    return { appointments: items.map((r) => asSeenBy(viewer, toAppointmentDto(r, viewer, now, addressOf.get(r.row.doctorId) ?? null))), nextCursor };
  }

  return { dtoOf, appointmentPage };
}