import { splitFullName } from '@sanity/shared/domain/names';

type Named = { name?: string; displayName?: string; nome?: string; cognome?: string; email?: string };

/** The name to show: the full name, else the display name, else nome + cognome, else the e-mail. */
export function displayNameOf(user: Named): string {
  return user.name || user.displayName || [user.nome, user.cognome].filter(Boolean).join(' ') || user.email || '';
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
