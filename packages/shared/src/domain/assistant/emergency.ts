import { canonicalItalian } from './spelling';
import type { EmergencyKind } from './types';

/**
 * Whether a message to Igea suggests an emergency, and of which kind (issue 11 "Safety"). The
 * answer to an emergency is the numbers to call, before anything else, so a false alarm costs a
 * line of text and a missed one may cost a life: when in doubt this says emergency.
 *
 * The rule, in three strengths (all on the normalised text: no accents, no apostrophes):
 * 1. Urgent phrases are an emergency whatever surrounds them: they can only describe something
 *    happening to the writer or to someone with them ("voglio farla finita", "non respira", "è
 *    svenuto", "ho un forte dolore al petto", "mio marito mi picchia", "ha ingerito candeggina").
 * 2. Symptoms described without a person ("dolore al petto dopo la palestra", "bocca storta",
 *    "emorragia") are an emergency unless the message is plainly a request for information
 *    ("cosa dicono gli articoli…", "quali sono i sintomi…", "ho letto…"). A chest pain mentioned as
 *    mild or past still counts: chest pain is never left to a chat bot. Only bleeding has a
 *    mildness escape ("emorragia nasale leggera ogni tanto"), because a nosebleed now and then is
 *    common and the bleeding answer is about pressing a wound.
 * 3. Names of conditions ("infarto", "ictus", "suicidio", "avvelenamento") are an emergency only
 *    with a person or a present time ("credo di avere un infarto", "mio padre ha un ictus") and
 *    never in a request for information. "Quali sono i sintomi dell'infarto?" is therefore not an
 *    emergency: the asker wants to learn, and the content answer may add the general line
 *    (`it.assistant.emergency.general`) when it touches such a topic.
 */
interface KindRules {
  kind: EmergencyKind;
  urgent: RegExp[];
  symptoms?: RegExp[];
  conditions?: RegExp[];
  /** Words that make a symptom of this kind minor (only where a minor form is common). */
  mild?: RegExp;
}

// Someone taking part: the writer, a relative, a pronoun of a present person, or "now".
const PERSON_OR_NOW =
  /\b(ho|hai|ha|abbiamo|hanno|sto|stai|sta|stanno|avendo|avere|credo|penso|temo|forse|sembra|mi|gli|mio|mia|miei|mie|mamma|papa|padre|madre|marito|moglie|compagn[oa]|fidanzat[oa]|figli[oa]?|bambin[oa]|nonn[oa]|fratello|sorella|zi[oa]|amic[oa]|collega|vicin[oa]|qualcuno|lui|lei|adesso|ora|subito|aiuto|presto|improvvisamente|improvviso)\b/;

// A request for information rather than a report ("come si previene", "ho letto un articolo").
const INFORMATIONAL =
  /\b(come si (previen\w*|cura\w*|riconosc\w*|manifest\w*)|come (prevenire|riconoscere|curare|evitare)|prevenzione|prevenire|cosa dicono|che cosa dicono|articol\w*|terapi\w*|quali sono|sintomi (di|del|della|dello|dell|dei|delle)|segnali (di|del|della|dell)|segni (di|del|della|dell)|cause|causa (di|del|della|dell)|cos e|cosa e|che cos e|ho letto|ho sentito|leggere|letto|statistich\w*|informazion\w*|fattori di rischio|rischio (di|del|della|dell)|giovanil\w*|differenza|dopo (un|l) (infarto|ictus)|riabilitazione|libro|film|documentario|ricerca|studio|studi)\b/;

// Descriptions of one's own chest pain: urgent even in a question about articles.
const OWN_CHEST_PAIN =
  /\b(ho|sento|avverto|provo|ha|sente)( \w+){0,3} (dolor\w*|male|fitt\w*|oppressione|peso|stretta|morsa|bruciore)( \w+){0,3} (al|nel|sul|in) (petto|torace|cuore)\b|\bmi fa (molto |tanto )?male (il )?(petto|torace)\b|\b(petto|torace) (che )?mi fa male\b/;

