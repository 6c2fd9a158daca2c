import { anaphylaxisByMeaning } from './allergy-meaning';
import { animalOnly } from './animal-subject';
import { crisisByMeaning } from './crisis-meaning';
import { childAtMedicine } from './child-medicine-meaning';
import { dyingMethodQuestion } from './dying-method-meaning';
import { framedAway } from './framed-away';
import { ingestionByMeaning } from './ingestion-meaning';
import { lethalDoseQuestion } from './lethal-dose-meaning';
import { selfHarmByMeaning } from './self-harm-meaning';
import { familyHistoryBeside, monthPast, REQUEST_AFTER, SEEN_AND_FINE } from './settled-meaning';
import { canonicalItalian } from './spelling';
import { strokeBySigns } from './stroke-meaning';
import { afterTurnToNow, storyNow, withoutDatedLoss } from './then-and-now';
import { RULES } from './emergency-rules';
import type { EmergencyKind } from './types';
import { violenceByMeaning } from './violence-meaning';

/**
 * The rule floor of Igea's urgency check (issue 11 "Safety", issue 22): phrases that describe a
 * present danger, in Italian as people type it and in English. The server adds a classifier
 * trained on a corpus of messages (./urgency/urgency.ts), which catches wordings no rule has; these
 * rules stay as the floor it can never lower, and the chat block uses them alone when the server
 * cannot answer. A false alarm costs a line of text and a missed one may cost a life.
 *
 * Three strengths (all on the canonical text: no accents, no apostrophes, typos of cue words
 * repaired):
 * 1. Urgent phrases are an emergency whatever surrounds them: they can only describe something
 *    happening now to the writer or to someone with them ("non respira", "è svenuto", "voglio farla
 *    finita", "mio marito mi picchia", "ha ingerito candeggina", "my dad collapsed").
 * 2. Symptoms described without a person ("dolore al petto dopo la palestra", "emorragia") are an
 *    emergency unless the message is plainly a request for information or about the past.
 * 3. Names of conditions ("infarto", "ictus", "suicidio") are an emergency only with a person or a
 *    present time, and never in a request for information or about the past: "quali sono i
 *    sintomi dell'infarto?" and "ho avuto un infarto due anni fa, mi serve un cardiologo per il
 *    controllo" are not emergencies.
 */

// Someone taking part: the writer, a relative, a present person, or "now" (Italian and English).
const PERSON_OR_NOW =
  /\b(ho|hai|ha|abbiamo|hanno|sto|stai|sta|stanno|avendo|avere|credo|penso|temo|forse|sembra|mi|gli|mio|mia|miei|mie|mamma|papa|padre|madre|marito|moglie|compagn[oa]|fidanzat[oa]|figli[oa]?|bambin[oa]|nonn[oa]|fratello|sorella|zi[oa]|amic[oa]|collega|vicin[oa]|qualcuno|lui|lei|adesso|ora|subito|aiuto|presto|improvvisamente|improvviso|i|im|my|me|he|she|his|her|mom|mum|dad|son|daughter|husband|wife|now|help|paziente|pz|assistit[oa]|patient)\b/;

