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

/** Spec §3: userid is the first 8 characters of the uid when absent. */
export function defaultUserid(uid: string): string {
  return uid.slice(0, 8);
}
