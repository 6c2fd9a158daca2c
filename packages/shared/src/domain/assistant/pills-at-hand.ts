/**
 * Pills kept ready by someone in crisis (issue 22 point 1, fifteenth round): "ho messo da parte le
 * pastiglie", "le pillole sono pronte sul comodino", "I've been saving up my pills". Nothing is
 * swallowed yet, so no rule of ingestion reads it, but the danger is an overdose: beside the
 * crisis line the answer gives the poison centre's number too (emergency-answer.ts, alsoKindsOf).
 *
 * On the canonical text (./spelling.ts).
 */
const PILLS = '(pastiglie|pillole|compresse|sonniferi|farmaci|medicine|gocce|ansiolitici|antidepressivi|pills|tablets|meds|sleeping pills)';
const KEPT = '(messo da parte|mess[oa] via|da parte|accumulat\\w*|nascost\\w*|conservat\\w*|tenut\\w* da parte|pront[ei]|sul comodino|a portata di mano|tutte insieme|contat\\w*|saved( up)?|saving( up)?|stockpil\\w*|ready|lined up|hidden)';
const PILLS_KEPT = new RegExp(`\\b${KEPT}( \\w+){0,3} ${PILLS}\\b|\\b${PILLS}( \\w+){0,3} ${KEPT}\\b`);

/** Whether the canonical text tells of pills kept ready. */
export function pillsAtHand(canonical: string): boolean {
  return PILLS_KEPT.test(canonical);
}
