import { it } from '@sanity/shared/i18n/it';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * Whom a request acts for (DESIGN "Actors", issue 30). Resolved once per request by
 * plugins/access.ts, after the route's access check; services take it, never a bare session user.
 * - `id`: whom it acts for — the account itself, or the doctor whose practice a staff member works for
 *   (the `X-Sanity-Practice` header). Everything a route reads or changes "as the doctor" uses this id.
 * - `accountId`: the signed-in account that acted (the audit log's actor).
 */
export interface Actor {
  id: string;
  accountId: string;
  kind: 'self' | 'staff';
  /** Whether the intake answers, notes and documents of the doctor's patients may be read: always for oneself; staff with the doctor's grant. */
  clinical: boolean;
}

/** The account acting for itself. */
export const selfActor = (accountId: string): Actor => ({ id: accountId, accountId, kind: 'self', clinical: true });

/** The actor of a route declared signed-in (or stricter); 401 otherwise. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(401, it.identity.noUser);
  return request.actor;
}

export type AuditRole = 'doctor' | 'admin' | 'patient' | 'system' | 'staff';

/**
 * Who the audit log names for an action of `actor` ('doctor' or 'patient' when it acts for itself):
 * a staff member is the actor, acting on behalf of the doctor (audit_log.on_behalf_of).
 */
export function auditActorOf(actor: Pick<Actor, 'id'> & Partial<Pick<Actor, 'accountId' | 'kind'>>, selfRole: AuditRole): { actorId: string; actorRole: AuditRole; onBehalfOf: string | null } {
  if (actor.kind === 'staff' && actor.accountId) return { actorId: actor.accountId, actorRole: 'staff', onBehalfOf: actor.id };
  return { actorId: actor.id, actorRole: selfRole, onBehalfOf: null };
}