/** A request for information rather than a report ("come si previene", "ho letto un articolo", "what are the signs"). */
export const INFORMATIONAL =
  /\b((puo|possono|potrebbe|potrebbero) (portare|causare|provocare|dare|favorire) (a |al |all |alla |allo |un |una )?|cosa consigliano|quante persone|quanti casi|quanti italiani|ogni anno in italia|statistich\w*|come si (previen\w*|cura\w*|riconosc\w*|manifest\w*|capisce)|come (prevenire|riconoscere|curare|evitare|capire se)|prevenzione|prevenire|cosa dicono|che cosa dicono|articol[oi]|terapi\w*|quali sono|sintomi (di|del|della|dello|dell|dei|delle)|segnali (di|del|della|dell)|segni (di|del|della|dell)|cause|causa (di|del|della|dell)|cos e|cosa e|che cos e|ho letto|ho sentito|leggere|(hai|avete|abbiamo) letto|letto (un|una|che|su|sul|sulla|sull|online|in rete)|statistich\w*|informazion\w*|fattori di rischio|rischio (di|del|della|dell)|giovanil\w*|differenza|riabilitazione|libro|film|documentario|ricerca|studio|studi|(?<!\b(in|di) )corso|in generale|hypothetically|ipoteticamente|perche si|come mai|in caso di|cosa fare se|cosa (devo|dovrei|bisogna) fare se|come comportarmi|cosa devo sapere|vorrei sapere|primo soccorso|(terrore|paura|timore|fobia|ansia) (dell|del|della|dello|di un|di una|di avere|di fare|di venire)|come si presta|rilevatore|che numero|e pericolos\w*|sono pericolos\w*|puo (avere|venire|causare|dare)|possono (avere|venire|causare)|previen\w*|ho paura che|rischi\w*|casi di|in famiglia|nella mia famiglia|vaccin\w*|telegiornale|notizia|romanzo|racconto|che sintomi|quali sintomi|what are the|what s the|signs of|symptoms of|how (do you|do i|to|can i|can you) (recognize|recognise|prevent|spot|tell|know|lower)|what (should|do) (i|you) do if|what to do if|risk|novel|what is|se (un giorno|mai|dovesse|dovessi|dovessero|mi venisse|gli venisse|le venisse|ti venisse|venisse|capitasse|succedesse|avessi|avesse) |(come|how) (farei|farebbe|potrei|potrebbe|would (i|you|he|she)) (a )?(riconoscer\w*|capir\w*|accorger\w*|recogni[sz]e|know|tell)|if (one day|someday|i ever|he ever|she ever))\b/;

/**
 * Twenty-first round: hearsay to be checked ("mi hanno detto che le convulsioni febbrili sono
 * frequenti, è vero?") and how to talk of a loss ("come faccio a parlare con mio figlio del suicidio
 * di un compagno?"): general questions, unless a danger is told happening now. Twenty-second round:
 * what happens in the body during one ("cosa succede nel corpo durante una crisi epilettica?").
 */
const GENERAL_QUESTION =
  /\b((mi|ci) hanno detto che (\w+ ){0,6}(sono|e) (frequent\w*|comun\w*|normal\w*|rar\w*|ereditar\w*)|e vero che|(?<!\b(mi|ti|gli|le|ci|vi|che) )(fa|fanno|puo fare|possono fare) male (al|alla|ai|agli|alle|allo) (cuore|fegato|reni|rene|cervello|polmoni|stomaco|pressione)|cosa (succede|accade|capita) (nel corpo |al corpo |nel cervello |al cervello )?(durante|in|con|quando si ha) (una|un|uno|l|la|il)|what happens (in the body |to the body |in the brain )?(during|in) (a|an)|come (faccio a|posso|si fa a|possiamo) (parlar\w*|spiegar\w*)( \w+){0,5} (di|del|della|dell|dello|dei|delle))\b/;

/**
 * A question asked out of curiosity or about the usual course ("per curiosità", "quanto dura di
 * solito una crisi epilettica?"): a request for information unless the message says it is
 * happening now ("ha le convulsioni adesso, quanto durano di solito?").
 */
const CURIOUS =
  /\b(per curiosita|out of curiosity|just (curious|wondering)|(di solito|in genere|normalmente|in media|generalmente|solitamente)( \w+){0,2} quanto|quanto (dura|durano|ci mette|ci vuole)( \w+){0,3} (di solito|in genere|normalmente|in media|generalmente|solitamente))\b/;
const HAPPENING_NOW = /\b(adesso|ora|in questo momento|proprio ora|right now|da (\d+|pochi|qualche|due|tre|cinque|dieci) minuti)\b/;

