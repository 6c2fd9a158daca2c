/**
 * Questions about the user's own visit read by their shape, not by a phrase (issue 22 points 4 and
 * 6). People ask "when is my visit" in endless ways ("quand'è che ci vediamo col cardiologo",
 * "devo andare dal medico a breve?", "visita cardiologica, quando?", "mi dici quando devo tornare in
 * studio dal dottor Bianchi?"), and what it involves as many ("ci vado a pancia vuota?", "la visita
 * è lunga?", "cosa prevede la visita che ho prenotato?"). What they share:
 * - WHEN: a question of time, or a date lost or asked to be told again ("non mi ricordo più", "ho perso
 *   il foglio", "me la ricordi la data?", "ricordami quando", "remind me when");
 * - MINE: the writer goes, returns or is seen ("devo andare", "ci vediamo", "torno dal", "c'ho da
 *   andà"), or a visit named as theirs, booked or noted; a specialist one "has" ("quando ce l'ho il
 *   cardiologo?"), or "my / his / her appointment" in English;
 * - A VISIT OR A DOCTOR to go to (a visit, a check-up, a doctor, a specialist, the practice);
 * - or, for what the visit involves, a DETAIL of a visit (fasting, its length, what it includes,
 *   what they will measure) said of a visit one goes to.
 * A question of the practice's hours or address ("quando riceve", "orari", "dove ha lo studio") is
 * not about one's visit, nor a request to book one. Read by ./intents.ts before the directory rules,
 * whose specialty words ("cardiologo") would otherwise read them as a search.
 *
 * All on the canonical text (./spelling.ts).
 */
const DAY = '(oggi|domani|dopodomani|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|mattina|pomeriggio|sera)';
/** A choice of two weeks or months ("è questa settimana o la prossima?", "questo mese o il prossimo?"). */
const PERIOD_OR = /\b(quest[ao]|sta|la prossima|il prossimo) (settimana |mese )?o (la |il |quell[ao] )?(prossim[ao]|quest[ao]|dopo|successiv[ao])\b/;
/** A question of time, or a choice of two days or hours ("è giovedì o venerdì?", "alle 10 o alle 11?"). */
const WHEN_ASKED = new RegExp(`\\b${DAY} o (di )?${DAY}\\b|${PERIOD_OR.source}|\\balle \\d+ o (alle )?\\d+\\b|${/\b(quando|quand e|quand era|a che ora|che giorno|in che giorno|che data|in che data|per quando|a breve|tra quanto|fra quanto|quanto manca|when|what day|what time|how soon)\b/.source}`);
const DATE_LOST =
  /\b((non )?(mi )?(ricordo|ricordavo|rammento) (piu )?(quando|il giorno|la data|l ora)?|non (me lo|me la|mi) ricordo|(mi sono|me lo sono|me la sono|ho) (dimenticat\w*|scordat\w*)|(l ho|ho) pers[oa]( il foglio| il promemoria| il biglietto| la mail| il messaggio)?|can t remember|forgot|(me la|me lo|mi|me) (ricordi|rammenti|dici|ridici)( \w+){0,2} (quando|la data|il giorno|l ora|a che ora)|(ricordami|rammentami|ridimmi|dimmi di nuovo) (quando|la data|il giorno|l ora|a che ora)|remind me (when|what time|what day|the date))\b/;
const MINE =
  /\b((devo|dovrei|dobbiamo|dovremmo|tocca a me|mi tocca|c ho da|ho da) (\w+ )?(ri)?(anda|torna|passa|vede|veni|presenta|fa un salto|scend|sali|salg|recar|arriva)\w*|(ci|mi) (vediamo|rivediamo|vedremo|vede|rivede|visita|aspetta|aspettano)|(torno|ritorno|vado|andro|tornero) (dal|dalla|dallo|da|in studio|in ambulatorio|a farmi)|(ho|c ho|tengo|avevo|ho gia|c ho gia|avro) (gia )?(un |una |l |la |il )?(appuntament\w*|visit[ae]|controllo|prenotazion\w*)|(mi ero|mi sono|ero|ho|avevo) (segnat\w*|prenotat\w*|scritt\w*|annotat\w*|fissat\w*)|(visita|appuntamento|controllo)( \w+){0,2} (che ho|che avevo|prenotat\w*|fissat\w*)|^(ma |scusa |scusa ma )?(l|il|la) (appuntamento|visita|controllo) (col|con il|con la|dal|dalla|dallo|da)|(do|will|shall|am) i (go|see|have|return)|i m (seeing|going to see)|(ce l |c l )?ho (il |la |lo |l )(\w+olog[oa]|dentista|pediatra|oculista|dottor\w*|dott|medico|specialista)|(my|his|her|our|their) (next |upcoming )?(\w+ )?(appointment|appt|visit|check ?up|booking)|(me la|me lo|me l|ce la|ce l|la|lo|l) (sono|ero|ho|avevo) (segnat|scritt|annotat|prenotat|fissat|mess|pres)[oaie]|(visit|appointment|check ?up|booking) (that )?(i|we) (booked|made|have|scheduled|ve booked|have booked|got))\b/;
