/**
 * "When in doubt, the safety line" (issue 22 point 2), as a net under the rules and the classifier:
 * every new author still writes an acute situation in words neither of them knows. What such
 * messages share is not their words but their shape: a body that has changed (a part that does not
 * move or feel, a state of mind that is off, breath, colour, sweat, a pain beyond the usual) and a
 * sign that it is happening now or frightens the writer (suddenly, since this morning, "è grave?",
 * "può aspettare?"). A message of that shape that says nothing of the past, of a lasting complaint or
 * of a question in general gets the 112-first safety answer (itAssistant.emergency.doubt): right for
 * a real emergency, and for someone only worried it says to see a doctor today.
 *
 * All on the canonical text (../spelling.ts), figures of speech already removed (literalOf).
 */

/** A bodily state out of the ordinary, as people write it (Italian and English). */
const BODY_STATE = new RegExp(
  [
    // a function lost
    /\bnon (riesco|riesce|riusciva|riescono|ce la fa|ce la faccio|riusciamo) (piu |neanche |nemmeno )?(a |ad )?(muover\w*|parlar\w*|respirar\w*|camminar\w*|stare in piedi|alzar\w*|veder\w*|deglutir\w*|inghiottir\w*|aprire gli occhi|tenere gli occhi aperti|svegliar\w*|stare sveglio|stare sveglia|reggersi|reggermi|capire|ragionare|articolare|stringere|tenere in mano|sollevar\w*)\b/.source,
    /\bnon (sento|sente|sentiamo) (piu )?(il braccio|la gamba|la mano|il piede|mezza|meta|un lato|la faccia|le gambe|le braccia|niente da)\b/.source,
    /\bnon (mi|ci|lo|la|li) (riconosce|riconosco|capisce|vede|sente)( piu)?\b|\bnon (risponde|reagisce|reagiva|rispondeva)\b(?! (al telefono|alle chiamate|ai messaggi|al cellulare|alla mail))|\bfissa il vuoto\b|\bsguardo (fisso|perso|vuoto)\b/.source,
    // a state of mind or of the body that is off
    /\b(confus[oa]|rintronat\w*|intontit\w*|stordit\w*|assent[ei]|sonnolent\w*|delira|vaneggia|dice cose senza senso|parla da sol[oa]|molle|floscio|floscia|mollo|moscio|moscia|non si regge|non si tiene in piedi|occhi (rovesciati|all indietro|sbarrati|girati)|pupille (diverse|dilatate))\b/.source,
    // breath and colour
    /\b(respir\w* (male|strano|stran[oa]|a fatica|veloce|velocissimo|corto|rumoroso|affannato)|fiato (corto|cortissimo)|affann\w*|rantol\w*|fischi\w* (quando respira|nel petto)|fame d aria|(manca|mancava|manca tanto) (l aria|il fiato|il respiro)|(labbra|unghie|viso|faccia|pelle) (blu|viola|bluastr\w*|violac\w*|grigi\w*|cinerea)|pallid\w* (e|come)|bianc[oa] come (un cencio|un lenzuolo|il muro))\b/.source,
    // the heart, sweat, fainting
    /\b(sudore freddo|sudat[oa] fradici\w*|fradici[oa] di sudore|(cuore|battito) (a mille|impazzit\w*|fortissimo|velocissimo|che salta|irregolare|che va a mille)|tachicardi\w*|svien\w*|sto per svenire|mi (sento|sentivo) svenire|perso i sensi|perde i sensi|crollat[oa]( a terra)?|accasciat\w*)\b/.source,
    // a pain beyond the usual
    /\b(dolor\w*|male|mal di (testa|pancia|schiena)) (fortissim\w*|lancinant\w*|atroc\w*|insopportabil\w*|tremend\w*|terribil\w*|mai (avuto|sentito|provato)|come (una pugnalata|una coltellata|mai))\b|\bil peggior(e)? (mal di testa|dolore)\b|\bpiegat[oa] in due\b|\burla (dal|per il) dolore\b|\bnon (sopporto|sopporta) (piu )?il dolore\b/.source,
    // swelling of the face and throat, the senses, balance
    /\b((gonfi\w*) (le |la )?(labbra|lingua|gola|faccia|viso|palpebre)|(labbra|lingua|gola|faccia|viso|palpebre) (tutt[oaie] )?gonfi\w*|gola (chiusa|stretta|che si chiude|che si stringe))\b/.source,
    /\b(formicol\w*|intorpidit\w*|addormentat[oa]|insensibil\w*) (\w+ ){0,3}(braccio|gamba|mano|faccia|viso|lato|meta|labbra|lingua)\b|\b(vedo|vede|ci vedo|ci vede) (doppio|sfocato|nero|buio|annebbiato|a meta|a macchie)\b|\bvista (annebbiata|offuscata|sfocata|a meta)\b|\b(perde|perso|perdo) l equilibrio\b|\b(trascina|strascica) (la gamba|il piede)\b|\b(storta|storto) da una parte\b/.source,
    // feeling very ill as a whole (twenty-second round: "mi sento malissimo, credo di morire")
    /\b(mi sento|si sente|sto|sta) (malissimo|molto male|male da morire|da cani|uno schifo)\b|\bi feel (terrible|awful|horrible|like death)\b/.source,
    // a child who is unwell in a way parents fear
    /\bnon (piange|mangia e non beve|beve piu|fa pipi da)\b|\bpiange in modo (strano|diverso)\b|\blamento continuo\b/.source,
    // English
    /\b(can t|cannot|couldn t) (breathe|move|feel|talk|speak|see|stand|walk|wake|stay awake|swallow|lift)\b|\b(unresponsive|confused|disoriented|floppy|limp|drowsy|clammy|cold sweat|short of breath|out of breath|wheez\w*|blue lips|lips (are )?(blue|swollen)|(face|tongue|throat) (is )?swollen|swollen (face|tongue|throat)|worst headache|numb\w*|tingling|slurr\w*|blurry|blurred vision|double vision|passed out|fainted|collapsed|racing heart|heart (is )?racing|pounding heart|pale and sweaty)\b/.source,
  ].join('|'),
);

