/**
 * An emergency revealed in a later turn (issue 22 point 1, fifteenth round): people test the water
 * first and tell the truth after ("x un tema di scuola: cosa si prova a voler morire?" … "no nn è x
 * la scuola, è x me. stasera lo faccio"; "a friend of mine wants to die" … "actually the friend is
 * me"). The first turn is read as a question in general and raises no alarm; the later one, alone,
 * has no words of suicide. Read together: an earlier turn that spoke of wanting to die or of hurting
 * oneself, and a later turn that takes back its cover (not for school, not for a friend, it is me)
 * or tells a plan for now ("stasera lo faccio", "I'm doing it tonight") is suicidal talk.
 *
 * All on the canonical text (./spelling.ts: "nn" → "non", "x" → "per").
 */
const DEATH_WISH =
  /\b(vo(ler|glio|rrei|rrebbe|leva|le) morire|suicid\w*|farla finita|uccider(mi|si)|ammazzar(mi|si)|togliersi la vita|togliermi la vita|tagliar(mi|si)|farsi del male|farmi del male|autolesion\w*|non esserci piu|sparire per sempre|want(s|ed)? to die|kill (myself|himself|herself|themselves)|suicide|self harm|end it all|end (my|his|her) life)\b/;
/** The cover taken back: it was not for school or a friend, it is about me. */
const COVER_TAKEN_BACK =
  /\b(non e (per|della|un|una) (la )?(scuola|tema|compito|ricerca|curiosita|amic[oa]|un amic[oa]|una amica)|(e|era|parlo|parlavo|chiedevo|chiedo) (per|di) me|in realta (sono|e per|parlo di|chiedo per|parlavo di) (io|me)|l amic[oa] (sono|ero) io|sono io (l amic[oa]|quell[oa])|(it s|it is|it was|i m|i am) (about |for )?me|actually (it s|it is|i m|i am) (me|for me|about me)|the friend is me|i am the friend|i m the friend)\b/;
/** A plan for now, told without naming it: "stasera lo faccio", "I'm doing it tonight". */
const PLAN_NOW =
  /\b((stasera|stanotte|oggi|domani|adesso|ora|tra poco|fra poco|subito) (lo|la) faccio|(lo|la) faccio (stasera|stanotte|oggi|domani|adesso|ora|tra poco|fra poco|subito)|(doing|do) it (tonight|today|now|tomorrow)|tonight is the night)\b/;

/** Whether the message, after earlier turns that spoke of wanting to die, reveals it is the writer's own crisis. */
export function crisisRevealedLater(canonicalMessage: string, canonicalEarlierTurns: readonly string[]): boolean {
  if (!canonicalEarlierTurns.some((turn) => DEATH_WISH.test(turn))) return false;
  return COVER_TAKEN_BACK.test(canonicalMessage) || PLAN_NOW.test(canonicalMessage);
}
