/**
 * The cues of the questions about the user's own bookings and visits and a doctor's practice
 * (issue 22 points 4 and 6), read by ./intents.ts and ./follow-ups.ts.
 */

// "Ce l'ho ancora la visita o me l'hanno annullata?" asks what is booked, not how to cancel.
export const BOOKING_STATUS = /\b(l|la|lo|che|quella che|quello che) (avevo|ho|abbiamo|avevamo) (gia )?(annullat\w*|cancellat\w*|disdett\w*|spostat\w*)\b|\b(me l hanno|l hanno|me la hanno|hanno|e stat[ao]|risulta|risultano|sono stat[ie]) (annullat\w*|cancellat\w*|disdett\w*|spostat\w*|confermat\w*)\b|\bce l ho ancora\b|\b(e|sia|fosse|risulta) (gia )?confermat\w*\b|\b(e|risulta) ancora (valid\w*|confermat\w*|attiv\w*|in piedi)\b|\b(was|is|has) my (appointment|visit|booking) (been )?(cancelled|canceled|confirmed|moved)\b/;
export const CANCEL_ALONE = /\b(disdir\w*|disdic\w*|disdett\w*)\b|\b(cancel|reschedule|move|change|postpone) (my|the|an|this) (appointment|visit|booking)\b|\b(appointment|visit|booking)\b( \w+){0,4} (cancel|reschedule|move|postpone|change) (it|that|this)\b/;
// "Fino a quando posso annullare?", "posso annullare anche il giorno prima?": the rule of cancelling asked,
// with nothing else named to cancel (an account, a subscription, a message are not a visit).
export const CANCEL_RULE = /\b(posso|possiamo|si puo|si possono|e possibile|fino a quando|entro quando|quando posso|can i|until when|come si|come (posso|faccio a|devo fare per)) (ancora |anche |pure )?(annull\w*|cancell\w*|disdi\w*|spostar\w*|sposta|rimandar\w*|rimanda|cancel|reschedule)\b/;
export const NOT_A_VISIT_CANCELLED = /\b(account|profil\w*|dati|abbonament\w*|iscrizion\w*|notific\w*|messagg\w*|chat|conversazion\w*|recension\w*|foto|articol\w*|preferit\w*|material\w*|ordin\w*|pro|premium|registrazion\w*|email|mail|familiar\w*|terapi\w*|farmac\w*|vaccin\w*)\b/;
export const CANCEL_VERB = /\b(annull\w*|cancell\w*|rinunciar\w*|spost\w*|rimandar\w*|rinviar\w*|modificar\w*|cambiar\w*)\b/;
// A day named ("non ce la faccio a venire giovedì"): the day of a visit.
export const A_DAY = /\b(domani|dopodomani|oggi|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;
export const APPOINTMENT = /\b(appuntament\w*|visit[ae]|prenotazion\w*|prenotat\w*|consulto)\b/;
export const CANT_COME = /\bnon (ci |mi )?(posso|riesco a|riesco ad|potro|potremo|possiamo) (piu )?(venire|andare|presentarmi|esserci|venirci|andarci)\b|\bnon (ce la faccio|faccio in tempo) (a venire|ad andare|ad arrivare)\b|\bcan t (make it|come|go)\b/;

// Booking verbs; the nouns ("le mie prenotazioni") belong to next_appointment, see classify.
export const BOOK = [
  /\b(prenotare|prenoto|prenota|prenotarmi|prenotarsi|prenotiamo|prenotabil\w*|prenotargli|prenotarle|prenotarla|prenotarlo|prenotarci|prenotarvi)\b/,
  /\bhow (do|can|could) (i|we|you) (book|make an appointment|schedule)\b|\b(book|schedule) (a|an) (visit|appointment|consultation)\b/,
  /\b(prendere|fissare|richiedere|chiedere|ottenere|avere|fare) (un |una )?(appuntamento|visita|consulto)\b/,
  /\b(vorrei|voglio|devo|posso) (fare |avere |prendere )?(una visita|un appuntamento|un consulto)\b/,
  /\b(vorrei|voglio|devo|dovrei|bisogna) far(e|mi|gli|le)? (controllare|vedere|visitare)\b|\b(vorrei|voglio|devo|dovrei) (controllarmi|visitarmi)\b/,
  /\b(vorrei|voglio|devo|dovrei) (rivedere|vedere|sentire|consultare) (uno|un|una) (specialista|medico|dottore|dottoressa)\b|\b(vorrei|voglio|devo|dovrei|bisogna) (ri)?fare (un|una|il|la|l) (controllo|check up|mappatura|visita di controllo)\b|\b(vorrei|voglio|devo|dovrei) (ripetere|rifare) (il|la|l) (controllo|mappatura|visita)\b|\b(vorrei|voglio|devo|dovrei) far(mi|gli|le|lo|la) (seguire|curare|prendere in carico)\b/,
];

export const NEXT_APPOINTMENT = [
  // Issue 30: a relative in the asker's care: "mio figlio Luca ha appuntamenti?", "mia mamma ha una visita?".
  // A family member by name, told in the third person ("Luca ha qualche visita prenotata?", "luca quando deve tornare
  // dal cardiologo?"): grounding finds whom among the asker's members (family-reference.ts).
  /^(e |ma )?(?!(chi|cosa|che|come|quando|dove|quale|quanto|perche|lei|lui|si|non|mi|ci|ti|io|tu)\b)[a-z]{3,}( [a-z]{3,})? (ha|avra|c ha) (gia |ancora |per caso )?(un |una |degli |delle |qualche |altri |altre )?(appuntament\w*|visit[ae]|prenotazion\w*|controll[oi])\b|^(e |ma )?(?!(chi|cosa|che|come|dove|quale|quanto|perche|lei|lui|si|non|mi|ci|ti|io|tu|uno|una)\b)[a-z]{3,}( [a-z]{3,})? (quando|a che ora|che giorno) (deve|dovra|dovrebbe) (andare|tornare|ritornare|essere|rifare|fare)\b( \w+){0,3} (dal|dalla|dallo|da|in studio|visita|controllo|appuntamento)\b/,
  // A doctor's patient named: "quando vedo Giulia Rossi?", "quando rivedo la signora Neri?".
  /^(e )?quando (vedo|rivedo|visito|ricevo) (la |il )?[a-z]{3,} [a-z]{3,}$/,
  // "Quando viene la signora Rossi?", "il paziente Marini quando torna?": a doctor's patient by surname.
  /^(e )?quando (viene|arriva|torna|ritorna|vedo|rivedo|visito|ricevo|ho) (la |il )?(signora|signor|signore|sig|paziente) [a-z]{3,}( [a-z]{3,})?$|^(e )?(la |il )?(signora|signor|signore|sig|paziente) [a-z]{3,} quando (viene|arriva|torna|ritorna|ce l ho|la vedo|lo vedo)$/,
  /\b(mio|mia|miei|mie) (figli\w*|madre|mamma|padre|papa|moglie|marito|fratello|sorella|nonn[oa]|nipote)( \w+)? (ha|hanno) (un |una |degli |delle |qualche |gia )?(appuntament\w*|visit[ae]|prenotazion\w*|controll[oi])\b/,
  /\b(prossim\w*|prox) (app|appto|appuntament\w*|visit\w*|prenotazion\w*|controll\w*|consult\w*)\b/,
  /\bcon (chi|quale (medico|dottore|dottoressa)) (ho|e) (la |il |l )?(visita|appuntamento|controllo)\b|\bquando (tocca a me|e il mio turno)\b|\b(mi|ci) (ha|hanno|avete) prenotat\w*\b/,
  /\b(the|my) (appointment|visit) with\b|\bwhat (day|time) is (it|my|the) (appointment|visit)?\b/,
  /\bquando (vedo|ho|visito) (il |la )?(paziente|signor\w*)\b/,
  /\b(mie|miei|mia|mio) (appuntament\w*|visit\w*|prenotazion\w*)\b/,
  // "Dimmi gli appuntamenti che ho", "elencami le visite prenotate", "show me my bookings".
  /\b(gli|i|le) (appuntament\w*|visite|prenotazion\w*|controlli) (che (ho|abbiamo|c ho|tengo)|prenotat\w*|fissat\w*)\b|\b(mostrami|dimmi|elencami|elenca|fammi vedere|show me|list) (tutti |tutte )?(i |gli |le )?(miei |mie )?(appuntament\w*|visite|prenotazion\w*|appointments|bookings)\b/,
  /\b(quando|a che ora|che giorno|che ora|dove) (e|ho|sara|devo andare)( \w+){0,3} (appuntament\w*|visit\w*|controllo)\b/,
  /\b(ho|c ho|abbiamo) (gia |ancora |per caso )?(un |una |degli |delle |qualche |\d+ |due |tre )?(appuntament\w*|visit[ae]|prenotazion\w*)\b/,
  /\b(in programma|in agenda|in calendario)\b(?!.*\b(collega\w*|sincronizz\w*|google)\b)/,
  /\bho prenotato\b|\b(ho|abbiamo|avete|c e|ha|hanno|c ha) (qualcosa|niente|nulla|qualche visita|qualche appuntamento) (di )?(prenotat\w*|in programma|fissat\w*|in agenda)\b/,
  // A doctor's days ahead: "agenda dei prossimi giorni, chi viene?", "chi vedo domani?".
  /\bagenda (di|dei|della|del|per) (oggi|domani|prossim\w*|settimana|questa|questo)\b|\bchi (viene|vedo|ricevo|arriva)( \w+){0,2} (oggi|domani|dopodomani|stamattina|stasera|questa settimana|prossimi giorni)\b/,
  /\b(quando|quando e che) (devo|dovrei) (andare|tornare) (dal|dalla|dallo|da) (medico|dottor\w*|dott|specialista|\w+olog\w*|pediatr\w*|dentista|oculist\w*|fisioterap\w*|nutrizion\w*|ortoped\w*|otorino\w*)\b/,
  /\b(visita|appuntamento|controllo) (di|de) (domani|oggi|dopodomani|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)\b/,
  /\bstorico (delle |degli )?(visite|appuntamenti|prenotazioni)\b|\b(vedo|trovo|vedere|trovare) (i miei |le mie |gli |le )?(appuntamenti|visite|prenotazioni)\b/,
  // "quando ce l'ho l'appuntamento col dott Bianchi", "quando vado dal cardiologo"
  /\bquando\b( \w+){0,5} (appuntament\w*|visit[ae])\b/,
  /\b(il mio|prossimo) controllo\b/,
  /\b(quando|a che ora|che giorno) (vado(?! (a (letto|dormire|lavor\w*|scuola|correre|camminare|nuotare|fare|prendere|bagno|in bagno|in palestra|in bici|piedi)|su per|giu per|su e giu|in salita|in discesa|in bagno|fuori|di corpo|per le scale)\b)|devo andare|devo essere|ci vado|sono atteso|sono attesa|mi aspetta|mi aspettano|mi vede|mi visita|mi devo presentare|devo presentarmi|mi presento|devo arrivare)\b|\bwhat time (should|do|must) i (arrive|be there|show up|come)\b/,
  /\b(appuntament\w*|visit[ae])\b( \w+){0,6} (quando )?ce l ho\b|\bquando (rivedo|rivedro|torno (dal|dalla)|ritorno (dal|dalla)|devo rivedere|rivedere) (il |la )?(dottor\w*|medico|dott|\w+olog\w*|pediatra|dentista|oculista)\b|\bce l ho\b( \w+){0,3} (appuntament\w*|visit[ae]|controll[oi])\b|\b(appuntament\w*|visit[ae]|prenotazion\w*|controll[oi])( \w+){0,2} (a|al|sul|sotto il) (mio nome|nome mio)\b|\bho (la|l|il) (visita|appuntamento|controllo)\b( \w+){0,3} (oggi|domani|dopodomani|stasera|questa settimana|la prossima|settimana prossima|la settimana prossima|questo mese|il mese prossimo|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)\b|\b(appuntament\w*|visit[ae]) (che )?(ho|avevo) (prenotat\w*|preso|fissat\w*)\b/,
  // A doctor's own day: "chi è il mio prossimo paziente?", "quali pazienti ho prenotati?", "la mia agenda".
  /\b(prossim\w*|primo|prima) (paziente|pazienti)\b|\bquali pazienti (ho|vedo|mi)\b|\bpazienti (ho|di oggi|di domani|prenotat\w*)\b|\b(la mia|mia) agenda\b|\bquando (viene|verra|arriva|ritorna|torna)\b( \w+){0,2} (in studio|da me|in ambulatorio)\b/,
  /\b(on|in) my (schedule|agenda|calendar)\b|\bmy (schedule|agenda)\b|\bwhat s next\b|\bwhen (am i|are we|is (he|she|my \w+)) (seeing|going to see|visiting|due to see|booked (in )?with)\b/,
  /^(my |the |la |il |l )?(appuntament\w*|la mia visita|visita|prenotazion\w*|appointment|visit)( (di |for )?(oggi|domani|dopodomani|today|tomorrow|this week|next week|questa settimana))?$|\b(non|nn) (mi )?ricordo quando (ho|devo|e)\b|\b(anything|something) (booked|scheduled)\b|\b(sono|sn|siamo|e) prenotat\w*\b|\bquando ci vediamo\b|\b(scordat\w*|dimenticat\w*|ricordi|ricordami|ricordarmi|non ricordo|non mi ricordo)\b( \w+){0,3} (appuntament\w*|visit\w*|orario|data)\b|^(app to|appto|app)$/,
  // "quanti appuntamenti ho?", "appuntamenti prossimi", "agenda mia", "domani ho qualcosa?", "la visita quand'è?".
  /\b(quant[ie]|quali|che) (appuntament\w*|visit[ae]|prenotazion\w*|controll\w*)( \w+){0,2} (ho|abbiamo|mi (restano|rimangono|mancano)|restano|rimangono|ci sono in programma|sono in programma)\b|\b(appuntament\w*|visit[ae]|prenotazion\w*|controll[oi]) (prossim\w*|futur\w*|in arrivo|mie|miei|mia|mio)\b|\b(agenda|calendario) (mia|mio)\b|\b(oggi|domani|dopodomani|stasera|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|questa settimana|la prossima settimana|settimana prossima)( \w+)? (ho|abbiamo|c e|ce) (qualcosa|niente|nulla|qualche|impegni|un appuntamento|una visita)\b|\b(ho|c e) (qualcosa|qualche impegno|impegni|niente|nulla) (oggi|domani|dopodomani|stasera|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|questa settimana)\b|\b(visit[ae]|appuntament\w*|controllo)\b( \w+){0,6} (quand e|quando e|quando sara|quando ce l ho|che giorno e|a che ora e)$/,
  // When one's own visit is, asked by how far off, by its date, by the specialist or the reason it was
  // booked for: "la visita cardiologica tra quanti giorni è?", "la data del mio controllo periodico",
  // "mi ero prenotata per la pressione alta, quando tocca?", "when do I see the cardiologist?", "visita quando".
  /\b(visit[ae]|appuntament\w*|controll[oi])\b( \w+){0,4} (tra|fra) quant\w* (giorni|settimane|ore|mesi)\b|\bquanto manca (alla|al|all) (mia |mio )?(prossim\w* )?(visita|appuntamento|controllo)\b|\b(data|giorno|ora|orario)( \w+)? (del mio|della mia) (prossim\w* )?(controllo|visita|appuntamento)\b|\bmi (ero|sono|ero gia|sono gia) prenotat\w*\b( \w+){0,8} (quando|che giorno|a che ora)\b|\bquando tocca\b|\bwhen (do|will|shall|am) (i|we) (see|seeing|visit|meet|going to see) (the|my|dr|doctor|dott)\b|^(la |il |l )?(mia |mio )?(visita|appuntamento|controllo|prenotazione) (quando|quand e|che giorno|a che ora)\b|\b(ho|c ho|avro|tengo) (gia )?(la|l|una|un) (visita|appuntamento|controllo) (dal|dalla|dallo|col|con il|con la|con lo)\b|\bdopo (quella|questa|quello|questo) (ne ho|ho|c e|ce n e) (un altra|un altro|altre|altri|ancora)\b|\b(devo|dovrei) (andare|tornare) (dal|dalla|dallo|da) (medico|dottor\w*|dott|specialista|\w+olog\w*)\b( \w+){0,2} (questa|sta|la prossima|settimana prossima) settimana\b/,
  /\b(my|next|upcoming|any|scheduled|booked) (appointment|appointments|appt|appts|visit|visits|booking|bookings|check ?ups?)\b|\b(my )?(next|first) patients?\b|\bpatients (today|tomorrow|this week)\b|\bwhen (is|s) (the|my) (appointment|visit|doctor)\b|\bdo i have (an |any )?(appointment|appointments|visit|visits)\b|\bdid i (book|schedule) (anything|something|a visit|an appointment)\b|\b(have i|i ve|i) got (an |any )?(appointment|appointments|visit|visits|booking|bookings)\b|\b(my|next|upcoming) (check ?up|checkup|consultation|exam|follow up)\b/,
];

// About the user's own booked visit, other than its time (issue 22 point 6).
export const VISIT_QUESTION = [
  /\b(costo|prezzo|tariffa) (della|del|dell) (mia |mio )?(prossim\w* )?(visita|appuntamento|controllo)\b|\bcome si svolge\b|\b(mi|ci) \w+ranno\b( \w+){0,3} (alla|durante la|nella) (mia |prossima )?visita\b|\b(che|quali) (documenti|esami|referti|carte) (servono|serve|devo portare|porto)\b|\b(la|il) (mia )?(visita|appuntamento)\b( \w+){0,4} (e )?a pagamento\b/,
  /\b(devo|dovrei|bisogna|serve|occorre|posso) (portare|portarmi|avere con me)\b|\bcosa (devo |bisogna |serve |occorre )?portare\b|\bportare qualcosa\b|\b(porta|porto|portarme|portamme) (qualcosa|quarcosa|qualcos|quacche cosa)\b( \w+){0,2} (visita|appuntamento|controllo)\b/,
  /\b(documents?|papers|paperwork|referral|anything) (needed|required|to bring)\b( \w+){0,2} (for )?(my|the) (visit|appointment)\b/,
  /\b(serve|servono|bisogna|occorre|devo) (avere |portare )?(gli |le |i |l |la |il )?(esami|referti|analisi|documenti|impegnativa|ricetta|tessera sanitaria|tesserino|carta d identita|lastre)\b/,
  /\b(a )?digiuno\b|\bcome (mi )?(devo |posso )?prepar\w*\b|\bpreparazione (alla|per la|per l) (visita|esame|appuntamento)\b|\bdevo prepararmi\b/,
  /\bquanto dura (la|il|l) (mia )?(visita|appuntamento|controllo|esame|seduta)\b/,
  /\b(li|le|lo|la|gli|ci|me li|me le) (porto|devo portare|devo portarmi|porto anche)\b( \w+){0,3} (alla|per la|x la|al|per l) (mia )?(visita|appuntamento|controllo)\b|\b(la|il|l) (mia )?(visita|appuntamento|controllo)( \w+){0,2} (cosa|che cosa|che) (prevede|comprende|include)\b|\b(la|il|l) (mia )?(visita|appuntamento|controllo)( \w+){0,2} in (cosa|che cosa) consiste\b/,
  /\bcosa (mi )?(chiedera|chiede|fara|fa|succede|si fa|fanno|mi faranno)( \w+){0,3} (visita|appuntamento|medico|dottore|dottoressa|cardiologo|dermatologo)\b/,
  /\b(dove|in che via|a che indirizzo) (devo andare|si trova lo studio|e lo studio|si fa la visita|e la visita|e l appuntamento|devo presentarmi|mi devo presentare)\b/,
  /\bquanto (costa|pago|devo pagare|verra|viene)( \w+){0,3} (mia visita|mio appuntamento|visita (di|che ho)|appuntamento (di|che ho))\b|\bquanto (pago|devo pagare)\b/,
  /\bcosa (mi )?porto\b|\b(in cosa consiste|cosa (comprende|include|prevede))\b( \w+){0,4} (visita|appuntamento)\b|\b(che|quali) domande\b|\bquanto tempo (ci vuole|dura|serve|richiede)\b|\bindirizzo (della|del) (mia|mio)\b|\bdove ho (la visita|l appuntamento)\b/,
  /\bquanto (mi )?(costa|viene|pago|verra a costare)( \w+){0,2} (la|il|l) (visita|appuntamento|controllo)\b(?! (dal|dalla|da un|da una|con un|con una))/,
  /\b(alla|durante la|nella|per la|x la) (mia )?visita\b( \w+){0,3} (mi|si|devo|fanno|fa|faranno)\b/,
  // "Gli serve il cardiologo per la visita di controllo": a doctor needed is a search, not one's visit.
  /\b(devo|dovrei|bisogna|serve|posso)\b(?! (il |un |una |lo |la |l )?(\w+olog[oa]|dottor\w*|medico|specialista|pediatra|dentista|oculista)\b)( \w+){0,6} (per la|prima della|alla|per l) (mia )?(visita|appuntamento)\b|\bcome funziona (la|il|l) (mia )?(visita|appuntamento|controllo)\b/,
  /\b(la|il|l) (mia )?(visita|appuntamento|controllo)\b( \w+){0,4} quanto (mi )?(costa|viene|pago|dura|verra)\b|\b(la|il|l) (mia )?(visita|appuntamento|controllo) quanto (costa|viene|pago|dura)\b|\bsi paga (li|la|allo studio|in studio|sul posto|prima|dopo|online|in contanti|con (la )?carta|col bancomat|con (il )?bancomat|con (il )?pos|col pos)\b|\b(contanti|bancomat|carta di credito|pos|satispay)\b( \w+){0,4} (visita|appuntamento)\b|\b(visita|appuntamento)\b( \w+){0,4} (contanti|bancomat|carta di credito|carta)\b/,
  /\bhow much (is|does|will|do i pay for) (my|the) (\w+ )?(appointment|visit|check ?up)\b|\bwhere (do|should|must) i (have to )?go\b|\bbefore (my|the) (\w+ )?(visit|appointment)\b|\b(pay|paying) (cash|by card|with card|for (my|the) (visit|appointment))\b|\b(what|anything) (should|do) i (need to )?bring\b|\bdo i need to (bring|fast)\b|\bhow long (is|does|will) (the|my) (\w+ )?(visit|appointment)\b|\bwhere is (the|my) (appointment|visit)\b|\bhow (should|do) i prepare\b/,
];

// The user's own booked visit named ("il mio appuntamento", "la visita mia", "la visita che tengo",
// "la mattina della visita", "my upcoming visit"), and a detail of it asked: cost, length, place,
// parking, what to bring, fasting, one's medicines that morning. Then it is about that visit, not
// about when it is, and not a diagnosis ("devo sospendere la pastiglia la mattina della visita?").
export const OWN_VISIT_REF =
  /\b((il |del |al |dal |nel |per il )?mio (prossimo )?(appuntamento|controllo)|(la |della |alla |per la |x la )?mia (prossima )?visita|(la |della |alla )?visita mia|(la |il )?(visita|appuntamento|controllo)( \w+)? (che|ca|ke) (ho|tengo|avro|c ho)|(la |il )?(visita|appuntamento|controllo)( \w+)? (prenotat\w*|fissat\w*)|(la )?(mattina|giorno|sera|ora|prima) (della|dell|del) (visita|appuntamento|controllo)|(la |il )?(visita|appuntamento|controllo) (di|de|del) (domani|oggi|dopodomani|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)|(prima|per|dopo) (la|l) (visita|appuntamento)|(alla|all) (visita|appuntamento)|my (upcoming |next |booked )?(visit|appointment)|(the|my) (visit|appointment) i (have|booked))\b/;
export const VISIT_DETAIL =
  /\b(costo|costa|costera|prezzo|tariffa|quanto (se |si |mi )?pag\w*|si paga|pagare|cost|costs|how much|pay|quanto (la|lo|li|le|ci) pag\w*|dura|durata|quanto tempo|how long|indirizzo|in che via|in che posto|che posto|in quale posto|in che zona|luogo|dove|dov|address|where|parcheggi\w*|parking|portare|porto|portarmi|bring|digiun\w*|diuno|fast|fasting|medicin\w*|farmac\w*|pastigli\w*|pillol\w*|compress\w*|terapi\w*|ecg|referti|esami|analisi|documenti|impegnativa|presentarmi|mi devo presentare|arrivare|in anticipo|meds|medication|pills|mangiare|mangio|bere|bevo|caffe|colazione|eat|drink|coffee|breakfast)\b/;

// A doctor's practice: hours, days, address (issue 22 point 6).
export const PRACTICE_INFO = [
  // Not "quando fa": "le dita diventano bianche quando fa freddo", "brucia quando fa pipì".
  /\b(orari\w*|orario|giorni|giorno|quando|a che ora|che ore) (di )?(riceve|ricevimento|lavora|visita|apre|chiude|e aperto|e in studio|c e|ambulatorio|dello studio|ha lo studio)\b/,
  // Not "due giorni fa" (ago): a number of days is a time, not the days a practice is open.
  /\b(che |quali )?(orari|orario|(?<!\b(\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|qualche|alcuni|pochi|parecchi|tutti i) )giorni)\b( \w+){0,3} (fa|ha|riceve|dello studio|del dottor\w*|della dottoressa|di apertura|studio)\b/,
  /\b(dove|dov|in che via|indirizzo|a che indirizzo)\b( \w+){0,3} (riceve|ha lo studio|studio|si trova|lavora|ambulatorio)\b|\b(in che via|che via|in quale via|a che indirizzo|in che zona) (e|sta|si trova|ha lo studio|riceve|lavora)$/,
  /\bindirizzo\b|\baddress\b|\b(opening )?hours\b|\bwhere (is|does) (dr|doctor|dott)\b|\bwhen does (dr|doctor)\b/,
];
export const PRACTICE_WORDS = /\b(orari\w*|orario|address|in che via|che via|in quale via|in che zona|riceve|ricevimento|studio|ambulatorio|indiri\w*|dove (sta|si trova|lavora|riceve|ha|e|visita)|dov e|pomeriggio|mattina|sabato|apre|chiude|aperto|aperta|che giorni|quali giorni|lavora|opening|office|hours|where is|open|opens|close|closes|afternoon|morning|see patients)\b/;
// "Lo studio", "il medico": the practice of the user's own doctor, named or not.
export const A_DOCTOR = /\b(lo studio|studio medico|il medico|il dottore|la dottoressa|dottor\w*|dott)\b/;
// Issue 29: whether a doctor sees patients online ("il dott Bianchi fa visite online?", "fa televisite?").
export const ONLINE_VISIT = /\b(online|on line|televisit\w*|video ?visit\w*|in video|video ?call|videochiamat\w*|videoconsult\w*|teleconsult\w*|a distanza|da remoto|da casa)\b/;
export const PRACTICE_NEEDS_NAME = /\b(riceve|ricevimento|lavora|studio|ambulatorio|orari\w*|orario|indirizzo|hours)\b/;

// The user's own booked visit ("la mia visita", "l'appuntamento che ho").
export const OWN_VISIT = /\b(mia (prossima )?visita|mio (prossimo )?(appuntamento|controllo)|ho la visita|ho l appuntamento|ce l ho|visita che ho|appuntamento che ho|my (visit|appointment))\b/;
export const HOW_TO_ASK = /\bcome (si fa|faccio|posso|si puo|funziona|devo fare|si prenota|prenoto|si prende)\b|\bhow (do|can) (i|we)\b|\b(posso|si puo|possiamo) prenotar\w*\b( \w+){0,3} (per (lei|lui|loro|un altra persona|un familiare|conto)|a nome|al posto|dal mio account|con il mio account)\b|\b(posso|si puo) prenotar\w* (io|anche)\b/;
// "Io quando avere appuntamento con dottore?", "quando c'ho la visita?": when one's own visit is, in any grammar.
export const WHEN_MINE = /\b(quando|a che ora|che giorno|che ora|in che data|che data|in che giorno|per quando) (io |ce |c |mi )?(avere|avro|ho|c ho|tengo|essere|sono) (l |il |un |una |la |mio |mia )?(appuntament\w*|visit[ae]|controllo|prenotazion\w*)\b/;
export const WHEN = /\b(quando|che giorno|data e ora|a che ora|when|what day|what time|which day)\b/;
/**
 * One's own visits asked for, a calendar told only as the reason ("mi ricordi le mie visite? ho il calendario
 * sballato"): the user's appointments, not connecting a calendar (twenty-fourth round).
 */
export const OWN_VISITS_ASKED = /\b(ricordi|ricordami|ricordarmi|dimmi|elenca|elencami|fammi vedere|mostrami|ripetimi|remind me of|show me|list)( \w+){0,2} (le mie|i miei|my) (prossim\w* )?(visite|appuntamenti|prenotazioni|controlli|appointments|visits|bookings)\b|\b(quali|che) (visite|appuntamenti|prenotazioni) (ho|avevo|c ho)\b/;
