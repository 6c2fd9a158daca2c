import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

/**
 * The contact form's part of the privacy rights (issue 13): the messages sent from the account's
 * e-mail address (the form is public, so the address is the only link to the account) are in the
 * export and deleted with the account.
 */
export const contactPrivacy = {
  async of(db: Db, email: string) {
    const rows = await db.select().from(contactMessages).where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`).orderBy(asc(contactMessages.createdAt));
    return rows.map((r) => ({ nome: r.nome, cognome: r.cognome, email: r.email, telefono: r.telefono, note: r.note, sentAt: r.createdAt.toISOString() }));
  },
  async erase(db: Db, email: string): Promise<void> {
    await db.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`);
  },
};
