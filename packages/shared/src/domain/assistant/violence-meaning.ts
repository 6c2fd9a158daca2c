/**
 * Violence by meaning, not by phrase (issue 22 points 1 and 2): a person hurt by someone close
 * rarely writes "violenza domestica" or "mi picchia". They tell WHO (the partner, the ex, the
 * father, "lui"), what he DID to their body ("mi ha sbattuta contro il muro", "mi ha presa per il
 * collo", "mi ha tirato una sedia"), the MARKS it left (bruises, a black eye, marks on the neck),
 * their FEAR ("ho paura che torni", "se lo lascio mi ammazza", "mi sono chiusa in bagno") or the
 * CONTROL they live under ("non mi lascia uscire", "mi ha preso il telefono"). One of these alone is
 * everyday talk ("mio marito mi ha spinto a prenotare", "ho un livido sul braccio", "ho paura del
 * dentista"); two together, in a message that is not about a film, the news or violence in general,
 * are the violence answer: 112 and 1522 (which pairs count: violenceByMeaning). The phrases of ./emergency.ts stay; this closes the class
 * around them. (The same shape as ./crisis-meaning.ts for suicidal talk.)
 *
 * All on the canonical text (./spelling.ts: lower case, no accents or apostrophes).
 */
const PARTNER =
  /(marito|moglie|compagn[oa]|fidanzat[oa]|ragazz[oa]|ex|ex marito|ex moglie|padre|figli[oa]|nipote|badante|papa|patrigno|madre|matrigna|suocer[oa]|cognat[oa]|fratell[oi]|coinquilin[oa]|convivente|partner|husband|wife|son|daughter|carer|caregiver|boyfriend|girlfriend|dad|father|stepfather|stepdad|brother|flatmate|roommate)/
    .source;

const CONCEPTS = {
  /** Someone close (a partner, an ex, a parent), or a stranger, as the one who acts. */
  who: new RegExp(`\\b((il|la|mio|mia|del|della|dal|dalla|di|my|her|his) (mio |mia )?${PARTNER}|uno sconosciuto|un uomo|un tizio|dei ragazzi|a man|a guy|a stranger)\\b`),
  /** Only "he" or "she": enough beside an act on the body or a plain fear of him, not beside a vague one. */
  him: /\b(lui|lei|he|she)\b/,
  /** A physical act done to the writer (or to us): pushed, slammed, grabbed by the throat, hit with a thing. */
  hurt: /\b((mi|ci) (ha|hanno|aveva|avevano) (sbattut\w*|spint\w*|strattonat\w*|scaraventat\w*|buttat\w*|gettat\w*|trascinat\w*|tirat\w* (i capelli|per i capelli|un\w* \w+|addosso|contro)|pres\w* (per il collo|per la gola|per i capelli|a (calci|pugni|schiaffi|sberle|botte|cinghiate))|dat\w* (uno schiaffo|un pugno|un calcio|una testata|una spinta|uno spintone|una sberla|delle botte|botte|un ceffone)|stretto (il collo|la gola)|mess\w* le mani (al collo|alla gola|addosso)|lanciat\w* (un\w* \w+ )?(addosso|contro)|rott\w* (il naso|il labbro|un braccio|un dente)|chius\w* (in|fuori|dentro)|lasciat\w* (a terra|per terra)|soffocat\w*|graffiat\w*|bruciat\w* con|fatto del male|costrett\w* (a fare sesso|ad avere rapporti|a farlo)|stretto (le mani )?(al collo|il collo|la gola|alla gola)|colpit\w* (di nuovo|ancora|in faccia|alla testa|forte|con))|(mi|ci) (spinge|spinga|sbatte|sbatta|strattona|scaraventa|trascina|tira (i capelli|per i capelli|addosso)|stringe (il collo|la gola))|(sbattut[oa]|spint[oa]|scaraventat[oa]|buttat[oa]) (contro|al|sul|a|per|giu)( il| la)? (muro|parete|porta|terra|pavimento|scale|armadio|letto)|(pushed|shoved|slammed|grabbed|choked|slapped|punched|kicked|strangled|threw|pinned|dragged|held) me|(mi|ci) (alza|alzano|ha alzato|hanno alzato|alzava) le mani|alza le mani su di me|(mi|ci) (mette|mettono) le mani addosso|(hits|hit|beats|beat) me\b|threw (a|the) \w+ at me|hit me with|(mi|m|ci|me) (ha|hanno|ga|a) (menat\w*|picchiat\w*|pestat\w*|dat\w* (un s ciafon|dei s ciafi|i pugni|le botte))|(la|lo|li|le|l) (sbatte|sbatteva|picchia|picchiava|mena|menava|pesta) (contro|al|sul|di|a|ogni)?|(la|lo|li|le|l) (ha |hanno )?(pres\w*|prende|prendeva) a (calci|pugni|schiaffi|sberle|botte)|(me|mi) (ga |ha )?(da|dava|dat\w*) (un s ciafon|dei s ciafi|i pugni|le botte|botte)|(mi|m) (minau|vastuniau|ammazzau|pistau)|(picchia|picchiava|mena|menava) (me|noi|a me)|(colpi|botte|tonfi) (contro|al|sul) (il )?muro|(urla|urlare|grida|gridare|chiede|chiedeva|piangeva|chiedere) aiuto|(sta|stanno|sta a) (picchiando|menando|pestando|strangolando|ammazzando|ammazzannu) (di botte|di botti|mia|mio|la|lo|le|i|sua|suo)?)\b/,
  /** Marks of it on the body. */
  marks: /\b(livid\w*|occhio nero|occhi neri|labbro (spaccato|rotto)|segni (sul collo|sulle braccia|delle dita|delle mani)|ematom\w*|bruis\w*|black eye|marks on my (neck|arms))\b/,
  /** Fear of the one who did it, a hiding place, a threat. */
  fear: /\b(ho paura (che (mi ammazzi|mi uccida|mi faccia del male|lo rifaccia)|di tornare a casa|a tornare a casa|di rientrare a casa)|(se|quando) (lo |la |gli |le )?(lascio|denuncio|dico|chiamo|parlo|torno|vado via|me ne vado|esco)( \w+){0,3} (mi|ci) (ammazza|uccide|ammazzera|uccidera|fa del male|fara del male)|(mi|ci) (minacciano|minaccia)|mi (ha|hanno) minacciat\w*|(mi|ci) (sta|stanno) minacciando|minaccia di|(minacci\w*|minazza|aspetta|seguit\w*)( \w+){0,4} (con|col|cu u|cu lu) (un |il )?(coltello|cuteddu|pistola)|(dice|diceva|urla|urlava|grida|gridava|ha detto|ha scritto) che (stanotte |stasera |domani )?(mi|ci|la|lo|li) (ammazza|uccide|ammazzera|uccidera|fa fuori)|non (sono|siamo|mi sento) (piu )?al sicuro|(mi sono|ci siamo) (chius\w*|nascost\w*|barricat\w*) (in|nel|nella|dentro)|(e|sta) (fuori dalla|dietro la) porta|(said|says|told me|threatened) (that )?(he|she|they) (d|would|will|ll) kill (me|us)|scared (he|she) ll come back|afraid (he|she) (will|ll) come back|hiding (in|from))\b/,
  /** A fear that names no one ("ho paura che torni", "ho paura di lui"): enough beside an act, marks or control. */
  dread: /\b(ho paura (che (torni|rientri|ritorni|mi trovi|mi faccia)|di lui|di lei|quando (torna|rientra))|(scared|afraid) of (him|her))\b/,
  /** Marks said to be someone's doing: "me li fa mio marito", "me le ha fatte lui" (sixteenth round). */
  madeBy: /\b(me|ce) (li|le) (fa|fanno|faceva|ha fatt\w*|hanno fatt\w*|procura|ha procurat\w*)\b|\b(gave|gives) me (these|those|the) (bruises|marks)\b/,
  /** A life under control: locked in, the phone taken, not allowed out. */
  control: /\b(non mi (lascia|fa) (uscire|vedere nessuno|lavorare|telefonare|parlare con)|mi (ha|hanno) (preso|tolto|rotto|sequestrato) (il telefono|il cellulare|i documenti|le chiavi|i soldi)|mi (controlla|segue) (il telefono|ovunque|dappertutto|sempre)|(won t|doesn t) let me (leave|go out|see)|took my (phone|keys|passport)|mi (prende|toglie|ruba|rubano|prendono|tolgono) (i soldi|la pensione|lo stipendio|il bancomat|la carta)|takes my (money|pension))\b/,
};
export type ViolenceConcept = keyof typeof CONCEPTS;