const RULES: KindRules[] = [
  {
    kind: 'suicide',
    urgent: [
      /\bfarla finita\b(?! con (il|lo|la|le|gli|i|l|questo|questa|quest) )/,
      /\b(non ce la faccio|non ce la fa) (piu )?(a|ad) (vivere|andare avanti)\b/,
      /\b(voglio|vorrei|desidero) (morire|sparire per sempre)\b/,
      /\bnon (voglio|vale la pena|ha senso) (piu )?(vivere|di vivere)\b/,
      /\b(pens\w*|penso) (al|di) (suicid\w*|uccidermi|togliermi la vita|farla finita)\b/,
      /\bpensieri (suicid\w*|di morte)\b/,
      /\b(suicidarmi|uccidermi|ammazzarmi|togliermi la vita|farmi del male|tagliarmi le vene)\b/,
      /\bmi (voglio )?(uccido|ammazzo|uccidere|ammazzare)\b/,
      /\b(vuole|vuol) (suicidarsi|uccidersi|ammazzarsi|togliersi la vita)\b/,
      /\bprendere tutte le (pastiglie|pillole|compresse)\b/,
      /\bmeglio (se )?(morto|morta|non esserci)\b/,
      /\b(vorrei|voglio) (sparire|non esistere|non esserci piu|non svegliarmi piu|non svegliarmi)\b/,
      /\bnon ne posso piu di vivere\b/,
    ],
    conditions: [/\bsuicid\w*\b/, /\bautolesion\w*\b/],
  },
  {
    kind: 'cardiac',
    urgent: [
      OWN_CHEST_PAIN,
      /\b(sto avendo|sta avendo|ho avuto|ha avuto) un (infarto|attacco di cuore|attacco cardiaco)\b/,
      /\barresto cardiaco\b/,
    ],
    symptoms: [
      /\b(dolor\w*|male|fitt\w*|oppressione|peso|stretta|morsa)( \w+){0,3} (al|nel|sul|in) (petto|torace|cuore)\b/,
      /\bdolore toracico\b/,
      /\bdolore( \w+){0,3} (al|il) braccio sinistro\b/,
    ],
    conditions: [/\binfarto\b/, /\battacco (di cuore|cardiaco)\b/],
  },
  {
    kind: 'stroke',
    urgent: [
      /\b(bocca|faccia|viso) (storta|storto|paralizzat\w*|cadente)\b/,
      /\bnon (riesce|riesco|riusciva) (piu )?a parlare\b/,
      /\bparla (in modo )?(strano|confuso|impastato)\b|\bparole impastate\b/,
      /\b(braccio|gamba|meta del corpo|lato del corpo)( \w+){0,2} non (si muove|risponde|lo sente|la sente)\b/,
      /\bnon (muove|sento|sente|riesce a muovere|riesco a muovere|(riesce|riesco) piu a muovere) (piu )?(il braccio|la gamba|le gambe|le braccia|meta)\b/,
      /\b(vedo|vede|vedendo) doppio\b|\bnon (vedo|vede) (piu )?(niente|nulla)\b|\bperso (la vista|l occhio)\b/,
      /\b(improvvis\w*|all improvviso)\b.*\bnon (vedo|vede|ci vedo|ci vede)\b|\bnon (ci )?(vedo|vede)\b.*\b(improvvis\w*|all improvviso)\b/,
    ],
    conditions: [/\bictus\b/, /\bischemia\b/, /\bemorragia cerebrale\b/],
  },
  {
    kind: 'unconscious',
    urgent: [
      /\b(svenut\w*|sviene|svenendo|perso i sensi|perso conoscenza|priv\w di sensi|incoscient\w*)\b/,
      /\bnon si (sveglia|riprende)\b/,
      /\b(a terra|caduto|caduta|crollat\w*)( \w+){0,3} non (risponde|reagisce)\b/,
      /\bnon (risponde|reagisce)( \w+){0,3} (non respira|a terra|occhi chiusi)\b/,
      /\b(convulsion\w*|crisi epilettic\w*)\b/,
    ],
  },
  {
    kind: 'breathing',
    urgent: [
      /\bnon (respira|respiro|respirano)\b/,
      /\bnon (riesco|riesce|riusciamo) (piu )?a respirare\b/,
      /\b(fatica|faccio fatica|fa fatica|difficolta|fatico) a respirare\b/,
      /\b(soffoc\w*)\b/,
      /\b(mi|gli|le) manca (l aria|il respiro|il fiato)\b/,
      /\brespira (a fatica|male|con fatica)\b/,
      /\blabbra (blu|viola|bluastre|cianotiche)\b/,
    ],
  },
  {
    kind: 'allergy',
    urgent: [
      /\b(gonfi\w*)( \w+){0,2} (la |le )?(gola|lingua|labbra)\b/,
      /\b(gola|lingua|labbra)( \w+){0,2} (gonfi\w*)\b/,
      /\b(shock anafilattico|anafilassi)\b/,
      /\b(punto|punta|puntura|morso)\b.*\ballergic\w*|\ballergic\w*\b.*\b(punto|punta|puntura|morso)\b/,
    ],
    conditions: [/\breazione allergica\b/],
  },
  {
    kind: 'poisoning',
    urgent: [
      /\b(ingerito|ingoiato|bevuto|mangiato|inghiottito)( \w+){0,3} (candeggina|varechina|detersiv\w*|ammoniaca|veleno|acido|soda|solvente|diluente|topicida|funghi velenosi|antigelo)\b/,
      // Medicines are poison only in quantity or when a child swallowed them: "ho preso le
      // pastiglie per la pressione" is an ordinary sentence.
      /\b(ingerito|ingoiato|mangiato|inghiottito)( \w+){0,3} (pastiglie|pillole|compresse|medicine|farmaci)\b/,
      /\b(tutte le|troppe|troppi|un intera confezione di|una scatola di|un intero flacone di) (pastiglie|pillole|compresse|medicine|farmaci|gocce)\b/,
      /\b(overdose|avvelenat\w*|intossicat\w*|monossido|coma etilico)\b/,
      /\b(preso|ingerito|ingoiato) (\d{2,}|dieci|venti|trenta) (pastiglie|pillole|compresse)\b/,
      /\b(ingoiat\w*|ingerit\w*|inghiottit\w*) (una |un )?(moneta|pila|batteria|batterie|magnete|calamita)\b/,
      /\b(morso|morsa|morsicat\w*)( \w+){0,3} (vipera|serpente)\b/,
    ],
    conditions: [/\b(avvelenamento|intossicazione)\b/],
  },
  {
    kind: 'bleeding',
    urgent: [
      /\bsanguin\w* (tanto|molto|moltissimo|tantissimo|parecchio|forte|troppo|ancora|senza sosta)\b/,
      /\bnon (smette|smetto|si ferma|riesco a fermare)( \w+){0,2} (di sanguinare|il sangue|la perdita)\b/,
      /\bsangue( \w+){0,3} non si ferma\b/,
      /\b(perdo|perde|perdendo|esce|cola|usciva) (tanto|molto|parecchio|troppo) sangue\b/,
      /\b(vomit\w*|sput\w*|toss\w*) sangue\b/,
    ],
    symptoms: [/\bemorragi\w*\b/],
    mild: /\b(legger\w*|lieve|lievi|piccol\w*|ogni tanto|a volte|qualche volta|di tanto in tanto|spesso|capita)\b/,
  },
  {
    kind: 'violence',
    urgent: [
      /\bmi (picchia|picchiano|ha abusat\w*|ha picchiat\w*|hanno picchiat\w*|pesta|minaccia|ha minacciat\w*|vuole uccidere|ha aggredit\w*|hanno aggredit\w*|ha violentat\w*|ha stuprat\w*|mette le mani addosso|ha messo le mani addosso)\b/,
      /\b(ci|la|lo|li) picchia\b/,
      /\b(subisco|subendo|vittima di) (violenz\w*|abus\w*|maltrattament\w*)\b/,
      /\b(marito|moglie|compagno|compagna|fidanzato|fidanzata|ex|padre|madre|patrigno) (e|diventa|e diventato) (violent\w*|aggressiv\w*)\b/,
      /\bho paura (di mio marito|di mia moglie|del mio compagno|della mia compagna|del mio ex|che mi (uccida|picchi|faccia del male))\b/,
    ],
    conditions: [/\bviolenz\w* (domestic\w*|sessual\w*)\b/, /\bmaltrattament\w*\b/, /\babus\w* sessual\w*\b/, /\bmolesti\w*\b/],
  },
  {
    kind: 'general',
    urgent: [
      /\b(e un emergenza|e urgente|emergenza|sto morendo|sta morendo|mi sento morire|chiamate un ambulanza|chiamo un ambulanza|chiama un ambulanza|ambulanza)\b/,
      /\b(incidente grave|grave incidente|sos|sto per morire|moriro)\b/,
      /\b(ha avuto|ho avuto|sta avendo|colpit\w* da) un malore\b|\bnon (riesco|riesce) (piu )?ad alzar(mi|si)\b/,
      /\b(mi sono ustionat\w*|ho ustionato|si e ustionat\w*|ustione grave|ustioni gravi)\b/,
      // A head knock or a very high pressure may be nothing or may be urgent: the general line.
      /\b(battut\w*|sbattut\w*|picchiat\w*) (forte |forte la |la )?testa\b/,
      /\bpressione (\w+ ){0,2}(a |di )?(1[89]\d|2\d\d)\b/,
    ],
  },
];

/** The emergency a message suggests (see the rule above), or null. */
export function detectEmergency(text: string): EmergencyKind | null {
  const t = canonicalItalian(text);
  if (!t) return null;
  const informational = INFORMATIONAL.test(t);
  const personal = PERSON_OR_NOW.test(t);
  for (const rule of RULES) {
    if (rule.urgent.some((r) => r.test(t))) return rule.kind;
    const mild = rule.mild?.test(t) ?? false;
    if (!informational && !mild && rule.symptoms?.some((r) => r.test(t))) return rule.kind;
    if (!informational && personal && rule.conditions?.some((r) => r.test(t))) return rule.kind;
  }
  return null;
}
