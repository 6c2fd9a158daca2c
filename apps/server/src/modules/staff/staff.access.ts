import { itStaff } from '@sanity/shared/i18n/it-staff';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';

/**
 * Who may manage a practice's collaborators (issue 30): the doctor, for themself only. The routes
 * are `access: 'doctor'` with no `staff` level (plugins/access.ts refuses staff before this); this is
 * the service's own floor, so that no future route can reach it as staff.
 */
export function requireDoctorItself(actor: Actor): string {
  if (actor.kind !== 'self') throw new AppError(403, itStaff.errors.doctorOnly);
  return actor.id;
}
