/**
 * The cues of a message out of Igea's scope (issue 22 point 5: a polite scope answer), and of the
 * health facts and food words that keep a message about health in it. Read by ./intents.ts.
 */

// Not about health, doctors or the platform (issue 22 point 5): a polite scope answer.
export const OFF_TOPIC = [
  // Money sent and work looked for (twenty-second round): "quanto costa mandare soldi in Senegal", "dove trovo lavoro come muratore".
  /\b((mandare|inviare|spedire|trasferire|mando|invio) (dei |i )?(soldi|denaro|euro)|money transfer|send(ing)? money|western union|moneygram|(cerc\w*|trov\w*) (un )?(lavoro|impiego|job)|offert\w* di lavoro|annunci di lavoro|curriculum|job (offers?|interview)|looking for (a )?(job|work))\b/,
  /\b(che tempo (fa|fara|faceva)|meteo|previsioni del tempo|piove|piovera|nevica|weather)\b/,
  /\b(partit[ae]|calcio|serie a|campionato|juve|juventus|inter|milan|napoli|roma calcio|formula 1|gran premio|football|soccer|tennis|scudetto)\b/,
  /\b(ragu|carbonara|amatriciana|lasagn\w*|parmigiana|tiramisu|ristorant\w*|pizzeri\w*|pizza|trattori\w*|bar|pub|hotel|albergo|aperitivo|cinema|discoteca|restaurant|museo|musei|negozio|negozi|shopping)\b/,
  /\b(ricetta (della|del|per la|per il|di)|ricett\w*( \w+){0,2} (per|della|del|di) (la |il |i |le |un |una )?(pasta|torta|pizza|risotto|lasagn\w*|sugo|biscott\w*|dolce|dolci|carbonara|tiramisu|cena|pranzo)\b|come si (cucina|prepara|fa) (la|il|lo|una|un) (carbonara|pasta|torta|pizza|risotto|lasagna|tiramisu|sugo)|cucinare)\b/,
  /\b(capital of|capitale|regal[oi]|idee regalo|riassunto|capitolo|promessi sposi|interrogazione|verifica di|gomma della macchina|cambiare (la|una) gomma|macchina|automobile|presidente (della repubblica|del consiglio)|sindac[oa]|ministr[oa]|parlamento|partito politico|elezioni|politica|governo|storia romana|guerra mondiale|matematica|equazion\w*|compiti|traduzion\w*|tradurre|traduci)\b/,
  /\b(barzellett\w*|joke|movie|song|poesia|canzone|film|serie tv|netflix|oroscopo|segno zodiacale|lotto|superenalotto|bitcoin|borsa|azioni|mutuo|assicurazione auto|bollo auto)\b/,
  /\b(treno|treni|volo|voli|aereo|biglietto del|orario dei treni|parcheggio|traffico|autostrada|benzina|gasolio|carburante)\b/,
  /\b(programmare|python|javascript|computer|telefonino|iphone|android|wifi|password del wifi)\b/,
  // Everyday errands and pastimes: shopping, the time, cooking, languages, shows.
  /\b((comprare|compro|acquistare|ordinare) (un |una |il |la |lo |dei |delle |degli )?(divano|mobil\w*|vestit\w*|scarpe|regalo|casa|tv|televisore|lavatrice|frigo\w*)|che (ore|ora) sono|che giorno e oggi|what time is it|come si fa (il|la|lo|i|le) (pane|torta|pizza|dolce|biscotti|sugo|marmellata|gelato)|ricett\w* (\w+ ){0,3}(per )?(stasera|cena|pranzo)|(l |lo |la )?(inglese|francese|tedesco|spagnolo|grammatica)( \w+)?$|serie (da vedere|da guardare|consigliat\w*)|cosa (guardo|vedo) (stasera|in tv|su netflix))\b/,
  // Everyday life by its domain, whatever the phrase: public offices and money, town transport, food
  // and dishes (Italian regional, South Tyrolean), shows and their seasons, chat and memes.
  /\b(pension[ei]|inps|isee|bonus (\w+ )?(bollett\w*|affitto|casa|edilizi\w*|mobili|trasporti|cultura|nido)|bollett[ae]|tasse|imu|tari|730|spid(?! (per|della|sulla|su) (sanity|igea|app))|autobus|bus|metro|metropolitana|tram|taxi|monopattin\w*|si cucin\w*|cucinar\w*|ricett[ae] (dei|degli|delle|del|della|di)|arrosticin\w*|canederl\w*|knodel|strudel|apfelstrudel|speck|polenta|cannol\w*|arancin\w*|porchetta|gelat\w*|nuova stagione|prossima stagione|nuovi episodi|episodi\w*|meme|whatsapp|instagram|tiktok|facebook)\b/,
  // Sports clubs, the garden and the vineyard, sums asked, the weather exclaimed (eighteenth round).
  /\b(atalanta|fiorentina|lazio|sampdoria|genoa|udinese|sassuolo|potar\w*|potano|potatura|come si pota|giardinaggio|vign[ae]|vigneto|vendemmia|concim\w*|semina|seminare|orto|quanto fa (il |la )?\d+( \w+)? (di|per|x|diviso|piu|meno) \d+|che (caldo|freddo|afa|umidita)|quando finisce (il|sto|questo|st) (caldo|freddo))\b/,
  /\b(sanremo|flat tire|flat tyre|derby|champions|league|sushi|gomma bucata|pneumatic\w*|viaggio|vacanz\w*|won the|who won|divertente|barzelletta|libro|libri|romanzo|romanzi|fumetto|videogioc\w*|playstation|quanto fa \d+|\d+ (per|x|piu|meno|diviso) \d+|canta\w*|indovinello)\b/,
];

