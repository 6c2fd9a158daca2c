import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRACTICE_HEADER } from '@sanity/shared/schemas/staff';
import type { StaffMember } from '@sanity/shared/schemas/staff';
import { simpleParser } from 'mailparser';
import type { SignedIn, TestApp } from './helpers';

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
