/** The spec treats 'professionista' exactly like 'doctor' in guards and appointment loading. */
export type Role = 'user' | 'doctor' | 'professionista';

export function isDoctorRole(role: string | null | undefined): boolean {
  return role === 'doctor' || role === 'professionista';
}

/** The admin flag is the number 1 (spec §3); anything else is not an admin. */
export function isAdminFlag(admin: number | null | undefined): boolean {
  return admin === 1;
}
