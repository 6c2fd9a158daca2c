import { itFhir } from '@sanity/shared/i18n/it-fhir';
import type { Access } from '../../plugins/access';

/**
 * What the FHIR API supports (issue 31), in one table: the routes are registered from it (with
 * its `access`, enforced by plugins/access.ts), each search checks its parameters against it, and
 * GET /fhir/R4/metadata lists exactly it. A parameter added here and not handled, or handled and
 * not added, fails fhir.test.ts.
 */
export type SearchParamType = 'token' | 'reference' | 'date' | 'number' | 'string' | 'special';

export interface SearchParamDef {
  name: string;
  type: SearchParamType;
  documentation: string;
}

export interface ResourceDef {
  type: FhirResourceType;
  /** Who may read it: 'public', or 'signed-in' (then fhir.access.ts decides whose). */
  access: Extract<Access, 'public' | 'signed-in'>;
  documentation: string;
  searchParams: readonly SearchParamDef[];
}

export type FhirResourceType = 'Practitioner' | 'PractitionerRole' | 'Location' | 'HealthcareService' | 'Schedule' | 'Slot' | 'Appointment' | 'Patient';

/** The largest and default `_count` of every search. */
export const COUNT_MAX = 100;
export const COUNT_DEFAULT = 20;
/** The directory's own page limit (DOCTORS_PAGE_MAX): the searches that page over it take no more. */
export const DIRECTORY_COUNT_MAX = 50;

const count: SearchParamDef = {
  name: '_count',
  type: 'number',
  documentation: `Risultati per pagina: al massimo ${COUNT_MAX} (${DIRECTORY_COUNT_MAX} per Practitioner, PractitionerRole e Location); un valore più alto dà il massimo.`,
};
const page: SearchParamDef = { name: '_page', type: 'special', documentation: 'Posizione opaca della pagina successiva: usare il link next del Bundle.' };
const id: SearchParamDef = { name: '_id', type: 'token', documentation: 'L’id della risorsa.' };
/** Schedule and Slot take it alike. */
const serviceType: SearchParamDef = { name: 'service-type', type: 'token', documentation: 'Il codice del servizio (l’id del suo HealthcareService).' };
/** HealthcareService and Schedule: the service's sector, coded as PractitionerRole.specialty codes the doctor's. */
const specialty: SearchParamDef = {
  name: 'specialty',
  type: 'token',
  documentation: 'Il settore del servizio (codice del CodeSystem settore, lo stesso della specialty di PractitionerRole): i servizi di quel settore dei professionisti che lo hanno.',
};

