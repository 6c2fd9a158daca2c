import { computeSlots, DEFAULT_TIME_ZONE, instantOf, localDateOf } from '@sanity/shared/domain/slots/compute-slots';
import type { Services } from '../services';
import { createAccount, patientSpec } from './factories';

/** Patients who booked with the demo cardiologist, so that /crm has a real list (they have no printed login). */
const otherPatients = [
  { displayName: 'Alessandro Marini', email: 'alessandro.marini@paziente.sanity.demo', telefono: '+39 340 221 7788' },
  { displayName: 'Francesca Galli', email: 'francesca.galli@paziente.sanity.demo', telefono: '+39 328 904 1122' },
  { displayName: 'Roberto Lombardi', email: 'roberto.lombardi@paziente.sanity.demo', telefono: '+39 347 663 2450' },
];

const DAY_MS = 86_400_000;

interface Booking {
  patient: { id: string; name: string; email: string; phone: string };
  service: { id: string; name: string; duration: number; price: number };
  start: Date;
  status: 'confermato' | 'annullato';
  notes?: string;
  customFields?: Array<{ id: string; name: string; value: string | boolean }>;
  cancelReason?: string;
}

/**
 * Upcoming and past appointments of the demo accounts relative to `now`: Giulia Rossi (the demo
 * patient) has two upcoming visits with Dott. Marco Bianchi and a history; three more patients
 * fill his calendar and /crm. Upcoming times are real free slots of his hours (the slot engine),
 * past ones keep plausible local times.
 */
export async function seedDemoAppointments(
  services: Pick<Services, 'users' | 'sectors' | 'practice' | 'appointments' | 'clock'>,
  ids: { patientId: string; doctorId: string },
  now = services.clock.now(),
): Promise<void> {
  const [giulia, marco] = await Promise.all([services.users.findById(ids.patientId), services.users.findById(ids.doctorId)]);
  if (!giulia || !marco) return;
  const config = await services.practice.getConfig(marco.id);
  const visit = config.services.find((s) => s.name === 'Visita cardiologica');
  const ecg = config.services.find((s) => s.name === 'Elettrocardiogramma');
  const visitHours = visit ? ((await services.practice.bookableService(marco.id, visit.id))?.weeklySchedule ?? null) : null;
  if (!visit || !ecg || !visitHours) return;

  const others = [];
  for (const p of otherPatients) {
    const row = await createAccount(services, patientSpec({ ...p, password: 'Paziente123!', emailVerifiedAt: services.clock.now() }));
    others.push({ id: row.id, name: p.displayName, email: p.email, phone: p.telefono });
  }
  const me = { id: giulia.id, name: giulia.displayName, email: giulia.email, phone: giulia.telefono ?? '' };

  // Free slots of the visit in the next three weeks; each booking below takes a later one.
  const today = localDateOf(now, DEFAULT_TIME_ZONE);
  const slots = computeSlots({
    weeklySchedule: visitHours,
    durationMinutes: visit.duration,
    bookings: [],
    now,
    from: today,
    to: localDateOf(new Date(now.getTime() + 21 * DAY_MS), DEFAULT_TIME_ZONE),
  });
  /** The first free slot at least `days` ahead at or after a local time (weekends and closed days skipped). */
  const upcoming = (days: number, time: string) => {
    const date = localDateOf(new Date(now.getTime() + days * DAY_MS), DEFAULT_TIME_ZONE);
    return (slots.find((s) => s.date >= date && s.time >= time) ?? slots.at(-1)!).start;
  };
  const past = (daysAgo: number, time: string) => {
    const [h, m] = time.split(':').map(Number) as [number, number];
    return instantOf(localDateOf(new Date(now.getTime() - daysAgo * DAY_MS), DEFAULT_TIME_ZONE), h * 60 + m, DEFAULT_TIME_ZONE)!;
  };
  const reason = (value: string) => [{ id: 'motivo', name: 'Motivo della visita', value }];

  const bookings: Booking[] = [
    { patient: me, service: visit, start: upcoming(3, '10:30'), status: 'confermato', notes: 'Porto gli esami del sangue di ottobre.', customFields: reason('Controllo periodico') },
    { patient: me, service: visit, start: upcoming(10, '16:00'), status: 'confermato', customFields: reason('Pressione alta') },
    { patient: me, service: visit, start: past(34, '10:00'), status: 'confermato', notes: 'Prima visita dopo il trasloco a Milano.', customFields: reason('Prima visita') },
    { patient: me, service: ecg, start: past(12, '09:20'), status: 'confermato' },
    { patient: me, service: visit, start: past(5, '15:30'), status: 'annullato', cancelReason: 'Impegno di lavoro', customFields: reason('Controllo periodico') },
    { patient: others[0]!, service: visit, start: upcoming(1, '09:00'), status: 'confermato', customFields: reason('Palpitazioni') },
    { patient: others[1]!, service: visit, start: upcoming(6, '11:30'), status: 'confermato', customFields: reason('Prima visita') },
    { patient: others[1]!, service: visit, start: past(60, '11:00'), status: 'confermato', customFields: reason('Dolore al petto') },
    { patient: others[2]!, service: ecg, start: past(3, '09:00'), status: 'confermato' },
  ];

  for (const b of bookings) {
    await services.appointments.importAppointment({
      doctorId: marco.id,
      serviceId: b.service.id,
      patientId: b.patient.id,
      title: b.service.name,
      serviceName: b.service.name,
      status: b.status,
      startsAt: b.start,
      endsAt: new Date(b.start.getTime() + b.service.duration * 60_000),
      durationMinutes: b.service.duration,
      customerName: b.patient.name,
      customerEmail: b.patient.email,
      customerPhone: b.patient.phone,
      notes: b.notes ?? '',
      customFields: b.customFields ?? [],
      priceCents: Math.round(b.service.price * 100),
      attendees: [{ email: b.patient.email, displayName: b.patient.name }],
      // Past visits must not trigger a reminder; upcoming ones get theirs from the job.
      reminderSentAt: b.start < now ? b.start : null,
      ...(b.status === 'annullato' ? { cancelledAt: new Date(b.start.getTime() - 2 * DAY_MS), cancelledBy: 'patient', cancelReason: b.cancelReason ?? null } : {}),
      createdAt: new Date(Math.min(now.getTime(), b.start.getTime()) - 7 * DAY_MS),
    });
  }
}
