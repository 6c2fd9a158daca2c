import { isDoctorRole } from '@sanity/shared/domain/roles';
import { it } from '@sanity/shared/i18n/it';
import type { Membership, MembershipActivation } from '@sanity/shared/schemas/memberships';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import type { UsersService } from '../users/users.service';
import { createMembershipsRepository, type MembershipRow } from './memberships.repository';

export type MembershipsService = ReturnType<typeof createMembershipsService>;

function toMembership(row: MembershipRow): Membership {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    privileges: row.privileges,
    price: row.price,
    discountedPrice: row.discountedPrice,
    offerDays: row.offerDays,
  };
}

export function createMembershipsService({ db, users, clock }: { db: Db; users: UsersService; clock: Clock }) {
  const repo = createMembershipsRepository(db);

  return {
    /** Only plans with active true are offered (spec §3). */
    async listActive(): Promise<Membership[]> {
      return (await repo.listActive()).map(toMembership);
    },

    /**
     * Activates a plan for a doctor. The launch offer runs `offerDays` from activation; asking
     * again while it runs returns the same activation (idempotent).
     */
    async activate(userId: string, membershipId: string, now = clock.now()): Promise<MembershipActivation> {
      const user = await users.findById(userId);
      if (!user) throw new AppError(404, it.http.notFound);
      if (!isDoctorRole(user.role)) throw new AppError(403, it.membership.doctorsOnly);
      const plan = await repo.findById(membershipId);
      if (!plan?.active) throw new AppError(404, it.membership.notFound);
      const activation = await repo.activateOnce(userId, plan.id, now, plan.offerDays);
      return {
        membershipId: activation.membershipId,
        activatedAt: activation.activatedAt.toISOString(),
        expiryDate: activation.expiresAt.toISOString(),
      };
    },

    countActiveActivations: (now = clock.now()) => repo.countActiveActivations(now),

    /** Reference data: inserts the given plans when missing. */
    ensureMemberships: (rows: MembershipRow[]) => repo.insertMissing(rows),
  };
}