/**
 * A film, the news, a sport, a question about violence in general, a small child's tantrum (a son
 * counts as who did it since the sixteenth round: an old parent's money taken), or a push that is only a
 * nudge ("mi ha spinto a prenotare"): not a person hurt now, whatever concepts they share.
 */
const NOT_VIOLENCE =
  /\b(film|serie|romanzo|libro|telegiornale|notizia|articolo|partita|calcio (a|di)|allenamento|rugby|judo|karate|boxe|pugilato|in generale|come (si )?(aiuta|aiutare|riconosc\w*|capire)|segnali|statistich\w*|(spint[oa]|convint[oa]) a (\w+are|\w+ere|\w+ire)|capricc\w*|giochi|giocattol\w*|tantrum\w*|dentista|chirurgo|medico|infermier\w*|dottor\w*|vaccin\w*|prelievo|cane|gatto|dog|cat)\b/;

/** Which of the concepts the canonical text speaks of. */
export function violenceConcepts(canonical: string): ViolenceConcept[] {
  return (Object.keys(CONCEPTS) as ViolenceConcept[]).filter((c) => CONCEPTS[c].test(canonical));
}

/**
 * Whether the canonical text, read literally (figures of speech removed by the caller), tells of a
 * person hurt or threatened by someone: an act on their body, marks, fear or control, two of the
 * concepts together (who did it counts as one), and not a film, the news or a general matter. The
 * caller leaves out a story long past.
 */
export function violenceByMeaning(canonical: string): boolean {
  if (NOT_VIOLENCE.test(canonical)) return false;
  const c = new Set(violenceConcepts(canonical));
  const any = (...names: ViolenceConcept[]) => names.some((n) => c.has(n));
  // An act on the body is the core; a fear that names someone, control or marks need a second sign.
  if (c.has('hurt')) return any('who', 'him', 'marks', 'fear', 'dread', 'control');
  if (c.has('fear')) return any('who', 'him', 'marks', 'control');
  if (c.has('control')) return any('marks', 'dread');
  if (c.has('marks') && c.has('madeBy') && any('who', 'him')) return true;
  return c.has('marks') && c.has('dread') && any('who', 'him');
}
