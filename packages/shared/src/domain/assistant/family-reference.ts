import type { Relationship } from '../family/relationships';
import { normalizeItalian } from './normalize';

/**
 * Issue 30: a question about a family member's visit ('quando è la visita di mia figlia?', 'la
 * prossima visita di mio figlio Luca', 'mia mamma ha appuntamenti?'): which relationships it names
 * and the words after it (a first name, perhaps), read on the normalised text. Null when the
 * question names no relative. Who the relative is, is the holder's own list to say (grounding).
 */
export interface FamilyReference {
  relationships: Relationship[];
  /** How the question named them, for the answer when nobody matches ('tua figlia'). */
  spoken: string;
  /** The word right after the relationship, a candidate first name ('luca'); undefined when none. */
  nameWord?: string;
}

const KIN: ReadonlyArray<[RegExp, Relationship[], string]> = [
  [/\b(mia figlia|mia bambina|mia ragazza figlia|la bambina|la mia piccola)\b/, ['figlia'], 'tua figlia'],
  [/\b(mio figlio|mio bambino|il bambino|il mio piccolo)\b/, ['figlio'], 'tuo figlio'],
  [/\b(i miei figli|miei figli|i bambini|i ragazzi)\b/, ['figlio', 'figlia'], 'i tuoi figli'],
  [/\b(mia madre|mia mamma|la mamma)\b/, ['madre'], 'tua madre'],
  [/\b(mio padre|mio papa|il papa|mio babbo)\b/, ['padre'], 'tuo padre'],
  [/\b(mia moglie|mio marito|mio compagno|mia compagna|il mio partner|la mia partner)\b/, ['coniuge'], 'il tuo coniuge'],
  [/\b(mio fratello)\b/, ['fratello'], 'tuo fratello'],
  [/\b(mia sorella)\b/, ['sorella'], 'tua sorella'],
  [/\b(mio nonno)\b/, ['nonno'], 'tuo nonno'],
  [/\b(mia nonna)\b/, ['nonna'], 'tua nonna'],
  [/\b(mio nipote|mia nipote)\b/, ['nipote'], 'tuo nipote'],
  // Expat English: "and my son Luca, when is his appointment?", "does my mum have a visit?".
  [/\bmy (daughter|little girl)\b/, ['figlia'], 'tua figlia'],
  [/\bmy (son|little boy|boy)\b/, ['figlio'], 'tuo figlio'],
  [/\bmy (kids|children)\b/, ['figlio', 'figlia'], 'i tuoi figli'],
  [/\bmy (mother|mum|mom|mama|mamma)\b/, ['madre'], 'tua madre'],
  [/\bmy (father|dad|daddy|papa)\b/, ['padre'], 'tuo padre'],
  [/\bmy (wife|husband|partner)\b/, ['coniuge'], 'il tuo coniuge'],
  [/\bmy brother\b/, ['fratello'], 'tuo fratello'],
  [/\bmy sister\b/, ['sorella'], 'tua sorella'],
  [/\bmy (grandfather|grandpa)\b/, ['nonno'], 'tuo nonno'],
  [/\bmy (grandmother|grandma|granny)\b/, ['nonna'], 'tua nonna'],
];

/** Words that follow a relationship without being a name ('mio figlio ha…', 'mia figlia quando…'). */
const NOT_A_NAME = new Set(['ha', 'e', 'quando', 'che', 'a', 'al', 'alla', 'dal', 'dalla', 'con', 'di', 'del', 'della', 'per', 'il', 'la', 'lo', 'le', 'gli', 'un', 'una', 'deve', 'devo', 'va', 'sara', 'ce', 'c', 'non', 'dove', 'come', 'domani', 'oggi', 'when', 'is', 'has', 'and', 'does', 'have', 's', 'at', 'with', 'to']);

/**
 * The asker's own visit said in the first person ('quando ho la visita', 'la mia visita', 'devo
 * andare'): a relative named beside it is only in the story ('mia figlia mi chiede quando ho il
 * controllo', 'dopo l'infarto di mio padre… quand'è la mia visita?').
 */
