import { SIDEBAR_PATIENT_WINDOW_MONTHS, SIDEBAR_UPCOMING_COUNT } from '@sanity/shared/constants';
import { type ClientAppointment, EXTERNAL_EVENT_CATEGORY, mapAppointment } from '@sanity/shared/domain/appointments/map-appointment';
import { type AppointmentState, appointmentState, isUpcomingState } from '@sanity/shared/domain/appointments/status-label';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { type Appointment } from '@sanity/shared/schemas/appointments';

/**
 * What the appointments views show: the client mapping of spec §3 (`mapAppointment`), plus the
 * server's record (null for the sample entries) and whether the entry is only an example.
 */
export type AppointmentEntry = ClientAppointment & {
  raw: Appointment | null;
  sample: boolean;
  /** An external calendar event covering the whole day (no times to show). */
  allDay?: boolean;
};

/** Spec §6: doctors (and professionista) read the professional endpoint, everyone else the patient one. */
export type AppointmentSource = 'patient' | 'professional';
export const sourceForRole = (role: string): AppointmentSource => (isDoctorRole(role) ? 'professional' : 'patient');

/** The entry's state by the shared rule: 'Confermato', 'Annullato' (and by whom), 'Completato', 'Non presentato'. */
export function stateOf(entry: AppointmentEntry, now: Date): AppointmentState {
  return appointmentState({ status: entry.status, end: entry.end, cancelledBy: entry.raw?.cancelledBy ?? null, noShow: entry.raw?.noShowAt != null }, now);
}

export function toEntries(raws: readonly Appointment[], viewerRole: string, now: Date): AppointmentEntry[] {
  const doctor = isDoctorRole(viewerRole);
  return raws.map((raw) => {
    const entry = mapAppointment(raw, { viewerRole, now });
    // Issue 30: the doctor's views name the person seen (a family member), not the booking account (the contact).
    // Read here, not through features/family: the sidebar is in every page's first load, and a module shared
    // with the family's chunks would become a file of its own there.
    const member = doctor && raw.personSeen?.familyMemberId ? raw.personSeen.name.trim() : '';
    return { ...entry, patientName: member || entry.patientName, raw, sample: false };
  });
}

const FIVE_MINUTES = 5 * 60_000;

/**
 * The sidebar's window (spec §9): now to 3 months ahead for patients. Doctors' appointments come
 * from the professional endpoint; we read 12 months ahead for them (our choice: a doctor's next
 * visits may be booked further away). `now` is floored to 5 minutes so the query key stays stable.
 */
export function upcomingWindow(now: Date, role: string): { timeMin: string; timeMax: string } {
  const from = new Date(Math.floor(now.getTime() / FIVE_MINUTES) * FIVE_MINUTES);
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + (isDoctorRole(role) ? 12 : SIDEBAR_PATIENT_WINDOW_MONTHS));
  return { timeMin: from.toISOString(), timeMax: to.toISOString() };
}

/** Spec §2 Right sidebar: the next appointments that are in the future and active, ascending. */
export function selectUpcoming<T extends ClientAppointment>(items: readonly T[], now: Date, count = SIDEBAR_UPCOMING_COUNT): T[] {
  return items
    .filter((a) => isUpcomingState(appointmentState(a, now)) && a.date.getTime() > now.getTime())
    .sort((a, b) => a.date.getTime() - b.date.getTime())
    .slice(0, count);
}

/** Whether these appointments (the first pages of the sidebar's window) already hold the next `count` to show. */
export function hasEnoughUpcoming(raws: readonly Appointment[], viewerRole: string, now: Date, count = SIDEBAR_UPCOMING_COUNT): boolean {
  return selectUpcoming(toEntries(raws, viewerRole, now), now, count).length >= count;
}

/** The 'Eventi esterni' / 'Solo app' toggle: with external events off, entries of category 'Evento esterno' are hidden. */
export function filterExternal<T extends ClientAppointment>(items: readonly T[], includeExternal: boolean): T[] {
  return includeExternal ? [...items] : items.filter((a) => a.category !== EXTERNAL_EVENT_CATEGORY);
}
