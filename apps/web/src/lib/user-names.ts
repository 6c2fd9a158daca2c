import { doctorDisplayName, splitFullName } from '@sanity/shared/domain/names';

type Named = { name?: string; displayName?: string; nome?: string; cognome?: string; email?: string };

/**
 * The name to show for a signed-in account: the registered display name (a doctor's title
 * included), else the full name, else nome + cognome (the shared `doctorDisplayName` rule), else
 * the e-mail.
 */
export function displayNameOf(user: Named): string {
  return doctorDisplayName(user) || user.email || '';
}

/**
 * What the avatar's initials are made of: nome + cognome when known (so 'Dott. Marco Bianchi'
 * gives 'MB', not 'DM'), else the shown name without its leading title (directory cards carry
 * only the full name).
 */
export function initialsSourceOf(user: Named): string {
  const split = [user.nome, user.cognome].filter(Boolean).join(' ');
  if (split) return split;
  const shown = displayNameOf(user);
  const { nome, cognome } = splitFullName(shown);
  return [nome, cognome].filter(Boolean).join(' ') || shown;
}
