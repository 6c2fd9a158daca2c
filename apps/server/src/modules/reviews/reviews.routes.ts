import { idParam } from '@sanity/shared/schemas/fields';
import {
  AdminReviewSchema,
  AdminReviewsQuerySchema,
  CreateReviewSchema,
  DoctorReviewsPageSchema,
  MyReviewSchema,
  PublicReviewSchema,
  ReplyReviewSchema,
  ReportReviewSchema,
  ReviewDecisionSchema,
  ReviewableAppointmentSchema,
  ReviewsPageQuerySchema,
  type DoctorReviewsPage,
} from '@sanity/shared/schemas/reviews';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/access';
import { keptReplies } from '../read-cache/kept-reply';

const Params = z.object({ id: idParam });
const tags = ['reviews'];

/**
 * Verified reviews (issue 28; docs/api.md "Reviews"), under /api. The level of each route is its
 * `config.access`; who may act on which visit or review is reviews.access.ts (the service calls it).
 */
export const reviewsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const service = () => app.services.reviews;

  app.get(
    '/reviews/reviewable',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Le tue visite che puoi recensire ora', response: { 200: z.array(ReviewableAppointmentSchema) } } },
    (request) => service().reviewable(signedInUser(request)),
  );

  app.get(
    '/reviews/mine',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Le tue recensioni, le più recenti prima', response: { 200: z.array(MyReviewSchema) } } },
    (request) => service().mine(signedInUser(request)),
  );

  app.post(
    '/reviews',
    { config: { access: 'signed-in' }, schema: { tags, summary: 'Recensisci una visita svolta (entro 30 giorni)', body: CreateReviewSchema, response: { 201: MyReviewSchema } } },
    async (request, reply) => reply.code(201).send(await service().create(signedInUser(request), request.body)),
  );

  app.post(
    '/reviews/:id/reply',
    { config: { access: 'doctor' }, schema: { tags, summary: 'La risposta pubblica del medico (una sola, non modificabile)', params: Params, body: ReplyReviewSchema, response: { 201: PublicReviewSchema } } },
    async (request, reply) => reply.code(201).send(await service().reply(signedInUser(request), request.params.id, request.body)),
  );

  app.post(
    '/reviews/:id/report',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: 'Segnala una recensione (resta visibile finché un amministratore decide)', params: Params, body: ReportReviewSchema, response: { 201: z.object({ reported: z.literal(true) }) } },
    },
    async (request, reply) => {
      await service().report(signedInUser(request), request.params.id, request.body);
      return reply.code(201).send({ reported: true as const });
    },
  );

  app.get(
    '/doctor/reviews',
    {
      config: { access: 'doctor' },
      schema: { tags, summary: 'Le recensioni pubblicate su di te, con le risposte', querystring: ReviewsPageQuerySchema, response: { 200: DoctorReviewsPageSchema } },
    },
    (request) => service().ownPage(signedInUser(request).id, request.query.page),
  );

  app.get(
    '/admin/reviews',
    { config: { access: 'admin' }, schema: { tags, summary: 'Recensioni da moderare o segnalate, le più vecchie prima', querystring: AdminReviewsQuerySchema, response: { 200: z.array(AdminReviewSchema) } } },
    (request) => service().queue(request.query.status),
  );

  app.post(
    '/admin/reviews/:id/decision',
    { config: { access: 'admin' }, schema: { tags, summary: 'Approva o rifiuta una recensione', params: Params, body: ReviewDecisionSchema, response: { 200: AdminReviewSchema } } },
    (request) => service().decide(signedInUser(request), request.params.id, request.body),
  );

  done();
};

/** GET /api/doctors/:id/reviews: public, with the other public reads (read cache, ETag for signed-out visitors). */
export const publicReviewsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const send = keptReplies<DoctorReviewsPage>({ validator: true });
  app.get(
    '/:id/reviews',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Recensioni verificate di un medico, le più recenti prima (10 per pagina)', params: Params, querystring: ReviewsPageQuerySchema, response: { 200: DoctorReviewsPageSchema } },
    },
    async (request, reply) => send(reply, await app.services.reviews.publicPage(request.params.id, request.query.page)),
  );
  done();
};
