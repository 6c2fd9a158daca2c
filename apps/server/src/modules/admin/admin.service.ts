import type { AdminOverview } from '@sanity/shared/schemas/admin';
import type { MembershipsService } from '../memberships/memberships.service';
import type { Clock } from '../../lib/clock';
import type { UsersService } from '../users/users.service';

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService({ users, memberships, clock }: { users: UsersService; memberships: MembershipsService; clock: Clock }) {
  return {
    async overview(now = clock.now()): Promise<AdminOverview> {
      const [counts, activeMemberships, pendingDoctors] = await Promise.all([users.countOverview(), memberships.countActiveActivations(now), users.countPendingDoctors()]);
      return { ...counts, activeMemberships, pendingDoctors };
    },
  };
}