export const FHIR_RESOURCES: readonly ResourceDef[] = [
  {
    type: 'Practitioner',
    access: 'public',
    documentation: 'I medici e i professionisti verificati, nell’ordine dell’elenco pubblico.',
    searchParams: [id, count, page],
  },
  {
    type: 'PractitionerRole',
    access: 'public',
    documentation: 'Il ruolo di ogni professionista: settori come specialty, lo studio come location, i servizi attivi.',
    searchParams: [id, { name: 'practitioner', type: 'reference', documentation: 'Practitioner/<id>.' }, count, page],
  },
  {
    type: 'Location',
    access: 'public',
    documentation: 'Lo studio di un professionista, con l’indirizzo che ha indicato (un professionista senza indirizzo non ne ha).',
    searchParams: [id, count, page],
  },
  {
    type: 'HealthcareService',
    access: 'public',
    documentation:
      'I servizi attivi dei professionisti: durata (estensione), modalità in studio o online (characteristic). Senza _id, service-type né location: tutti i servizi attivi dei professionisti dell’elenco, televisite comprese, a pagine. Il prezzo non ha un elemento adatto in R4 e non è pubblicato.',
    searchParams: [id, serviceType, { name: 'location', type: 'reference', documentation: 'Location/<id>: i servizi in studio di quello studio.' }, specialty, count, page],
  },
  {
    type: 'Schedule',
    access: 'public',
    documentation: 'Un calendario per professionista e servizio attivo; active è false per un servizio senza orari. Senza _id, actor né service-type: tutti i calendari dei professionisti dell’elenco, a pagine.',
    searchParams: [
      id,
      { name: 'actor', type: 'reference', documentation: 'Practitioner/<id> o HealthcareService/<id>.' },
      serviceType,
      specialty,
      count,
      page,
    ],
  },
  {
    type: 'Slot',
    access: 'public',
    documentation:
      'Gli orari liberi, calcolati come nella finestra di prenotazione: uno Slot free è un orario che la prenotazione accetta. Sono pubblicati solo gli Slot free.',
    searchParams: [
      { name: 'schedule', type: 'reference', documentation: 'Schedule/<id> (obbligatorio).' },
      { name: 'start', type: 'date', documentation: 'Prefissi ge, gt, le, lt; istante ISO 8601 o data (giorno intero, ora di Roma). Predefinito: da adesso all’orizzonte di prenotazione.' },
      { name: 'status', type: 'token', documentation: 'Solo free dà risultati.' },
      serviceType,
      count,
    ],
  },
  {
    type: 'Appointment',
    access: 'signed-in',
    documentation:
      'Gli appuntamenti del paziente che ha fatto l’accesso; per un professionista la sua agenda. Senza risposte al questionario né note. Un appuntamento altrui risponde 404.',
    searchParams: [
      { name: 'date', type: 'date', documentation: 'Prefissi ge, gt, le, lt sull’inizio della visita (al massimo 400 giorni).' },
      { name: 'patient', type: 'reference', documentation: 'Patient/<il proprio id>: i propri appuntamenti anche per un professionista.' },
      { name: 'practitioner', type: 'reference', documentation: 'Practitioner/<il proprio id>: l’agenda del professionista.' },
      count,
      page,
    ],
  },
  {
    type: 'Patient',
    access: 'signed-in',
    documentation: 'Il paziente stesso; per un professionista anche i suoi pazienti (chi ha un appuntamento con lui). Nessun codice fiscale: la piattaforma non lo raccoglie.',
    searchParams: [id, count, page],
  },
];

/** The entry of a type, or undefined when the server does not support it. */
export const resourceDef = (type: string): ResourceDef | undefined => FHIR_RESOURCES.find((r) => r.type === type);

/**
 * The $book of the Argonaut Scheduling guide, whose shape ours follows (an Appointment naming the
 * Slot, bare or as `appt-resource`); R4 core defines no booking operation.
 */
const BOOK_OPERATION = 'http://fhir.org/guides/argonaut-scheduling/OperationDefinition/appointment-book';

/** GET /fhir/R4/metadata: the CapabilityStatement of exactly the table above. */
export function capabilityStatement(baseUrl: string, now: Date): Record<string, unknown> {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: now.toISOString(),
    publisher: 'Sanity',
    kind: 'instance',
    software: { name: 'Sanity' },
    implementation: { description: itFhir.serverDescription, url: baseUrl },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'json'],
    rest: [
      {
        mode: 'server',
        documentation: 'Letture pubbliche senza accesso; Appointment e Patient con il cookie di sessione di Sanity o un token di accesso personale. Errori: OperationOutcome con diagnostics in italiano.',
        security: {
          cors: false,
          // Issue 31 point 3: a token works here as the session does (fhir.access.ts, docs/fhir.md).
          description: 'Cookie di sessione sanity_session (lo stesso dell’app), oppure un token di accesso personale (Authorization: Bearer snt_…) con il permesso appointments:read o agenda:read.',
        },
        resource: FHIR_RESOURCES.map((r) => ({
          type: r.type,
          documentation: r.documentation,
          interaction: [{ code: 'read' }, { code: 'search-type' }],
          searchParam: r.searchParams.map(({ name, type, documentation }) => ({ name, type, documentation })),
          ...(r.type === 'Appointment'
            ? { operation: [{ name: 'book', definition: BOOK_OPERATION, documentation: 'Prenota uno Slot libero per sé (POST Appointment/$book, docs/fhir.md).' }] }
            : {}),
        })),
      },
    ],
  };
}
