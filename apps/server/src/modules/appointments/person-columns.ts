import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { appointments } from '../../db/schema/appointments';
import { familyMembers } from '../../db/schema/family';
import { users } from '../../db/schema/users';

/**
 * The people of an appointment as its statements select them: the doctor's and the booking
 * account's users (two aliases of one table), the family member visited (issue 30), and the
 * person an appointment is about. Shared by the appointments feature's repositories.
 */

/** A person as the appointments feature shows them. */
export interface PartyRow {
  id: string;
  displayName: string;
  nome: string;
  cognome: string;
  email: string;
  telefono: string | null;
  /** When the account's e-mail was proven; its booking e-mails wait for it (ADR 0012). */
  emailVerifiedAt: Date | null;
}

/** Issue 30: the family member an appointment is for, as the appointment's views name them. */
export interface MemberRow {
  id: string;
  nome: string;
  cognome: string;
  relationship: (typeof familyMembers.$inferSelect)['relationship'];
  birthDate: string;
}

export const doctorUser = alias(users, 'doctor_user');
export const patientUser = alias(users, 'patient_user');

/**
 * The exact, sortable text of a timestamp (UTC, microseconds): a JavaScript Date keeps only
 * milliseconds, and a cursor rounded to them could skip or repeat rows that differ below that.
 */
export const exactInstant = (value: SQL | AnyPgColumn) => sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The member columns of a left join (drizzle gives null when the appointment names no member). */
export const memberColumns = { id: familyMembers.id, nome: familyMembers.nome, cognome: familyMembers.cognome, relationship: familyMembers.relationship, birthDate: familyMembers.birthDate };
/** The appointments of one person: a family member's, or an account's own (either index serves it). */
export const personCondition = (personId: string) =>
  or(eq(appointments.familyMemberId, personId), and(eq(appointments.patientId, personId), isNull(appointments.familyMemberId)));
/** The person an appointment is about in a /crm list: the member, else the booking account. */
export const personKey = sql<string>`coalesce(${appointments.familyMemberId}, ${appointments.patientId})`;
/** The member's 'Nome Cognome' in a statement that left-joins family_members; null for the holder's own visits. */
export const memberNameSql = sql<string | null>`case when ${familyMembers.id} is null then null else trim(${familyMembers.nome} || ' ' || ${familyMembers.cognome}) end`;
/**
 * A person's columns. A practice's contact (issue 30, ADR 0036) has a placeholder address nobody
 * receives: its `email` is the address the practice was given ('' when none), and its e-mails go
 * there from the moment the record was made (`emailVerifiedAt`: its creation), or nowhere without one.
 */
export const party = (u: typeof users | typeof doctorUser | typeof patientUser) => ({
  id: u.id,
  displayName: u.displayName,
  nome: u.nome,
  cognome: u.cognome,
  email: sql<string>`case when ${u.isContact} then coalesce(${u.contactEmail}, '') else ${u.email} end`,
  telefono: u.telefono,
  emailVerifiedAt: sql<Date | null>`case when not ${u.isContact} then ${u.emailVerifiedAt} when ${u.contactEmail} is not null then ${u.createdAt} end`.mapWith(u.emailVerifiedAt),
});