const VISIT_OR_DOCTOR =
  /\b(appuntament\w*|visit[ae]|controllo|prenotazion\w*|medico|dottor\w*|dott|dar dottore|dottoressa|specialist\w*|\w+olog[oa]|pediatra|dentista|oculista|studio|ambulatorio|appointment|appt|visit|doctor|dr|\w+ologist|p(a)?ediatrician|dentist|gp)\b/;
/**
 * A relative in one's care, named ("mia mamma", "mio padre", "my mum"): their visit is asked in the
 * third person ("quando deve andare dal cardiologo?", "lei ha visita quando?", "when does she see the
 * doctor?"); grounding finds whose (./family-reference.ts).
 */
const A_RELATIVE = /\b((mia|mio) (mamma|madre|papa|padre|nonna|nonno|moglie|marito|figlia|figlio|suocera|suocero|zia|zio)|my (mum|mom|mother|dad|father|grandma|grandpa|grandmother|grandfather|wife|husband|son|daughter))\b/;
const THEIRS =
  /\b((deve|dovrebbe|dovra|tocca a lei|tocca a lui) (\w+ )?(ri)?(anda|torna|passa|vede|veni|presenta)\w*|(lo|la|li) (vede|rivede|visita|aspetta)|(lei|lui|ha|c ha|avra|ha gia) (gia )?(un |una |l |la |il )?(appuntament\w*|visit[ae]|controllo|prenotazion\w*)|(does|will|is) (she|he) (go|see|have|return|going)|(her|his) (next |upcoming )?(\w+ )?(appointment|visit|check ?up))\b/;

/** The practice's hours or address, or a booking wanted: not one's own visit. */
const NOT_MINE =
  /\b(se (ho|hai|ha|mi|gli|le|il|la|lo|uno|una|si|c e|viene)|(in caso|nel caso) di|riceve|ricevimento|orari\w*|orario (di|dello|del)|apre|chiude|aperto|indirizzo|in che via|prenotar\w*|prenoto|vorrei (un|una) (visita|appuntamento)|prima disponibilita|disponibil\w*|liber[oi]|cerco|cerchiamo|in generale|di solito|opening hours|book)\b|\bdove (devo|dovrei|si trova|si fa|e)\b|\bla via\b/;
/** A visit as the place one goes to: "alla visita", "ci vado", "per la visita", "la visita è …". */
const A_VISIT_GONE_TO =
  /\b((alla|per la|x la|durante la|prima della|la|nella) (mia )?(visita|appuntamento|controllo)|(all|per l|prima dell) appuntamento|ci (vado|devo andare|vengo|devo venire)|(the|my) (\w+ )?(visit|appointment))\b/;
/** What a visit involves: fasting, its length, what it includes or measures, who may come, online or in person. */
const VISIT_INVOLVES =
  /\b((devo|dovrei|bisogna|serve) prepar\w*( \w+)?|pancia vuota|stomaco vuoto|a digiuno|digiun\w*|(e|sara|dura) (lung[oa]|breve|tanto|poco)|quanto (dura|tempo)|(cosa|che cosa|cos) (prevede|comprende|include|mi fanno|fanno|succede)|(cosa|che cosa|che) (mi )?(chiede|chiedera|domanda|domandera|guarda|guardera|controlla|controllera) (il|la|lo) (dottor\w*|medico|\w+olog[oa])|(ci vuole|serve|servono|occorre|bisogna avere) (qualcosa|qualche cosa|niente|nulla)( di (particolare|speciale))?|(mi|ci) (fanno|faranno|fara) (anche )?(la |il |l |un |una |gli |le |delle |degli )?\w+|in cosa consiste|misur\w*|(posso|possiamo|puo) (andare|venire|entrare|portare)( \w+){0,2} (con|mia|mio)|accompagn\w*|in presenza|online|on line|a distanza|in video|videochiamata|televisit\w*|elettrocardiogramma|ecg|ecografia|esami|prelievo|spogliar\w*|accompagnat\w*|empty stomach|how long)\b/;

/**
 * What the writer says they do NOT want ("non ditemi gli orari liberi"), and a day off asked at work
 * ("devo chiedere il giorno libero"): not the directory's free times, read without them.
 */
