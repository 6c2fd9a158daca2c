import { ITALIAN_STOP_WORDS, normalizeItalian } from './normalize';
import { withinEdits } from '../text/edit-distance';
import { regionalPhrases, regionalWord } from './regional';

/**
 * Chat spelling brought back to the words the rules know, after `normalizeItalian`: the
 * abbreviations of Italian text messages ("nn riesco", "x mia figlia") and one-letter typos of the
 * words that carry an intent ("apuntamento", "dermatolgo"). People write to a chat on a phone; a
 * missed emergency or a wrong intent because of one letter is not acceptable.
 */

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  nn: 'non', x: 'per', xke: 'perche', xche: 'perche', cmq: 'comunque', ke: 'che', k: 'che', sn: 'sono',
  dv: 'dove', qnd: 'quando', qnt: 'quanto', grz: 'grazie', tnx: 'grazie', thx: 'grazie', pw: 'password',
  pwd: 'password', tel: 'telefono', cell: 'cellulare', nutrizion: 'nutrizionista', psico: 'psicologo',
};


/**
 * Words worth repairing: the cue words of the intent, sector and emergency rules. Only words of six
 * letters or more, so that a short word is never turned into another ("pelle" is not "palle").
 */
const VOCABULARY: readonly string[] = (
  'quando appuntamento appuntamenti prenotare prenoto prenotazione prenotazioni prossimo prossima ' +
  'dermatologo dermatologa dermatologia cardiologo cardiologa cardiologia psicologo psicologa ' +
  'psicologia nutrizionista dietologo dentista odontoiatra pediatra ginecologo ginecologa ortopedico ' +
  'oculista otorino neurologo neurologa endocrinologo fisioterapista dottore dottoressa specialista ' +
  'disdire disdico annullare cancellare spostare calendario sincronizzare collegare preferiti ' +
  'salvati password impostazioni profilo abbonamento membership registrare registrarmi iscrivermi ' +
  'professionista farmaco farmaci antibiotico tachipirina ibuprofene paracetamolo respirare respira ' +
  'respiro svenuto svenuta sanguina emergenza ambulanza infarto suicidio uccidermi articoli articolo ' +
  'terapia terapie pressione colesterolo diabete tiroide gravidanza schiena ginocchio bambino bambini ' +
  'emicrania depressione indirizzo'
).split(' ');
// Real words one letter away from a cue word, never to be "repaired" ("quanto" is not "quando").
const KNOWN = new Set([...VOCABULARY, ...ITALIAN_STOP_WORDS, 'farmacia', 'farmacie', 'prenotate', 'venuta', 'venuto', 'venuti', 'venute', 'svenata', 'svenato', 'prenotata', 'prenotato', 'prenotati', 'prenota', 'prenotano', 'prenoti', 'collega', 'colleghi', 'dottori', 'quanto', 'sposare', 'allergica', 'allergico']);

function repair(word: string, keep: ReadonlySet<string>): string {
  const expanded = ABBREVIATIONS[word] ?? regionalWord(word);
  if (expanded) return expanded;
  if (word.length < 5 || KNOWN.has(word) || keep.has(word) || /\d/.test(word)) return word;
  // A typo keeps the first letter (people see what they start with): "motorino" is no "otorino".
  const candidates = VOCABULARY.filter((v) => v.length >= 6 && v !== word && v[0] === word[0] && withinEdits(word, v, 1));
  // Two candidates ("visita"/"visite" style) means the word is ambiguous: leave it alone.
  return candidates.length === 1 && candidates[0] ? candidates[0] : word;
}

/**
 * `normalizeItalian`, then abbreviations expanded, regional words brought to Italian (./regional) and
 * one-letter typos of cue words repaired.
 * `keep` lists names of the data that must stay as typed: "torino" is one letter from "otorino".
 */
export function canonicalItalian(text: string, keep: Iterable<string> = []): string {
  const n = normalizeItalian(text);
  const kept = new Set([...keep].flatMap((k) => normalizeItalian(k).split(' ')));
  // "C'ho", "c'hai", "c'ha": the spoken "ci" before "avere" says nothing ("dimme che c'ho" is "dimmi che ho").
  // Regional words one by one (./regional), then the phrases they make read together.
  return n ? regionalPhrases(n.split(' ').map((w) => repair(w, kept)).join(' ')).replace(/\bc (ho|hai|ha|hanno|abbiamo|avete)\b/g, '$1') : '';
}
