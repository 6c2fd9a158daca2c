import { isDoctorRole } from '@sanity/shared/domain/roles';
import { it } from '@sanity/shared/i18n/it';
import { itApiAccess } from '@sanity/shared/i18n/it-api-access';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { requestHasScope } from '../tokens/tokens.access';

/**
 * Who calls the FHIR API (issue 31), decided here only. The caller is the session's account (the
 * `sanity_session` cookie, which plugins/session.ts reads on /fhir as on /api) or a personal access
 * token's (modules/tokens/tokens.access.ts puts its account in `request.user` and its scopes in
 * `request.accessToken`). A token reads only what its scopes say: 'appointments:read' the
 * account's own appointments and Patient, 'agenda:read' a doctor's agenda and patients. A doctor's
 * token without 'agenda:read' reads as a patient would (their own visits); a token with neither
 * reads nothing signed-in (403).
 *
 * What the routes declare (`config.access` in fhir.routes.ts, from fhir-capability.ts) is
 * enforced by plugins/access.ts before any handler, as for /api.
 */
export interface FhirCaller {
  id: string;
  isDoctor: boolean;
  /** How the caller was recognised. */
  via: 'session' | 'token';
}

/** What a read needs: the patient's own data, or a doctor's agenda and patients. */
export type FhirScope = 'own-appointments' | 'agenda';

/** The caller of a request, or null when anonymous. */
export function fhirCaller(request: FastifyRequest): FhirCaller | null {
  const user = request.user;
  if (!user) return null;
  return { id: user.id, isDoctor: isDoctorRole(user.role) && requestHasScope(request, 'agenda:read'), via: request.accessToken ? 'token' : 'session' };
}

/** The caller of a route declared signed-in; 401 otherwise (the access hook has already said so for the session). */
export function requireFhirCaller(request: FastifyRequest): FhirCaller {
  const caller = fhirCaller(request);
  if (!caller) throw new AppError(401, it.identity.noUser);
  if (!caller.isDoctor && !requestHasScope(request, 'appointments:read')) throw new AppError(403, itApiAccess.tokens.missingScope('appointments:read'));
  return caller;
}

/** Whether the caller may read with `scope` (a token's scopes are already in `isDoctor`, see fhirCaller). */
export function may(caller: FhirCaller, scope: FhirScope): boolean {
  return scope === 'agenda' ? caller.isDoctor : true;
}

/** A doctor reading another account as their patient (the service still checks that an appointment joins them). */
export const canReadAsDoctor = (caller: FhirCaller): boolean => may(caller, 'agenda');