/** A time long past ("due anni fa", "nel 2016", "da bambina"): even an urgent phrase then tells a story. */
const LONG_AGO =
  /\b(((\d+|un|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|qualche|alcuni|alcune|parecchi|molti|tanti) )?(anni|anno|mesi|mese|estat[ei]|invern[oi]|primaver[ae]|autunn[oi]|natal[ei]|stagion[ei]) fa|(sono rimast[ei]|e rimast[oa]|(ho|ha|hai|abbiamo|hanno|porto|porta) ancora) (le |la |delle |una |i |dei |gli )?(cicatric\w*|segni|conseguenze|postumi|esiti)|ne[lr] (19|20)\d\d|del (19|20)\d\d|l anno scorso|(il )?(mes|meis) passat\w*|\w+ (agn|ani) fa|l (anno|an|annu) (passato|passatu|pasa|pasat\w*|passa|passat|scorsu)|(gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) (scors[oa]|passat[oa])|(la )?settimana (scorsa|passata)|scorsa settimana|anni orsono|in passato|tempo fa|nel lontano|anni addietro|all epoca|a quell epoca|a quel tempo|ai tempi (di|del|della|dell)|(?<!\bda )quando (ero|era) incinta|durante la (mia |sua )?gravidanza|da (piccol|bambin|ragazz|giovane)\w*|(?<!\bda )quando (avevo|aveva|avevamo) (\d+|\w+) anni|(?<!\bda )quando (\w+ ){0,2}(ero|era|eravamo|erano) (piccol|bambin|ragazz|giovan)\w*|negli anni (\d0|sessanta|settanta|ottanta|novanta)|(mese|anno) scors[oa]|as a (kid|child|teen|teenager|baby|toddler|little (girl|boy))|as kids|growing up|when (he|she|they|we) (was|were) (a )?(kid|kids|child|children|little|baby|toddler)|a \d+ anni|a (dieci|undici|dodici|tredici|quattordici|quindici|sedici|diciassett\w*|diciott\w*|diciannov\w*|vent\w*|trent\w*|quarant\w*|cinquant\w*|sessant\w*|settant\w*|ottant\w*) anni|(years|months) ago|last (year|month|summer|winter)|in (19|20)\d\d|when i was (a )?(kid|child|young|teenager|teen|student|little|baby)|when i was in (school|college|high school|university)|when (i|he|she) was \d+|since (he|she|i) was (a )?(kid|child|baby|little|teenager)|e mort[oa] (di|per|d)|(il|l) (mese|anno) scors[oa]|la settimana scorsa|in estate|(l|la) (estate|primavera|inverno|autunno) scors[ao]|lo scorso (anno|mese|inverno|autunno)|scorso (anno|mese|inverno|autunno)|(a|lo scorso) (gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre))\b/;

/**
 * A nearer past or a matter since settled ("tre settimane fa", "visita di controllo", "dopo
 * l'infarto", "mi hanno dimesso"): with LONG_AGO it settles a condition named in the message.
 */
const SETTLED =
  /\b((\d+|un|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|qualche|alcuni|parecchi|molti|tanti) settimane fa|(\d{2,}|dieci|undici|dodici|quindici|venti|trenta) giorni fa|pregress\w*|controll[oiu]|(dopo|durante|al|nel|col|con il) (il |l )?(primo|precedente|scorso|altro|mio primo) (parto|cesareo|figlio|bambino)|(nella )?(prima|precedente|scorsa|altra) gravidanza|check up|follow up|familiarita|storia (clinica|familiare)|dopo (l|il|un|una|lo) (infarto|ictus|intervento|operazione|bypass|by pass|stent)|history of|used to|in high school|(la|l) volta scorsa|l ultima volta che|l altra volta|quella volta (che|in cui)|(a|lo scorso|dopo|prima di) (natale|pasqua|capodanno|ferragosto)|(e|sono) (gia )?(tornat[oaie]|a casa|rientrat[oaie]) (a casa|dall ospedale)|adesso e a casa|ora e a casa|(after|since) (my|his|her|the|a) (\w+ s )?(stroke|heart attack|surgery|operation|bypass|seizure)|(la|l|il) (settimana|mese|anno|estate|inverno|primavera|autunno) (scors[oa]|passat[oa])|in inverno|si e ripres\w*|sopravvissut\w*|survived|dimess\w*|e passato tutto|ricoverat\w*|last (week|spring|autumn)|was hospitali[sz]ed|da sempre|ne (ha|ho|abbiamo|hanno) avut[oi] (due|tre|quattro|cinque|\d+|parecchi|diversi|tanti)|non (ha|ho|abbiamo|hanno) (piu )?(avuto )?(crisi|convulsioni|attacchi)( \w+){0,2} da (piu di |oltre |almeno )?(un|una|\d+|due|tre|mesi|anni)|era (solo |soltanto )?(muscolare|ansia|stress|niente|nulla|una contrattura|reflusso)|(medico|dottore|dottoressa|pronto soccorso|cardiologo|ospedale)( \w+){0,3} (ha detto|hanno detto|dice|dicono|mi ha detto|mi hanno detto) che (era|e stato|e stata|non era|non e))\b/;

/**
 * A habit of the past, told in the imperfect with how often ("mia nonna era diabetica e finiva
 * spesso in ipoglicemia", "mio padre aveva sempre crisi d'asma"): a story of the family, not a
 * danger now. It settles symptoms and conditions (not urgent phrases), like SETTLED.
 */
