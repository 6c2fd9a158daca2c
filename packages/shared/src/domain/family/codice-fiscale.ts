import * as codiceFiscaleJs from 'codice-fiscale-js';
import type CodiceFiscaleDefault from 'codice-fiscale-js';
import { sexOfRelationship, type Relationship } from './relationships';

/**
 * The codice fiscale of a family member (issue 30), checked the same way by the form and the
 * server: its form (16 characters, letters and digits where the decree puts them, omocodia letters
 * allowed), its check character (via codice-fiscale-js, which works offline), and its agreement
 * with the surname, the name, the date of birth and, when the relationship implies one, the sex
 * coded in the day (women: day + 40). The birthplace is not checked: the form does not ask it.
 */
export type CodiceFiscaleRefusal = 'format' | 'check' | 'surname' | 'name' | 'birthDate' | 'sex';

/** Letters, digits, omocodia letters (L M N P Q R S T U V for 0–9) in the numeric places. */
// The package's types say the class is the default export; its CommonJS build exports it by name
// (`exports.CodiceFiscale`), which is what Node's and Vite's interop both give.
type CodiceFiscaleClass = typeof CodiceFiscaleDefault;
const { CodiceFiscale } = codiceFiscaleJs as unknown as { CodiceFiscale: CodiceFiscaleClass };

const FORM = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
const OMOCODIA = 'LMNPQRSTUV';
const MONTHS = 'ABCDEHLMPRST';

/** Upper case without spaces: what is stored and compared. */
export function normalizeCodiceFiscale(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** An omocodia letter back to its digit. */
const digit = (c: string) => (OMOCODIA.includes(c) ? String(OMOCODIA.indexOf(c)) : c);

/** Why `cf` (normalized) is not the code of this person, or null when it agrees. */
export function codiceFiscaleRefusal(
  cf: string,
  person: { nome: string; cognome: string; birthDate: string; relationship?: Relationship | undefined },
): CodiceFiscaleRefusal | null {
  if (!FORM.test(cf)) return 'format';
  if (!CodiceFiscale.check(cf)) return 'check';
  if (person.cognome.trim() && CodiceFiscale.surnameCode(person.cognome.trim()) !== cf.slice(0, 3)) return 'surname';
  if (person.nome.trim() && CodiceFiscale.nameCode(person.nome.trim()) !== cf.slice(3, 6)) return 'name';
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(person.birthDate);
  if (birth) {
    const year = Number([...cf.slice(6, 8)].map(digit).join(''));
    const month = MONTHS.indexOf(cf[8]!) + 1;
    const codedDay = Number([...cf.slice(9, 11)].map(digit).join(''));
    const day = codedDay > 40 ? codedDay - 40 : codedDay;
    if (year !== Number(birth[1]) % 100 || month !== Number(birth[2]) || day !== Number(birth[3])) return 'birthDate';
    const sex = person.relationship ? sexOfRelationship(person.relationship) : null;
    if (sex && (codedDay > 40 ? 'F' : 'M') !== sex) return 'sex';
  }
  return null;
}
