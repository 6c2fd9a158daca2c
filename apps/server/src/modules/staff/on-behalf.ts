import { randomUUID } from 'node:crypto';
import { itStaff } from '@sanity/shared/i18n/it-staff';
import type { Appointment, CreateAppointment } from '@sanity/shared/schemas/appointments';
import type { BookOnBehalf, PatientHit } from '@sanity/shared/schemas/staff';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { PracticeContacts } from '../users/practice-contacts';

const e = itStaff.errors;

interface Person {
  id: string;
  role: string;
  displayName: string;
  nome: string;
  cognome: string;
  email: string;
  telefono: string | null;
  isContact: boolean;
  contactEmail: string | null;
  erasedAt: Date | null;
  isDisabled: boolean;
}

export type BookingOnBehalf = ReturnType<typeof createBookingOnBehalf>;

/**
 * Issue 30 point 4: the practice (the doctor, or staff acting for them) books for a patient who
 * phoned — one found by `search`, or a new contact made in the booking's own transaction (ADR 0036).
 * The booking itself is the appointments service's: the same slot engine, the same exclusion
 * constraint, the same e-mail jobs (to the account's verified address, or the contact's address).
 */
export function createBookingOnBehalf({
  appointments,
  contacts,
  people,
  clock,
}: {
  appointments: Pick<AppointmentsService, 'create' | 'searchPatients'>;
  contacts: PracticeContacts;
  people: { findById(id: string): Promise<Person | null | undefined> };
  clock: Clock;
}) {
  return {
    search: (actor: Actor, query: string): Promise<PatientHit[]> => appointments.searchPatients(actor.id, query),

    /** Books for the patient; `created` false when this was a retry (same Idempotency-Key and body) answered as the first time. */
    async book(actor: Actor, input: BookOnBehalf, idempotencyKey: string | null, now = clock.now()): Promise<{ appointment: Appointment; created: boolean }> {
      let patientId: string;
      let customer: CreateAppointment['customerInfo'];
      let inTx: ((tx: Db) => Promise<void>) | undefined;
      if (input.patient.kind === 'existing') {
        const person = await people.findById(input.patient.id);
        if (!person || person.role !== 'user' || person.erasedAt || person.isDisabled || person.id === actor.id) throw new AppError(404, e.patientNotFound);
        patientId = person.id;
        const name = `${person.nome} ${person.cognome}`.trim() || person.displayName;
        customer = { name, email: person.isContact ? (person.contactEmail ?? '') : person.email, phone: person.telefono ?? '', notes: input.notes };
      } else {
        const contact = input.patient;
        const email = contact.email ? contact.email : null;
        customer = { name: `${contact.nome} ${contact.cognome}`, email: email ?? '', phone: contact.phone, notes: input.notes };
        // A retry of a booking that made its contact (same key): the booking service replays the first answer, or refuses another body.
        const earlier = idempotencyKey ? await contacts.madeWithKey(actor.id, idempotencyKey) : null;
        if (earlier) {
          patientId = earlier;
        } else {
          if (await contacts.conflictOf(email, contact.phone)) throw new AppError(409, e.patientExists, { code: 'already-exists' });
          patientId = randomUUID();
          const id = patientId;
          inTx = async (tx) => {
            await contacts.create(tx, { doctorId: actor.id, nome: contact.nome, cognome: contact.cognome, phone: contact.phone, email }, now, id);
          };
        }
      }
      const booking: CreateAppointment = {
        professionalId: actor.id,
        serviceId: input.serviceId,
        dateTime: input.dateTime,
        customerInfo: customer,
        customFields: {},
        healthDataConsent: false,
        attendees: [],
        ...(input.mode ? { mode: input.mode } : {}),
      };
      try {
        const { appointment, created } = await appointments.create(patientId, booking, idempotencyKey, now, { by: actor, newContact: input.patient.kind === 'new', ...(inTx ? { inTx } : {}) });
        return { appointment, created };
      } catch (error) {
        // Two sends of one new-contact booking at once: the loser's contact was rolled back with it; answer as the winner did.
        const winner = inTx && idempotencyKey && error instanceof AppError && error.status === 409 ? await contacts.madeWithKey(actor.id, idempotencyKey) : null;
        if (!winner) throw error;
        const { appointment, created } = await appointments.create(winner, booking, idempotencyKey, now, { by: actor, newContact: true });
        return { appointment, created };
      }
    },
  };
}
