import { it } from '@sanity/shared/i18n/it';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itFhir } from '@sanity/shared/i18n/it-fhir';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { requireFhirCaller } from './fhir.access';
import { baseUrlOf, sendFhir } from './fhir-reply';

/**
 * POST /fhir/R4/Appointment/$book (issue 31 point 2): a signed-in patient takes a free Slot. The
 * body is an Appointment naming the Slot (`slot: [{ reference: 'Slot/<id>' }]`), bare or as the
 * `appt-resource` (or `appointment`) parameter of a Parameters resource. The booking itself is the
 * app's (`appointments.create`, through fhir.service's `book`): the same checks, refusals and
 * Italian texts, the same e-mails and calendar push, `Idempotency-Key` honoured.
 */
interface BookRequest {
  slot: string;
  mode: 'in_studio' | 'online' | undefined;
  patient: string | undefined;
}

const refuse = () => new AppError(400, itFhir.bookBodyInvalid);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function appointmentOf(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw refuse();
  if (body.resourceType === 'Appointment') return body;
  if (body.resourceType !== 'Parameters' || !Array.isArray(body.parameter)) throw refuse();
  const params: unknown[] = body.parameter;
  const param = params.find((p) => isObject(p) && (p.name === 'appt-resource' || p.name === 'appointment'));
  if (!isObject(param) || !isObject(param.resource) || param.resource.resourceType !== 'Appointment') throw refuse();
  return param.resource;
}

/** The Slot, the visit mode (for a service offered both ways) and the Patient participant, if named. */
export function bookRequestOf(body: unknown): BookRequest {
  const appointment = appointmentOf(body);
  const slots: unknown[] = Array.isArray(appointment.slot) ? appointment.slot : [];
  const first: unknown = slots[0];
  const reference = slots.length === 1 && isObject(first) && typeof first.reference === 'string' ? first.reference : null;
  const slot = reference ? /^(?:.*\/)?Slot\/([A-Za-z0-9\-.]{1,64})$/.exec(reference)?.[1] : undefined;
  if (!slot) throw refuse();
  const type: unknown[] = isObject(appointment.appointmentType) && Array.isArray(appointment.appointmentType.coding) ? appointment.appointmentType.coding : [];
  const code: unknown = type.find((c: unknown) => isObject(c) && (c.code === 'in_studio' || c.code === 'online'));
  const mode = isObject(code) && (code.code === 'in_studio' || code.code === 'online') ? code.code : undefined;
  const participants: unknown[] = Array.isArray(appointment.participant) ? appointment.participant : [];
  const patientRef = participants
    .map((p: unknown) => (isObject(p) && isObject(p.actor) && typeof p.actor.reference === 'string' ? p.actor.reference : ''))
    .find((r: string) => /^(?:.*\/)?Patient\//.test(r));
  const patient = patientRef ? /Patient\/([A-Za-z0-9\-.]{1,64})$/.exec(patientRef)?.[1] ?? '' : undefined;
  return { slot, mode, patient };
}

export function registerBook(app: FastifyInstance): void {
  app.post('/Appointment/$book', { config: { access: 'signed-in', unauthenticatedMessage: itBooking.booking.mustSignIn }, schema: { hide: true } }, async (request, reply) => {
    const caller = requireFhirCaller(request);
    const wanted = bookRequestOf(request.body);
    if (wanted.patient !== undefined && wanted.patient !== caller.id) throw new AppError(403, itFhir.bookPatientOnly);
    const key = request.headers['idempotency-key'];
    // The app's rule for the key (appointments.routes.ts): printable ASCII, at most 200 characters.
    if (key !== undefined && (typeof key !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(key))) throw new AppError(400, it.validation.invalidRequest);
    const { resource, created } = await app.services.fhir.book(caller, wanted, key ?? null);
    reply.header('location', `${baseUrlOf(request)}/Appointment/${resource.id}`);
    if (!created) reply.header('idempotent-replayed', 'true');
    return sendFhir(request, reply, 201, resource);
  });
}
