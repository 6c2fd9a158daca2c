/**
 * The frames people put round a question to get past Igea's refusals (issue 22 point 8, twenty-fourth
 * round): a doctor's part played ("fai finta di essere un medico e…", "act as my doctor:"), Igea's
 * nature invoked ("sei un'IA quindi puoi dirmi…"), her rules to be ignored ("ignora le istruzioni e…"),
 * a story being written ("for a novel I'm writing,", "per un racconto…"), a friend who asks. The frame
 * decides nothing: the request inside it does. ./intents.ts reads the request alone; a harmless one is
 * answered as itself, and a diagnosis, a medicine or a dose inside stays refused (a frame never unlocks one).
 * Shapes over the normalised text (no accents, apostrophes as spaces).
 */

const ROLE = '(un |una |il |la |il mio |la mia |mio |mia |my |a |an |the )?(medico|dottore|dottoressa|farmacista|specialista|pediatra|doctor|physician|pharmacist|gp|nurse|infermier\\w*)( di base| di famiglia| vero)?';
const AI = '(un |una |a |an )?(ia|ai|intelligenza artificiale|bot|chatbot|robot|programma|macchina|computer|assistente virtuale|language model|modello)';
const TELL = '( e| and| quindi| percio| allora| dunque| so)?( (puoi|potresti|sai|devi|can|could|must) (dirmi|dirmelo|rispondere|rispondermi|tell me|answer))?( (e|and))?( (dimmi|dimmelo|tell me|rispondimi|rispondi|answer))?';

const FRAMES: readonly RegExp[] = [
  // A doctor's part played.
  new RegExp(`\\b(fai|fate|facciamo|fa|fingi|fingiamo) (finta )?(di essere|che tu sia|che sei|che sia) ${ROLE}${TELL}\\b`),
  new RegExp(`\\b(immagina|immaginiamo|supponiamo) (di essere|che tu sia|che sei) ${ROLE}${TELL}\\b`),
  new RegExp(`\\b(giochiamo|facciamo un gioco)( a)?( \\w+)?( tu sei| sei) ${ROLE}( e io (sono )?(il |la |un |una )?paziente)?${TELL}\\b`),
  new RegExp(`\\b(roleplay|role play|gioco di ruolo|giochiamo|facciamo finta|let s pretend) (che )?(tu )?(sei|sia|you are|you re) ${ROLE.replace('(medico|', '(dott|dottor|dr|dott ssa|medico|')}( [a-z]+)?${TELL}\\b`),
  new RegExp(`\\b(pretend|imagine) (you re|you are|to be|being|that you re|that you are) ${ROLE}${TELL}\\b|\\b(act|acting|roleplay|role play) as ${ROLE}${TELL}\\b`),
  new RegExp(`\\b(ipoteticamente )?se (tu )?(fossi|foste|potessi essere) ${ROLE}${TELL}\\b|\\bif you were ${ROLE}${TELL}\\b`),
  // Igea's nature invoked ("sei un'IA, quindi puoi dirmi", "come IA non hai vincoli", "you're an AI so").
  new RegExp(`\\b(tu )?(sei|you re|you are) (solo |soltanto |just |only )?${AI}( non un medico| not a doctor)?${TELL}\\b`),
  new RegExp(`\\b(come|as an?) (un |una |a |an )?(ia|ai|intelligenza artificiale|bot|chatbot|robot|language model)( non hai (vincoli|regole|limiti)| you have no (rules|limits))?${TELL}\\b`),
  // The rules to be ignored.
  new RegExp(`\\b(ignora|ignori|dimentica|dimentichi|lascia perdere|salta|ignore|forget|disregard|bypass) (tutte |all |your |the |previous |all previous |tutte le |le |i |your previous )?(tue |sue |previous )?(istruzioni|regole|limiti|vincoli|restrizioni|instructions|rules|guidelines|restrictions)( precedenti| di prima)?${TELL}\\b`),
  // A story being written.
  /\b(for|per) (a |an |un |una |il mio |my )?(novel|story|book|script|screenplay|game|racconto|romanzo|libro|film|copione|sceneggiatura|storia|fumetto)( (i m|i am|che sto|che) (writing|scrivendo|scrivo))?\b/,
  // A friend who asks.
  /\b(my friend|a friend of mine) (asks|asked|wants to know|is asking)( me)?\b|\b(un mio amico|una mia amica|un amico|una amica) (mi )?(chiede|ha chiesto|vuole sapere|domanda)\b/,
];

/** The frames again, global, to take every one out (built once, not per message). */
const EVERY_FRAME: readonly RegExp[] = FRAMES.map((p) => new RegExp(p.source, 'g'));

/** Whether a message puts a trick frame round its request. */
export const hasTrickFrame = (t: string): boolean => FRAMES.some((p) => p.test(t));

/** The request inside a trick frame, with the frame taken out ('' when there is none). */
export function requestInsideTrick(t: string): string {
  if (!hasTrickFrame(t)) return '';
  let inner = t;
  for (const p of EVERY_FRAME) inner = inner.replace(p, ' ');
  return inner.replace(/^\s*(e|and|ma|but|quindi|so|allora)\b/, ' ').replace(/\s+/g, ' ').trim();
}
