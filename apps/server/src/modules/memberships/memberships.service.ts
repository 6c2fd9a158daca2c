import { isDoctorRole } from '@sanity/shared/domain/roles';
import { it } from '@sanity/shared/i18n/it';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import { slugOf } from '@sanity/shared/domain/sectors/slug';
import type {
  AdminActivationPage,
  AdminMembership,
  CreateMembership,
  Membership,
  MembershipActivation,
  MembershipActivationsQuery,
  UpdateMembership,
} from '@sanity/shared/schemas/memberships';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { AuditService } from '../audit/audit.service';
import type { UsersService } from '../users/users.service';
import { createMembershipsRepository, type MembershipRow } from './memberships.repository';

const mp = itAdmin.adminPlatform.plans;

/** Cents, so that 19.9 and 19.90 compare equal and float noise never decides discountedPrice ≤ price. */
const cents = (euro: number) => Math.round(euro * 100);

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

export function createMembershipsService({
  db,
  users,
  clock,
  audit,
}: {
  db: Db;
  users: Pick<UsersService, 'findById' | 'findByIds'>;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
}) {
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
      if (!isDoctorRole(user.role)) throw new AppError(403, itSettings.membership.doctorsOnly);
      const plan = await repo.findById(membershipId);
      if (!plan?.active) throw new AppError(404, itSettings.membership.notFound);
      const activation = await repo.activateOnce(userId, plan.id, now, plan.offerDays);
      return {
        membershipId: activation.membershipId,
        activatedAt: activation.activatedAt.toISOString(),
        expiryDate: activation.expiresAt.toISOString(),
      };
    },

    countActiveActivations: (now = clock.now()) => repo.countActiveActivations(now),

    /** Every plan, inactive ones too, with its activations running now (admin). */
    async listForAdmin(now = clock.now()): Promise<AdminMembership[]> {
      const [rows, counts] = await Promise.all([repo.listAll(), repo.activeCountsByPlan(now)]);
      return rows.map((r) => ({ ...toMembership(r), activeActivations: counts.get(r.id) ?? 0 }));
    },

    /** A new plan; its id is the given one or the name's slug, and a taken id is 409. */
    async create(actor: { id: string }, input: CreateMembership, now = clock.now()): Promise<AdminMembership> {
      const id = input.id ?? slugOf(input.name);
      if (!id) throw new AppError(400, mp.idFromNameImpossible, { fields: { id: mp.idFromNameImpossible } });
      const created = await db.transaction(async (tx) => {
        const row = await createMembershipsRepository(tx).insert({
          id,
          name: input.name,
          price: input.price,
          discountedPrice: input.discountedPrice,
          privileges: input.privileges,
          offerDays: input.offerDays,
          active: input.active,
        });
        if (!row) throw new AppError(409, mp.idTaken, { fields: { [input.id ? 'id' : 'name']: mp.idTaken } });
        await audit.record({ actorId: actor.id, actorRole: 'admin', subjectId: null, action: 'admin.membership.create', targetId: id, details: { active: row.active } }, tx);
        return row;
      });
      const counts = await repo.activeCountsByPlan(now);
      return { ...toMembership(created), activeActivations: counts.get(id) ?? 0 };
    },

    /**
     * Changes a plan. Running activations keep their expiry: a shorter offer or a higher price
     * applies to the next activation only. discountedPrice ≤ price is checked on the result.
     */
    async update(actor: { id: string }, id: string, patch: UpdateMembership, now = clock.now()): Promise<AdminMembership> {
      const updated = await db.transaction(async (tx) => {
        const scoped = createMembershipsRepository(tx);
        const current = await scoped.findForUpdate(id);
        if (!current) throw new AppError(404, mp.notFound);
        const price = patch.price ?? current.price;
        const discountedPrice = patch.discountedPrice ?? current.discountedPrice;
        if (cents(discountedPrice) > cents(price)) {
          throw new AppError(400, mp.discountAbovePrice, { fields: { discountedPrice: mp.discountAbovePrice } });
        }
        const changes: Partial<Omit<MembershipRow, 'id'>> = {};
        if (patch.name !== undefined) changes.name = patch.name;
        if (patch.price !== undefined) changes.price = patch.price;
        if (patch.discountedPrice !== undefined) changes.discountedPrice = patch.discountedPrice;
        if (patch.privileges !== undefined) changes.privileges = patch.privileges;
        if (patch.offerDays !== undefined) changes.offerDays = patch.offerDays;
        if (patch.active !== undefined) changes.active = patch.active;
        const row = (await scoped.update(id, changes)) ?? current;
        const details: Record<string, boolean | number> = {};
        for (const key of Object.keys(changes)) details[key] = true;
        if (patch.active !== undefined) details.active = patch.active;
        await audit.record({ actorId: actor.id, actorRole: 'admin', subjectId: null, action: 'admin.membership.update', targetId: id, details }, tx);
        return row;
      });
      const counts = await repo.activeCountsByPlan(now);
      return { ...toMembership(updated), activeActivations: counts.get(id) ?? 0 };
    },

    /** Activations newest first, one page at a time, with the doctor's name and e-mail (admin). */
    async activations(query: MembershipActivationsQuery, now = clock.now()): Promise<AdminActivationPage> {
      const after = query.cursor === undefined ? undefined : decodePageCursor('membership-activations', query.cursor);
      const rows = await repo.activationsPage({ membershipId: query.membershipId, limit: query.limit + 1, after });
      const page = pageOf(rows, query.limit, 'membership-activations', (r) => ({ at: r.sortKey, id: r.row.id }));
      const doctors = new Map((await users.findByIds([...new Set(page.items.map((r) => r.row.userId))])).map((u) => [u.id, u]));
      return {
        activations: page.items.map(({ row, planName }) => {
          const doctor = doctors.get(row.userId);
          return {
            id: row.id,
            doctor: { id: row.userId, displayName: doctor?.displayName ?? '', email: doctor?.email ?? '' },
            membership: { id: row.membershipId, name: planName },
            activatedAt: row.activatedAt.toISOString(),
            expiresAt: row.expiresAt.toISOString(),
            activeNow: row.activatedAt <= now && row.expiresAt > now,
          };
        }),
        nextCursor: page.nextCursor,
      };
    },

    /** Reference data: inserts the given plans when missing. */
    ensureMemberships: (rows: MembershipRow[]) => repo.insertMissing(rows),
  };
}