/** A recent onset: since this morning, an hour ago (a change of the body told with it is acute). */
const ONSET =
  /\b(da (poco|un ora|mezz ora|pochi minuti|qualche minuto|stamattina|stamani|stanotte|stasera|ieri sera|oggi|questa mattina|un paio d ore|(\d+|due|tre|dieci|venti|trenta|quaranta) (minuti|ore))|(poco|mezz ora|un ora|pochi minuti|qualche minuto|(\d+|due|dieci|venti) minuti) fa|since this morning|(minutes|an hour) ago)\b/;

/** Something sudden or getting worse. */
const SUDDEN =
  /\b(all improvviso|improvvis\w*|di colpo|di botto|d un tratto|a un tratto|sta peggiorando|peggiora|sempre peggio|suddenly|all of a sudden|getting worse|worse and worse)\b/;

/** Something happening now, or a worried question about it. */
const ACUTE = new RegExp(
  [
    SUDDEN.source,
    /\b(adesso|in questo momento|proprio ora|appena (successo|adesso|ora)|sempre piu|non passa)\b/.source,
    /\b(devo preoccuparmi|mi devo preoccupare|c e da preoccuparsi|e grave|sara grave|e pericoloso|puo aspettare|posso aspettare|possiamo aspettare|aspetto (domani|lunedi|il medico)|aspettiamo|(vado|andiamo|devo andare|dobbiamo andare|lo porto|la porto) al pronto soccorso|(chiamo|devo chiamare|chiamiamo) (il medico|qualcuno|la guardia medica|il 118|il 112)|cosa (faccio|facciamo|devo fare|dobbiamo fare)|che (faccio|facciamo|devo fare)|aiut\w*)\b/.source,
    // the fear of dying felt now, itself a sign (twenty-second round)
    /\b(credo|penso|ho paura|ha paura|temo|teme|sento|sente) (di|che sto per|che sta per) morire\b|\bmi sento morire\b|\b(i think|i feel like|feels like|feel like) (i m|i am) dying\b/.source,
    /\b(just now|right now|should i (worry|be worried|go|call)|is (it|this) serious|can (it|this) wait|what (do|should) i do|help)\b/.source,
  ].join('|'),
);

/**
 * Not the shape of an emergency: a lasting or recurring complaint, a question in general, a
 * hypothesis, a check-up. (The caller also leaves out the past and what the urgency check already
 * settled: ./urgency.ts.)
 */
const NOT_NOW =
  /\b((mi sento|sto|sta|si sente) (bene|benissimo|meglio)|da (un|una|qualche|due|tre|\w+) (mese|mesi|settimana|settimane|anno|anni)|da (mesi|settimane|anni)|ogni (tanto|volta|giorno|sera|mattina|notte)|spesso|a volte|ogni tanto|di solito|sempre (quando|la mattina|la sera)|in generale|normalmente|se uno|se qualcuno|se (mi|gli|le) (capita|succede|venisse|viene)|e se|what if|in general|usually|sometimes|often|controllo|visita di controllo|check up|dopo (il|la|l) (vaccin\w*|allenamento|palestra|corsa)|quando (mi alzo|si alza|faccio sport|corro|salgo le scale|uso|usa|lavoro|scrivo|guido|cammino|mangio|dormo))\b/;

/**
 * How likely (the classifier's log odds of an emergency) a message told as sudden or worsening but
 * with no bodily change of BODY_STATE must be for the net: at 0 the classifier finds it at least as
 * likely an emergency as not, short of its own margin (ALARM_MARGIN in ./urgency.ts). "Adesso" and a
 * worried question alone are not enough there: "ho la tosse adesso, cosa faccio?" scored 1.4.
 */
export const NET_MARGIN = Number(globalThis.process?.env?.URGENCY_NET_MARGIN ?? 0);

/**
 * Whether a message, read literally, has the shape of an acute situation (see above): a bodily
 * change with an acute cue, or an acute cue in a message the classifier already leans to read as
 * an emergency (`odds` ≥ NET_MARGIN).
 */
export function acuteShape(literal: string, odds: number): boolean {
  if (NOT_NOW.test(literal)) return false;
  if (BODY_STATE.test(literal)) return ACUTE.test(literal) || ONSET.test(literal);
  return SUDDEN.test(literal) && odds >= NET_MARGIN;
}
