import type { Pools } from './requests';
import type { FuzzRoute } from './routes';

/**
 * One valid body per JSON route, written by hand from the shared schemas. Breaking one leaf of a
 * valid body is what reaches the service and the database (a random body is nearly always refused
 * by the schema first): NUL in a stored name, year 9999 in a date that is otherwise bookable.
 */
export interface ExampleContext {
  pools: Pools;
  /** The signed-in identity's user id, for the routes of one's own account. */
  selfId: string | undefined;
  /** A free bookable instant of the first doctor's first service (each call another one, while they last). */
  nextSlot: () => string;
  /** A number never returned before, for unique e-mails. */
  unique: () => number;
  /** The first doctor's practice configuration as GET /api/practice/config returned it. */
  practiceConfig: unknown;
  /** A local date a few days ahead (YYYY-MM-DD). */
  soon: string;
}

interface CustomField {
  id: string;
  type: string;
  options?: string[];
}

/** Answers to a service's intake fields, so that the booking example gets past them. */
function answersFor(practiceConfig: unknown, serviceId: string | undefined, soon: string): Record<string, unknown> {
  const services = (practiceConfig as { services?: Array<{ id: string; customFields?: CustomField[] }> }).services ?? [];
  const fields = services.find((service) => service.id === serviceId)?.customFields ?? [];
  const byType: Record<string, (field: CustomField) => unknown> = {
    email: () => 'paziente@esempio.it',
    phone: () => '+39 333 123 4567',
    select: (field) => field.options?.[0] ?? 'Sì',
    checkbox: () => true,
    date: () => soon,
    number: () => 42,
  };
  return Object.fromEntries(fields.map((field) => [field.id, byType[field.type]?.(field) ?? 'Controllo annuale']));
}

type Example = (context: ExampleContext) => unknown;

