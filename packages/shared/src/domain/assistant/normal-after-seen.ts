/**
 * "È normale…?" asked about something a doctor has already seen or called fine ("è normale che la
 * neonata starnutisca tanto? la pediatra l'ha vista ieri", "is it normal that my baby breathes
 * irregularly? the pediatrician said it was fine"): not a diagnosis to refuse nor a doctor to find
 * (one has already looked), but what is normal, in general: an article's question (ADR 0020,
 * twenty-third round B). A complaint told with "è normale?" and no doctor's word stays the rules'
 * (the safety line); a dose or a medicine asked stays refused (the caller checks).
 */
const NORMAL_ASKED = /\b(e normale|e normale che|e nella norma|is it normal|is this normal|is that normal)\b/;
const DOCTOR = '(pediatra|medico|dottor\\w*|dottoressa|dott|\\w+olog[oa]|ginecolog\\w*|ostetric\\w*|doctor|doc|pediatrician|paediatrician|gp|\\w+ologist|midwife)';
const SEEN_OR_CALLED_FINE = new RegExp(
  `\\b${DOCTOR} (l |lo |la |li |le |ci |mi |gli )?(ha |hanno |aveva )?(gia )?(vist[oaie]|visitat[oaie]|controllat[oaie]|detto che (va bene|e normale|e tutto (a posto|ok|normale|bene)|non e (niente|nulla)))\\b` +
    `|\\b${DOCTOR} (said|says|told us|told me) (it was|it s|it is|that it was|that it s|everything was|all was) (fine|normal|ok|okay|nothing)\\b|\\b${DOCTOR} (saw|checked|examined) (her|him|it|them|us|me)\\b`,
);

/** Whether the canonical text asks "is it normal?" of something a doctor has already seen or called fine. */
export function asksNormalAfterSeen(t: string): boolean {
  return NORMAL_ASKED.test(t) && SEEN_OR_CALLED_FINE.test(t);
}
