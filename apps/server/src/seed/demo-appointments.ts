import type { WeeklySchedule } from '@sanity/shared/domain/practice/time-slots';
import type { ReviewSubScores } from '@sanity/shared/schemas/reviews';
import { computeSlots, DEFAULT_TIME_ZONE, localDateOf, type Interval, type Slot } from '@sanity/shared/domain/slots/compute-slots';
import type { Services } from '../services';
import { createAccount, patientSpec } from './factories';

/** Patients who booked with the demo cardiologist, so that /crm has a real list (they have no printed login). */
const otherPatients = [
  { displayName: 'Alessandro Marini', email: 'alessandro.marini@paziente.sanity.demo', telefono: '+39 340 221 7788' },
  { displayName: 'Francesca Galli', email: 'francesca.galli@paziente.sanity.demo', telefono: '+39 328 904 1122' },
  { displayName: 'Roberto Lombardi', email: 'roberto.lombardi@paziente.sanity.demo', telefono: '+39 347 663 2450' },
];

const DAY_MS = 86_400_000;

/** The services of the demo cardiologist that his demo visits use. */
export type DemoService = 'visit' | 'ecg';

/** The hours a service is booked on (its own or the practice's) and its length. */
export interface DemoServiceHours {
  weeklySchedule: WeeklySchedule;
  duration: number;
}

/**
 * When a demo visit falls: `days` ahead of the seeding day (negative: that many days ago, in the
 * past), at or after the local `time`. It gets the nearest free slot of the service's hours.
 */
export interface DemoVisitTime {
  service: DemoService;
  days: number;
  time: string;
}

type DemoPatient = 'giulia' | 0 | 1 | 2;

interface DemoVisit extends DemoVisitTime {
  patient: DemoPatient;
  status: 'confermato' | 'annullato';
  notes?: string;
  reason?: string;
  cancelReason?: string;
  /** Issue 30: the visit is for the demo patient's son Luca (DEMO_CHILD), booked by her. */
  forChild?: boolean;
  /** A published review of this past visit (issue 28), written the day after it; the reply the day after that. */
  review?: { rating: number; subScores: ReviewSubScores; text: string; showAs: 'name' | 'verified'; reply?: string };
}

/** Giulia Rossi's two upcoming visits and her history, and the other patients' (see seedDemoAppointments). */
export const DEMO_VISITS: readonly DemoVisit[] = [
  { patient: 'giulia', service: 'visit', days: 3, time: '10:30', status: 'confermato', notes: 'Porto gli esami del sangue di ottobre.', reason: 'Controllo periodico' },
  { patient: 'giulia', service: 'visit', days: 10, time: '16:00', status: 'confermato', reason: 'Pressione alta' },
  {
    patient: 'giulia',
    service: 'visit',
    days: -34,
    time: '10:00',
    status: 'confermato',
    notes: 'Prima visita dopo il trasloco a Milano.',
    reason: 'Prima visita',
    review: {
      rating: 5,
      subScores: { puntualita: 5, ascolto: 5, chiarezza: 4 },
      text: 'Mi ha ascoltata con calma e ha spiegato ogni passaggio della visita. Puntuale, studio comodo da raggiungere.',
      showAs: 'name',
      reply: 'Grazie, a presto per il controllo.',
    },
  },
  { patient: 'giulia', service: 'ecg', days: -12, time: '09:20', status: 'confermato' },
  { patient: 'giulia', service: 'visit', days: -5, time: '15:30', status: 'annullato', cancelReason: 'Impegno di lavoro', reason: 'Controllo periodico' },
  { patient: 0, service: 'visit', days: 1, time: '09:00', status: 'confermato', reason: 'Palpitazioni' },
  { patient: 1, service: 'visit', days: 6, time: '11:30', status: 'confermato', reason: 'Prima visita' },
  {
    patient: 1,
    service: 'visit',
    days: -60,
    time: '11:00',
    status: 'confermato',
    reason: 'Dolore al petto',
    review: { rating: 4, subScores: {}, text: 'Visita accurata e spiegazioni chiare. Ho atteso una ventina di minuti oltre l’orario, ma ne è valsa la pena.', showAs: 'verified' },
  },
  { patient: 2, service: 'ecg', days: -3, time: '09:00', status: 'confermato' },
  // Issue 30: Giulia booked a visit for her son Luca; the doctor sees him in /crm as a patient of his own. Older than the
  // review window (30 days), so Giulia's reviewable visits stay her ECG.
  { patient: 'giulia', forChild: true, service: 'visit', days: -40, time: '16:30', status: 'confermato', reason: 'Prima visita', notes: 'Soffio al cuore sentito dal pediatra.' },
];

/** Issue 30: the demo patient's son, in her care (Impostazioni › Familiari); his codice fiscale agrees with his name and birth date. */
export const DEMO_CHILD = { nome: 'Luca', cognome: 'Rossi', birthDate: '2016-04-21', relationship: 'figlio', codiceFiscale: 'RSSLCU16D21F205I' } as const;

/**
 * The start of each demo visit, or null when its service has no hours at all. Every time is a slot of
 * the slot engine for the service's weekly hours, none overlapping another: upcoming ones the first
 * free slot from `days` ahead at or after `time` (a later day when that one is closed or full), past
 * ones on the nearest open day at or before `days` ago (its first slot at or after `time`, else its
 * last). Past visits used to keep their date whatever the weekday, so a demo seeded on a Monday
 * showed visits on a Sunday, outside the doctor's hours.
 */
