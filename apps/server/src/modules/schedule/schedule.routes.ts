import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { idParam, localDate } from '@sanity/shared/schemas/fields';
import { PracticeRemindersSchema, PracticeRemindersViewSchema } from '@sanity/shared/schemas/reminders';
import {
  BookingRulesSchema,
  ClosureListSchema,
  ClosureWithAppointmentsSchema,
  CreateClosureSchema,
  DateHoursInputSchema,
  DateHoursListSchema,
  DateHoursSchema,
  HolidayListSchema,
  HolidayOpeningSchema,
  HolidaysQuerySchema,
} from '@sanity/shared/schemas/schedule';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, auditActorOf, type Actor } from '../../lib/actor';
import { signedInUser } from '../../plugins/access';
import type { AuditAction } from '../audit/audit.service';

const ClosureParams = z.object({ id: idParam });
const DateParams = z.object({ date: localDate(itSchedule.invalidDate) });
const Done = z.object({ success: z.literal(true) });

/**
 * The signed-in doctor's schedule (issue 25, docs/api.md "Schedule"), registered under
 * /api/schedule. Every route is the doctor's own ('doctor' access; the practice is always the
 * session's account, never an id from the request).
 */
export const scheduleRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.schedule;
  const tags = ['schedule'];
  /**
   * Issue 30 point 5: what a collaborator changes in the agenda is recorded as done by them for the
   * doctor (the doctor's own changes are not logged, as before). Written once the change is saved.
   */
  const recordStaffChange = async (actor: Actor, action: AuditAction, targetId: string) => {
    if (actor.kind === 'staff') await app.services.audit.record({ ...auditActorOf(actor, 'doctor'), subjectId: null, action, targetId });
  };

  app.get(
    '/closures',
    { config: { access: 'doctor', staff: 'agenda' }, schema: { tags, summary: 'Le chiusure dello studio non ancora finite', response: { 200: ClosureListSchema } } },
    async (request) => ({ closures: await service().listClosures(actorOf(request).id) }),
  );

  app.post(
    '/closures',
    {
      config: { access: 'doctor', staff: 'agenda' },
      schema: {
        tags,
        summary: 'Chiude lo studio (giorni interi o parte di un giorno); elenca gli appuntamenti già presi in quel periodo, che non vengono annullati',
        body: CreateClosureSchema,
        response: { 201: ClosureWithAppointmentsSchema },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const closure = await service().createClosure(actor.id, request.body);
      await recordStaffChange(actor, 'schedule.closure.create', closure.closure.id);
      return reply.code(201).send(closure);
    },
  );

  app.get(
    '/closures/:id',
    {
      config: { access: 'doctor', staff: 'agenda' },
      schema: { tags, summary: 'Una chiusura con gli appuntamenti ancora presenti al suo interno', params: ClosureParams, response: { 200: ClosureWithAppointmentsSchema } },
    },
    (request) => service().getClosure(actorOf(request).id, request.params.id),
  );

  app.delete(
    '/closures/:id',
    { config: { access: 'doctor', staff: 'agenda' }, schema: { tags, summary: 'Riapre il periodo di una chiusura', params: ClosureParams, response: { 200: Done } } },
    async (request) => {
      const actor = actorOf(request);
      await service().deleteClosure(actor.id, request.params.id);
      await recordStaffChange(actor, 'schedule.closure.delete', request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/date-hours',
    { config: { access: 'doctor', staff: 'agenda' }, schema: { tags, summary: 'Le date da oggi in poi con orari propri', response: { 200: DateHoursListSchema } } },
    async (request) => ({ dateHours: await service().listDateHours(actorOf(request).id) }),
  );

  app.put(
    '/date-hours/:date',
    {
      config: { access: 'doctor', staff: 'agenda' },
      schema: {
        tags,
        summary: "Orari di una data al posto di quelli settimanali, per tutti i servizi (nessuna fascia: chiuso quel giorno)",
        params: DateParams,
        body: DateHoursInputSchema,
        response: { 200: DateHoursSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const saved = await service().setDateHours(actor.id, request.params.date, request.body.windows);
      await recordStaffChange(actor, 'schedule.date-hours.set', request.params.date);
      return saved;
    },
  );

  app.delete(
    '/date-hours/:date',
    { config: { access: 'doctor', staff: 'agenda' }, schema: { tags, summary: 'Riporta una data agli orari settimanali', params: DateParams, response: { 200: Done } } },
    async (request) => {
      const actor = actorOf(request);
      await service().deleteDateHours(actor.id, request.params.date);
      await recordStaffChange(actor, 'schedule.date-hours.delete', request.params.date);
      return { success: true as const };
    },
  );

  app.get(
    '/holidays',
    {
      config: { access: 'doctor', staff: 'agenda' },
      schema: { tags, summary: "Le festività di un anno (nazionali e del santo patrono scelto), aperte o chiuse", querystring: HolidaysQuerySchema, response: { 200: HolidayListSchema } },
    },
    (request) => service().holidays(actorOf(request).id, request.query.year),
  );

  app.put(
    '/holidays/:date',
    {
      config: { access: 'doctor', staff: 'agenda' },
      schema: { tags, summary: 'Apre una festività (chiusa per impostazione predefinita) o la richiude', params: DateParams, body: HolidayOpeningSchema, response: { 200: Done } },
    },
    async (request) => {
      const actor = actorOf(request);
      await service().setHolidayOpen(actor.id, request.params.date, request.body.open);
      await recordStaffChange(actor, 'schedule.holiday.set', request.params.date);
      return { success: true as const };
    },
  );

  app.get(
    '/booking-rules',
    { config: { access: 'doctor' }, schema: { tags, summary: 'Fin dove i pazienti possono prenotare e la città del santo patrono', response: { 200: BookingRulesSchema } } },
    (request) => service().bookingRules(signedInUser(request).id),
  );

  app.put(
    '/booking-rules',
    {
      config: { access: 'doctor' },
      schema: { tags, summary: 'Salva il periodo di prenotazione e la città del santo patrono', body: BookingRulesSchema, response: { 200: BookingRulesSchema } },
    },
    (request) => service().saveBookingRules(signedInUser(request).id, request.body),
  );

  app.get(
    '/reminders',
    { config: { access: 'doctor' }, schema: { tags, summary: 'Quando i pazienti ricevono i promemoria e l’agenda del mattino', response: { 200: PracticeRemindersViewSchema } } },
    (request) => service().reminders(signedInUser(request).id),
  );

  app.put(
    '/reminders',
    {
      config: { access: 'doctor' },
      schema: { tags, summary: 'Salva i promemoria dello studio e l’agenda del mattino', body: PracticeRemindersSchema, response: { 200: PracticeRemindersViewSchema } },
    },
    (request) => service().saveReminders(signedInUser(request).id, request.body),
  );

  done();
};
