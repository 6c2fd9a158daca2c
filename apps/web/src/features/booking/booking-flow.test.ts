import { it as t } from '@sanity/shared/i18n/it';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { CustomerInfoSchema } from '@sanity/shared/schemas/appointments';
import { type Service } from '@sanity/shared/schemas/practice';
import { describe, expect, it } from 'vitest';
import {
  appointmentPayload,
  bookingReducer,
  type BookingAction,
  type BookingInit,
  type BookingState,
  detailsProblem,
  initialBookingState,
  payloadAnswers,
  primaryActionOf,
  stepProblem,
  stepsOf,
  visitModeOf,
} from './booking-flow';

const b = itBooking.booking;

const service: Service = {
  id: 'cardiologia_1',
  sectorId: 'cardiologia',
  name: 'Visita cardiologica',
  duration: 30,
  price: 120,
  description: '',
  isActive: true,
  customFields: [
    { id: 'motivo', name: 'Motivo della visita', type: 'select', required: true, options: ['Prima visita', 'Controllo'] },
    { id: 'allergie', name: 'Allergie', type: 'text', required: true, options: [] },
    { id: 'terapia', name: 'Terapia in corso', type: 'checkbox', required: false, options: [] },
    { id: 'peso', name: 'Peso', type: 'number', required: false, options: [] },
  ],
  mode: 'in_studio',
};

const prefill = { name: 'Paola Ferri', email: 'paola@example.it', phone: '+39 333 1234567', notes: '' };
const withService: BookingInit = { serviceId: service.id, prefill };
const withoutService: BookingInit = { serviceId: null, prefill };

const run = (state: BookingState, ...actions: BookingAction[]) => actions.reduce(bookingReducer, state);
const slots = [
  { time: '09:00', start: '2030-01-07T08:00:00.000Z', available: true },
  { time: '09:30', start: '2030-01-07T08:30:00.000Z', available: false },
];

describe('booking steps', () => {
  it('skips the service step when a service is preselected', () => {
    expect(initialBookingState(withService).step).toBe('date');
    expect(stepsOf(initialBookingState(withService))).toEqual(['date', 'time', 'details', 'confirm']);
    expect(initialBookingState(withoutService).step).toBe('service');
    expect(stepsOf(initialBookingState(withoutService))).toEqual(['service', 'date', 'time', 'details', 'confirm']);
  });

  it('walks service → date → time → details → confirm', () => {
    let s = initialBookingState(withoutService);
    s = run(s, { type: 'selectService', serviceId: service.id }, { type: 'advance' });
    expect(s.step).toBe('date');
    s = run(s, { type: 'selectDate', date: '2030-01-07' }, { type: 'slotsLoaded', slots });
    expect(s.step).toBe('time');
    s = run(s, { type: 'selectTime', time: '09:00' }, { type: 'advance' });
    expect(s.step).toBe('details');
    s = run(s, { type: 'advance', key: 'key-1' });
    expect(s.step).toBe('confirm');
    expect(s.idempotencyKey).toBe('key-1');
    expect(run(s, { type: 'advance' })).toBe(s);
  });

  it('keeps the idempotency key for retries and drops it when the confirmation is left', () => {
    let s = run(initialBookingState(withService), { type: 'selectDate', date: '2030-01-07' }, { type: 'slotsLoaded', slots }, { type: 'selectTime', time: '09:00' });
    s = run(s, { type: 'advance' }, { type: 'advance', key: 'key-1' });
    expect(s.idempotencyKey).toBe('key-1');
    expect(run(s, { type: 'fail', message: 'x' }).idempotencyKey).toBe('key-1');
    const back = run(s, { type: 'back' });
    expect(back.step).toBe('details');
    expect(back.idempotencyKey).toBeNull();
    expect(run(back, { type: 'advance', key: 'key-2' }).idempotencyKey).toBe('key-2');
  });

  it('back goes one step back and forgets what depended on the step left', () => {
    let s = run(initialBookingState(withoutService), { type: 'selectService', serviceId: service.id }, { type: 'advance' });
    s = run(s, { type: 'selectDate', date: '2030-01-07' }, { type: 'slotsLoaded', slots }, { type: 'selectTime', time: '09:00' });
    const toDate = run(s, { type: 'back' });
    expect(toDate).toMatchObject({ step: 'date', date: '2030-01-07', slots: null, time: null });
    const toService = run(toDate, { type: 'back' });
    expect(toService).toMatchObject({ step: 'service', serviceId: service.id, date: null });
    expect(run(toService, { type: 'back' })).toBe(toService);
    // With a preselected service the date step is the first: nothing before it.
    const first = initialBookingState(withService);
    expect(run(first, { type: 'back' })).toBe(first);
  });

  it('reset (cancel, close) brings everything back to how the dialog opened', () => {
    const opened = initialBookingState(withService);
    let s = run(opened, { type: 'selectDate', date: '2030-01-07' }, { type: 'slotsLoaded', slots }, { type: 'selectTime', time: '09:00' }, { type: 'advance' });
    s = run(s, { type: 'setDetail', field: 'notes', value: 'Dolore' }, { type: 'setAnswer', fieldId: 'allergie', value: 'Nessuna' }, { type: 'fail', message: 'x' });
    expect(run(s, { type: 'reset', init: withService })).toEqual(opened);
  });

  it('choosing another service or day forgets the later choices', () => {
    let s = run(initialBookingState(withoutService), { type: 'selectService', serviceId: 'a' }, { type: 'advance' }, { type: 'selectDate', date: '2030-01-07' });
    s = run(s, { type: 'back' }, { type: 'selectService', serviceId: 'b' });
    expect(s).toMatchObject({ serviceId: 'b', date: null, time: null, slots: null });
    s = run(s, { type: 'advance' }, { type: 'selectDate', date: '2030-01-07' }, { type: 'slotsLoaded', slots }, { type: 'selectTime', time: '09:00' });
    expect(run(s, { type: 'selectDate', date: '2030-01-08' })).toMatchObject({ time: null, slots: null });
  });

  it('a 409 goes back to the time step with the taken time marked busy', () => {
    let s = run(initialBookingState(withService), { type: 'selectDate', date: '2030-01-07' }, { type: 'slotsLoaded', slots }, { type: 'selectTime', time: '09:00' });
    s = run(s, { type: 'advance' }, { type: 'advance', key: 'k' }, { type: 'slotTaken', message: b.slotTaken });
    expect(s).toMatchObject({ step: 'time', time: null, error: b.slotTaken, idempotencyKey: null });
    expect(s.slots?.find((x) => x.time === '09:00')?.available).toBe(false);
    // The refreshed availability keeps the message.
    expect(run(s, { type: 'slotsLoaded', slots }).error).toBe(b.slotTaken);
  });
});

