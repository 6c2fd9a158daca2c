import { seizureClusterTold } from './seizure-meaning';
import { anxietyFearOnly, mouthBurnOnly, sunburnOnly } from './settled-meaning';
import type { EmergencyKind } from './types';

/**
 * The rule floor's phrases, kind by kind (split out of ./emergency.ts, twenty-first round): which
 * phrases are urgent whatever surrounds them, which symptoms need no information request nor past,
 * which conditions need a person or a present time. ./emergency.ts decides how they are read.
 */
/** A phrase, or a meaning read by a function (./seizure-meaning.ts): anything that tests a canonical text. */
export interface Cue {
  test(canonical: string): boolean;
}

export interface KindRules {
  kind: EmergencyKind;
  urgent: Cue[];
  symptoms?: RegExp[];
  conditions?: RegExp[];
  /** Words that make a symptom of this kind minor (only where a minor form is common). */
  mild?: RegExp;
  /** A cause that makes every form of this kind minor, urgent phrases included (the sun for a burn). */
  mildCause?: (canonical: string) => boolean;
}

// Descriptions of one's own chest pain: urgent even in a question about articles.
const OWN_CHEST_PAIN =
  /\b(ho|sento|avverto|provo|ha|sente)( \w+){0,3} (dolor\w*|male|mal|fitt\w*|oppressione|peso|stretta|morsa|bruciore|pressione)( \w+){0,3} (al|nel|sul|in|in mezzo al) (petto|torace|cuore|sterno)\b|\bmi fa (molto |tanto )?male (il )?(petto|torace)\b|\b(petto|torace) (che )?mi fa male\b/;

const BODY_SIDE = /(braccio|gamba|mano|piede|lato|meta del corpo|lato del corpo|meta della faccia|meta del viso)/.source;