const PAST_HABIT =
  /\b(era|erano|ero|\w+(ava|avano|avo|iva|ivano|ivo|eva|evano|evo))( \w+){0,2} (spesso|sempre|ogni tanto|di frequente|frequentemente|regolarmente|di continuo|piu volte|tutti gli (anni|inverni|mesi)|ogni (inverno|estate|anno|mese))\b|\b(spesso|sempre|ogni tanto|di continuo) (finiva|finivano|andava|andavano|aveva|avevano|soffriva|soffrivano|veniva|venivano|faceva|facevano|era|erano)\b/;

/** Words of the present, which outweigh a past marker ("ha avuto un ictus anni fa e ora non parla"). */
export const PRESENT =
  /\b(in questo momento|proprio ora|(ora|adesso) non|stamattina|stamani|stanotte|stasera|da poco|poco fa|all improvviso|improvvis\w*|sta avendo|sto avendo|right now|currently|just now|ingravescent\w*|in atto|(crisi|convulsion\w*|emorragi\w*|sanguinament\w*|dolore|reazione|arresto)( \w+){0,2} in corso)\b/;

// Figures of speech that share words with emergencies ("sto morendo di fame", "mi ammazzo di lavoro",
// "che infarto quando ho visto il conto"), and reassurance that is not a present danger ("ora sto bene").
const FIGURATIVE =
  /\b(ho il|ha il|con il|col) cuore (a pezzi|spezzato|infranto)\b|\b(fame|sete|sonno|freddo|caldo|paura|voglia) da morire\b|\bche (infarto|colpo)\b|\b(muoio|muore|morire|morto|morta|morti|schiatto|scoppia la testa|mi scoppia la pancia) dal (ridere|gran ridere)\b|\bmi sento morire (ogni volta|quando|solo a|al pensiero|all idea)\b|\b(soffocare|soffocando|soffocato|soffocata|sommers[oa]) (dalla|dal|dai|dalle|di|sotto) (burocrazia|lavoro|debiti|impegni|scartoffie|tasse|compiti|pratiche|carte|email|mail)\b|\bnon e (urgente|un emergenza|grave|niente di grave)\b|\b(batteria|telefono|cellulare|pianta|macchina|computer) (mi )?(sta morendo|e morta)\b|\b(nearly|almost) had a heart attack\b|\b(i m|im|i am|we re|dying) dying to (know|see|try|meet|go|hear|get|find out|ask)\b|\bdying to (know|see|try|meet|hear|find out|ask)\b|\b(my|his|her|our) heart is broken\b|\bheart ?broken\b|\bbroke my heart\b|\bgave me a (heart attack|stroke)\b|\b(mi|m|ci|gli|le) (fa|fai|fanno|ha fatto|hai fatto|viene|venuto|e venuto|stava venendo) (venire )?(un|n) (infarto|colpo)\b|\bavvelenat\w* (la|il|l) (giornata|serata|vita|weekend|umore|fegato|sangue|esistenza|festa)\b|\b(ora|adesso|oggi) (sto|sta|stiamo|stanno|e) (bene|benissimo|meglio|tutto a posto)\b|\bsta (gia )?passando\b|\b(e|sono|e gia|sono gia) arrivat[oaie] (l )?(ambulanza|ambulanze|118|il 118|i soccorsi|soccorsi|i paramedici)\b|\b(ambulance|paramedics) (is|are|has|have) (here|arrived|come)\b|\b(sembrava|pareva|mi sembrava|mi pareva|(credevo|credeva|credevamo|pensavo|pensava|pensavamo|temevo|temeva|temevamo|ero convint[oa]|era convint[oa]|eravamo convint[ie]) (che )?(fosse|di avere|di aver avuto|avesse|stesse avendo|di stare avendo)|scambiat\w* per|seemed like|felt like|(i|we|he|she) thought (it was|i was having|he was having|she was having|i had|he had|she had)) (un |una |a )?(infarto|ictus|attacco di cuore|attacco cardiaco|heart attack|stroke)\b|\b(quasi|per poco non) (ho|ha|hai|mi|gli|le)? ?(e )?(avuto|venuto|veniva|preso|prendeva) un (infarto|colpo|ictus|attacco di cuore)\b|\b(ho|ha|hai|mi e|gli e|le e) quasi (avuto|venuto|preso) un (infarto|colpo|ictus|attacco di cuore)\b|\bstava per venir(mi|gli|le) un (infarto|colpo)\b|\b(ora|adesso|oggi) (vorrei|voglio|volevo|cerco|cerchiamo|stiamo cercando|vorremmo|ci serve|mi serve|mi servirebbe|devo|sto cercando|ho bisogno|vado|faccio)\b|\b(mor\w+|muoio|crepo|schiatto) (di|dal|dalle|dalla|dai) (fame|sete|caldo|freddo|noia|sonno|ridere|risate|voglia|invidia|curiosita|stanchezza|vergogna|paura|amore|gelosia)\b|\bmi (ammazzo|uccido|spacco) (di|dal|dalle|dalla) (lavoro|risate|ridere|fatica|palestra|studio)\b/g;

