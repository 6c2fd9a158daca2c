import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  APPOINTMENT_RETENTION_DAYS,
  AUDIT_LOG_RETENTION_DAYS,
  CANCELLED_APPOINTMENT_RETENTION_DAYS,
  CHAT_HISTORY_RETENTION_DAYS,
  CONTACT_MESSAGE_RETENTION_DAYS,
  DEAD_JOB_RETENTION_DAYS,
  retentionCutoff,
} from '@sanity/shared/domain/privacy/retention';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPractice, VISIT } from '../../../test/booking';
import { createTestApp, registerDoctor, registerPatient, type SignedIn, type TestApp } from '../../../test/helpers';
import { appointments } from '../../db/schema/appointments';
import { chatMessages } from '../../db/schema/assistant';
import { loginFailures, sessions } from '../../db/schema/auth';
import { contactMessages } from '../../db/schema/contact';
import { jobs } from '../../db/schema/jobs';
import { auditLog } from '../../db/schema/privacy';
import { createTestClock } from '../../lib/clock';
import { createRetentionService } from './retention.service';

// Issue 13 point 10: each kind of personal data is deleted once older than its period
// (docs/privacy.md), and kept up to exactly that age. One test per family of rows.
const NOW = new Date('2026-06-01T12:00:00Z');
const MS = 1;
const DAY = 86_400_000;
const clock = createTestClock(NOW);
const lines: string[] = [];
const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(chunk.toString()), done()) }));
let t: TestApp;
let doctor: SignedIn;
let patient: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ clock, logger });
  doctor = await registerDoctor(t.app, { displayName: 'Marco Bianchi' });
  patient = await registerPatient(t.app, { displayName: 'Giulia Rossi', email: 'giulia.retention@esempio.it' });
  await openPractice(t.app, doctor);
});
afterAll(() => t.close());

const db = () => t.database.db;
const before = (cutoff: Date) => new Date(cutoff.getTime() - MS);
const run = () => t.app.services.retention.run(NOW);

async function chat(createdAt: Date): Promise<string> {
  const id = randomUUID();
  await db().insert(chatMessages).values({ id, userId: patient.user.id, role: 'user', content: 'Ho mal di testa da tre giorni', createdAt });
  return id;
}
const chatIds = async (ids: string[]) => (await db().select({ id: chatMessages.id }).from(chatMessages).where(inArray(chatMessages.id, ids))).map((r) => r.id);

describe('the periodic task', () => {
  test('the job runner runs it: an expired chat message goes, a recent one stays, and the log says how many (no personal data)', async () => {
    const old = await chat(before(retentionCutoff(NOW, CHAT_HISTORY_RETENTION_DAYS)));
    const recent = await chat(new Date(NOW.getTime() - DAY));
    await t.app.services.jobs.runOnce();
    expect(await chatIds([old, recent])).toEqual([recent]);
    const line = lines.find((l) => l.includes('retention: expired rows deleted'));
    expect(line).toBeDefined();
    expect((JSON.parse(line!) as { deleted: { chatMessages: number } }).deleted.chatMessages).toBe(1);
    expect(line).not.toContain('giulia');
    expect(line).not.toContain('mal di testa');
  });
});

