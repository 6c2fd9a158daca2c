import { normalizeItalian } from './normalize';

/**
 * How people name a health topic against how doctors title their articles (issue 22 point 5):
 * "pressione alta" is "ipertensione", "flu shot" is "vaccino antinfluenzale", "brufoli" is "acne".
 * Each entry: a pattern over the normalised topic and the words an article about it would use.
 * Retrieval looks for both, and a passage is about the question when it is about either.
 */
const SYNONYMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(pressione (alta|arteriosa)|tenere bassa la pressione|abbassare la pressione|high blood pressure|blood pressure|hypertension)\b/, 'ipertensione pressione'],
  // The pressure named in a story, then kept down with a pronoun ("un picco di pressione … come tenerla bassa?").
  [/\b(pressione|picco di pressione)\b( \w+){0,20} (tenerla|abbassarla|ridurla|farla scendere|calarla|tenerla sotto controllo)\b/, 'ipertensione pressione'],
  [/\b(pressione bassa|low blood pressure)\b/, 'ipotensione pressione'],
  [/\b(zucchero (alto|nel sangue)|glicemia|diabetes|diabetic|blood sugar)\b/, 'diabete glicemia'],
  [/\b(flu (shot|jab|vaccine)|vaccin\w* (contro )?(l )?influenz\w*|antinfluenzal\w*|flu)\b/, 'vaccino antinfluenzale influenza'],
  [/\b(sunscreen|sun|spf|fattore di protezione|filtro solare|sun (protection|cream)|sunburn\w*|protegg\w* dal sole|protezione dal sole|crema solare|scottatur\w*|abbronzatur\w*|al mare|in spiaggia|prendere il sole|sotto il sole)\b/, 'protezione solare sole'],
  [/\b(brufol\w*|pimples?|spots on (my|the) face|acne\w*|punti neri)\b/, 'acne'],
  [/\b(headaches?|migraines?|cefalea|emicrani\w*|mal (di )?testa)\b/, 'mal di testa emicrania'],
  [/\b(anxiety|anxious|panic attacks?|(attacc\w*|crisi) di (panico|ansia)|panico|agitazione)\b/, 'ansia'],
  [/\b(insomnia|sleep|non dormo|dormire male|dormo male|non riesco a dormire)\b/, 'sonno insonnia'],
  [/\b(fever|temperatura alta|scotta|scottava)\b/, 'febbre'],
  [/\b(cough|coughing)\b/, 'tosse'],
  [/\b(breakfast|morning meal)\b/, 'colazione'],
  [/\b(cholesterol)\b/, 'colesterolo'],
  [/\b(asthma)\b/, 'asma'],
  [/\b(osteoporosis)\b/, 'osteoporosi'],
  [/\b(eczema|atopic dermatitis|pelle secca che prude)\b/, 'dermatite atopica'],
  [/\b(back pain|lower back|mal (di )?schiena|lombalgia|lombosciatalgi\w*|sciatalgi\w*|sciatica|esercizi( \w+){0,4} schiena|back exercises)\b/, 'mal di schiena lombalgia'],
  [/\b(diet|nutrition|eating|healthy food|mangiare sano)\b/, 'alimentazione dieta'],
  [/\b(moles?|nevi|neo|nei sospetti)\b/, 'nei melanoma'],
  [/\b(allerg(y|ies|ic)|hay fever|raffreddore da fieno|pollini)\b/, 'allergia'],
  [/\b(depression|depressed|giu di morale)\b/, 'depressione'],
  [/\b(pregnan(t|cy)|incinta|aspetto un bambino)\b/, 'gravidanza'],
  [/\b(smoking|quit smoking|smettere di fumare|sigarett\w*)\b/, 'fumo'],
  [/\b(weight|dimagrire|perdere peso|sovrappeso|chili di troppo)\b/, 'peso'],
  [/\b(exercise|workout|fare sport|movimento)\b/, 'attivita fisica'],
  [/\b(heart|cardiac)\b/, 'cuore'],
  [/\b(vaccin(e|es|ation)|jab)\b/, 'vaccino'],
];

/** The other ways an article may name the topic (none when it has no known synonym). */
export function synonymsOf(topic: string): string[] {
  const t = normalizeItalian(topic);
  return SYNONYMS.filter(([pattern]) => pattern.test(t)).map(([, words]) => words);
}
