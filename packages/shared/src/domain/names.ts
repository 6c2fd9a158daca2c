/** Initials for the avatar circle: first letters of the first two words, upper case. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** Professional titles that may open a display name ('Dott.ssa Laura Esposito'). */
const TITLE = /^(dott|dott\.ssa|dottssa|dr|dr\.ssa|drssa|prof|prof\.ssa|profssa|avv|ing)\.?$/i;

/**
 * Registration gives one full name; settings show it split into nome and cognome. A leading
 * title (Dott., Dott.ssa, Dr., Prof.…) stays in the display name but is not the nome.
 */
export function splitFullName(fullName: string): { nome: string; cognome: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  while (words.length > 2 && TITLE.test(words[0]!)) words.shift();
  const [nome = '', ...rest] = words;
  return { nome, cognome: rest.join(' ') };
}

/**
 * The display name after a change of nome and cognome (issue 24): the title that opened the old one
 * stays ('Dott.ssa Laura Esposito' renamed Laura Esposti is 'Dott.ssa Laura Esposti').
 */
export function renamedDisplayName(displayName: string, nome: string, cognome: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const titles: string[] = [];
  while (words.length > 1 && TITLE.test(words[0]!)) titles.push(words.shift()!);
  return [...titles, nome.trim(), cognome.trim()].filter(Boolean).join(' ');
}

/** The name fields a user record may carry; any of them may be missing or blank. */
export type NameFields = {
  displayName?: string | null;
  name?: string | null;
  nome?: string | null;
  cognome?: string | null;
};

/**
 * How a doctor is shown everywhere (directory, profile, booking, appointments, e-mails, articles,
 * search, SEO): the display name they registered with, title included ('Dott. Marco Bianchi';
 * registered without a title, shown without one), else the full name, else nome + cognome. One
 * rule for server and web so no screen drops the title another keeps (issue 15 item 9).
 */
export function doctorDisplayName(user: NameFields): string {
  const split = [user.nome, user.cognome].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  return user.displayName?.trim() || user.name?.trim() || split;
}

/** Spec §3: userid is the first 8 characters of the uid when absent. */
export function defaultUserid(uid: string): string {
  return uid.slice(0, 8);
}
