import { isAdminFlag, isDoctorRole } from '@sanity/shared/domain/roles';
import { itApiAccess } from '@sanity/shared/i18n/it-api-access';
import type { WebhookScope } from '@sanity/shared/schemas/webhooks';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth.service';

/**
 * Who manages which webhook endpoints (issue 31 point 4), decided here only: a doctor their own
 * practice's ('practice', the endpoint's doctor is them); an admin the platform's ('platform', any
 * admin: they are the platform's, not one person's). The routes admit any session or a token with
 * 'webhooks:manage' (tokens.access.ts); a patient is refused here.
 */
const w = itApiAccess.webhooks;

export function requireScopeManager(user: Pick<AuthUser, 'role' | 'admin'>, scope: WebhookScope): void {
  if (scope === 'platform' && !isAdminFlag(user.admin)) throw new AppError(403, w.platformAdminOnly);
  if (scope === 'practice' && !isDoctorRole(user.role)) throw new AppError(403, w.practiceDoctorOnly);
}

/** Whether `user` manages this endpoint (an endpoint they may not manage is answered 404, as if absent). */
export function managesEndpoint(user: Pick<AuthUser, 'id' | 'role' | 'admin'>, endpoint: { scope: WebhookScope; doctorId: string | null }): boolean {
  if (endpoint.scope === 'platform') return isAdminFlag(user.admin);
  return isDoctorRole(user.role) && endpoint.doctorId === user.id;
}