describe('each family: kept up to exactly its period, deleted a millisecond later', () => {
  test('chat history: 12 months', async () => {
    const cutoff = retentionCutoff(NOW, CHAT_HISTORY_RETENTION_DAYS);
    const [kept, gone] = [await chat(cutoff), await chat(before(cutoff))];
    expect((await run()).deleted.chatMessages).toBe(1);
    expect(await chatIds([kept, gone])).toEqual([kept]);
  });

  test('appointments: cancelled ones 24 months after their time, the others 10 years', async () => {
    const row = (startsAt: Date, status: 'confermato' | 'annullato', minutes = 30) => ({
      doctorId: doctor.user.id,
      serviceId: VISIT.id,
      patientId: patient.user.id,
      title: VISIT.name,
      serviceName: VISIT.name,
      status,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      durationMinutes: minutes,
      customerName: 'Giulia Rossi',
      customerEmail: 'giulia.retention@esempio.it',
      priceCents: 12_000,
      customFields: [{ id: 'allergie', name: 'Allergie', value: 'Penicillina' }],
    });
    const cancelledCutoff = retentionCutoff(NOW, CANCELLED_APPOINTMENT_RETENTION_DAYS);
    const heldCutoff = retentionCutoff(NOW, APPOINTMENT_RETENTION_DAYS);
    const ids = {
      cancelledKept: await t.app.services.appointments.importAppointment(row(cancelledCutoff, 'annullato')),
      cancelledGone: await t.app.services.appointments.importAppointment(row(before(cancelledCutoff), 'annullato')),
      // Three years old but held: a record of the practice, kept.
      heldRecent: await t.app.services.appointments.importAppointment(row(new Date(NOW.getTime() - 3 * 365 * DAY), 'confermato')),
      heldKept: await t.app.services.appointments.importAppointment(row(heldCutoff, 'confermato')),
      // A millisecond earlier and a millisecond long, so that the two held visits do not overlap.
      heldGone: await t.app.services.appointments.importAppointment({ ...row(before(heldCutoff), 'confermato'), endsAt: heldCutoff }),
    };
    expect((await run()).deleted.appointments).toBe(2);
    const left = await db().select({ id: appointments.id }).from(appointments).where(inArray(appointments.id, Object.values(ids)));
    expect(left.map((r) => r.id).sort()).toEqual([ids.cancelledKept, ids.heldRecent, ids.heldKept].sort());
  });

  test('audit log: 24 months', async () => {
    const cutoff = retentionCutoff(NOW, AUDIT_LOG_RETENTION_DAYS);
    const entry = (at: Date) => ({ at, actorId: doctor.user.id, actorRole: 'doctor' as const, subjectId: patient.user.id, action: 'crm.patient.read' });
    const [kept] = await db().insert(auditLog).values(entry(cutoff)).returning({ id: auditLog.id });
    const [gone] = await db().insert(auditLog).values(entry(before(cutoff))).returning({ id: auditLog.id });
    expect((await run()).deleted.auditLog).toBe(1);
    const left = await db().select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.id, [kept!.id, gone!.id]));
    expect(left).toEqual([{ id: kept!.id }]);
  });

  test('dead jobs: 90 days after they died; a pending job of any age stays', async () => {
    const cutoff = retentionCutoff(NOW, DEAD_JOB_RETENTION_DAYS);
    const job = (id: string, status: string, finishedAt: Date | null) => ({
      id,
      kind: 'appointment-mail',
      payload: { appointmentId: 'x' },
      status,
      maxAttempts: 6,
      attempts: 6,
      runAt: before(cutoff),
      createdAt: before(cutoff),
      updatedAt: finishedAt ?? before(cutoff),
      finishedAt,
    });
    const [kept, gone, pending] = [randomUUID(), randomUUID(), randomUUID()];
    await db().insert(jobs).values([job(kept, 'dead', cutoff), job(gone, 'dead', before(cutoff)), { ...job(pending, 'pending', null), attempts: 0, runAt: new Date(NOW.getTime() + DAY) }]);
    expect((await run()).deleted.deadJobs).toBe(1);
    const left = await db().select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, [kept, gone, pending]));
    expect(left.map((r) => r.id).sort()).toEqual([kept, pending].sort());
  });

  test('sessions: as soon as they expire or go idle; failed logins: 1 day', async () => {
    const idleDays = t.config.SESSION_IDLE_DAYS;
    const session = (id: string, expiresAt: Date, lastSeenAt: Date) => ({ id, userId: patient.user.id, createdAt: lastSeenAt, expiresAt, lastSeenAt, ip: '203.0.113.9', userAgent: 'Firefox' });
    const idleCutoff = new Date(NOW.getTime() - idleDays * DAY);
    await db()
      .insert(sessions)
      .values([
        session('s-expires-now', NOW, NOW),
        session('s-expired', before(NOW), before(NOW)),
        session('s-idle-limit', new Date(NOW.getTime() + DAY), idleCutoff),
        session('s-idle', new Date(NOW.getTime() + DAY), before(idleCutoff)),
      ]);
    const dayAgo = new Date(NOW.getTime() - DAY);
    const [keptFailure] = await db().insert(loginFailures).values({ email: 'giulia.retention@esempio.it', ip: '203.0.113.9', createdAt: dayAgo }).returning();
    const [goneFailure] = await db().insert(loginFailures).values({ email: 'giulia.retention@esempio.it', ip: '203.0.113.9', createdAt: before(dayAgo) }).returning();

    const { deleted } = await run();
    expect(deleted.sessions).toBe(2);
    expect(deleted.loginFailures).toBe(1);
    const left = await db().select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ['s-expires-now', 's-expired', 's-idle-limit', 's-idle']));
    expect(left.map((r) => r.id).sort()).toEqual(['s-expires-now', 's-idle-limit']);
    const failures = await db().select({ id: loginFailures.id }).from(loginFailures).where(inArray(loginFailures.id, [keptFailure!.id, goneFailure!.id]));
    expect(failures).toEqual([{ id: keptFailure!.id }]);
  });

  test('contact messages: 24 months', async () => {
    const cutoff = retentionCutoff(NOW, CONTACT_MESSAGE_RETENTION_DAYS);
    const message = (id: string, createdAt: Date) => ({ id, nome: 'Giulia', cognome: 'Rossi', email: 'giulia.retention@esempio.it', ipHash: 'hash', createdAt });
    await db().insert(contactMessages).values([message('c-kept', cutoff), message('c-gone', before(cutoff))]);
    expect((await run()).deleted.contactMessages).toBe(1);
    expect(await db().select({ id: contactMessages.id }).from(contactMessages)).toEqual([{ id: 'c-kept' }]);
  });
});

describe('bounded batches', () => {
  test('a backlog larger than a batch is deleted batch after batch in one run; nothing left to do afterwards', async () => {
    const old = before(retentionCutoff(NOW, CONTACT_MESSAGE_RETENTION_DAYS));
    await db()
      .insert(contactMessages)
      .values(Array.from({ length: 5 }, (_, i) => ({ id: `backlog-${i}`, nome: 'A', cognome: 'B', email: 'a@esempio.it', ipHash: 'h', createdAt: old })));
    const s = t.app.services;
    const small = createRetentionService({ clock, logger, appointments: s.appointments, assistant: s.assistant, audit: s.audit, auth: s.auth, contact: s.contact, jobs: s.jobs, documents: s.documents, batch: 2 });
    const first = await small.run(NOW);
    expect(first).toMatchObject({ complete: true, deleted: { contactMessages: 5 } });
    expect(await db().select().from(contactMessages).where(eq(contactMessages.nome, 'A'))).toEqual([]);
    expect(Object.values((await small.run(NOW)).deleted).every((n) => n === 0)).toBe(true);
  });

  test('past the time budget a run stops and says it is not complete', async () => {
    const s = t.app.services;
    const hasty = createRetentionService({ clock, logger, appointments: s.appointments, assistant: s.assistant, audit: s.audit, auth: s.auth, contact: s.contact, jobs: s.jobs, documents: s.documents, timeBudgetMs: -1 });
    expect((await hasty.run(NOW)).complete).toBe(false);
  });
});