export const RULES: KindRules[] = [
  {
    kind: 'suicide',
    urgent: [
      /\bfarla finita\b(?! con (il|lo|la|le|gli|i|l|questo|questa|quest) )/,
      /\b(non ce la faccio|non ce la fa) (piu )?(a|ad) (vivere|andare avanti)\b/,
      /\b(voglio|vorrei|desidero) (solo )?(morire|sparire per sempre|che finisca tutto|dormire per sempre)\b/,
      /\bnon (voglio|vale la pena|ha senso) (piu )?(vivere|di vivere)\b/,
      /\b(pens\w*|penso) (al|di) (suicid\w*|uccidermi|togliermi la vita|farla finita|ammazzarmi|morire)\b/,
      /\bpensieri (suicid\w*|di morte)\b/,
      /\b(suicidarmi|uccidermi|ammazzarmi|togliermi la vita|farmi del male|tagliarmi le vene|tagliarmi|impiccarmi|spararmi)\b/,
      /\bmi (voglio )?(uccido|ammazzo|uccidere|ammazzare)\b/,
      // Going away for ever, from no place named, and a mad act threatened: how intent is said in
      // every region ("me ne voglio andare per sempre", "fazzu 'na pazzia"; ./regional/crisis.ts).
      /\b(me ne (voglio|vorrei|devo) andare|voglio andarmene|vorrei andarmene)( \w+){0,2} per sempre\b(?! (da|dal|dalla|dall|dai|in|a|al|all) )/,
      /\bmi (butto|getto|lancio|butterei|buttero) (di sotto|dal (ponte|balcone|tetto|terrazzo|viadotto|cornicione)|dalla finestra|sotto (un|il|al) (treno|macchina))\b/,
      /\b(faccio|faro|sto per fare|commetto|vado a fare) una (pazzia|sciocchezza|stupidaggine)\b(?! (e|per|con|a|al|in|come|tipo|mi compro|compro|prenoto|ordino|mangio|vado)\b)/,
      /\b(vuole|vuol) (suicidarsi|uccidersi|ammazzarsi|togliersi la vita)\b/,
      /\bprendere tutte le (pastiglie|pillole|compresse)\b/,
      /\bmeglio (se )?(morto|morta|non esserci)\b/,
      /\b(vorrei|voglio) (sparire|non esistere|non esserci piu|non svegliarmi piu|non svegliarmi)\b/,
      /\bnon ne posso piu di vivere\b|\bstanc[oa] di vivere\b|\b(non ho|ho perso|non ho piu|non mi e rimasta) (piu )?(la |nessuna |alcuna )?voglia di vivere\b/,
      // Said indirectly: a burden, a farewell, pills put aside, no way out.
      /\bmeglio (per tutti |per loro |per la mia famiglia )?se (io )?(non ci fossi|non ci sono|non esistessi|sparissi|morissi|fossi mort\w|me ne andassi per sempre)\b/,
      /\b(starebbero|stanno|staranno|sarebbero) (tutti )?meglio senza di me\b/,
      /\bnon ci saro piu\b|\bnessuno sentira la mia mancanza\b|\bnessuno (sentirebbe|noterebbe) la mia (mancanza|assenza)\b/,
      /\b(lettera|lettere|biglietto|messaggio) (d|di) addio\b/,
      // A farewell without the word: letters left for one's own, to be read and understood after.
      /\b(per chi mi trovera|quando mi (troveranno|trovera|trovate)|chi mi trovera)\b|\b(lettera|lettere|biglietto|biglietti|messaggio|messaggi)( \w+){0,2} (pront\w*|sulla scrivania|sul tavolo|sul comodino)( \w+){0,4} (le |la |lo |li )?(troveranno|trovera|leggeranno|leggera)\b/,
      /\b(volevo|voglio|vorrei) (solo )?(salutar\w*|dire addio( a)?) (\w+ ){0,2}(un ultima volta|per l ultima volta|prima di (andarmene|chiudere|farla|sparire|morire)|prima che sia (troppo )?tardi)\b|\b(wanted|want) to say goodbye( to \w+)? (one last time|before i go|before it s too late)\b/,
      /\b(scritt\w*|lasciat\w*|preparat\w*|scrivendo|scrivo|lascio|lascero)( \w+){0,3} (lettera|lettere|letterina|biglietto|biglietti|messaggio|messaggi|due righe|righe)( \w+){0,3} (per|a|ai|alla|alle|al|agli) (i miei|mia|mio|miei|mie|tutti|la mia famiglia|chi resta)\b( \w+){0,8} (cosi|poi|dopo|quando) (\w+ ){0,2}(capira|capiranno|sapra|sapranno|mi perdonera|mi perdoneranno|le troveranno|la troveranno|lo troveranno|non staranno male|non soffriranno)\b/,
      /\b(grazie di tutto|addio a tutti|vi voglio bene|vi ho voluto bene|perdonatemi)\b.*\b(ormai e finita|ho (gia )?preparato tutto|non ci saro|e l ultima volta)\b|\b(ormai e finita|ho (gia )?preparato tutto|non ci saro|e l ultima volta)\b.*\b(grazie di tutto|addio|vi voglio bene|perdonatemi)\b/,
      /\b(messo|mettendo|tenuto|tengo|conservato|conservo|accumulat\w*|raccolt\w*) (da parte )?(le |delle |tutte le |un po di )?(pastiglie|pillole|compresse|sonniferi|farmaci|gocce)( \w+){0,3} (da parte|per quando|per farla)\b/,
      /\b(accumulat\w*|messo da parte|conservat\w*|nascost\w*) (le |delle |tutte le |un po di )?(pastiglie|pillole|compresse|sonniferi|farmaci)\b/,
      /\bnon (vedo|trovo|c e) (piu )?(nessuna |una )?(via d uscita|via di uscita|via di scampo|motivo per (vivere|andare avanti|continuare))\b/,
      /\b(a cosa|a che) serve (vivere|continuare a vivere|andare avanti)\b|\bla (mia )?vita non ha (piu )?(senso|valore)\b/,
      /\b(sono|mi sento) (solo )?(un peso|di peso) (per|a) (tutti|la mia famiglia|i miei|mia moglie|mio marito|gli altri)\b/,
      /\b(buttarmi|gettarmi|lanciarmi|mi butto|mi lancio|mi getto) (dal|da un|dalla|sotto (il|un|al)|giu dal) (ponte|balcone|finestra|treno|palazzo|tetto|terrazzo|metro|macchina)\b/,
      /\b(regalat\w*|dato via|sto regalando) (tutte )?(le mie cose|i miei oggetti|tutto quello che ho)\b/,
      /\bmi (taglio(?! (i capelli|le unghie|la barba|la frangia|le punte|i baffi))|sono tagliat\w* (di nuovo|apposta|i polsi)|faccio del male|sto (tagliando|facendo del male|ferendo|bruciando)( \w+)? (adesso|ora|apposta|di nuovo|da sol[oa]|le braccia|i polsi|le gambe))\b|\bmi sto (tagliando|facendo del male|ferendo)$/,
      // Self-harm told by its purpose ("mi brucio con la sigaretta per sentire qualcosa"), a death deserved.
      /\bmi (brucio|taglio|graffio|ferisco|colpisco|mordo|sono bruciat\w*|sono graffiat\w*)( \w+){0,4} (per sentire|apposta|per punirmi|per stare meglio|quando sto male|per non pensare)\b|\b(merito|meriterei|mi merito|mi meriterei) di (morire|non esserci|sparire)\b/,
      /\b(kill|killing|hurt|hurting|harm|harming) myself\b|\b(want|wanna|going) to die\b|\bend (it all|my life)\b|\bbetter off without me\b|\bno reason to live\b|\bdon t want to (live|be here|wake up)\b|\bsuicide note\b|\bgoodbye letter\b|\bno way out\b|\bwant to disappear\b|\bwish i (was|were) dead\b|\bwhat s the point (of|in) (living|going on|carrying on|being alive|life|anything anymore)\b|\bno point (in )?(going on|living|carrying on|being alive)\b|\b(don t|do not) want to (be alive|exist|go on)\b|\bwant (it all|everything) to (stop|end) (forever|for good)\b|\b(can t|cannot) go on (anymore|any longer)\b|\bwish i could (disappear|die|not wake up)\b|\bnothing (left )?to live for\b|\bsuicidal\b|\bself harm\w*\b|\bcutting myself\b|\bi (cut|slit) my (wrist|wrists|arm|arms)\b|\b(saving|saved|stockpil\w*) (up )?(my |all my )?(pills|tablets|meds)\b/,
    ],
    conditions: [/\bsuicid\w*\b/, /\bautolesion\w*\b/],
  },
  {
    kind: 'cardiac',
    urgent: [
      OWN_CHEST_PAIN,
      /\b(sto avendo|sta avendo) un (infarto|attacco di cuore|attacco cardiaco)\b|\b(infarto|attacco di cuore|attacco cardiaco) in corso\b/,
      /\b(chest|heart) (pain|pains|pressure|tightness|hurts|is hurting)\b|\bpain in (my|his|her) (chest|heart)\b|\b(my|his|her) chest (hurts|is tight|feels tight|feels heavy)\b|\bhaving a heart attack\b/,
    ],
    symptoms: [
      /\b(dolor\w*|male|mal|fitt\w*|oppressione|peso|stretta|morsa|bruciore)( \w+){0,3} (al|nel|sul|in|in mezzo al) (petto|torace|cuore|sterno)\b/,
      /\bdolore toracico\b/,
      /\bdolore( \w+){0,3} (al|il) braccio sinistro\b( \w+){0,6} (sud\w*|petto|fiato|mandibola)/,
      // A clinician's words.
      /\b(arresto (cardiac\w*|cardiorespiratori\w*|cardio respiratori\w*)|fibrillazione ventricolare|stemi|sopraslivellament\w*|sindrome coronarica acuta|angina instabile)\b/,
    ],
    conditions: [/\binfarto\b/, /\battacco (di cuore|cardiaco)\b/, /\bheart attack\b/, /\barresto cardiaco\b/],
  },
  {
    kind: 'stroke',
    urgent: [
      /\b(bocca|faccia|viso|labbro|occhio|sorriso) (tutt[oa] )?(storta|storto|paralizzat\w*|cadente|abbassat\w*|tirat\w* da una parte|piegat\w*)\b/,
      /\b(meta|lato) (della faccia|del viso|della bocca) (cadente|abbassat\w*|paralizzat\w*|ferm\w*|addormentat\w*)\b/,
      /\bnon (riesce|riesco|riusciva) (piu )?a parlare\b/,
      /\bparla (in modo |un po )?(strano|stran\w|confus\w*|impastat\w*|male|storto|a fatica|senza senso)\b|\bparole (impastate|senza senso|strane)\b|\b(biascica|farfuglia)\b|\bbalbett\w*( \w+){0,4} (all improvviso|improvvisamente|da stamattina|da poco|da un ora|da mezz ora)\b|\b(all improvviso|improvvisamente|da stamattina) (\w+ ){0,3}balbett\w*|\bnon (trova|trovo) (piu )?le parole\b|\bnon si capisce (cosa|quello che) dice\b/,
      new RegExp(`\\b${BODY_SIDE}( \\w+){0,2} non (si muove|risponde|lo sente|la sente|la muove|lo muove)\\b`),
      /\bnon (muove|sento|sente|riesce a muovere|riesco a muovere|(riesce|riesco) piu a muovere|riesce ad alzare|riesco ad alzare|alza|muove bene) (piu )?(bene )?(il braccio|la gamba|le gambe|le braccia|la mano|meta|il lato)\b/,
      new RegExp(`\\b${BODY_SIDE} (destr\\w|sinistr\\w)( \\w+){0,2} (debole|pesante|addormentat\\w*|intorpidit\\w*|paralizzat\\w*|bloccat\\w*|formicol\\w*|non risponde|morto|morta)\\b`),
      /\b(lato|meta del corpo) (destro|sinistro)( \w+){0,2} (bloccat\w*|paralizzat\w*|addormentat\w*|intorpidit\w*|debole)\b/,
      /\b(vedo|vede|vedendo) doppio\b|\bnon (vedo|vede) (piu )?(niente|nulla)\b|\bperso (la vista|l occhio)\b/,
      /\b(improvvis\w*|all improvviso)\b.*\bnon (vedo|vede|ci vedo|ci vede)\b|\bnon (ci )?(vedo|vede)\b.*\b(improvvis\w*|all improvviso)\b/,
      /\b(face|mouth|smile) (is )?(droop\w*|drooping|crooked|twisted)\b|\bslurr\w* (speech|words|his words|her words)?\b|\b(speech|talking) (is )?(slurred|garbled|confused)\b|\bcan t (move|lift|feel|raise) (his|her|my) (arm|leg|hand)\b|\bone side (of (his|her|my) (face|body) )?(is )?(numb|weak|drooping|paralysed|paralyzed)\b|\bhaving a stroke\b/,
    ],
    // A clinician's words: one side weak or paralysed, speech lost or slurred, the mouth's line deviated.
    symptoms: [
      /\b(emiparesi|emiplegi\w*|afasi\w*|disartri\w*|emianopsi\w*|deviazione (della )?rima|rima (buccale|orale|labiale) (deviat\w*|asimmetric\w*|stort\w*)|(deficit|ipostenia|plegia|paresi) (motori\w* |di forza |stenic\w* )?(\w+ ){0,2}(braccio|gamba|arto|arti|emisoma|emivolto|destr\w*|sinistr\w*)|hemiparesis|hemiplegia|aphasia|dysarthria|facial droop)\b/,
    ],
    conditions: [/\bictus\b/, /\bischemia\b/, /\bemorragia cerebrale\b/, /\bstroke\b/],
  },
  {
    kind: 'seizure',
    symptoms: [
      /\b(convulsion\w*|crisi (epilettic\w*|convulsiv\w*)|attacco epilettic\w*|(crisi|attacco) di epilessia)\b/,
      /\b(seizure|seizures|convulsing|convulsions|having a fit|fitting|shaking all over)\b/,
      /\b(contrazioni|scatti|scosse|spasmi|movimenti) ritmic\w*\b|\bscatti (delle|degli|del|della) (braccia|gambe|braccio|occhi|palpebre)( \w+){0,3} (non si ferma\w*|continua\w*|da \w+ minuti)\b/,
      // A clinician's words: "crisi tonico-clonica", "crisi comiziale", "stato di male epilettico".
      /\b(tonico clonic\w*|crisi comizial\w*|stato (di male )?epilettic\w*|male epilettic\w*|grande male|tonic clonic|grand mal|status epilepticus)\b/,
    ],
    urgent: [
      /\b(scatti|spasmi|scosse) (in tutto il corpo|a braccia e gambe|di tutto il corpo)\b|\bbava alla bocca\b/,
      /\b(trema|tremava|tremando) tutt[oa]( \w+){0,4} (non risponde|occhi|bava|a terra|irrigidit\w*)\b/,
      /\b(crisi|convulsion\w*|scosse|tonico clonic\w*)( \w+){0,3} (in corso|da (\d+|piu di \d+|due|tre|cinque|dieci) minuti|non (passa|passano|smette|smettono|si ferma|si fermano))\b/,
      // One seizure after another, or one that will not stop: "tre crisi in un'ora", "è partita la
      // terza", "sta convulsando" (not a panic or a coughing fit).
      /\b(due|tre|quattro|cinque|\d+) (crisi|convulsioni|attacchi)(?! (di panico|d ansia|di tosse|di pianto|di nervi|di fame|di asma|respiratori\w*))( \w+){0,3} (in (un ora|mezz ora|poche ore|\d+ ore|\d+ minuti|un pomeriggio|una mattina|una notte)|di (fila|seguito)|una dopo l altra|uno dopo l altro)\b|\b(seconda|terza|quarta) (crisi|convulsione)(?! (di panico|d ansia|di tosse|di pianto|di nervi|di asma))( \w+){0,3} (senza|e non|di fila|di seguito|oggi|stamattina|stasera|stanotte|adesso|in un ora)\b|\b(e )?partita la (seconda|terza|quarta)\b|\b(una )?(crisi|convulsione) dopo l altra\b|\b(crisi|convulsioni) (continue|ripetute|a grappolo|senza riprendersi)\b|\b(one )?(seizure|fit) after (another|the other)\b|\bconvulsand\w*\b|\b(smesso|sospeso|dimenticat\w*)( \w+){0,6} (epiless\w*|antiepilettic\w*)( \w+){0,4} (e )?(ora|adesso) (ha|sta avendo) (una )?crisi\b/,
      // Seizures one after another without recovery in between: status epilepticus (twenty-second round).
      { test: seizureClusterTold },
    ],
  },
  {
    kind: 'unconscious',
    symptoms: [
      /\b(svenut\w*|sviene|svenendo|perso i sensi|perso conoscenza|priv\w di sensi|incoscient\w*)\b/,
      /\b(areattiv\w*|non responsiv\w*|(gcs|glasgow)( di| a)? [3-8]|stato di coma|in coma|(sto facendo|stiamo facendo|faccio|fate|facendo|iniziato) (il )?massaggio cardiaco|rcp in corso|(doing|started) cpr)\b/,
    ],
    // Fainting at a blood test or at the sight of blood or a needle is the commonest faint there is.
    mild: /\b(ripres\w* subito|si e ripres\w*|alla vista del sangue|per il caldo|quando si alza|alzat\w* di scatto|(al|a un|durante (il|un)|dopo (il|un)|per (il|un)) prelievo|prelievi|(vista|paura) (degli|dell|di un) ag\w+|vaccin\w*|siringa|puntura)\b/,
    urgent: [
      /\bnon si (sveglia|riprende)\b|\bnon (riesco|riusciamo) a svegliar\w*\b/,
      /\b(a terra|per terra|caduto|caduta|crollat\w*|accasciat\w*)( \w+){0,5} non (risponde|reagisce|si muove|apre gli occhi)\b|\b(trovat[oa]|found (him|her))( \w+){0,6} (che )?(non (si svegliava|rispondeva|reagiva|si muoveva)|(wasn t|was not|isn t|is not) (waking|responding|moving))\b|\b(fell|collapsed|dropped)( \w+){0,5} (isn t|is not|won t|not) (moving|responding|waking)\b/,
      /\bnon (risponde|reagisce)( \w+){0,3} (non respira|a terra|occhi chiusi|quando (lo|la) chiam\w*)\b/,
      /\b(passed out|fainted|collapsed(?! lung| vein)|unconscious|unresponsive|not responding|won t wake up|can t wake (him|her) up|cannot wake (him|her))\b/,
      /\bnon (rinviene|rinvengo|si riprende|riprende conoscenza|da (piu )?segni di vita|ha (piu )?segni di vita)\b|\bno signs of life\b/,
    ],
  },
  {
    kind: 'allergy',
    urgent: [
      /\b(gonfi\w*)( \w+){0,2} (la |le )?(gola|lingua|labbra)\b/,
      /\b(gola|lingua|labbra)( \w+){0,2} (gonfi\w*)\b/,
      /\bgola (chiusa|che si chiude|si sta chiudendo|stretta)\b|\b(sento|sente|si sta|si e|sta|mi si|gli si|le si) (chiudendo|chiudere|chiusa|chiude|stringendo|stringere|stringe) (la )?gola\b|\bthroat (is )?(closing|tightening|swelling)\b/,
      /\b(lips|tongue|throat|face) (is |are )?(swelling|swollen)\b|\bthroat (is )?(closing|tight)\b/,
    ],
    symptoms: [
      /\b(punto|punta|puntura|morso)\b.*\ballergic\w*|\ballergic\w*\b.*\b(punto|punta|puntura|morso)\b/,
      /\banaphyla\w*\b|\bepipen\b/,
      /\b(angioedema|edema (della glottide|laringe\w*|della lingua|delle labbra|del volto))\b/,
    ],
    conditions: [/\breazione allergica\b/, /\ballergic reaction\b/, /\b(shock anafilattico|anafilassi|anafilattic\w*)\b/],
  },
  {
    kind: 'breathing',
    mildCause: anxietyFearOnly,
    symptoms: [/\b(soffoc\w*)\b(?! (dal|di) (caldo|lavoro))/],
    urgent: [
      // Relief that does not work: the inhaler in an asthma attack, the Heimlich manoeuvre (tenth round).
      /\b(ventolin|inalatore|broncodilatatore|puff|salbutamolo|inhaler|(asma|asmatic\w*|asthma)( \w+){0,8} spray)( \w+){0,3} (non (fa|fanno|ha fatto|hanno fatto|sta facendo) (niente|nulla|effetto)|non (funziona\w*|serv\w*|bast\w*)|(isn t|is not|doesn t|does not) (working|help\w*))\b|\b(dimenticat\w*|senza|perso|finito)( \w+){0,2} (l )?(inalatore|spray|ventolin)( \w+){0,3} (ansima|non respira|respira male|fa fatica|fischia)\b|\bmanovra (di )?heimlich\b( \w+){0,3} (ma )?(non (esce|funziona|si sblocca|respira)|niente)\b/,
      // "Col naso non respiro bene": a blocked nose, not a breath that stops.
      /(?<!\bnaso( chiuso| tappato)? )\bnon (respira|respiro|respirano)\b(?! (bene |molto bene )?(col|con il|dal|per il) naso)/,
      /\bnon (riesco|riesce|riusciamo) (piu )?a (respirare|prendere (aria|fiato))\b|\bnon (posso|puo|possiamo) (piu )?respirare\b(?! (bene )?(col|con il|dal|con la bocca|per il) naso)/,
      /\b(fatica|faccio fatica|fa fatica|difficolta|fatico) a respirare\b/,
      /\b(mi|gli|le|ci)? ?manca (l aria|il respiro|il fiato)\b|\b(si )?(chiudono|stanno chiudendo|si sono chiusi) i polmoni\b/,
      /\brespira (a fatica|male|con fatica|malissimo)\b(?! (col|con il|dal|per il) naso)|\bboccheggia\w*\b|\brantol\w*\b/,
      /\b(labbra|viso|faccia) (blu|viola|bluastr\w*|cianotic\w*)\b|\bdiventat\w* (blu|viola)\b|\b(cianotic\w*|bluastr\w*|viola) (alle|sulle|nelle|intorno alle) labbra\b/,
      /\b(andato|andata|rimasto|rimasta|gli e andato|le e andato|mi e andato)( \w+){0,3} di traverso\b/,
      /\bcrisi (d|di) asma\b( \w+){0,4} (non passa|forte|grave|non funziona)|\bl inalatore non (funziona|fa effetto)\b/,
      // A clinician's or carer's words: a low saturation, cyanosis, worsening breathlessness.
      /\b(saturazione|saturimetro|saturimetria|ossimetro|sat|spo2|sao2|satura|saturando|oxygen|o2|sats|saturation|oximeter)( \w+){0,3} (a |al |di |e |segna |is |at |of |says )?([5-8]\d)\b(?! (anni|kg|chili|euro|minuti))/,
      /\bdispnea (ingravescent\w*|grave|acuta|importante|a riposo|sever\w*|improvvis\w*)\b|\bcianosi (periorale|perioral\w*|labiale|central\w*|delle labbra|del viso|al viso|generalizzat\w*)\b|\binsufficienza respiratoria acuta\b|\b(distress|arresto) respiratori\w*\b|\bbroncospasmo\b|\bstridore\b|\brespiro (paradoss\w*|agonic\w*)\b|\b(respiratory distress|respiratory arrest|cyanotic|cyanosis|stridor)\b/,
      /\b(can t|cannot|can not|struggling to|hard to|unable to) (breathe|catch (my|his|her) breath)\b|\bnot breathing\b|\bchoking\b|\bturning blue\b|\bblue lips\b|\b(lips|face|fingers|skin)( \w+){0,2} (look |looks |are |is |going |gone |turning )?(blue|grey|gray|purple)\b|\bgasping\b/,
    ],
  },
  {
    kind: 'poisoning',
    urgent: [
      /\b(ingerito|ingoiato|bevuto|mangiato|inghiottito|leccato|morso|masticato|messo in bocca)( \w+){0,4} (candeggina|varechina|detersiv\w*|capsul\w*|sapone (per|della|del|da) (la |il )?(lavatrice|lavastoviglie|bucato)|pastigli\w* (per|della|da) (la )?(lavastoviglie|lavatrice)|ammoniaca|veleno|acido|soda|solvente|diluente|topicida|funghi velenosi|antigelo|pesticid\w*|insetticid\w*|diserbant\w*|benzina|sgrassat\w*|anticalcare|acetone|smalto|pila|pile|batteri\w*|magnet\w*|calamit\w*|veleno per (topi|lumache))\b/,
      // Medicines are poison only in quantity or when a child swallowed them: "ho preso le
      // pastiglie per la pressione" is an ordinary sentence.
      /\b(ingerito|ingoiato|mangiato|inghiottito)( \w+){0,3} (pastiglie|pillole|compresse|medicine|farmaci)\b/,
      /\b(tutte le|troppe|troppi|un intera confezione di|una scatola di|un intero flacone di|mezza confezione di|un blister di) (pastiglie|pillole|compresse|medicine|farmaci|gocce)\b/,
      /\b(overdose|avvelenat\w*|intossicat\w*|coma etilico)\b/,
      /\b(due|tre|quattro|cinque|piu) volte la (sua )?dose\b|\b(il )?(doppio|triplo) della dose\b|\bdose (doppia|tripla)\b/,
      /\b(preso|ingerito|ingoiato) (\d{2,}|dieci|venti|trenta|quindici) (pastiglie|pillole|compresse)\b|\b(took|taken|swallowed) (\d{2,}|ten|twenty|thirty|fifteen) (\w+ )?(pills|tablets|capsules)\b/,
      /\b(ingoiat\w*|ingerit\w*|inghiottit\w*) (una |un |delle )?(moneta|pila|pile|batteria|batterie|magnete|magneti|calamita|calamite)\b/,
      // Wild or gifted mushrooms, then hallucinations or vomiting: the poison centre.
      /\bfunghi\b( \w+){0,8} (allucinazion\w*|vomit\w*|diarrea|crampi|sto male|sta male|stiamo male|malissimo)\b/,
      /\b(pastiglie|pillole|compresse|medicine|farmaci) (della|del) (nonna|nonno|mamma|papa|zia|zio)\b( \w+){0,4}\b(mangiat\w*|pres\w*|ingoiat\w*|ingerit\w*)\b|\b(mangiat\w*|pres\w*|ingoiat\w*|ingerit\w*)( \w+){0,4} (pastiglie|pillole|compresse|medicine) (della|del) (nonna|nonno|mamma|papa|zia|zio)\b/,
      /\b(took|taken|given|gave|had)( \w+){0,3} (pills|tablets|medicine|meds|dose|insulin)( \w+){0,2} (twice|two times|three times|double|by mistake)\b|\b(double|triple) (the )?dose\b/,
      /\b(swallowed|drank|ate|bit|chewed|ingested)( \w+){0,4} (bleach|detergent|pod|pods|laundry|dishwasher|pills|tablets|medicine|medicines|battery|batteries|magnet|magnets|poison|cleaner|antifreeze|whole bottle)\b/,
    ],
    symptoms: [
      // Carbon monoxide: a stove, a boiler or a brazier lit, and headache, dizziness or sleepiness in the house
      // (the stove told lit after the complaints too: "… mal di testa …, la stufa è accesa").
      /\b(stufa|stufetta|caldaia|braciere|camino|caminetto|scaldabagno|generatore|barbecue)( \w+){0,8} (mal di testa|vertigin\w*|nausea|sonnolen\w*|svenut\w*|giramenti)\b|\b(mal di testa|vertigin\w*|nausea|sonnolen\w*|svenut\w*)( \w+){0,8} (acceso|accesa|accendiamo|acceso la|accesa la) (la |il )?(stufa|stufetta|caldaia|braciere|camino|caminetto|scaldabagno|generatore)\b|\b(mal di testa|vertigin\w*|nausea|sonnolen\w*|svenut\w*)( \w+){0,8} (la |il )?(stufa|stufetta|caldaia|braciere|camino|caminetto|scaldabagno|generatore) (e |era |e ancora |era ancora |resta |sta )?(acceso|accesa|in funzione)\b/,
      /\bmonossido\b/, /\b(morso|morsa|morsicat\w*)( \w+){0,3} (vipera|serpente)\b/, /\boverdos\w*\b|\bpoison\w*\b|\bcarbon monoxide\b/],
    conditions: [/\b(avvelenamento|intossicazione)\b/],
  },
  {
    kind: 'bleeding',
    urgent: [
      /\bsanguin\w* (tanto|molto|moltissimo|tantissimo|parecchio|forte|troppo|ancora|senza sosta|come un rubinetto|a fiotti)\b/,
      /\bnon (smette|smetto|si ferma|riesco a fermare|riusciamo a fermare)( \w+){0,2} (di sanguinare|il sangue|la perdita|l emorragia)\b/,
      /\bsangue( \w+){0,3} non si ferma\b|\bsangue (dappertutto|ovunque|a fiotti)\b|\bzampill\w*\b|\ba fiotti\b/,
      /\b(perdo|perde|perdendo|esce|cola|usciva|uscito) (tanto|molto|parecchio|troppo|un sacco di) sangue\b/,
      /\b(vomit\w*|sput\w*|toss\w*) sangue\b/,
      /\bincinta\b( \w+){0,8} (?<!\bavut[oa] (un |una |l )?)(sangue|sanguin\w*|emorragi\w*)\b|\b(?<!\bavut[oa] (un |una |l )?)(sangue|sanguin\w*|emorragi\w*)( \w+){0,8} incinta\b/,
      /\b(bleeding|bleeds) (a lot|heavily|badly|profusely|everywhere)\b|\b(won t|will not|doesn t|does not|can t) stop (the )?bleeding\b|\bbleeding (won t|will not|doesn t|does not) stop\b|\b(vomiting|coughing|throwing up) blood\b|\blots of blood\b|\bblood (everywhere|spurting|pouring)\b/,
    ],
    // A part cut off or an object driven in: the 112 whatever the blood.
    symptoms: [/\b(moncone|amputat\w*|(staccat\w*|tranciat\w*|mozzat\w*) (il |un |la |mezzo |la punta del )?(dito|dita|mano|falange|pezzo di dito)|(conficcat\w*|piantat\w*|infilzat\w*) (nell|nel|nella|in un|in una) (occhio|petto|pancia|addome|testa|collo|torace|gola))\b/, /\bemorragi\w*\b/, /\b(ematemesi|emottisi|shock emorragic\w*|(rettorragia|metrorragia|epistassi) (abbondant\w*|massiv\w*|che non si ferma|importante))\b/],
    mild: /\b(legger\w*|lieve|lievi|piccol\w*|ogni tanto|a volte|qualche volta|di tanto in tanto|spesso|capita)\b/,
  },
  {
    kind: 'burn',
    urgent: [
      /\b(mi sono ustionat\w*|ho ustionato|si e ustionat\w*|ustione grave|ustioni gravi|ustion\w* (di|del) (secondo|terzo) grado|folgorat\w*|fulminat\w*|elettrocut\w*|preso la scossa)\b/,
      /\b(rovesciat\w*|versat\w*|cadut\w*)( \w+){0,3} (addosso )?(l )?(acqua bollente|olio bollente|pentola|brodo|latte bollente|te bollente|caffe bollente)\b/,
      /\b(burn\w*|scald\w*)( \w+){0,5} (boiling|oil|fire|flames|blister\w*|badly|severe|face|chemical|acid|electric\w*|stove|kettle)\b|\b(boiling|hot) (water|oil)( \w+){0,4} (on|over) (him|her|me|my|his)\b|\b(kettle|pot|pan|boiling water|hot water|hot oil|hot tea|hot coffee|soup)( \w+){0,4} (on|over) (himself|herself|myself|themselves|him|her|me)\b/,
    ],
    symptoms: [
      /\b(ustion\w*|ustionat\w*|scottat\w*|bruciat\w*)( \w+){0,5} (acqua bollente|olio bollente|olio|fuoco|fiamm\w*|ferro da stiro|acido|soda|corrente|stufa|forno|pentola|brodo|te bollente|caffe bollente|bolle|vescic\w*|estes\w*|grav\w*|tutto il braccio|tutta la mano|faccia|viso|petto)\b/,
      /\b(acqua bollente|olio bollente|fuoco|fiamm\w*|brodo bollente|latte bollente|te bollente|caffe bollente|acido|soda caustica)( \w+){0,5} (ustion\w*|ustionat\w*|scottat\w*|bruciat\w*|addosso|sul braccio|sulla mano|sulle gambe|sul petto|in faccia)\b/,
    ],
    mildCause: (t) => sunburnOnly(t) || mouthBurnOnly(t),
    mild: /\b(sole|solare|abbronzatur\w*|lampada|un dito|sul dito|cosa (piccola|da niente)|piccola (bruciatura|scottatura|ustione|bolla)|bolla piccola|leggera|leggermente|lieve|solo (un po )?ross\w*|just red|small|minor)\b/,
  },
  {
    kind: 'hypoglycemia',
    urgent: [
      /\bglicemia (a |e a |di |sotto |sotto i )?([1-5]\d|[0-9])\b/,
      /\b(diabetic\w*|diabete|insulina)\b( \w+){0,10} \b(confus\w*|sudat\w*|suda|sudando|trema|tremante|non risponde|svenut\w*|stran\w*|agitat\w*|sonnolent\w*|non si sveglia|non ragiona|delira)\b/,
      /\b(confus\w*|sudat\w*|suda|trema|tremante|non risponde|svenut\w*|agitat\w*|sonnolent\w*)\b( \w+){0,10} \b(diabetic\w*|diabete|insulina)\b/,
      /\b(fatto|fa|preso) (l )?insulina( \w+){0,5} (senza mangiare|non ha mangiato|non ho mangiato|a digiuno)\b/,
      /\b(hgt|dtx|destrostix|stick|glucometro|glucosio|glicemia capillare)( \w+){0,2} ([1-5]\d)\b(?! (anni|kg|minuti))/,
      /\b(glicemia|zucchero|glucosio)( capillare)? (e )?(bassissim\w*|molto bass\w*|crollat\w*|precipitat\w*)\b|\b(glicemia|zucchero) bass\w*( \w+){0,4} (sudat\w*|suda|trema|tremante|confus\w*|agitat\w*|non risponde|sonnolent\w*)\b/,
      /\b(diabetic|diabetes|insulin|type (1|one)|t1d)( \w+){0,12} (confused|sweating|sweaty|shaking|shaky|pale and sweaty|unresponsive|passed out|not making sense|talking nonsense|drowsy|acting (weird|strange|drunk))\b|\b(injected|took|did|had) (his|her|my) insulin( \w+){0,6} (skipped|missed|didn t eat|did not eat|without eating|no (dinner|lunch|breakfast|food))\b|\b(blood )?sugar (is |of )?(very |really )?low\b|\bglucose (is |of )?([1-5]\d)\b/,
    ],
    conditions: [/\bipoglicemi\w*\b/, /\bhypo(glycemia|glycaemia)?\b/],
  },
  {
    kind: 'meningitis',
    urgent: [
      /\b(febbre|temperatura|39|40)\b( \w+){0,10} \b(collo (rigido|bloccato|duro)|non (riesce a )?(piegare|abbassare|chinare) (la testa|il mento)( in avanti| sul petto)?|rigidita (del|al|nucale)|non (riesce a )?(piegare|abbassare|muovere) (il )?collo|macchi\w*( \w+){0,2} (viol\w*|rosso scur\w*|che non (scompaiono|spariscono|vanno via))|puntini (viola|violacei|rossi)( \w+){0,4} (non (scompaiono|spariscono)|bicchiere))\b/,
      /\b(collo (rigido|bloccato|duro)|rigidita (del|al|nucale)|macchi\w* (viol\w*|rosso scur\w*))\b( \w+){0,10} \b(febbre|temperatura)\b/,
      /\bmacchi\w*( \w+){0,3} (che )?non (scompaiono|spariscono|vanno via)( \w+){0,3} (premendo|sotto il bicchiere|con il bicchiere)\b/,
      /\b(febbre|febbrile|temperatura|iperpiressia|3[89]|40)\b( \w+){0,10} \b(rigor nucalis|petecchi\w*|porpora|kernig|brudzinski|segni meningei)\b|\b(rigor nucalis|petecchi\w*|porpora|segni meningei)\b( \w+){0,10} \b(febbre|febbrile|temperatura|iperpiressia)\b/,
      /\b(fever|temperature|high temp)( \w+){0,8} (stiff neck|(purple|dark red) (spots|rash|dots|marks|blotches)|(rash|spots) (that )?(doesn t|does not|don t|do not|won t) (fade|go away|disappear))\b|\b(purple|dark red) (spots|rash|dots|marks)( \w+){0,8} (fever|temperature)\b|\bstiff neck( \w+){0,6} fever\b/,
    ],
    conditions: [/\bmeningit\w*\b/],
  },
  {
    kind: 'violence',
    urgent: [
      /\bmi (picchia|picchiano|ha abusat\w*|ha picchiat\w*|hanno picchiat\w*|pesta|mena|ha menat\w*|minaccia|ha minacciat\w*|vuole uccidere|ha aggredit\w*|hanno aggredit\w*|ha violentat\w*|hanno violentat\w*|ha stuprat\w*|mette le mani addosso|ha messo le mani addosso|ha strangolat\w*|ha chius\w* in casa|tiene chius\w*|prende a (calci|pugni|schiaffi)|ha preso a (calci|pugni|schiaffi))\b/,
      /\b(ci|la|lo|li) (picchia|mena|picchiano)\b|\b(mi|ci|la|lo|li) (sta|stanno) (picchiando|menando|aggredendo|prendendo a (calci|pugni|schiaffi)|strangolando)\b/,
      // Told of another in the house: "alza le mani su mia mamma", "picchia mia sorella".
      /\b(alza|alzato|alzava|alzano) le mani (su|contro|addosso)\b|\b(mette|ha messo|mettono) le mani addosso\b|\b(picchia|picchiano|mena|menano|pesta|prende a (calci|pugni|schiaffi)) (mia|mio|i miei|le mie) \w+\b|\b(is|keeps) (hitting|beating|choking) (my|her|his)\b/,
      /\b(subisco|subendo|vittima di) (violenz\w*|abus\w*|maltrattament\w*)\b/,
      /\b(sono stat[oa]|e stat[oa]|mi hanno|l hanno|mi ha) (violentat\w*|stuprat\w*|abusat\w*|aggredit\w*|picchiat\w*|menat\w*)\b/,
      /\b(marito|moglie|compagno|compagna|fidanzato|fidanzata|ragazzo|ex|padre|madre|patrigno) (e|diventa|e diventato|e diventata) (violent\w*|aggressiv\w*)\b/,
      /\bho paura (di mio marito|di mia moglie|del mio compagno|della mia compagna|del mio ex|del mio ragazzo|che (\w+ ){0,2}mi (uccida|ammazzi|picchi|faccia del male)|di tornare a casa)\b|\b(spari|sparatoria|colpi di pistola|accoltellat\w*|pugnalat\w*)\b/,
      /\b(sta|stanno) (sfondando|buttando giu) la porta\b/,
      /\b(he|she|my (husband|wife|boyfriend|girlfriend|partner|ex|father|dad|stepfather)) (hits|beats|hit|beat|is hitting|is beating|threatens|threatened|choked|strangled|hurts|raped) (me|us)\b|\b(afraid|scared) to go home\b|\b(i was|i ve been|i have been) (raped|sexually assaulted)\b|\b(someone|somebody|a man|a guy|he|she|they) (raped|sexually assaulted|assaulted) me\b/,
    ],
    conditions: [/\bviolenz\w* (domestic\w*|sessual\w*)\b/, /\bmaltrattament\w*\b/, /\babus\w* sessual\w*\b/, /\bmolesti\w*\b/, /\bdomestic (violence|abuse)\b/],
  },
  {
    kind: 'general',
    urgent: [
      /\b(e un emergenza|e urgente|sto morendo|sta morendo|mi sento morire|chiamate un ambulanza|chiamo un ambulanza|chiama un ambulanza|call an ambulance)\b/,
      /\b(incidente grave|grave incidente|sos|sto per morire|moriro|sto per svenire)\b/,
      /\b(ha avuto|ho avuto|sta avendo|colpit\w* da) un malore\b|\bnon (riesco|riesce) (piu )?ad alzar(mi|si)\b/,
      // A head knock or a very high pressure may be nothing or may be urgent: the general line.
      /\b(battut\w*|sbattut\w*|picchiat\w*) (forte |forte la |la )?testa\b/,
      /\bpressione (\w+ ){0,2}(a |di )?(1[89]\d|2\d\d)\b/,
      /\bcadut\w* (dal|da un|dalla|giu dal) ((primo|secondo|terzo|quarto|quinto|\d+) piano|tetto|balcone|ponte|scala|impalcatura|albero|finestra|\d+ metri)\b/,
      // A fall in pregnancy is seen at once, whatever it seems to have done.
      /\bcadut\w*( \w+){0,6} incinta\b|\bincinta\b( \w+){0,6} (cadut\w*|caduta)\b/,
      /\bpancia (dura|rigida) come\b|\bdolore (alla pancia|addominale|all addome) (fortissimo|lancinante|insopportabile|atroce)\b/,
      /\b(sono stat[oa]|e stat[oa]|hanno) investit\w*\b|\binvestit\w* da (una|un) (macchina|auto|moto|motorino|camion|furgone|bus|autobus|tram)\b|\b(was|been|got) (hit|run over) by a (car|truck|bus|van)\b/,
      /\b(ci sono|c e|ci sono dei|ci sono due|ci sono tre) (dei )?(ferit[oi]|persone ferite)\b|\bferit[oi] grav\w*\b/,
      /\b(i m|i am|he s|she s|he is|she is) dying\b|\b(car|motorbike|bike) (accident|crash)\b|\bcall 911\b/,
    ],
    symptoms: [/\b(emergenza|ambulanza|emergency|ambulance)\b/],
  },
];