const OWN_VISIT = /\b((la |il |l )?(visita|appuntamento|controllo) che ho( prenotat\w*| fissat\w*)?|ho prenotato|quando ho|ho (la|una|il|un|l) ?(visita|controllo|appuntamento)|ce l ho|devo andare|devo venire|(la|alla|della|per la|nella) mia (prossima )?visita|il mio (prossimo )?(appuntamento|controllo)|i miei appuntamenti|mi (ha|hanno) prenotato|my (next )?(appointment|visit|appt|booking))\b/;
/** The relative's own visit, said of them ('la visita di mia figlia', 'per mio figlio', 'tocca a mia madre'), not any 'di' ('l'infarto di mio padre'). */
const OF_THE_RELATIVE = /\b((visita|visite|appuntamento|appuntamenti|controllo|prenotazione)( \w+)? (di|del|della|per)|tocca a|per)\s*$/;
/** The relative who comes along or who asks ('posso portare mia madre', 'mia figlia mi chiede'): not whose visit it is. */
const ALONG_BEFORE = /\b(portare|portarmi|accompagnare|accompagnarmi|venire con|insieme a|con)( (anche|pure|con me|con me anche|dietro))?\s*$/;
const ASKING_AFTER = /^\s*(mi|me)\b/;

/** A doctor's title before a name: 'dottor Luca Romano' is the doctor, not the asker's son Luca. */
const TITLE_BEFORE = /\b(dott|dottor|dottore|dottoressa|dr|dssa|prof|professor|professoressa|con il dottor|col dottor)\s*$/;

/**
 * The relative a question names (see above): by relationship ('mio figlio'), or else by the first
 * name of one of the asker's members (`memberNames`: 'Luca ha qualche visita prenotata?', 'luca
 * quando deve tornare dal cardiologo?'), which is then both how it is said and the name looked for.
 */
export function familyReferenceOf(message: string, memberNames: readonly string[] = []): FamilyReference | null {
  const text = normalizeItalian(message);
  const aboutMe = OWN_VISIT.test(text);
  const byKin = kinReferenceOf(text, aboutMe);
  if (byKin || memberNames.length === 0) return byKin;
  for (const name of memberNames) {
    const first = normalizeItalian(name).split(' ')[0];
    if (!first || first.length < 3) continue;
    const match = new RegExp(`\\b${first}\\b`).exec(text);
    if (!match) continue;
    const before = text.slice(0, match.index);
    if (TITLE_BEFORE.test(before) || (aboutMe && !OF_THE_RELATIVE.test(before))) continue;
    return { relationships: [], spoken: name.split(' ')[0]!, nameWord: first };
  }
  return null;
}

function kinReferenceOf(text: string, aboutMe: boolean): FamilyReference | null {
  for (const [pattern, relationships, spoken] of KIN) {
    const match = pattern.exec(text);
    if (!match) continue;
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    if (ALONG_BEFORE.test(before) || ASKING_AFTER.test(after)) continue;
    if (aboutMe && !OF_THE_RELATIVE.test(before)) continue;
    const next = after.trim().split(' ')[0];
    return { relationships, spoken, ...(next && !NOT_A_NAME.has(next) && /^[a-z]{2,}$/.test(next) ? { nameWord: next } : {}) };
  }
  return null;
}

/**
 * Which of the holder's members the reference means: by first name when one was said and matches,
 * else by relationship. Empty when none does.
 */
export function membersReferred<M extends { nome: string; relationship: Relationship }>(reference: FamilyReference, members: readonly M[]): M[] {
  const byRelationship = members.filter((m) => reference.relationships.includes(m.relationship));
  if (reference.nameWord) {
    const named = members.filter((m) => normalizeItalian(m.nome).split(' ').includes(reference.nameWord!));
    if (named.length > 0) return named;
  }
  return byRelationship;
}