// A past habit settles nothing once the message turns to today ("aveva spesso dolore al petto, ora...").
const isPast = (t: string) => LONG_AGO.test(t) || monthPast(t) || SETTLED.test(t) || (PAST_HABIT.test(t) && !/\b(ora|adesso|oggi)\b/.test(t));

/**
 * A routine request (booking, moving or cancelling a visit, a specialist for a check): beside a
 * condition told in the perfect ("mia mamma ha avuto un ictus … posso prenotarle una visita?") it
 * makes the condition history. It never settles an urgent phrase or a symptom told.
 */
const ROUTINE_REQUEST =
  /\b((posso|possiamo|potrei|vorrei|voglio|devo|dovrei|come (faccio a|posso)?) (\w+ )?(prenotar\w*|fissar\w*|disdir\w*|spostar\w*|annullar\w*)|prenotar\w* (per lei |per lui |io )?(una|la|un|il) (visita|appuntamento|controllo)|(mi|gli|le|ci) serve un\w* (cardiolog\w*|neurolog\w*|specialista|fisiatra|fisioterapist\w*)|(book|schedule) (an|a) (appointment|visit|check))\b/;

/** Whether the canonical text is about the past or a check-up, with nothing of the present. */
export function isPastOnly(canonical: string): boolean {
  return isPast(canonical) && !PRESENT.test(canonical);
}

/** The canonical text with figures of speech ("sto morendo di fame") taken out. */
export function literalOf(canonical: string): string {
  return canonical.replace(FIGURATIVE, ' ').replace(/\s+/g, ' ').trim();
}

const WELL_NOW = /\b(ora|adesso|oggi|now) (sto|sta|stiamo|stanno|i m|he s|she s|we re|is|am) (bene|meglio|benissimo|fine|ok|okay|better)\b|\b(ora|adesso|oggi) (e )?(tutto )?passat[oa]\b|\be passato tutto\b/;
const HAD = /\b(ho|ha|abbiamo|hanno) avut[oaie]\b|\b(sono|e|siamo) stat[oaie]\b|\b(i|he|she|we) had\b/;

/**
 * A danger told as over and ended well ("le è andata di traverso una caramella, per fortuna l'ha
 * sputata subito", "è svenuto, poi si è ripreso subito e ora sta bene"): a story, for the kinds
 * whose danger ends with it (a child who swallowed a battery or a detergent is still in danger,
 * suicidal talk and violence stay urgent). Not when something follows the reassurance ("ma ora
 * respira male", "di nuovo").
 */
const RESOLUTION =
  /\b((per fortuna|fortunatamente|meno male( che)?)( \w+){0,3} (l ha|lo ha|la ha|li ha|le ha|ha|e|si e|sono|si sono|siamo|era|erano) (subito |poi |quasi subito )?(sputat\w*|espuls\w*|tossit\w*|ripres\w*|passat\w*|risolt\w*|tornat\w*|fermat\w*|smess\w*|svegliat\w*|rinvenut\w*|andat\w* (via|bene)|ripreso a respirare)|(poi|subito dopo|dopo (un attimo|pochi secondi|qualche secondo|un minuto)) (si e ripres\w*|e passat\w*|l ha sputat\w*|ha ripreso a respirare|ha ripreso conoscenza|respirava (bene|normalmente)|stava (bene|benissimo))|(ora|adesso|oggi) (sta|sto|stiamo|stanno) (bene|benissimo)|(l ho|l ha|l abbiamo|lo ho|la ho|l hanno) (subito )?(risolt\w*|sistemat\w*|fatt\w* passare|corrett\w*)( da sol\w*| con| col)?|luckily (he|she|it|they) (coughed|spat|was fine|is fine)|(he|she|it|they) (is|s|are|re) (fine|ok|okay) now)\b/;
