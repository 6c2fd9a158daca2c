import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { publicDoctorCondition } from '../users/doctor-visibility';

/**
 * The surnames of the doctors the directory lists, for Igea to recognise one typed without a title
 * ("orari studio esposito", issue 22). The cognome where the account has one, else the last word of
 * the display name ("Dott.ssa Laura Esposito").
 */
export async function listedSurnames(db: Db): Promise<string[]> {
  const rows = await db.select({ cognome: users.cognome, displayName: users.displayName }).from(users).where(publicDoctorCondition());
  const names = rows.map((r) => r.cognome.trim() || (r.displayName.trim().split(/\s+/).at(-1) ?? '')).filter((n) => n.length >= 3);
  return [...new Set(names)];
}
