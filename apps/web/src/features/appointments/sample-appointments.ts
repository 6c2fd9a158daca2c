import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { timeRangeOf } from '@sanity/shared/domain/appointments/map-appointment';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { DEFAULT_TIME_ZONE, instantOf } from '@sanity/shared/domain/dates/local-time';
import { type AppointmentEntry } from './appointment-entry';
import { dayKey, type MonthRef } from './month-days';

/** Day of the month, start (minutes from midnight) and length of the two examples. */
const SAMPLES = [
  { day: 12, start: 9 * 60 + 30, minutes: 30 },
  { day: 21, start: 15 * 60, minutes: 45 },
] as const;

/**
 * Spec §2: with no appointments at all, two sample entries are shown on the calendar. They fall in
 * the visible month, are marked `sample` (the UI badges them 'Esempio') and can never be cancelled.
 */
export function buildSampleAppointments(month: MonthRef, viewerRole: string, timeZone = DEFAULT_TIME_ZONE): AppointmentEntry[] {
  const a = itAppointments.appointments;
  const counterpart = isDoctorRole(viewerRole) ? a.samplePatient : a.sampleProfessional;
  return SAMPLES.map((s, i) => {
    const date = instantOf(dayKey(month.year, month.month, s.day), s.start, timeZone) as Date;
    const end = new Date(date.getTime() + s.minutes * 60_000);
    return {
      id: `esempio-${i + 1}`,
      patientName: counterpart,
      patientId: null,
      professionalId: null,
      date,
      end,
      time: timeRangeOf(date, end, timeZone),
      type: a.sampleTitles[i] ?? a.sampleTitles[0],
      category: 'Appuntamento',
      status: 'confirmed',
      notes: '',
      isActive: true,
      raw: null,
      sample: true,
    };
  });
}
