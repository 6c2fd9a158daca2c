import type { AdminOverview } from '@sanity/shared/schemas/admin';
import type { MembershipsService } from '../memberships/memberships.service';
import type { UsersService } from '../users/users.service';

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService({ users, memberships }: { users: UsersService; memberships: MembershipsService }) {
  return {
    async overview(now = new Date()): Promise<AdminOverview> {
      const [counts, activeMemberships] = await Promise.all([users.countOverview(), memberships.countActiveActivations(now)]);
      return { ...counts, activeMemberships };
    },
  };
}