describe('primary button', () => {
  it('reads Avanti, Controlla disponibilità with a chosen day on the date step, Conferma prenotazione last', () => {
    expect(primaryActionOf({ step: 'service', date: null })).toEqual({ kind: 'next', label: 'Avanti' });
    expect(primaryActionOf({ step: 'date', date: null })).toEqual({ kind: 'next', label: 'Avanti' });
    expect(primaryActionOf({ step: 'date', date: '2030-01-07' })).toEqual({ kind: 'check', label: 'Controlla disponibilità' });
    expect(primaryActionOf({ step: 'time', date: '2030-01-07' }).label).toBe('Avanti');
    expect(primaryActionOf({ step: 'details', date: '2030-01-07' }).label).toBe('Avanti');
    expect(primaryActionOf({ step: 'confirm', date: '2030-01-07' })).toEqual({ kind: 'confirm', label: 'Conferma prenotazione' });
  });
});

describe('validation (spec §5 Booking)', () => {
  const ctx = { service, signedIn: true };
  it('asks for a service, a day and a free time', () => {
    expect(stepProblem(initialBookingState(withoutService), { service: null, signedIn: true })).toBe('Seleziona un servizio per procedere');
    expect(stepProblem(initialBookingState(withService), ctx)).toBe('Compila tutti i campi obbligatori');
    const time = run(initialBookingState(withService), { type: 'selectDate', date: '2030-01-07' }, { type: 'slotsLoaded', slots });
    expect(stepProblem(time, ctx)).toBe('Compila tutti i campi obbligatori');
    expect(stepProblem(run(time, { type: 'selectTime', time: '09:30' }), ctx)).toBe(b.slotUnavailable);
    expect(stepProblem(run(time, { type: 'selectTime', time: '09:00' }), ctx)).toBeNull();
  });

  it('checks name, e-mail, required custom fields and their shapes', () => {
    expect(detailsProblem({ ...prefill, name: ' ' }, [], {})).toBe('Compila tutti i campi obbligatori');
    expect(detailsProblem({ ...prefill, email: '' }, [], {})).toBe('Compila tutti i campi obbligatori');
    expect(detailsProblem(prefill, service.customFields, {})).toBe('Compila tutti i campi obbligatori: Motivo della visita, Allergie');
    const answered = { motivo: 'Controllo', allergie: 'Nessuna' };
    expect(detailsProblem(prefill, service.customFields, answered)).toBeNull();
    expect(detailsProblem({ ...prefill, email: 'paola' }, [], {})).toBe(b.invalidEmail);
    expect(detailsProblem({ ...prefill, phone: 'abc' }, [], {})).toBe(b.invalidPhone);
    expect(detailsProblem(prefill, service.customFields, { ...answered, peso: 'tanto' })).toBe(b.invalidNumber('Peso'));
    expect(detailsProblem(prefill, service.customFields, { ...answered, motivo: 'Altro' })).toBe(b.invalidOption('Motivo della visita'));
  });

  it('checks e-mail and phone by the server’s schema: what the form lets through, creation accepts', () => {
    // Issue 9: the form's own regex took a one-letter top-level domain, which the server refuses.
    expect(detailsProblem({ ...prefill, email: 'mario@rossi.i' }, [], {})).toBe(b.invalidEmail);
    expect(detailsProblem({ ...prefill, email: 'mario@rossi.it' }, [], {})).toBeNull();
    expect(detailsProblem({ ...prefill, notes: 'x'.repeat(2001) }, [], {})).toBe(t.validation.invalidRequest);
    const emails = ['mario@rossi.i', 'mario@rossi.it', 'mario..rossi@example.it', 'mario@-rossi.it', 'm@r.co', 'mario rossi@example.it', 'a@b', `${'a'.repeat(250)}@x.it`];
    const phones = ['', '+39 333 1234567', '333', 'abc', '+39 (02) 1234-5678', '1'.repeat(41)];
    for (const email of emails) {
      for (const phone of phones) {
        const details = { ...prefill, email, phone };
        expect(detailsProblem(details, [], {}) === null, `${email} ${phone}`).toBe(CustomerInfoSchema.safeParse(details).success);
      }
    }
  });

  it('asks to be signed in before confirming', () => {
    let s = run(initialBookingState(withService), { type: 'selectDate', date: '2030-01-07' }, { type: 'slotsLoaded', slots }, { type: 'selectTime', time: '09:00' });
    s = run(s, { type: 'setAnswer', fieldId: 'motivo', value: 'Controllo' }, { type: 'setAnswer', fieldId: 'allergie', value: 'Nessuna' });
    s = run(s, { type: 'setHealthConsent', value: true }, { type: 'advance' }, { type: 'advance', key: 'k' });
    expect(stepProblem(s, { service, signedIn: false })).toBe('Devi essere autenticato per prenotare');
    expect(stepProblem(s, ctx)).toBeNull();
  });

  // Issue 24: answers are health data; without the art. 9 consent the details step does not go on.
  it('asks for the consent to the health data once an answer is given, and forgets it with the service', () => {
    let s = run(initialBookingState(withService), { type: 'selectDate', date: '2030-01-07' }, { type: 'slotsLoaded', slots }, { type: 'selectTime', time: '09:00' }, { type: 'advance' });
    s = run(s, { type: 'setAnswer', fieldId: 'motivo', value: 'Controllo' }, { type: 'setAnswer', fieldId: 'allergie', value: 'Nessuna' });
    expect(stepProblem(s, ctx)).toBe(itBooking.booking.healthConsentRequired);
    s = run(s, { type: 'setHealthConsent', value: true });
    expect(stepProblem(s, ctx)).toBeNull();
    expect(appointmentPayload(run(s, { type: 'advance', key: 'k' }), 'doc-1', service)?.healthDataConsent).toBe(true);
    expect(run(s, { type: 'selectService', serviceId: 'altro' }).healthConsent).toBe(false);
  });
});

