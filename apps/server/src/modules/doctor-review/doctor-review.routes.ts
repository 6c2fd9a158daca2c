import {
  AdminDoctorListQuerySchema,
  AdminDoctorListSchema,
  AdminDoctorResponseSchema,
  DoctorReviewResponseSchema,
  RejectDoctorSchema,
} from '@sanity/shared/schemas/doctor-review';
import { idParam } from '@sanity/shared/schemas/fields';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';

const Params = z.object({ id: idParam });

/** Registered under /api: the admin's review of doctors and a rejected doctor's new request (ADR 0013). */
export const doctorReviewRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/admin/doctors',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Dottori da verificare (o approvati, rifiutati), dal più vecchio',
        querystring: AdminDoctorListQuerySchema,
        response: { 200: AdminDoctorListSchema },
      },
    },
    (request) => app.services.doctorReview.list(request.query),
  );

  app.post(
    '/admin/doctors/:id/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Approva un dottore: compare nell’elenco, riceve prenotazioni e pubblica',
        params: Params,
        response: { 200: AdminDoctorResponseSchema },
      },
    },
    async (request) => ({ doctor: await app.services.doctorReview.approve(signedInUser(request), request.params.id) }),
  );

  app.post(
    '/admin/doctors/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Rifiuta un dottore con un motivo (o revoca un’approvazione)',
        params: Params,
        body: RejectDoctorSchema,
        response: { 200: AdminDoctorResponseSchema },
      },
    },
    async (request) => ({ doctor: await app.services.doctorReview.reject(signedInUser(request), request.params.id, request.body.reason) }),
  );

  app.post(
    '/admin/doctors/:id/name/approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Approva il nuovo nome chiesto da un dottore verificato',
        params: Params,
        response: { 200: AdminDoctorResponseSchema },
      },
    },
    async (request) => ({ doctor: await app.services.doctorReview.settleName(signedInUser(request), request.params.id, true) }),
  );

  app.post(
    '/admin/doctors/:id/name/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Rifiuta il nuovo nome chiesto da un dottore verificato (resta il nome attuale)',
        params: Params,
        response: { 200: AdminDoctorResponseSchema },
      },
    },
    async (request) => ({ doctor: await app.services.doctorReview.settleName(signedInUser(request), request.params.id, false) }),
  );

  app.post(
    '/practice/review/request',
    {
      config: { access: 'doctor' },
      schema: {
        tags: ['practice'],
        summary: 'Il dottore rifiutato chiede una nuova verifica',
        response: { 200: DoctorReviewResponseSchema },
      },
    },
    async (request) => ({ review: await app.services.doctorReview.requestAgain(signedInUser(request).id) }),
  );
  done();
};
