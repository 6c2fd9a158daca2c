/** The spec treats 'professionista' exactly like 'doctor' in guards and appointment loading. */
export type Role = 'user' | 'doctor' | 'professionista';

export function isDoctorRole(role: string | null | undefined): boolean {
  return role === 'doctor' || role === 'professionista';
}

/** The admin flag is the number 1 (spec §3); anything else is not an admin. */
export function isAdminFlag(admin: number | null | undefined): boolean {
  return admin === 1;
}

export type RoleBadge = 'doctor' | 'patient' | 'admin';

/**
 * The role badges a person is shown with: an admin is 'Amministratore', not 'Paziente' (issue 15),
 * and a doctor who is also an admin keeps 'Dottore' beside it.
 */
export function roleBadgesOf(user: { role: string | null | undefined; admin: number | null | undefined }): RoleBadge[] {
  const admin = isAdminFlag(user.admin);
  if (isDoctorRole(user.role)) return admin ? ['doctor', 'admin'] : ['doctor'];
  return admin ? ['admin'] : ['patient'];
}
