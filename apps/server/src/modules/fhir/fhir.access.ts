import { isDoctorRole } from '@sanity/shared/domain/roles';
import { it } from '@sanity/shared/i18n/it';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * Who calls the FHIR API (issue 31), decided here only. Today the caller is the session's account
 * (the `sanity_session` cookie, which plugins/session.ts reads on /fhir as on /api). Personal
 * access tokens (issue 31 point 3) plug in here: `fhirCaller` will also resolve a bearer token to
 * its account and its scopes, and `may` will check the scope a read needs ('read own
 * appointments' for the patient's own data, 'read agenda' for a doctor's agenda and patients).
 *
 * What the routes declare (`config.access` in fhir.routes.ts, from fhir-capability.ts) is
 * enforced by plugins/access.ts before any handler, as for /api.
 */
export interface FhirCaller {
  id: string;
  isDoctor: boolean;
  /** How the caller was recognised: a session today; tokens will add 'token' with their scopes. */
  via: 'session';
}

/** What a read needs: the patient's own data, or a doctor's agenda and patients. */
export type FhirScope = 'own-appointments' | 'agenda';

/** The caller of a request, or null when anonymous. */
export function fhirCaller(request: FastifyRequest): FhirCaller | null {
  const user = request.user;
  if (!user) return null;
  return { id: user.id, isDoctor: isDoctorRole(user.role), via: 'session' };
}

/** The caller of a route declared signed-in; 401 otherwise (the access hook has already said so for the session). */
export function requireFhirCaller(request: FastifyRequest): FhirCaller {
  const caller = fhirCaller(request);
  if (!caller) throw new AppError(401, it.identity.noUser);
  return caller;
}

/** Whether the caller may read with `scope`: a session may do all that its account may. */
export function may(caller: FhirCaller, scope: FhirScope): boolean {
  return scope === 'agenda' ? caller.isDoctor : true;
}

/** A doctor reading another account as their patient (the service still checks that an appointment joins them). */
export const canReadAsDoctor = (caller: FhirCaller): boolean => may(caller, 'agenda');