describe('creation payload (spec §3)', () => {
  it('carries the slot start, the service, status confermato, the customer and the answers', () => {
    let s = run(initialBookingState(withService), { type: 'selectDate', date: '2030-01-07' }, { type: 'slotsLoaded', slots }, { type: 'selectTime', time: '09:00' });
    s = run(s, { type: 'setDetail', field: 'notes', value: '  Porto gli esami ' }, { type: 'setAnswer', fieldId: 'allergie', value: ' Nessuna ' }, { type: 'setAnswer', fieldId: 'motivo', value: 'Controllo' }, { type: 'setAnswer', fieldId: 'peso', value: '72.5' });
    expect(appointmentPayload(s, 'doc-1', service)).toEqual({
      professionalId: 'doc-1',
      serviceId: service.id,
      serviceName: 'Visita cardiologica',
      title: 'Visita cardiologica',
      dateTime: '2030-01-07T08:00:00.000Z',
      duration: 30,
      status: 'confermato',
      customerInfo: { name: 'Paola Ferri', email: 'paola@example.it', phone: '+39 333 1234567', notes: 'Porto gli esami' },
      customFields: { motivo: 'Controllo', allergie: 'Nessuna', terapia: false, peso: 72.5 },
      healthDataConsent: false,
      price: 120,
      attendees: [{ email: 'paola@example.it', displayName: 'Paola Ferri' }],
    });
    expect(appointmentPayload(run(s, { type: 'selectDate', date: '2030-01-08' }), 'doc-1', service)).toBeNull();
  });

  it('sends every checkbox as true or false and leaves empty answers out', () => {
    expect(payloadAnswers(service.customFields, { terapia: true, allergie: '  ' })).toEqual({ terapia: true });
  });
});