const NOT_THE_FREE_TIMES = /\b(non (ditemi|dirmi|mi dite|mi dire|mi interessa\w*|voglio|cerco) (gli |le |i |la |il )?(orari|posti|date|prima disponibilita|disponibilita)( liber[ie])?|(giorno|giornata|pomeriggio|mattina|mattinata) liber[oa])\b/g;
/** "Ho qualcosa con la dermatologa?", "ho niente col dott Bianchi?": whether one has a visit with someone. */
const ANYTHING_WITH = /^(ma |scusa |senti )?(ho|c ho|avro|abbiamo) (qualcosa|niente|nulla|qualche (visita|appuntamento)) (con|col|coi|dal|dalla|dallo|da)\b/;
/** "Il mio bambino ha visite prenotate?", "mio figlio ha appuntamento?", "ho un appuntamento?": whether one (or one's child) has a visit booked, asked at the end. */
const ANY_BOOKED = /\b(ho|c ho|abbiamo|ha|c ha|hanno) (gia |ancora )?(qualche |delle |degli |dei |un |una |l |il |la )?(visite|visita|appuntament\w*|controll\w*|prenotazion\w*)( prenotat\w*| fissat\w*| in programma| in calendario)?$/;
const SAID_BOOKED = /\b(gia|ancora) (\w+ )?(visite|visita|appuntament\w*|controll\w*|prenotazion\w*)|(visite|visita|appuntament\w*|controll\w*) (prenotat\w*|fissat\w*|in programma|in calendario)$/;
const BOOKED_FOR_WHOM = /^(il |la )?(mio |mia )?(\w+ )?(figli[oa]|bambin[oa]|bimb[oa]|piccol[oa]|ragazz[oa])( mio| mia)?( \w+)? (ha|c ha|hanno)\b|^(ho|c ho|abbiamo)\b/;

/** Whether the canonical text asks when the writer's own visit is (see above). */
export function asksWhenMyVisit(raw: string): boolean {
  const t = raw.replace(NOT_THE_FREE_TIMES, ' ').replace(/\s+/g, ' ').trim();
  if (ANYTHING_WITH.test(t) && VISIT_OR_DOCTOR.test(t)) return true;
  // "Luca deve tornare dal cardiologo, ha già una visita prenotata?": a visit said booked ("già", "prenotata")
  // is asked of someone's own visits, whoever the clause before names.
  if (ANY_BOOKED.test(t) && (BOOKED_FOR_WHOM.test(t) || SAID_BOOKED.test(t))) return true;
  if (NOT_MINE.test(t)) return false;
  const when = WHEN_ASKED.test(t) || DATE_LOST.test(t);
  if (!when || !VISIT_OR_DOCTOR.test(t)) return false;
  // "visita cardiologica, quando?", "dermatologo, quando?": a visit or a doctor named and its time asked, nothing else.
  const bare = /^(la |il |l |dal |dalla |col |con il |con la )?(mia |mio )?(visita|appuntamento|controllo|\w+olog[oa]|dentista|pediatra|oculista|dottor\w*|dott)( \w+){0,2} (quando|quand e|che giorno|a che ora)$/.test(t);
  // "Ho perso il foglio, quando era?": a date one had and lost is one's own.
  const lost = DATE_LOST.test(t) && /\b(quando era|quand era|che giorno era|a che ora era|la data|il giorno|l ora)\b/.test(t);
  return bare || lost || MINE.test(t) || (A_RELATIVE.test(t) && THEIRS.test(t));
}

/** Whether a visit can be had online or in person, asked ("posso fare la visita in video?", "è possibile farla online?", "can I do the visit by video?"). */
const MODE_POSSIBLE = /\b(posso|possiamo|potrei|potremmo|e possibile|si puo|can i|can we|is it possible to) (fare|farla|farlo|avere|averla|seguire|do|have)( \w+){0,3} (online|on line|in video|videochiamata|in videochiamata|a distanza|da remoto|da casa|by video|via video|over video|remotely)\b/;
/** Whether the canonical text asks what the writer's own visit involves (see above). */
export function asksWhatMyVisitInvolves(t: string): boolean {
  // "Si può fare la visita in video da casa?": asked of the platform (impersonal), not of one's booked visit.
  // "Posso fare la visita in video?": whether a visit may be had that way is the platform's how-to, unless
  // the visit is named as one's own ("la visita che ho prenotato posso farla online?").
  if (MODE_POSSIBLE.test(t) && !MINE.test(t)) return false;
  return A_VISIT_GONE_TO.test(t) && VISIT_INVOLVES.test(t) && !/\b(in generale|di solito|prenotar\w*|cerco|si (puo|possono|potrebbe) (fare|avere|prenotare|chiedere))\b/.test(t);
}