const AFTER_RESOLUTION = /\b(ma|pero|eppure|tuttavia|ancora|di nuovo|ricominciat\w*|peggiorat\w*|but|again|still)\b/;
const RESOLVABLE: ReadonlySet<EmergencyKind> = new Set(['breathing', 'bleeding', 'unconscious', 'seizure', 'burn', 'general', 'hypoglycemia']);

/**
 * A danger already seen by those who answer for it, who said it was nothing ("all'antiveleni hanno
 * detto che non era niente", "al pronto soccorso ci hanno rassicurati"): told as over for every kind
 * but suicidal talk and violence, unless something follows (AFTER_RESOLUTION).
 */
const CLEARED =
  /\b(antiveleni|pronto soccorso|118|112|guardia medica|medico|medica|pediatra|dottore|dottoressa)( \w+){0,3} (hanno|ha) detto che (non (era|e) (niente|nulla|grave|pericoloso)|(va|andava) (tutto )?bene)\b|\b(antiveleni|pronto soccorso|guardia medica|medico|medica|pediatra|dottore|dottoressa)( \w+){0,2} (dice|dicono|ha detto|hanno detto)( che)? (e |era )?(tutto (ok|okay|a posto|bene)|va tutto bene|non e (niente|nulla)( di grave)?|niente di grave)\b|\b(al pronto soccorso|all antiveleni|al 118)( \w+){0,4} (ci|mi|lo|la|li) hanno (rassicurat\w*|dimess\w*|mandat\w* a casa)\b/;
const CLEARABLE: ReadonlySet<EmergencyKind> = new Set(['cardiac', 'stroke', 'breathing', 'bleeding', 'unconscious', 'seizure', 'poisoning', 'allergy', 'burn', 'hypoglycemia', 'meningitis', 'general']);

/** Whether a kind's danger is told as over and ended well, or cleared, in the canonical text (see RESOLUTION, CLEARED). */
export function resolvedStory(canonical: string, kind: EmergencyKind): boolean {
  // Seen and found well ("pediatra visto stamattina e tutto ok", ./settled-meaning.ts): the time
  // words of the check are not a danger now.
  const seen = CLEARABLE.has(kind) ? SEEN_AND_FINE.exec(canonical) : null;
  const rest = seen ? canonical.slice(0, seen.index) + ' ' + canonical.slice(seen.index + seen[0].length) : canonical;
  if (PRESENT.test(rest)) return false;
  const m = seen ?? (RESOLVABLE.has(kind) ? RESOLUTION.exec(canonical) : null) ?? (CLEARABLE.has(kind) ? CLEARED.exec(canonical) : null);
  // A request after the reassurance ("ma vorrei un pediatra per il controllo") is no relapse.
  return !!m && !AFTER_RESOLUTION.test(canonical.slice(m.index + m[0].length).replace(REQUEST_AFTER, ' '));
}

const THREAT =
  /\b(vuole|vogliono|voleva|minaccia di|minacciano di|ha minacciato di|cerca di|ha cercato di|prova a|ha provato a|sta cercando di) (uccidermi|ammazzarmi|strangolarmi|uccidere mia|uccidere mio|ammazzare mia|ammazzare mio)\b|\b(he|she|they) (wants|want|is trying|tried|threatens|threatened) to kill (me|us|my)\b/;

/** Kinds that are a person's whatever else the message tells of (a pet beside them included). */
const PERSONAL_KINDS: ReadonlySet<EmergencyKind> = new Set(['suicide', 'violence']);