export function planDemoVisits(
  visits: readonly DemoVisitTime[],
  hours: Readonly<Record<DemoService, DemoServiceHours>>,
  now: Date,
  timeZone = DEFAULT_TIME_ZONE,
): Array<Date | null> {
  const taken: Interval[] = [];
  const dateAt = (days: number) => localDateOf(new Date(now.getTime() + days * DAY_MS), timeZone);
  const slotsOf = (service: DemoServiceHours, from: string, to: string, before: Date) =>
    computeSlots({ weeklySchedule: service.weeklySchedule, durationMinutes: service.duration, bookings: taken, now: before, from, to, timeZone });
  const pick = (visit: DemoVisitTime): Slot | null => {
    const service = hours[visit.service];
    if (visit.days >= 0) {
      const slots = slotsOf(service, dateAt(visit.days), dateAt(visit.days + 21), now);
      return slots.find((s) => s.time >= visit.time) ?? slots.at(-1) ?? null;
    }
    // Back one day at a time from `days` ago: a week always reaches an open day of a week with hours.
    for (let back = 0; back < 14; back += 1) {
      const date = dateAt(visit.days - back);
      // The slot engine offers only days after its `now`: a `now` two days earlier opens this one.
      const day = slotsOf(service, date, date, new Date(Date.parse(`${date}T00:00:00Z`) - 2 * DAY_MS));
      const slot = day.find((s) => s.time >= visit.time) ?? day.at(-1);
      if (slot) return slot;
    }
    return null;
  };
  return visits.map((visit) => {
    const slot = pick(visit);
    if (slot) taken.push({ start: slot.start, end: slot.end });
    return slot?.start ?? null;
  });
}

/**
 * Upcoming and past appointments of the demo accounts relative to `now`: Giulia Rossi (the demo
 * patient) has two upcoming visits with Dott. Marco Bianchi and a history; three more patients
 * fill his calendar and /crm. Every time, past ones too, is a free slot of the service's hours
 * (`planDemoVisits`).
 */
export async function seedDemoAppointments(
  services: Pick<Services, 'users' | 'sectors' | 'practice' | 'appointments' | 'reviews' | 'clock' | 'family'>,
  ids: { patientId: string; doctorId: string },
  now = services.clock.now(),
): Promise<void> {
  const [giulia, marco] = await Promise.all([services.users.findById(ids.patientId), services.users.findById(ids.doctorId)]);
  if (!giulia || !marco) return;
  const config = await services.practice.getConfig(marco.id);
  const visit = config.services.find((s) => s.name === 'Visita cardiologica');
  const ecg = config.services.find((s) => s.name === 'Elettrocardiogramma');
  const hoursOf = async (serviceId: string) => (await services.practice.bookableService(marco.id, serviceId))?.weeklySchedule ?? null;
  const [visitHours, ecgHours] = visit && ecg ? await Promise.all([hoursOf(visit.id), hoursOf(ecg.id)]) : [null, null];
  if (!visit || !ecg || !visitHours || !ecgHours) return;

  const others = [];
  for (const p of otherPatients) {
    const row = await createAccount(services, patientSpec({ ...p, password: 'Paziente123!', emailVerifiedAt: services.clock.now() }));
    others.push({ id: row.id, name: p.displayName, email: p.email, phone: p.telefono });
  }
  const me = { id: giulia.id, name: giulia.displayName, email: giulia.email, phone: giulia.telefono ?? '' };
  const patients = { giulia: me, 0: others[0]!, 1: others[1]!, 2: others[2]! };
  const byKey = { visit, ecg };
  const child = await services.family.importMember(giulia.id, DEMO_CHILD, now);

  const starts = planDemoVisits(
    DEMO_VISITS,
    { visit: { weeklySchedule: visitHours, duration: visit.duration }, ecg: { weeklySchedule: ecgHours, duration: ecg.duration } },
    now,
  );
  for (const [i, v] of DEMO_VISITS.entries()) {
    const start = starts[i];
    if (!start) continue;
    const patient = patients[v.patient];
    const service = byKey[v.service];
    const id = await services.appointments.importAppointment({
      doctorId: marco.id,
      serviceId: service.id,
      patientId: patient.id,
      familyMemberId: v.forChild ? child.id : null,
      title: service.name,
      serviceName: service.name,
      status: v.status,
      startsAt: start,
      endsAt: new Date(start.getTime() + service.duration * 60_000),
      durationMinutes: service.duration,
      customerName: patient.name,
      customerEmail: patient.email,
      customerPhone: patient.phone,
      notes: v.notes ?? '',
      customFields: v.reason ? [{ id: 'motivo', name: 'Motivo della visita', value: v.reason }] : [],
      priceCents: Math.round(service.price * 100),
      attendees: [{ email: patient.email, displayName: patient.name }],
      ...(v.status === 'annullato' ? { cancelledAt: new Date(start.getTime() - 2 * DAY_MS), cancelledBy: 'patient', cancelReason: v.cancelReason ?? null } : {}),
      createdAt: new Date(Math.min(now.getTime(), start.getTime()) - 7 * DAY_MS),
    });
    // Issue 28: two published reviews of older visits, so the demo shows the list and 'Nuovo su Sanity' below three.
    if (v.review) {
      const end = start.getTime() + service.duration * 60_000;
      const { reply, ...review } = v.review;
      await services.reviews.importPublished({ appointmentId: id, ...review, at: new Date(end + DAY_MS), ...(reply ? { reply: { text: reply, at: new Date(end + 2 * DAY_MS) } } : {}) });
    }
  }
}
