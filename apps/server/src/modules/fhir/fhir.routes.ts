import { it } from '@sanity/shared/i18n/it';
import { itFhir } from '@sanity/shared/i18n/it-fhir';
import type { FastifyError, FastifyInstance, FastifyPluginCallback, FastifyRequest } from 'fastify';
import { AppError, isAppError } from '../../lib/app-error';
import { isUnstorableInput } from '../../lib/db-errors';
import { requireFhirCaller } from './fhir.access';
import { capabilityStatement, COUNT_DEFAULT, COUNT_MAX, DIRECTORY_COUNT_MAX, FHIR_RESOURCES, type FhirResourceType } from './fhir-capability';
import { operationOutcome } from './fhir-outcome';
import { SearchQuery, type RawQuery } from './fhir-params';
import type { FhirResource } from './fhir-resources';
import type { SearchPage } from './fhir.service';
import { baseUrlOf, CLIENT_STATUS_TEXT, JSON_FORMATS, sendFhir } from './fhir-reply';

export { FHIR_BASE } from './fhir-reply';
import { registerBook } from './fhir-book';

/** A searchset Bundle of one page; its `next` link is this request's URL with the page's next parameters in place. */
function searchset(request: FastifyRequest, page: SearchPage): Record<string, unknown> {
  const base = baseUrlOf(request);
  const self = new URL(request.url, `${request.protocol}://${request.host}`);
  const link = [{ relation: 'self', url: self.toString() }];
  if (page.next) {
    const next = new URL(self);
    for (const [name, value] of Object.entries(page.next)) {
      next.searchParams.delete(name);
      for (const v of Array.isArray(value) ? value : [value]) next.searchParams.append(name, v);
    }
    link.push({ relation: 'next', url: next.toString() });
  }
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    ...(page.total !== undefined ? { total: page.total } : {}),
    link,
    entry: page.resources.map((resource) => ({ fullUrl: `${base}/${resource.resourceType}/${resource.id}`, resource, search: { mode: 'match' } })),
  };
}

type Reader = (request: FastifyRequest, id: string) => Promise<FhirResource>;
type Searcher = (request: FastifyRequest, query: SearchQuery) => Promise<SearchPage>;

/** The reference search parameter `actor` of Schedule: Practitioner/<id> or HealthcareService/<id>. */
function actorOf(query: SearchQuery): { type: string; id: string } | undefined {
  const value = query.one('actor');
  if (value === undefined) return undefined;
  const match = /^(?:.*\/)?(Practitioner|HealthcareService)\/([A-Za-z0-9\-.]{1,64})$/.exec(value);
  if (!match?.[1] || !match[2]) throw new AppError(400, itFhir.invalidParam('actor'), { fields: { actor: itFhir.invalidParam('actor') } });
  return { type: match[1], id: match[2] };
}

