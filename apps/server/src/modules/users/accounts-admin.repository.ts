import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';
import type { PageKey } from '../../lib/page-cursor';
import { shownEmail } from './practice-contacts';

export interface AccountSearch {
  /** Part of the name or of the e-mail shown (a contact's placeholder never matches), case aside. */
  q?: string | undefined;
  role?: 'user' | 'doctor' | undefined;
  status?: 'active' | 'disabled' | undefined;
  after?: PageKey | undefined;
  limit: number;
}

export type ListedAccount = Pick<
  UserRow,
  'id' | 'displayName' | 'role' | 'admin' | 'isVerified' | 'isDisabled' | 'disabledAt' | 'disabledReason' | 'createdAt' | 'ultimoLogin' | 'isContact'
> & { sortKey: string; email: string | null };

/** Microseconds, as PostgreSQL keeps them: a cursor rounded to milliseconds could skip rows created in the same one. */
const exactInstant = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A LIKE pattern matching the text literally ('%', '_' and '\\' lose their meaning). */
function containing(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const listed = {
  id: users.id,
  displayName: users.displayName,
  // A practice's contact (issue 30): the address it was given, or null; never its placeholder.
  email: shownEmail(users),
  isContact: users.isContact,
  role: users.role,
  admin: users.admin,
  isVerified: users.isVerified,
  isDisabled: users.isDisabled,
  disabledAt: users.disabledAt,
  disabledReason: users.disabledReason,
  createdAt: users.createdAt,
  ultimoLogin: users.ultimoLogin,
  sortKey: exactInstant(users.createdAt),
};

/**
 * The users table as the admin's accounts screen reads and changes it (issue 13 point 8). Erased
 * accounts (`erased_at`, GDPR tombstones) are invisible here: never listed, never disabled.
 */
export function createAccountsAdminRepository(db: Db) {
  return {
    /** Newest accounts first, (created_at, id) descending, after the keyset position. */
    page(search: AccountSearch): Promise<ListedAccount[]> {
      const conditions: Array<SQL | undefined> = [isNull(users.erasedAt)];
      if (search.q) {
        const pattern = containing(search.q);
        conditions.push(
          or(sql`lower(${users.displayName}) like ${pattern}`, sql`lower(${users.name}) like ${pattern}`, sql`lower(${shownEmail(users)}) like ${pattern}`),
        );
      }
      if (search.role === 'user') conditions.push(eq(users.role, 'user'));
      if (search.role === 'doctor') conditions.push(inArray(users.role, ['doctor', 'professionista']));
      if (search.status) conditions.push(eq(users.isDisabled, search.status === 'disabled'));
      if (search.after) conditions.push(sql`(${users.createdAt}, ${users.id}) < (${search.after.at}::timestamptz, ${search.after.id}::text)`);
      return db
        .select(listed)
        .from(users)
        .where(and(...conditions))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(search.limit);
    },

    /** The account, locked until the transaction ends (a concurrent disable and enable queue). */
    async lock(tx: Db, id: string): Promise<ListedAccount | undefined> {
      const [row] = await tx
        .select(listed)
        .from(users)
        .where(and(eq(users.id, id), isNull(users.erasedAt)))
        .limit(1)
        .for('update');
      return row;
    },

    async setDisabled(tx: Db, id: string, state: { at: Date; reason: string } | null, now: Date): Promise<ListedAccount> {
      const [row] = await tx
        .update(users)
        .set(state ? { isDisabled: true, disabledAt: state.at, disabledReason: state.reason, updatedAt: now } : { isDisabled: false, disabledAt: null, disabledReason: null, updatedAt: now })
        .where(eq(users.id, id))
        .returning(listed);
      return row!;
    },
  };
}
