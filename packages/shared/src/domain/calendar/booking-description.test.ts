import { describe, expect, it } from 'vitest';
import { itSettings } from '../../i18n/it-settings';
import { APPOINTMENT_ID_LABEL, BOOKING_MARKER, bookingEventUid, buildBookingDescription, PATIENT_ID_LABEL } from './booking-description';
import { bookingEventTitle } from './booking-title';
import { parseRemoteEvent } from './parse-remote-event';

describe('the description of a pushed booking', () => {
  it('is the marker, the patient id and the appointment id, one a line, and nothing else by default', () => {
    const text = buildBookingDescription({ appointmentId: 'app-1', patientId: 'pat-7', serviceName: 'Visita cardiologica', detailed: false });
    expect(text).toBe(`${BOOKING_MARKER}\n${PATIENT_ID_LABEL} pat-7\n${APPOINTMENT_ID_LABEL} app-1`);
    expect(text).not.toContain('cardiologica');
  });

  it('adds the service name only with detailed titles, on one line that cannot forge an id line', () => {
    const text = buildBookingDescription({ appointmentId: 'a', patientId: 'p', serviceName: 'Visita\nID Paziente: altro', detailed: true });
    expect(text.split('\n')).toEqual([BOOKING_MARKER, 'ID Paziente: p', 'ID Appuntamento: a', 'Servizio: Visita ID Paziente: altro']);
    expect(parseRemoteEvent({ summary: 'x', description: text })).toMatchObject({ kind: 'booking', patientId: 'p', appointmentId: 'a' });
    expect(buildBookingDescription({ appointmentId: 'a', patientId: 'p', serviceName: '  ', detailed: true }).split('\n')).toHaveLength(3);
  });

  it('is read back by the parser as the same booking', () => {
    const text = buildBookingDescription({ appointmentId: 'app-1', patientId: 'pat-7', detailed: false });
    expect(parseRemoteEvent({ summary: bookingEventTitle(null, false), description: text })).toEqual({
      kind: 'booking',
      patientId: 'pat-7',
      appointmentId: 'app-1',
      type: 'Appuntamento',
      category: 'Appuntamento',
    });
  });

  it('uses the same marker sentence as the e-mailed invitation, and the same uid', () => {
    expect(itSettings.notifications.eventDescription).toBe(BOOKING_MARKER);
    expect(BOOKING_MARKER).toBe('Appuntamento prenotato su Sanity.');
    expect(bookingEventUid('abc')).toBe('abc@sanity');
  });
});
