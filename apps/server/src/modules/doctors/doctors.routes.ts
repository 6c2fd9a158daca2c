import {
  DoctorCitiesSchema,
  DoctorListQuerySchema,
  DoctorListSchema,
  DoctorResponseSchema,
  FollowResponseSchema,
  type DoctorList,
  type DoctorPublic,
} from '@sanity/shared/schemas/doctors';
import {
  ProfessionalAvailabilitiesSchema,
  ProfessionalServicesQuerySchema,
  ProfessionalServicesSchema,
} from '@sanity/shared/schemas/practice';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';
import { keptReplies } from '../read-cache/kept-reply';

const Params = z.object({ id: idParam });

export const doctorsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Kept answers go out as the bytes they were first sent as (ADR 0024).
  const sendList = keptReplies<DoctorList>({ validator: true });
  const sendProfile = keptReplies<DoctorPublic>({ wrap: (doctor) => ({ doctor }), validator: true });
  const sendServices = keptReplies<Awaited<ReturnType<typeof app.services.doctors.professionalServices>>>({ validator: true });
  app.get(
    '/',
    {
      config: { access: 'public', rateLimit: app.limits.search },
      schema: {
        tags: ['doctors'],
        summary: 'Elenco dei dottori: ricerca per nome, specializzazione o biografia e filtro per settori',
        querystring: DoctorListQuerySchema,
        response: { 200: DoctorListSchema },
      },
    },
    async (request, reply) => sendList(reply, await app.services.doctors.list(request.query, request.user)),
  );

  // A static segment: find-my-way tries it before the parametric '/:id', so no doctor id is shadowed (ids are UUIDs).
  app.get(
    '/cities',
    {
      config: { access: 'public' },
      schema: {
        tags: ['doctors'],
        summary: 'Città degli studi dei dottori, per il filtro dell’elenco',
        response: { 200: DoctorCitiesSchema },
      },
    },
    () => app.services.doctors.cities(),
  );

  app.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['doctors'],
        summary: 'Profilo pubblico di un dottore (visibile anche senza accesso)',
        params: Params,
        response: { 200: DoctorResponseSchema },
      },
    },
    async (request, reply) => sendProfile(reply, await app.services.doctors.getPublic(request.params.id, request.user)),
  );

  app.get(
    '/:id/services',
    {
      config: { access: 'public' },
      schema: {
        tags: ['doctors'],
        summary: 'Servizi prenotabili di un dottore (tutti, anche disattivati, per il dottore stesso)',
        params: Params,
        querystring: ProfessionalServicesQuerySchema,
        response: { 200: ProfessionalServicesSchema },
      },
    },
    async (request, reply) =>
      sendServices(
        reply,
        await app.services.doctors.professionalServices(request.params.id, {
          viewer: request.user,
          includeAvailabilities: request.query.includeAvailabilities,
        }),
      ),
  );

  app.get(
    '/:id/availabilities',
    {
      config: { access: 'public' },
      schema: {
        tags: ['doctors'],
        summary: 'Orari settimanali dei servizi attivi di un dottore',
        params: Params,
        response: { 200: ProfessionalAvailabilitiesSchema },
      },
    },
    (request) => app.services.doctors.availabilities(request.params.id, request.user),
  );

  app.post(
    '/:id/follow',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['doctors'],
        summary: 'Segui un dottore (ripetere non cambia nulla)',
        params: Params,
        response: { 200: FollowResponseSchema },
      },
    },
    (request) => app.services.doctors.follow(signedInUser(request).id, request.params.id),
  );

  app.delete(
    '/:id/follow',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['doctors'],
        summary: 'Smetti di seguire un dottore',
        params: Params,
        response: { 200: FollowResponseSchema },
      },
    },
    (request) => app.services.doctors.unfollow(signedInUser(request).id, request.params.id),
  );
  done();
};