// Never about health, whatever else the message says ("traducimi 'ho un appuntamento dal dentista'",
// "a che ora chiude l'Ikea", "una serie tv tipo Doc nelle tue mani", "il mio gatto vomita"): asked before
// the user's own data and the practice rules, which their words would otherwise trigger.
export const OFF_TOPIC_TASK =
  /\b((aiutami|mi aiuti|mi aiuteresti|help me) (a |ad |to )?(scrivere|write|preparare|organizzare|plan|pianificare|trovare un regalo)\b(?!( \w+){0,4} (medic\w*|dottor\w*|dott|terapi\w*|sintom\w*|visita|appuntamento|addio))|(best|miglior\w*) (phone|telefono|smartphone|cellulare|laptop|portatile|tablet|televisore|tv|auto|lavatrice|frigorifero)\b|(buy|comprare|compro|acquistare) (a |an |un |una |il |lo )?(phone|telefono|smartphone|laptop|portatile|tablet|televisore|tv|car|auto|macchina)\b|passport|visa|risolvi|solve|\d+ ?x ?[+-] ?\d+|curriculum|lettera di presentazione|colloquio di lavoro|bici|bicicletta|monopattino|wifi|wi fi|router|modem|tradu\w+|translate|come si (dice|scrive)( \w+){0,8} in (inglese|francese|tedesco|spagnolo|cinese|russo|arabo|giapponese|portoghese|latino|dialetto)|how do you say|traduzion\w*|compit\w* (di|per) (mia|mio)|tema (di|per) (italiano|scuola)|serie tv|serie televisiv\w*|netflix|anagrafe|questura|permesso di soggiorno|residence permit|work permit|permit of stay|soggiorno elettronico|passaporto|carta d identita|esame (della|di) patente|patente (di guida|b)|quiz (della )?patente|diesel|ibrida|concessionari\w*|premio nobel|nobel|chi ha vinto|who won|veterinari\w*|vet|parrucchier\w*|barbiere|barber|esame di maturita|maturita|funivi\w*|cable car|ski lift|impianti di risalita|skipass)\b|\b(scrivi|scrivimi|scrivermi|mi scrivi|mi scriveresti|componi|write me|write a) (una |un |uno |a |an )?(lettera|poesia|tema|email|mail|messaggio|biglietto|discorso|canzone|storia|filastrocca|poem|letter|story|essay|song|speech)\b(?! (d|di) addio)|\b(il|mio|al|del|il mio|la mia|mia|nostro|nostra) (gatt[oaie]|gattin[oa]|cane|cagnolin[oa]|cucciol[oa]|coniglio|criceto|pappagallo|cavallo|pesciolin[oa])\b(?!( \w+){0,3} (mi|ci|gli|le|l) ha (morso|morsicat\w*|graffiat\w*))/;

