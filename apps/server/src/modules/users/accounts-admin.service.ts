import { isAdminFlag, isDoctorRole } from '@sanity/shared/domain/roles';
import { itAdmin } from '@sanity/shared/i18n/it-admin';
import type { AdminUser, AdminUserList, AdminUserListQuery } from '@sanity/shared/schemas/admin-accounts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { AuditService } from '../audit/audit.service';
import type { SessionsService } from '../auth/sessions.service';
import { createAccountsAdminRepository, type ListedAccount } from './accounts-admin.repository';

export type AccountsAdminService = ReturnType<typeof createAccountsAdminService>;

/** Who acts: the signed-in admin (the route's access already checked the flag). */
export interface AccountsAdminActor {
  id: string;
}

function toDto(row: ListedAccount): AdminUser {
  return {
    id: row.id,
    displayName: row.displayName,
    email: row.email,
    isContact: row.isContact,
    role: row.role,
    admin: row.admin,
    isVerified: row.isVerified,
    isDisabled: row.isDisabled,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    ultimoLogin: row.ultimoLogin?.toISOString() ?? null,
  };
}

const notFound = () => new AppError(404, itAdmin.adminAccounts.errors.notFound, { code: 'user-not-found' });

/**
 * The admin's accounts (issue 13 point 8): list, disable, re-enable. Disabling ends every session
 * of the account in the same transaction; a session that a concurrent login opens after it is
 * still refused, because `auth.resolveSession` checks `is_disabled` on every request. The account's
 * future appointments are kept (docs/ux-choices.md); a disabled doctor leaves the directory, search
 * and public pages through the doctors' and articles' read rules.
 */
export function createAccountsAdminService({ db, clock, sessions, audit }: { db: Db; clock: Clock; sessions: SessionsService; audit: AuditService }) {
  const repo = createAccountsAdminRepository(db);

  return {
    async list(query: AdminUserListQuery): Promise<AdminUserList> {
      const after = query.cursor ? decodePageCursor('admin-users', query.cursor) : undefined;
      const rows = await repo.page({ q: query.q, role: query.role, status: query.status, after, limit: query.limit + 1 });
      const page = pageOf(rows, query.limit, 'admin-users', (row) => ({ at: row.sortKey, id: row.id }));
      return { users: page.items.map(toDto), nextCursor: page.nextCursor };
    },

    /** 409 for the admin's own account and for another admin (take the flag away first, outside the app). */
    async disable(actor: AccountsAdminActor, id: string, reason: string): Promise<AdminUser> {
      if (id === actor.id) throw new AppError(409, itAdmin.adminAccounts.errors.self, { code: 'cannot-disable-self' });
      return db.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row) throw notFound();
        if (isAdminFlag(row.admin)) throw new AppError(409, itAdmin.adminAccounts.errors.admin, { code: 'cannot-disable-admin' });
        // Already disabled: nothing changes (a double click, two admins at once), and nothing is recorded.
        if (row.isDisabled) return toDto(row);
        const now = clock.now();
        const updated = await repo.setDisabled(tx, id, { at: now, reason }, now);
        await sessions.revokeAll(id, tx);
        await audit.record(
          { actorId: actor.id, actorRole: 'admin', subjectId: id, action: 'admin.user.disable', targetId: id, details: { doctor: isDoctorRole(row.role) } },
          tx,
        );
        return toDto(updated);
      });
    },

    async enable(actor: AccountsAdminActor, id: string): Promise<AdminUser> {
      return db.transaction(async (tx) => {
        const row = await repo.lock(tx, id);
        if (!row) throw notFound();
        if (!row.isDisabled) return toDto(row);
        const updated = await repo.setDisabled(tx, id, null, clock.now());
        await audit.record(
          { actorId: actor.id, actorRole: 'admin', subjectId: id, action: 'admin.user.enable', targetId: id, details: { doctor: isDoctorRole(row.role) } },
          tx,
        );
        return toDto(updated);
      });
    },
  };
}
