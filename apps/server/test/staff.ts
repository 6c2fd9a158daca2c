import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRACTICE_HEADER } from '@sanity/shared/schemas/staff';
import type { StaffMember } from '@sanity/shared/schemas/staff';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { auditLog } from '../src/db/schema/privacy';
import type { TestClock } from '../src/lib/clock';
import { openPractice } from './booking';
import { createAndLogin, createTestApp, patientSpec, registerDoctor, registerPatient, type SignedIn, type TestApp } from './helpers';
import { markEmailVerified } from './verification';

/** The token of the newest invitation e-mail to `address` (the due jobs run first). */
export async function latestInviteToken(t: TestApp, address: string, memberId?: string): Promise<string> {
  await t.app.services.jobs.drain();
  const dir = path.join(t.config.DATA_DIR, 'outbox');
  const files = (await readdir(dir)).filter((f) => f.includes(memberId ? `_${memberId}_staff-invite_` : '_staff-invite_')).sort();
  for (const file of files.reverse()) {
    const mail = await simpleParser(await readFile(path.join(dir, file)));
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    if (to?.value[0]?.address?.toLowerCase() !== address.toLowerCase()) continue;
    const token = /\/collaboratori\/invito\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    if (token) return token;
  }
  throw new Error(`no invitation to ${address} in the outbox`);
}

/** `doctor` invites `person` (by their account's address) and `person` accepts: an active collaborator. */
export async function makeStaff(t: TestApp, doctor: SignedIn, person: SignedIn, clinical = false): Promise<StaffMember> {
  const invited = await t.app.inject({ method: 'POST', url: '/api/staff/invitations', headers: { cookie: doctor.cookie }, payload: { email: person.user.email, clinical } });
  if (invited.statusCode !== 201) throw new Error(`invite failed: ${invited.statusCode} ${invited.body}`);
  const member = invited.json<{ member: StaffMember }>().member;
  const token = await latestInviteToken(t, person.user.email, member.id);
  const accepted = await t.app.inject({ method: 'POST', url: '/api/staff/invitations/accept', headers: { cookie: person.cookie }, payload: { token } });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.statusCode} ${accepted.body}`);
  return member;
}

/** The headers of a collaborator's request for `doctorId`'s practice. */
export const asStaffOf = (person: SignedIn, doctorId: string) => ({ cookie: person.cookie, [PRACTICE_HEADER]: doctorId });

/** The practices the staff API tests share: two open practices, a verified patient and an admin. */
export interface StaffWorld {
  t: TestApp;
  doctor: SignedIn;
  otherDoctor: SignedIn;
  patient: SignedIn;
  admin: SignedIn;
}

/** Issue 30 points 3-5 at a fixed instant (the test clock given): Monday 4 May 2026, 10:00 in Rome. */
export const STAFF_WORLD_START = '2026-05-04T08:00:00Z';

export async function staffWorld(clock: TestClock): Promise<StaffWorld> {
  const t = await createTestApp({ clock, env: { PUBLIC_URL: 'https://sanity.example.it', SESSION_IDLE_DAYS: '365', SESSION_TTL_DAYS: '365' } });
  const doctor = await registerDoctor(t.app, { displayName: 'Dott. Marco Bianchi' });
  const otherDoctor = await registerDoctor(t.app, { displayName: 'Dott.ssa Laura Esposito' });
  const patient = await registerPatient(t.app, { displayName: 'Giulia Rossi' });
  const admin = await createAndLogin(t.app, patientSpec({ displayName: 'Anna Admin', admin: 1 }));
  await markEmailVerified(t, patient.user.id);
  await openPractice(t.app, doctor);
  await openPractice(t.app, otherDoctor);
  return { t, doctor, otherDoctor, patient, admin };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests, e-mails and audit rows of the app `app()` returns (read at call time: the app starts in beforeAll). */
export function staffCalls(app: () => TestApp) {
  const req = (headers: Record<string, string>, method: Method, url: string, payload?: object) => app().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    req,
    as: (who: SignedIn, method: Method, url: string, payload?: object) => req({ cookie: who.cookie }, method, url, payload),
    errorOf: (response: { json: <T>() => T }) => response.json<{ error: { message: string } }>().error.message,
    /** The e-mails of one kind about one id, once the due jobs ran. */
    mailsOf: async (kind: string, id: string) => {
      const t = app();
      await t.app.services.jobs.drain();
      const dir = path.join(t.config.DATA_DIR, 'outbox');
      const files = (await readdir(dir)).filter((f) => f.includes(`_${id}_${kind}_`));
      return Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
    },
    auditRows: (action: string, targetId?: string) =>
      app()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), targetId ? eq(auditLog.targetId, targetId) : undefined)),
  };
}
