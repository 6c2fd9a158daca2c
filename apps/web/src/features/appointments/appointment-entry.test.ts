import { type ClientAppointment } from '@sanity/shared/domain/appointments/map-appointment';
import { type Appointment } from '@sanity/shared/schemas/appointments';
import { describe, expect, it } from 'vitest';
import { filterExternal, hasEnoughUpcoming, selectUpcoming, sourceForRole, toEntries, upcomingWindow } from './appointment-entry';
import { groupByDay, monthGridRange } from './month-days';

/** An appointment as the server sends it; each test sets what it is about. */
function serverAppointment(overrides: Partial<Appointment>): Appointment {
  return {
    id: 'r1',
    title: 'Visita',
    type: 'Visita',
    category: 'Appuntamento',
    status: 'confermato',
    notes: '',
    professionalId: 'd1',
    professionalName: 'Dott. Marco Bianchi',
    clientId: 'p1',
    patientId: 'p1',
    client: { userId: 'p1', name: 'Giulia Rossi', displayName: 'Giulia Rossi', email: 'g@example.it', phone: '' },
    clientName: 'Giulia Rossi',
    otherParty: { name: 'Dott. Marco Bianchi' },
    personSeen: { familyMemberId: null, name: 'Giulia Rossi', relationship: null, relationshipLabel: null, birthDate: null },
    contact: { userId: 'p1', name: 'Giulia Rossi', email: 'g@example.it', phone: '' },
    serviceId: 's1',
    serviceName: 'Visita',
    dateTime: '2026-11-24T09:00:00.000Z',
    endDateTime: '2026-11-24T09:30:00.000Z',
    duration: 30,
    price: 120,
    customFields: [],
    location: null,
    mode: 'in_studio',
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    healthDataConsent: null,
    canCancel: false,
    canReschedule: false,
    previousDateTime: null,
    attendanceConfirmedAt: null,
    noShowAt: null,
    canMarkNoShow: false,
    canUndoNoShow: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

const base: ClientAppointment = {
  id: 'a',
  patientName: 'X',
  patientId: null,
  professionalId: null,
  date: new Date('2026-11-25T09:00:00Z'),
  end: new Date('2026-11-25T10:00:00Z'),
  time: '10:00 - 11:00',
  type: 'Visita',
  category: 'Appuntamento',
  status: 'confirmed',
  notes: '',
  isActive: true,
};
const at = (id: string, iso: string, extra: Partial<ClientAppointment> = {}): ClientAppointment => ({ ...base, id, date: new Date(iso), ...extra });

describe('monthGridRange', () => {
  it("covers the grid's 6 weeks, Monday first, from midnight Rome time: the neighbouring months' days too", () => {
    // November 2026 starts on a Sunday: the grid runs from Monday 26 October (CET) to Sunday 6 December.
    expect(monthGridRange({ year: 2026, month: 11 })).toEqual({ timeMin: '2026-10-25T23:00:00.000Z', timeMax: '2026-12-06T23:00:00.000Z' });
  });
  it('crosses the year and the DST change', () => {
    expect(monthGridRange({ year: 2026, month: 12 })).toEqual({ timeMin: '2026-11-29T23:00:00.000Z', timeMax: '2027-01-10T23:00:00.000Z' });
    // March 2027 starts on a Monday; the grid ends in April, after the switch to CEST.
    expect(monthGridRange({ year: 2027, month: 3 })).toEqual({ timeMin: '2027-02-28T23:00:00.000Z', timeMax: '2027-04-11T22:00:00.000Z' });
  });
});

describe('upcomingWindow', () => {
  const now = new Date('2026-11-22T18:33:41.123Z');
  it('is now (floored to 5 minutes) to 3 months ahead for patients', () => {
    expect(upcomingWindow(now, 'user')).toEqual({ timeMin: '2026-11-22T18:30:00.000Z', timeMax: '2027-02-22T18:30:00.000Z' });
  });
  it('reads 12 months ahead for doctors', () => {
    expect(upcomingWindow(now, 'doctor').timeMax).toBe('2027-11-22T18:30:00.000Z');
    expect(upcomingWindow(now, 'professionista').timeMax).toBe('2027-11-22T18:30:00.000Z');
  });
  it('keeps the same window within five minutes', () => {
    expect(upcomingWindow(new Date('2026-11-22T18:34:59Z'), 'user')).toEqual(upcomingWindow(now, 'user'));
  });
});

describe('selectUpcoming', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('keeps the next 2 future active appointments, ascending', () => {
    const items = [
      at('late', '2026-12-10T09:00:00Z'),
      at('past', '2026-11-20T09:00:00Z'),
      at('cancelled', '2026-11-23T09:00:00Z', { isActive: false, status: 'cancelled' }),
      at('soon', '2026-11-24T09:00:00Z'),
      at('mid', '2026-11-30T09:00:00Z'),
    ];
    expect(selectUpcoming(items, now).map((a) => a.id)).toEqual(['soon', 'mid']);
  });
  it('gives nothing when there is nothing ahead', () => {
    expect(selectUpcoming([at('past', '2026-11-22T11:59:00Z')], now)).toEqual([]);
  });
});

describe('filterExternal', () => {
  const items = [at('app', '2026-11-24T09:00:00Z'), at('ext', '2026-11-24T10:00:00Z', { category: 'Evento esterno' })];
  it('hides external events in "Solo app"', () => {
    expect(filterExternal(items, false).map((a) => a.id)).toEqual(['app']);
  });
  it('keeps them with "Eventi esterni"', () => {
    expect(filterExternal(items, true).map((a) => a.id)).toEqual(['app', 'ext']);
  });
});

describe('groupByDay', () => {
  it('groups by the Rome date, ascending within the day', () => {
    const items = [at('b', '2026-11-24T15:00:00Z'), at('late-night', '2026-11-24T23:30:00Z'), at('a', '2026-11-24T08:00:00Z')];
    const byDay = groupByDay(items);
    expect(byDay.get('2026-11-24')?.map((a) => a.id)).toEqual(['a', 'b']);
    expect(byDay.get('2026-11-25')?.map((a) => a.id)).toEqual(['late-night']);
  });
});

describe('sourceForRole and toEntries', () => {
  it('sends doctors and professionista to the professional endpoint', () => {
    expect(sourceForRole('doctor')).toBe('professional');
    expect(sourceForRole('professionista')).toBe('professional');
    expect(sourceForRole('user')).toBe('patient');
  });
  it('maps the server record with the shared mapping and keeps it', () => {
    const raw = serverAppointment({ id: 'r1', title: 'Visita cardiologica', type: 'Visita cardiologica', serviceName: 'Visita cardiologica', status: 'annullato', dateTime: '2026-11-24T09:00:00.000Z', endDateTime: '2026-11-24T09:30:00.000Z' });
    const [entry] = toEntries([raw], 'user', new Date('2026-11-22T12:00:00Z'));
    expect(entry).toMatchObject({ id: 'r1', time: '10:00 - 10:30', status: 'cancelled', isActive: false, patientName: 'Dott. Marco Bianchi', sample: false });
    expect(entry?.raw).toBe(raw);
  });
});

describe('hasEnoughUpcoming (the sidebar stops following pages)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const raw = (id: string, dateTime: string, status: Appointment['status'] = 'confermato') => serverAppointment({ id, status, dateTime, endDateTime: dateTime });
  it('two future active appointments are enough', () => {
    expect(hasEnoughUpcoming([raw('a', '2026-11-23T09:00:00Z'), raw('b', '2026-11-24T09:00:00Z')], 'user', now)).toBe(true);
  });
  it('cancelled or already started ones do not count: read on', () => {
    expect(hasEnoughUpcoming([raw('a', '2026-11-23T09:00:00Z', 'annullato'), raw('b', '2026-11-24T09:00:00Z')], 'user', now)).toBe(false);
    expect(hasEnoughUpcoming([raw('a', '2026-11-22T11:59:00Z'), raw('b', '2026-11-24T09:00:00Z')], 'user', now)).toBe(false);
  });
});

describe('toEntries: a family member’s visit (issue 30)', () => {
  const forLuca = serverAppointment({
    personSeen: { familyMemberId: 'fm1', name: 'Luca Rossi', relationship: 'figlio', relationshipLabel: 'Figlio', birthDate: '2015-03-12' },
    otherParty: { name: 'Luca Rossi' },
  });
  const now = new Date('2026-11-20T09:00:00Z');
  it('names the member to the doctor, not the booking account (the contact)', () => {
    expect(toEntries([forLuca], 'doctor', now)[0]!.patientName).toBe('Luca Rossi');
    expect(toEntries([serverAppointment({})], 'doctor', now)[0]!.patientName).toBe('Giulia Rossi');
  });
  it('keeps the professional as the patient’s counterpart', () => {
    // The holder's answer: otherParty is the professional.
    expect(toEntries([{ ...forLuca, otherParty: { name: 'Dott. Marco Bianchi' } }], 'user', now)[0]!.patientName).toBe('Dott. Marco Bianchi');
  });
});