export const fhirRoutes: FastifyPluginCallback = (app: FastifyInstance, _options, done) => {
  const fhir = app.services.fhir;

  // A FHIR client sends its JSON as application/fhir+json.
  app.addContentTypeParser('application/fhir+json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(400, itFhir.bodyNotJson));
    }
  });

  // Every error of this scope, the access hook's 401 and 403 included, is an OperationOutcome.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.headers) reply.headers(error.headers);
      return sendFhir(request, reply, error.status, operationOutcome(error.status, error.message, error.code, error.fields));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) return sendFhir(request, reply, status, operationOutcome(status, CLIENT_STATUS_TEXT[status] ?? it.validation.invalidRequest));
    if (isUnstorableInput(error)) return sendFhir(request, reply, 400, operationOutcome(400, it.validation.invalidRequest));
    request.log.error({ err: error }, 'unhandled error');
    return sendFhir(request, reply, 500, operationOutcome(500, itFhir.internal));
  });
  app.setNotFoundHandler((request, reply) => sendFhir(request, reply, 404, operationOutcome(404, it.http.notFound)));

  // JSON only: a client asking for XML or anything else by `_format` or Accept gets 406.
  app.addHook('onRequest', (request, _reply, next) => {
    const format = (request.query as RawQuery)._format;
    const accept = request.headers.accept;
    const refused =
      (format !== undefined && (Array.isArray(format) || !JSON_FORMATS.has(format.split(';')[0]!.trim().toLowerCase()))) ||
      (accept !== undefined && accept !== '' && !/json|\*\/\*|application\/\*/i.test(accept));
    next(refused ? new AppError(406, itFhir.formatNotSupported) : undefined);
  });

  app.get('/metadata', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) =>
    sendFhir(request, reply, 200, capabilityStatement(baseUrlOf(request), app.services.clock.now())),
  );

  const readers: Record<FhirResourceType, Reader> = {
    Practitioner: (_r, id) => fhir.practitioner(id),
    PractitionerRole: (_r, id) => fhir.practitionerRole(id),
    Location: (_r, id) => fhir.location(id),
    HealthcareService: (_r, id) => fhir.healthcareService(id),
    Schedule: (_r, id) => fhir.schedule(id),
    Slot: (_r, id) => fhir.slot(id),
    Appointment: (r, id) => fhir.appointment(requireFhirCaller(r), id),
    Patient: (r, id) => fhir.patient(requireFhirCaller(r), id),
  };
  const directory = (q: SearchQuery) => ({ id: q.one('_id'), count: q.count(COUNT_DEFAULT, DIRECTORY_COUNT_MAX), cursor: q.page() });
  const searchers: Record<FhirResourceType, Searcher> = {
    Practitioner: (_r, q) => fhir.searchPractitioners(directory(q)),
    PractitionerRole: (_r, q) => fhir.searchPractitionerRoles({ ...directory(q), practitioner: q.reference('practitioner', 'Practitioner') }),
    Location: (_r, q) => fhir.searchLocations(directory(q)),
    HealthcareService: (_r, q) =>
      fhir.searchHealthcareServices({
        id: q.one('_id'),
        serviceType: q.token('service-type')?.code,
        location: q.reference('location', 'Location'),
        specialty: q.token('specialty'),
        count: q.count(COUNT_DEFAULT, COUNT_MAX),
        cursor: q.page(),
      }),
    Schedule: (_r, q) =>
      fhir.searchSchedules({
        id: q.one('_id'),
        actor: actorOf(q),
        serviceType: q.token('service-type')?.code,
        specialty: q.token('specialty'),
        count: q.count(COUNT_DEFAULT, COUNT_MAX),
        cursor: q.page(),
      }),
    Slot: (_r, q) => {
      const schedule = q.reference('schedule', 'Schedule');
      if (!schedule) throw new AppError(400, itFhir.scheduleRequired, { fields: { schedule: itFhir.scheduleRequired } });
      const { from, to } = q.window('start');
      return fhir.searchSlots({ schedule, from, to, count: q.count(COUNT_DEFAULT, COUNT_MAX), status: q.token('status')?.code, serviceType: q.token('service-type')?.code });
    },
    Appointment: (r, q) => {
      const { from, to } = q.window('date');
      return fhir.searchAppointments(requireFhirCaller(r), {
        patient: q.reference('patient', 'Patient'),
        practitioner: q.reference('practitioner', 'Practitioner'),
        from,
        to,
        count: q.count(COUNT_DEFAULT, COUNT_MAX),
        cursor: q.page(),
      });
    },
    Patient: (r, q) => fhir.searchPatients(requireFhirCaller(r), { id: q.one('_id'), count: q.count(COUNT_DEFAULT, COUNT_MAX), cursor: q.page() }),
  };

  // One read and one search route per supported type, each declaring its access (enforced by plugins/access.ts).
  for (const def of FHIR_RESOURCES) {
    const supported = def.searchParams.map((p) => p.name);
    // The slot engine runs per request: the booking dialog's availability limit applies.
    const config = { access: def.access, ...(def.type === 'Slot' ? { rateLimit: app.limits.availability } : {}) };
    app.get(`/${def.type}`, { config, schema: { hide: true } }, async (request, reply) => {
      const page = await searchers[def.type](request, new SearchQuery(request.query as RawQuery, def.type, supported));
      return sendFhir(request, reply, 200, searchset(request, page));
    });
    app.get<{ Params: { id: string } }>(`/${def.type}/:id`, { config, schema: { hide: true } }, async (request, reply) => {
      new SearchQuery(request.query as RawQuery, def.type, []);
      return sendFhir(request, reply, 200, await readers[def.type](request, request.params.id));
    });
  }

  registerBook(app);

  // Any other type: not supported here (404, as the FHIR HTTP rules say for an unknown type).
  const unknownType = (request: FastifyRequest<{ Params: { type: string } }>) => {
    throw new AppError(404, itFhir.unknownType(request.params.type));
  };
  app.get('/:type', { config: { access: 'public' }, schema: { hide: true } }, unknownType);
  app.get('/:type/:id', { config: { access: 'public' }, schema: { hide: true } }, unknownType);
  // Writes: this server only reads (and books through $book).
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: () => {
      throw new AppError(405, itFhir.writeNotSupported, { headers: { allow: 'GET, HEAD' } });
    },
  });
  done();
};