// A shop or an office asked about ("a che ora chiude l'Ikea"): off-topic, unless it is only where a
// health story took place ("ho avuto un attacco di panico al supermercato").
// Places to eat, sleep or visit ("dove si mangia bene a Bologna?"): a city named is not a doctor search.
export const OFF_TOPIC_PLACE = /\b(ikea|supermercat\w*|centro commerciale|ufficio postale|poste italiane|concert\w*|stadio|teatro|ristorant\w*|pizzeri\w*|trattori\w*|osteri\w*|dove (si|se) mangia|dove (posso |possiamo )?mangiare|(si|se) mangia bene|albergh\w*|hotel|b ?and ?b|musei|museo|discotec\w*|restaurants?)\b/;
/** Everyday errands and pastimes of a holiday and of school (nineteenth round): transport, the beach and the slopes, shows. */
export const OFF_TOPIC_LEISURE = /\b(traghett\w*|ferry|ferries|aliscaf\w*|seggiovi\w*|chairlift|ski pass|skilift|piste da sci|surf\w*|chiringuito|ombrellon\w*|lettin\w*|stabiliment\w* balnear\w*|abbonament\w* (del |dei |per il |per i |dell |della |ai |al )?(bus|autobus|tram|metro|treno|treni|mezzi)|bus pass|(best|good|watch) anime|anime (to watch|da vedere|da guardare)|manga)\b/;
/** A dish asked how it is made ("come si fanno i vincisgrassi?"): cooking, unless the plural is a health practice. */
export const DISH_MADE = /^(ma )?come si (fanno|preparano|cucinano|fa|prepara|cucina) (i|gli|le) (?!(esami|analisi|vaccin\w*|punture|iniezion\w*|medicazion\w*|esercizi|flession\w*|addominali|impacchi|suffumigi|aerosol|lavagg\w*|massagg\w*|test|controlli|visite|prelievi|ricette|prenotazion\w*|raggi|lastre|ecografie|cure|terapie)\b)\w+$/;
/**
 * What a story about a film, a book, the news or a school task asks (nineteenth round): the work itself
 * (its title, another book, a translation, the news told) is out of scope; a health fact ("è sempre
 * mortale?", "si muore davvero così?", "esiste davvero?", "cosa si fa se…", an article on it) is an
 * article's, whatever frames it.
 */
export const WORK_ASKED = /\b(come si (chiamava|chiama|intitola|intitolava) (quel|quello|il|la) (film|documentari\w*|libro|romanzo|serie|canzone|programma|episodio|puntata|telefilm)|mi consigli (un altro|un altra|altri|altre) (libro|libri|film|serie|romanz\w*|documentari\w*)|in (inglese|francese|tedesco|spagnolo) come si dice|hai visto (al|il) (tg|telegiornale))\b/;
export const HEALTH_FACT_ASKED = /\b((e|sia) (sempre |davvero |proprio )?mortale|si muore (davvero|veramente|cosi)|(esiste|esistono) (davvero|veramente|sul serio)|cosa si fa se|(avete|c e|ci sono) (un |degli |qualche )?articol\w*( \w+){0,2} (su|sul|sulla|sull|sullo|sui|sugli|sulle)|avete articoli)\b/;
export const FOOD = /\b(pasta|torta|pizza|carbonara|lasagn\w*|risotto|sugo|tiramisu|dolce|dolci|biscott\w*|cena|pranzo|marmellata|pane|insalata|zuppa|minestr\w*|polpette|frittata)\b/;
/**
 * The opening hours or the season of a place or a pastime that is not a practice (twenty-fourth round: "a
 * che ora apre la palestra sotto casa?", "quando apre la caccia al cinghiale?", "orari della piscina"):
 * out of scope, not a practice's hours. A practice's, a doctor's, a pharmacy's or a hospital's hours are
 * not these ./intents.ts keeps them with the practice rules.
 */
export const PLACE_HOURS_ASKED = /\b(apre|aprono|riapre|chiude|chiudono|aperto|aperta|aperti|apertura|riapertura|chiusura|orari\w*|orario|open|opens|close|closes|opening|hours)\b/;
export const NOT_A_PRACTICE = /\b(palestr\w*|piscin\w*|negozi\w*|bar|banca|banche|bancomat|biblioteca|comune|anagrafe|municipio|ufficio (postale|anagrafe|tributi)|posta|parrucchier\w*|barbiere|caccia|pesca|stagione (della|di|venatoria|di caccia|di pesca|balneare|sciistica)|mercat\w*|chiesa|messa|asilo|scuol\w*|parco|zoo|lido|spiaggia|piscine|museo|musei|cinema|teatro|lavanderia|ferramenta|tabacc\w*|edicola|distributore|autolavaggio|discoteca|pub|pizzeri\w*|ristorant\w*|supermercat\w*|centro commerciale|outlet|gym|shop|store|library|bank|mall|hunting|fishing|swimming pool|pool|restaurant|post office|market|church|museum)\b/;
export const A_PRACTICE_PLACE = /\b(stud[io]\w*|ambulatori\w*|farmaci\w*|ospedal\w*|clinic\w*|poliambulatori\w*|cup|asl|ausl|pronto soccorso|guardia medica|consultori\w*|laboratori\w*|centro prelievi|prelievi|radiologi\w*|pharmacy|hospital|practice|surgery|office)\b/;