const EXAMPLES: Record<string, Example> = {
  'POST /api/auth/register': ({ unique }) => ({
    role: 'user',
    displayName: 'Giulia Verdi',
    email: `fuzz.${unique()}@esempio.it`,
    password: 'Paziente123!',
    confirmPassword: 'Paziente123!',
    acceptTerms: true,
  }),
  // A demo directory doctor's real credentials (seed/demo-directory-doctors.ts), never a fuzz identity's.
  'POST /api/auth/login': ({ pools }) => ({ email: pools.takenEmail, password: 'Dottore123!' }),
  'POST /api/auth/verify-email': () => ({ token: 'link-di-conferma-inventato-1234567890' }),
  // A wrong current password: the sweep must not move its identities to addresses nobody reads.
  'POST /api/auth/email/change': ({ unique }) => ({ email: `fuzz.nuovo.${unique()}@esempio.it`, currentPassword: 'Non-la-sua-password-1' }),
  'POST /api/auth/password/forgot': () => ({ email: 'nessuno@esempio.it' }),
  'POST /api/auth/password/reset': () => ({ token: 'link-inventato-lungo-abbastanza-1234', password: 'Cavallo-Batteria-9', confirmPassword: 'Cavallo-Batteria-9' }),
  // Never the identity's real password: a change that went through would lock the sweep out of its next sign-in.
  'POST /api/auth/password/change': () => ({ currentPassword: 'Non-la-sua-password-1', password: 'Cavallo-Batteria-9', confirmPassword: 'Cavallo-Batteria-9' }),
  // Never the right password: the fuzz signs in as the demo accounts, which must survive it.
  'DELETE /api/account': () => ({ currentPassword: 'Non-la-sua-password-1', confirmEmail: 'paziente@sanity.demo' }),
  'POST /api/users/{uid}/activate-membership': ({ pools }) => ({ membershipId: pools.membershipIds[0] ?? 'pro' }),
  // A real change (the same name is refused before it reaches the database).
  'PUT /api/users/{uid}/name': ({ unique }) => ({ nome: 'Giulia', cognome: `Rossi Prova ${unique()}` }),
  'PATCH /api/users/{uid}': () => ({
    telefono: '+39 333 123 4567',
    indirizzo: 'Via Roma 1',
    cap: '20121',
    citta: 'Milano',
    provincia: 'MI',
    biografia: 'Mi occupo di prevenzione.',
  }),
  'PUT /api/practice/config': ({ practiceConfig }) => practiceConfig,
  // Sectors, plans and notification settings (issue 13). A unique name each time, so that a sweep creating sectors or plans reaches the insert.
  'POST /api/sectors/verify': ({ pools }) => ({ sectorIds: [...pools.sectorIds.slice(0, 2), 'inventato'] }),
  'POST /api/sectors/': ({ unique }) => ({ name: `Settore di prova ${unique()}`, description: 'Creato dal fuzz.', active: false }),
  'PATCH /api/sectors/{id}': () => ({ description: 'Descrizione aggiornata.' }),
  'POST /api/admin/memberships/': ({ unique }) => ({ name: `Piano di prova ${unique()}`, price: 19.9, discountedPrice: 9.5, privileges: ['Profilo in evidenza'], offerDays: 30, active: false }),
  'PATCH /api/admin/memberships/{id}': () => ({ privileges: ['Profilo in evidenza', 'Statistiche'] }),
  'PUT /api/admin/settings/notifications': () => ({ confirmation: true, reminder: true, cancellation: true, reminderLeadMinutes: [2880, 120], smsDailyCap: 200 }),
  'PUT /api/users/me/notifications': () => ({ emailReminders: true, sms: false }),
  'POST /api/users/me/phone': () => ({ phone: '333 123 4567' }),
  'POST /api/users/me/phone/verify': () => ({ code: '123456' }),
  'POST /api/notifications/opt-out': () => ({ token: 'link-di-disattivazione-inventato-1234', canale: 'sms' }),
  'PUT /api/practice/address': () => ({ street: 'Via Vincenzo Monti 12', cap: '20123', city: 'Forlì', province: 'fc' }),
  'POST /api/appointments/check-availability': ({ pools, soon }) => ({
    professionalId: pools.doctorIds[0],
    serviceId: pools.serviceIds[0],
    date: soon,
    timeSlots: ['09:00', '10:30', '16:00'],
  }),
  'POST /api/appointments/': ({ pools, nextSlot, practiceConfig, soon }) => ({
    professionalId: pools.doctorIds[0],
    serviceId: pools.serviceIds[0],
    dateTime: nextSlot(),
    customerInfo: { name: 'Giulia Rossi', email: 'giulia.rossi@esempio.it', phone: '+39 333 765 4321', notes: 'Palpitazioni la sera' },
    customFields: answersFor(practiceConfig, pools.serviceIds[0], soon),
    healthDataConsent: true,
    attendees: [{ email: 'giulia.rossi@esempio.it', displayName: 'Giulia Rossi' }],
  }),
  'POST /api/appointments/{id}/cancel': () => ({ reason: 'Un imprevisto al lavoro' }),
  'POST /api/appointments/{id}/reschedule': ({ nextSlot }) => ({ dateTime: nextSlot() }),
  'POST /api/appointment-links/{token}/reschedule': ({ nextSlot }) => ({ dateTime: nextSlot() }),
  'POST /api/schedule/closures': ({ soon }) => ({ allDay: true, fromDate: soon, toDate: soon, note: 'Studio chiuso per ferie' }),
  'PUT /api/schedule/date-hours/{date}': () => ({ windows: [{ start: '09:00', end: '12:30' }] }),
  'PUT /api/schedule/holidays/{date}': () => ({ open: true }),
  'PUT /api/schedule/booking-rules': () => ({ horizonDays: 120, patronCity: 'milano' }),
  'PUT /api/schedule/reminders': () => ({ leadMinutes: [2880, 120], agendaEmail: false }),
  'PUT /api/video/settings': () => ({ linkInCalendar: false }),
  // Issue 30: family members (a valid codice fiscale of Luca Rossi, 12 June 2015), the invitation and its token.
  'POST /api/family/': () => ({ nome: 'Luca', cognome: 'Rossi', birthDate: '2015-06-12', relationship: 'figlio', codiceFiscale: 'RSSLCU15H12H501S' }),
  'PUT /api/family/{id}': () => ({ nome: 'Luca', cognome: 'Rossi', birthDate: '2015-06-12', relationship: 'figlio', codiceFiscale: '' }),
  'POST /api/family/{id}/invitation': ({ unique }) => ({ email: `figlio${unique()}@esempio.it` }),
  'POST /api/family/invitations/lookup': () => ({ token: 'invito-inventato-1234567890' }),
  'POST /api/family/invitations/accept': () => ({ token: 'invito-inventato-1234567890' }),
  'POST /api/waitlist/': ({ pools, soon }) => ({ doctorId: pools.doctorIds[0], serviceId: null, weekdays: [1, 4], timeFrom: '09:00', timeTo: '12:00', untilDate: soon }),
  'POST /api/waitlist/offer/accept': () => ({ token: 'link-di-offerta-inventato-1234567890', customFields: {}, healthDataConsent: false }),
  // Issue 28: a demo appointment (most are not the identity's: 404; a past one of its own: 201 or 409 once reviewed).
  // Issue 30: a doctor's collaborators and booking on behalf (a new contact keeps each example's phone unique).
  'POST /api/staff/invitations': ({ unique }) => ({ email: `collaboratore.${unique()}@example.it`, clinical: false }),
  'PATCH /api/staff/{id}': () => ({ clinical: true }),
  'POST /api/staff/invitations/accept': () => ({ token: 'invito-inventato-abcdefghijklmnopqrstuvwxyz' }),
  'POST /api/staff/bookings': ({ pools, nextSlot, unique }) => ({
    serviceId: pools.serviceIds[0],
    dateTime: nextSlot(),
    notes: 'Ha telefonato in mattinata',
    patient: { kind: 'new', nome: 'Pietro', cognome: 'Neri', phone: `+39 340 ${String(1_000_000 + unique()).slice(-7)}`, email: '' },
  }),
  // Issue 31: a personal access token; a webhook endpoint at a documentation address (TEST-NET-3: refused by the
  // private-network guard without a DNS look-up, never contacted).
  'POST /api/tokens/': () => ({ name: 'Gestionale dello studio', scopes: ['appointments:read'] }),
  'POST /api/webhooks/endpoints': () => ({ url: 'https://203.0.113.10/sanity', events: ['appointment.booked'], description: 'Gestionale' }),
  'PATCH /api/webhooks/endpoints/{id}': () => ({ description: 'Gestionale dello studio' }),
  'POST /api/reviews': ({ pools }) => ({ appointmentId: pools.appointmentIds[0], rating: 5, subScores: { puntualita: 4 }, text: 'Puntuale e molto chiaro nelle spiegazioni.', showAs: 'name' }),
  'POST /api/reviews/{id}/reply': () => ({ text: 'Grazie della fiducia.' }),
  'POST /api/reviews/{id}/report': () => ({ reason: 'Parla di un’altra persona' }),
  'POST /api/admin/reviews/{id}/decision': () => ({ decision: 'approve', note: 'Verificata' }),
  'POST /api/admin/users/{id}/disable': () => ({ reason: 'Segnalazioni ripetute di comportamento scorretto' }),
  'POST /api/admin/doctors/{id}/reject': () => ({ reason: 'Il numero di iscrizione non risulta all’albo indicato' }),
  'POST /api/articles': ({ pools }) => ({
    title: 'Il cuore in inverno',
    content: [
      { id: 'b1', type: 'heading', data: { text: 'Perché il freddo conta', level: 2 } },
      { id: 'b2', type: 'paragraph', data: { text: 'Con il freddo la pressione sale.' } },
      { id: 'b3', type: 'list', data: { listType: 'unordered', items: ['Coprirsi', 'Camminare'] } },
    ],
    tags: ['cuore', 'inverno'],
    selectedCategories: pools.sectorIds.slice(0, 1),
    isPublic: true,
  }),
  'PATCH /api/articles/{id}': () => ({ title: 'Il cuore in primavera', tags: ['cuore'], isPublic: true }),
  'POST /api/articles/drafts': () => ({ title: 'Bozza', content: [{ id: 'b1', type: 'paragraph', data: { text: 'Appunti' } }] }),
  // A loopback address: the SSRF guard refuses it (CALDAV_ALLOW_PRIVATE_NETWORKS is off) with a 400
  // before any request; with the setting on, port 9 refuses at once (502). No network is waited on.
  'POST /api/calendar/caldav': () => ({ serverUrl: 'https://127.0.0.1:9/dav/', username: 'dottore', password: 'password-per-app', calendarUrl: 'https://127.0.0.1:9/dav/dottore/studio/' }),
  'PATCH /api/calendar/connection': () => ({ detailedTitles: true }),
  'POST /api/calendar/sync': ({ soon }) => ({ timeMin: `${soon}T00:00:00Z`, timeMax: `${soon}T23:59:59+01:00` }),
  'POST /api/calendar/conflicts/{appointmentId}': () => ({ action: 'restore' }),
  // Past the per-address limit the answer is 429 in the error shape, which the fuzz accepts.
  'POST /api/contact': () => ({
    nome: 'Giulia',
    cognome: 'Verdi',
    email: 'giulia.verdi@esempio.it',
    telefono: '+39 333 123 4567',
    note: 'Vorrei sapere come iscrivere il mio studio.',
  }),
  // Past the per-user limit the answer is 429 in the error shape, which the fuzz accepts.
  'POST /api/chat/messages': () => ({
    message: 'Cosa dicono gli articoli sulla pressione alta?',
    conversationHistory: [{ role: 'user', content: 'Ciao' }, { role: 'assistant', content: 'Ciao! Come posso aiutarti?' }],
  }),
};

