import { ITALIAN_STOP_WORDS, normalizeItalian } from './normalize';
import { withinEdits } from '../text/edit-distance';

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
 * Regional words for the body and its dangers, brought to the Italian the emergency rules read
 * ("gh'è un dulur al pett", "nun tene sciato", "dulure 'mpiettu"): an old person in danger may write
 * as they speak. Only words no Italian or English word shares ("pet" and "fia" stay as they are).
 */
const DIALECT: Readonly<Record<string, string>> = {
  dulur: 'dolore', dulor: 'dolore', dolor: 'dolore', dulore: 'dolore', duluri: 'dolore', dulure: 'dolore', dulori: 'dolore',
  pett: 'petto', pettu: 'petto', piettu: 'petto', pietto: 'petto', mpiettu: 'nel petto', mpietto: 'nel petto', mpettu: 'nel petto',
  fiaa: 'fiato', fiaad: 'fiato', fiadu: 'fiato', ciatu: 'fiato', sciato: 'fiato', sciatu: 'fiato', hiatu: 'fiato',
  brasc: 'braccio', brass: 'braccio', vrazzo: 'braccio', vrazzu: 'braccio', brazzu: 'braccio', brazz: 'braccio',
  rispira: 'respira', rispiru: 'respiro', rispirari: 'respirare',
  nun: 'non', nu: 'un', gh: 'ci', nto: 'nel', ntu: 'nel',
  // Eleventh round: the everyday words of a question, as Rome, Naples, Sicily and the Veneto say them
  // ("dimme che c'ho", "me gira a capoccia quando me arzo", "nun posso veni'", "'ndo se magna").
  dimme: 'dimmi', dicce: 'dicci', famme: 'fammi', capoccia: 'testa', recchie: 'orecchie', recchia: 'orecchio',
  panza: 'pancia', arzo: 'alzo', arza: 'alza', manciu: 'mangio', magna: 'mangia', magno: 'mangio', magnato: 'mangiato',
  quannu: 'quando', quanno: 'quando', ndo: 'dove', ndove: 'dove', veni: 'venire', adess: 'adesso', cchiu: 'piu', chiu: 'piu',
  vatte: 'picchia', vattuto: 'picchiato', cuollo: 'collo', vocca: 'bocca', uocchie: 'occhi', sanghe: 'sangue', sango: 'sangue',
  picciriddu: 'bambino', picciridda: 'bambina', criatura: 'bambino', guaglione: 'ragazzo', bocia: 'bambino',
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
  const expanded = ABBREVIATIONS[word] ?? DIALECT[word];
  if (expanded) return expanded;
  if (word.length < 5 || KNOWN.has(word) || keep.has(word) || /\d/.test(word)) return word;
  const candidates = VOCABULARY.filter((v) => v.length >= 6 && v !== word && withinEdits(word, v, 1));
  // Two candidates ("visita"/"visite" style) means the word is ambiguous: leave it alone.
  return candidates.length === 1 && candidates[0] ? candidates[0] : word;
}

/**
 * `normalizeItalian`, then abbreviations expanded and one-letter typos of cue words repaired.
 * `keep` lists names of the data that must stay as typed: "torino" is one letter from "otorino".
 */
export function canonicalItalian(text: string, keep: Iterable<string> = []): string {
  const n = normalizeItalian(text);
  const kept = new Set([...keep].flatMap((k) => normalizeItalian(k).split(' ')));
  // "C'ho", "c'hai", "c'ha": the spoken "ci" before "avere" says nothing ("dimme che c'ho" is "dimmi che ho").
  return n ? n.split(' ').map((w) => repair(w, kept)).join(' ').replace(/\bc (ho|hai|ha|hanno|abbiamo|avete)\b/g, '$1') : '';
}
