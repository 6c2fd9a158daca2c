import { isDoctorRole } from '../roles';
import { parseTimeShape } from '../dates/time-shape';
import { DEFAULT_TIME_ZONE, localTimeOf } from '../dates/wall-clock';

/**
 * The client's view of an appointment (spec §3 "Appointment (as used by the client)"), mapped
 * from the server's many shapes. Times are shown in the doctor's time zone, never the browser's.
 */
export type AppointmentStatus = 'confirmed' | 'cancelled' | 'pending';

export interface ClientAppointment {
  id: string;
  patientName: string;
  patientId: string | null;
  professionalId: string | null;
  date: Date;
  end: Date;
  /** 'HH:mm - HH:mm', 24h. */
  time: string;
  type: string;
  category: string;
  status: AppointmentStatus;
  notes: string;
  isActive: boolean;
}

/** The server-side shapes the spec lists; every field optional. */
export interface RawAppointment {
  id?: string;
  title?: string | null;
  type?: string | null;
  category?: string | null;
  status?: string | null;
  notes?: string | null;
  professionalId?: string | null;
  clientId?: string | null;
  patientId?: string | null;
  client?: { userId?: string; id?: string; name?: string; displayName?: string; email?: string; phone?: string } | null;
  clientData?: { displayName?: string; name?: string } | null;
  clientName?: string | null;
  otherParty?: { name?: string } | null;
  professionalName?: string | null;
  serviceName?: string | null;
  dateTime?: unknown;
  endDateTime?: unknown;
}

export const UNKNOWN_CLIENT = 'Cliente sconosciuto';
export const UNKNOWN_PROFESSIONAL = 'Professionista sconosciuto';
export const DEFAULT_APPOINTMENT_TYPE = 'Appuntamento';
export const EXTERNAL_EVENT_CATEGORY = 'Evento esterno';
export const DEFAULT_TIME_RANGE = '00:00 - 01:00';
const HOUR_MS = 3_600_000;

/** confermato → confirmed, annullato → cancelled, anything else → pending (spec §4). */
export function mapStatus(status: string | null | undefined): AppointmentStatus {
  if (status === 'confermato') return 'confirmed';
  if (status === 'annullato') return 'cancelled';
  return 'pending';
}

const firstText = (...values: Array<string | null | undefined>): string | null =>
  values.find((v): v is string => typeof v === 'string' && v.trim() !== '')?.trim() ?? null;

export function counterpartName(raw: RawAppointment, viewerRole: string): string {
  if (isDoctorRole(viewerRole)) {
    return firstText(raw.clientData?.displayName, raw.client?.displayName, raw.clientData?.name, raw.client?.name, raw.clientName) ?? UNKNOWN_CLIENT;
  }
  return firstText(raw.otherParty?.name, raw.professionalName) ?? UNKNOWN_PROFESSIONAL;
}

/** 'start - end' in 24h local time; the default when the start cannot be read. */
export function timeRangeOf(start: Date | null, end: Date | null, timeZone = DEFAULT_TIME_ZONE): string {
  if (!start) return DEFAULT_TIME_RANGE;
  const to = end && end > start ? end : new Date(start.getTime() + HOUR_MS);
  return `${localTimeOf(start, timeZone)} - ${localTimeOf(to, timeZone)}`;
}

export function mapAppointment(raw: RawAppointment, options: { viewerRole: string; now: Date; timeZone?: string }): ClientAppointment {
  const parsedStart = parseTimeShape(raw.dateTime);
  // Spec §5: an invalid start falls back to the current time; a missing or invalid end to start + 1 h.
  const date = parsedStart ?? new Date(options.now.getTime());
  const parsedEnd = parseTimeShape(raw.endDateTime);
  const end = parsedEnd && parsedEnd > date ? parsedEnd : new Date(date.getTime() + HOUR_MS);
  const status = mapStatus(raw.status);
  return {
    id: raw.id ?? '',
    patientName: counterpartName(raw, options.viewerRole),
    patientId: raw.clientId ?? raw.patientId ?? raw.client?.userId ?? raw.client?.id ?? null,
    professionalId: raw.professionalId ?? null,
    date,
    end,
    time: parsedStart ? timeRangeOf(date, end, options.timeZone) : DEFAULT_TIME_RANGE,
    type: firstText(raw.title, raw.type) ?? DEFAULT_APPOINTMENT_TYPE,
    category: firstText(raw.category) ?? DEFAULT_APPOINTMENT_TYPE,
    status,
    notes: raw.notes ?? '',
    isActive: status !== 'cancelled',
  };
}