/** The valid body of a route, or undefined for routes without a JSON body (or without an example yet). */
export function exampleBody(route: FuzzRoute, context: ExampleContext): unknown {
  return EXAMPLES[`${route.method} ${route.path}`]?.(context);
}

/** Routes with a JSON body and no example: the fuzz test lists them, so that a new route gets one. */
export function routesWithoutExample(routes: readonly FuzzRoute[]): string[] {
  return routes.filter((route) => route.body && !EXAMPLES[`${route.method} ${route.path}`]).map((route) => `${route.method} ${route.path}`);
}

/** The values one leaf of a valid body is replaced with, one at a time. */
export const LEAF_NASTIES: readonly unknown[] = ['Mario\u0000Rossi', 'a\uD800b', '0000-01-01T00:00:00Z', '9999-12-31', 1e308, null];

type Path = Array<string | number>;

/** Paths of the primitive leaves of a JSON value, at most `max` spread evenly over the value. */
export function leafPaths(value: unknown, max: number): Path[] {
  const out: Path[] = [];
  const walk = (node: unknown, at: Path) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...at, i]));
    else if (node && typeof node === 'object') for (const [key, item] of Object.entries(node)) walk(item, [...at, key]);
    else out.push(at);
  };
  walk(value, []);
  if (out.length <= max) return out;
  const step = out.length / max;
  return Array.from({ length: max }, (_, i) => out[Math.floor(i * step)]!);
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: Path, leaf: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path[path.length - 1]!] = leaf;
  return copy;
}
