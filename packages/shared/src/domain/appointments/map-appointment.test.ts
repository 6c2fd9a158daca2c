import { describe, expect, it } from 'vitest';
import { mapAppointment, mapStatus, timeRangeOf } from './map-appointment';

const now = new Date('2026-11-22T12:00:00Z');
const base = { id: 'a1', dateTime: '2026-12-01T09:00:00Z', endDateTime: { _seconds: Date.parse('2026-12-01T09:30:00Z') / 1000 } };

describe('appointment mapping (spec §3)', () => {
  it('maps the status and whether it is active', () => {
    expect(mapStatus('confermato')).toBe('confirmed');
    expect(mapStatus('annullato')).toBe('cancelled');
    for (const s of ['in attesa', '', null, undefined]) expect(mapStatus(s)).toBe('pending');
    expect(mapAppointment({ ...base, status: 'annullato' }, { viewerRole: 'user', now }).isActive).toBe(false);
    expect(mapAppointment({ ...base, status: 'pending' }, { viewerRole: 'user', now }).isActive).toBe(true);
  });
  it('shows the local 24h time range in Europe/Rome, whatever the shape of the times', () => {
    expect(mapAppointment(base, { viewerRole: 'user', now }).time).toBe('10:00 - 10:30');
    expect(mapAppointment({ ...base, dateTime: { seconds: Date.parse('2026-07-01T16:15:00Z') / 1000 }, endDateTime: null }, { viewerRole: 'user', now }).time).toBe(
      '18:15 - 19:15',
    );
  });
  it('an unreadable start gives the default time and falls back to now', () => {
    const a = mapAppointment({ ...base, dateTime: 'ieri' }, { viewerRole: 'user', now });
    expect(a.time).toBe('00:00 - 01:00');
    expect(a.date.getTime()).toBe(now.getTime());
    expect(timeRangeOf(null, null)).toBe('00:00 - 01:00');
  });
  it('an end before the start becomes start + 1 hour', () => {
    expect(mapAppointment({ ...base, endDateTime: '2026-12-01T08:00:00Z' }, { viewerRole: 'user', now }).time).toBe('10:00 - 11:00');
  });
  it('doctors see the client: display name, then name, then the name field, else Cliente sconosciuto', () => {
    const doctor = { viewerRole: 'doctor', now };
    expect(mapAppointment({ ...base, clientData: { displayName: 'Giulia Rossi', name: 'G' } }, doctor).patientName).toBe('Giulia Rossi');
    expect(mapAppointment({ ...base, client: { name: 'Mario Verdi' } }, doctor).patientName).toBe('Mario Verdi');
    expect(mapAppointment({ ...base, clientName: 'Anna Neri' }, { viewerRole: 'professionista', now }).patientName).toBe('Anna Neri');
    expect(mapAppointment(base, doctor).patientName).toBe('Cliente sconosciuto');
  });
  it('patients see the other party, then the professional name, else Professionista sconosciuto', () => {
    const patient = { viewerRole: 'user', now };
    expect(mapAppointment({ ...base, otherParty: { name: 'Dott. Bianchi' }, professionalName: 'X' }, patient).patientName).toBe('Dott. Bianchi');
    expect(mapAppointment({ ...base, professionalName: 'Dott.ssa Esposito' }, patient).patientName).toBe('Dott.ssa Esposito');
    expect(mapAppointment(base, patient).patientName).toBe('Professionista sconosciuto');
  });
  it('type, category, ids and notes have their defaults', () => {
    const a = mapAppointment({ ...base, patientId: 'p1' }, { viewerRole: 'user', now });
    expect(a).toMatchObject({ type: 'Appuntamento', category: 'Appuntamento', notes: '', patientId: 'p1' });
    expect(mapAppointment({ ...base, type: 'Controllo', clientId: 'c1' }, { viewerRole: 'user', now })).toMatchObject({ type: 'Controllo', patientId: 'c1' });
    expect(mapAppointment({ ...base, title: 'Visita', type: 'Controllo', category: 'Evento esterno' }, { viewerRole: 'user', now })).toMatchObject({
      type: 'Visita',
      category: 'Evento esterno',
    });
  });
});
