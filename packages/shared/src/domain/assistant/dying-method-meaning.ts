/**
 * A way to die asked as a question, by meaning (issue 22 points 1 and 2, fifteenth round): "qual è
 * il modo meno doloroso per morire? chiedo per me", "come si fa a morire senza soffrire", "what is
 * the most painless way to die", "il modo più veloce per farla finita". Its form is a question for
 * information, yet nobody asks the gentlest or quickest way to end a life in general: it is a plan
 * told as a question, answered with the crisis numbers (Telefono Amico / Samaritans) and 112.
 *
 * A METHOD (way, method, how) of DYING or ending it, with a wish for it to be EASY (painless, quick,
 * sure, in one's sleep) or said to be asked FOR ONESELF ("chiedo per me", "asking for myself"). A
 * question about how an illness kills ("come si muore di infarto"), dying with dignity ("morire in
 * pace"), and the death of characters are not this shape (no easy wish, nobody asking for oneself).
 *
 * All on the canonical text (./spelling.ts: lower case, no accents, "x" → "per").
 */
const DYING = '(morire|murire|uccidermi|uccidersi|ammazzarmi|ammazzarsi|suicidarmi|suicidarsi|farla finita|togliermi la vita|togliersi la vita|andarmene|die|kill myself|end it|end my life|commit suicide)';
const METHOD = `(modo|modi|maniera|metodo|metodi|sistema|way|ways|method|methods|come (si fa a|posso|potrei|faccio a|fare a|si puo)?|how (to|can i|do i|could i|would i))`;
const EASY =
  '(meno doloros[oa]|senza (dolore|soffrire|sofferenza|sentire niente|accorgermene|accorgersene)|indolore|piu (veloce|rapido|sicuro|dolce|tranquillo|facile|semplice)|veloce|rapido|sicuro|nel sonno|dormendo|(most |least )?painless\\w*|least painful|quick(est|ly)?|easiest|fastest|surest|in my sleep)';
const FOR_ONESELF = /\b(chiedo per me|e per me|per me stess[oa]|non e per (un amico|una amica|la scuola|un tema|curiosita)|asking for (me|myself)|it s for me|for myself)\b/;

const METHOD_EASY_FIRST = new RegExp(`\\b${METHOD}( \\w+){0,2} ${EASY}( \\w+){0,1} (per |di |to )?${DYING}\\b`);
const METHOD_DYING_EASY = new RegExp(`\\b${METHOD}( \\w+){0,2} (per |di |to )?${DYING}( \\w+){0,2} ${EASY}\\b`);
const EASY_METHOD = new RegExp(`\\b${EASY} ${METHOD} (per |di |to )?${DYING}\\b`);
const METHOD_DYING = new RegExp(`\\b${METHOD}( \\w+){0,4} (per |di |to )?${DYING}\\b`);

/** Whether the canonical text asks a way to die wished easy, or asked for oneself. */
export function dyingMethodQuestion(canonical: string): boolean {
  if (METHOD_EASY_FIRST.test(canonical) || METHOD_DYING_EASY.test(canonical) || EASY_METHOD.test(canonical)) return true;
  return METHOD_DYING.test(canonical) && FOR_ONESELF.test(canonical);
}
