/** Initials for the avatar circle: first letters of the first two words, upper case. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** Registration gives one full name; settings show it split into nome and cognome. */
export function splitFullName(fullName: string): { nome: string; cognome: string } {
  const [nome = '', ...rest] = fullName.trim().split(/\s+/);
  return { nome, cognome: rest.join(' ') };
}

/** Spec §3: userid is the first 8 characters of the uid when absent. */
export function defaultUserid(uid: string): string {
  return uid.slice(0, 8);
}