/** The emergency the rules find in a canonical text (see the rule above), or null. */
export function ruleEmergency(canonical: string): EmergencyKind | null {
  const t = literalOf(canonical);
  if (!t) return null;
  // A series, the news, a dream, an exam, a question of prevention (./framed-away.ts).
  if (framedAway(t)) return null;
  // A childhood told then and an age now: only the part told now is judged (./then-and-now.ts).
  const now = storyNow(t);
  if (now !== null) return now ? ruleEmergency(now) : null;
  // What follows a turn to today is judged alone too (./then-and-now.ts).
  const turned = afterTurnToNow(t);
  const afterTurn = turned === null ? null : ruleEmergency(turned);
  if (afterTurn) return afterTurn;
  const informational = INFORMATIONAL.test(t) || ((CURIOUS.test(t) || GENERAL_QUESTION.test(t)) && !HAPPENING_NOW.test(t) && !PRESENT.test(t));
  const personal = PERSON_OR_NOW.test(t);
  // "Ho avuto una forte emorragia, ora sto bene": a complaint told as over (the words are taken out
  // as reassurance by literalOf, so they are read on the whole text).
  const past = isPastOnly(t) || (WELL_NOW.test(canonical) && HAD.test(t) && !PRESENT.test(t));
  const longAgo = (LONG_AGO.test(t) || monthPast(t)) && !PRESENT.test(t);
  // A loss's date dates the loss, not the suicidal talk told after it (./then-and-now.ts).
  const undated = withoutDatedLoss(t);
  const crisisLongAgo = longAgo && (LONG_AGO.test(undated) || monthPast(undated));
  // A condition had and a routine request: its history, not a danger now (ROUTINE_REQUEST).
  // So is a relative's condition told beside one's own question (./settled-meaning.ts).
  const history = ((ROUTINE_REQUEST.test(t) && HAD.test(t)) || familyHistoryBeside(t)) && !PRESENT.test(t);
  // A pet's danger with no person at risk is for a vet (./animal-subject.ts); suicidal talk and
  // violence told beside a pet are read as ever.
  const animal = animalOnly(t);
  // "Vuole uccidermi" is someone else's threat, not suicidal talk (whose rule reads "uccidermi").
  if (!longAgo && THREAT.test(t)) return 'violence';
  // Self-harm told as it happens, before the kinds whose words it shares ("cutting herself" is no
  // bleeding to stop, "burning himself with a lighter" no burn to cool): ./self-harm-meaning.ts.
  if (!crisisLongAgo && !informational && selfHarmByMeaning(t)) return 'suicide';
  // A dose that kills asked as a medicine question ("what is the lethal dose of my sleeping pills",
  // "quante ne servono per non svegliarsi"): a suicidal hint, however informational its form
  // (./lethal-dose-meaning.ts).
  if (!crisisLongAgo && lethalDoseQuestion(t)) return 'suicide';
  // A way to die asked wished painless or for oneself (./dying-method-meaning.ts), in any form.
  if (!crisisLongAgo && dyingMethodQuestion(t)) return 'suicide';
  for (const rule of RULES) {
    if (resolvedStory(canonical, rule.kind) || (animal && !PERSONAL_KINDS.has(rule.kind)) || rule.mildCause?.(t)) continue;
    if (!(rule.kind === 'suicide' ? crisisLongAgo : longAgo) && rule.urgent.some((r) => r.test(t))) return rule.kind;
    const mild = rule.mild?.test(t) ?? false;
    if (!informational && !past && !mild && rule.symptoms?.some((r) => r.test(t))) return rule.kind;
    if (!informational && !past && !isPast(t) && !history && personal && rule.conditions?.some((r) => r.test(t))) return rule.kind;
  }
  // Suicidal talk, an overdose or a child's swallowed medicine, and violence in words no phrase above
  // has (./crisis-meaning.ts, ./ingestion-meaning.ts, ./violence-meaning.ts).
  if (!crisisLongAgo && crisisByMeaning(t)) return 'suicide';
  if (longAgo) return null;
  // A stroke told by its FAST signs in calm words ("non riesce a tenere su il braccio e le si è
  // storta la bocca"): ./stroke-meaning.ts.
  if (!animal && !informational && !past && strokeBySigns(t)) return 'stroke';
  // Anaphylaxis told as a trigger and a reaction beyond the spot (./allergy-meaning.ts).
  if (!animal && !informational && !past && anaphylaxisByMeaning(t)) return 'allergy';
  // A child and an emptied medicine is poisoning however calmly told ("lui gioca tranquillo", "sta
  // bene"): the signs come hours later (./child-medicine-meaning.ts).
  if (!animal && (childAtMedicine(t) || (!past && ingestionByMeaning(t)))) return 'poisoning';
  return violenceByMeaning(t) ? 'violence' : null;
}

/** The emergency a message suggests by the rules alone (see above), or null. The chat block's fallback. */
export function detectEmergency(text: string): EmergencyKind | null {
  return ruleEmergency(canonicalItalian(text));
}
