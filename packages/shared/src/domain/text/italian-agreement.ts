/**
 * Italian agreement (issue 24): a noun agrees with the count before it ('1 articolo', '3 articoli',
 * '0 articoli'), an adjective with the person it describes ('Verificata' for a Dott.ssa). One rule
 * for every screen and e-mail, so that no list says '1 Articoli' again.
 */

/** The noun that agrees with `n`: singular for exactly one, plural otherwise (zero included, as in Italian). */
export function nounFor(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/** The count and its noun: countOf(1, 'articolo', 'articoli') → '1 articolo'. */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${nounFor(n, one, many)}`;
}

export type Gender = 'f' | 'm';

/** Feminine titles a display name may open with ('Dott.ssa Laura Esposito', 'Prof.ssa', 'Dottoressa'). */
const FEMININE_TITLE = /^(dott|dr|prof|avv|ing)\.?ssa\.?$|^(dottoressa|professoressa|avvocatessa)$/i;
/** Masculine titles ('Dott. Marco Bianchi', 'Dr.', 'Prof.', 'Dottor', 'Professore'). */
const MASCULINE_TITLE = /^(dott|dr|prof)\.?$|^(dottor|dottore|professor|professore)$/i;

/**
 * The grammatical gender a display name states through its title, or null when it states none:
 * a name alone says nothing reliable about a person's gender, so we never guess from it.
 */
export function genderFromTitle(displayName: string): Gender | null {
  const first = displayName.trim().split(/\s+/)[0] ?? '';
  if (FEMININE_TITLE.test(first)) return 'f';
  if (MASCULINE_TITLE.test(first)) return 'm';
  return null;
}

/** The form that agrees with a person: feminine, masculine, or the neutral wording when the gender is unknown. */
export function agreeWith(gender: Gender | null, forms: { f: string; m: string; neutral: string }): string {
  return gender === null ? forms.neutral : forms[gender];
}