describe('the visit mode (issue 29)', () => {
  const both: Service = { ...service, customFields: [], mode: 'both' };
  const atDetails = (svc: Service) =>
    run(initialBookingState({ serviceId: svc.id, prefill }), { type: 'selectDate', date: '2030-01-07' }, { type: 'slotsLoaded', slots }, { type: 'selectTime', time: '09:00' }, { type: 'advance' });

  it('asks a service offered both ways for the choice before going on, and sends it', () => {
    let s = atDetails(both);
    expect(s.step).toBe('details');
    expect(stepProblem(s, { service: both, signedIn: true })).toBe('Scegli se fare la visita in studio oppure online.');
    s = run(s, { type: 'setMode', mode: 'online' });
    expect(stepProblem(s, { service: both, signedIn: true })).toBeNull();
    expect(visitModeOf(both, s.mode)).toBe('online');
    expect(appointmentPayload(s, 'doc-1', both)?.mode).toBe('online');
  });

  it('books a service offered one way in that way without asking, and forgets the choice with another service', () => {
    const online: Service = { ...both, mode: 'online' };
    const s = atDetails(online);
    expect(stepProblem(s, { service: online, signedIn: true })).toBeNull();
    expect(visitModeOf(online, null)).toBe('online');
    expect(visitModeOf({ mode: 'in_studio' }, 'online')).toBe('in_studio');
    // The server takes the service's own mode: the request carries none.
    expect(appointmentPayload(s, 'doc-1', online)).not.toHaveProperty('mode');
    expect(run(run(s, { type: 'setMode', mode: 'online' }), { type: 'selectService', serviceId: 'altro' }).mode).toBeNull();
  });
});

describe('the person seen (issue 30)', () => {
  const atDetails = () =>
    run(initialBookingState({ serviceId: service.id, prefill }), { type: 'selectDate', date: '2030-01-07' }, { type: 'slotsLoaded', slots }, { type: 'selectTime', time: '09:00' }, { type: 'advance' });

  it('books for the holder by default, for a family member once chosen, the details staying the holder as contact', () => {
    const s = atDetails();
    expect(s.person).toBeNull();
    expect(appointmentPayload(s, 'doc-1', service)).not.toHaveProperty('familyMemberId');
    const forLuca = run(s, { type: 'setPerson', person: { id: 'fm-1', name: 'Luca Ferri', relationshipLabel: 'Figlio' } });
    const payload = appointmentPayload(forLuca, 'doc-1', service);
    expect(payload?.familyMemberId).toBe('fm-1');
    expect(payload?.customerInfo.name).toBe('Paola Ferri');
    expect(appointmentPayload(run(forLuca, { type: 'setPerson', person: null }), 'doc-1', service)).not.toHaveProperty('familyMemberId');
  });

  it('forgets the choice when the dialog is reset', () => {
    const s = run(atDetails(), { type: 'setPerson', person: { id: 'fm-1', name: 'Luca Ferri', relationshipLabel: 'Figlio' } });
    expect(run(s, { type: 'reset', init: { serviceId: service.id, prefill } }).person).toBeNull();
  });
});
