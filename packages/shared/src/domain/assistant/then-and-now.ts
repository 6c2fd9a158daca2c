/**
 * A story told THEN and NOW (fourteenth round, on the fifteenth author's part, by cause): people
 * write what happened long ago and what is the case today in one message, and only today's part can
 * be an emergency. Two shapes:
 * - A CHILDHOOD AND AN AGE NOW: "a due anni aveva ingoiato una moneta, tutto risolto. adesso ha 6
 *   anni e ha la febbre", "avuto convulsioni con febbre quando piccolo, adesso 7 anni e sta bene"
 *   (Italian written by a foreigner: no auxiliary, no "era"). The age now says the story is years
 *   old; the part from the age now on is judged alone, as a message of its own, so a danger told
 *   there still counts ("… adesso ha 6 anni e non respira").
 * - A LOSS DATED IN THE PAST: "mia moglie è morta a marzo, ho sistemato le carte, tanto non servo
 *   più a niente a nessuno". The date belongs to the bereavement, not to the crisis told after it:
 *   a dated loss does not make the message's suicidal concepts a story long past.
 *
 * All on the canonical text (./spelling.ts).
 */

const NUMBER_WORD = '(\\d+|uno|un|due|du|do|tre|tri|quater|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|sedici)';

/** When a child was small: an age then ("a due anni", "quando aveva 3 anni"), or childhood ("quando piccolo", "as a baby"). */
export const CHILDHOOD_THEN = new RegExp(
  [
    // Twenty-third round: dialect years ("a du an", "2 ani") and the first days of life.
    `\\ba ${NUMBER_WORD} (anni|anno|mesi|an|ani|agn)\\b`,
    '\\b(i primi (giorni|mesi)( di vita)?|appena nat[oaie]|alla nascita|at birth|as a newborn)\\b',
    `\\bquando (aveva|avevo|avevano|avere|ha) ${NUMBER_WORD} (anni|anno|mesi)\\b`,
    // Foreigners' Italian drops the verb: "quando piccolo", "quando lui bambino".
    '\\bquando (lui |lei |io )?(era |ero |essere )?(piccol\\w*|bambin\\w*|neonat\\w*|piccolin\\w*)\\b',
    '\\bda (piccol|bambin|neonat)\\w*\\b',
    '\\b(as a|when (he|she|i) was a) (baby|toddler|kid|child|little (boy|girl))\\b',
    `\\bat (age )?${NUMBER_WORD}\\b(?! (pm|am|o clock))`,
    `\\bwhen (he|she|i) was ${NUMBER_WORD}\\b`,
  ].join('|'),
);

/** The age now, after the story: "adesso ha 6 anni", "ora 7 anni", "oggi che ha 10 anni", "now he's 6", "now she is 10" (English needs no "years"). */
const AGE_NOW = new RegExp(
  `\\b(adesso|ora|oggi|now)( che)? (la |lu |el |al |l )?(ha |ne ha |avere |he s |she s |he is |she is |is )?(gia )?${NUMBER_WORD} (anni|years|ani|an|agn)\\b|\\b(adesso|ora|oggi|now)( che| ch l| ch)? (e|l e|is|he s|she s) (grande|grand|grandicell\\w*|adult\\w*|grown up|older)\\b|\\bnow (he s|she s|he is|she is|i m|i am) ${NUMBER_WORD}\\b`,
);

/**
 * The part of a message told NOW, when it follows a childhood told THEN (see above), or null when
 * the message has no such shape. The caller judges that part alone.
 */
export function storyNow(canonical: string): string | null {
  const then = CHILDHOOD_THEN.exec(canonical);
  if (!then) return null;
  const rest = canonical.slice(then.index + then[0].length);
  const now = AGE_NOW.exec(rest);
  return now ? rest.slice(now.index).trim() : null;
}

const TURN_TO_NOW = /\b(pero|ma|invece|but) (oggi|adesso|ora|stamattina|stasera|stanotte|ieri sera|poco fa|today|now|tonight)\b/;

/**
 * What follows a turn to today ("…l'anno scorso tutto bene, però oggi non muove bene la mano"), to be
 * judged alone too, so a settled history or a routine request before it cannot hide it; null without one.
 */
export function afterTurnToNow(canonical: string): string | null {
  const turn = TURN_TO_NOW.exec(canonical);
  return turn ? canonical.slice(turn.index + turn[1]!.length) : null;
}

/** A loss: someone died, passed away, was lost. */
const LOSS =
  /\b((e|sono|e stat[oa]|mi e|mi sono) (mort[oaie]|scompars[oaie]|mancat[oaie]|venut[oaie] a mancare|andat[oaie] in cielo)|(ho|abbiamo|hai|ha) perso (mia|mio|il mio|la mia|i miei|le mie|nostr[oa]|suo|sua) \w+|(passed away|died)|lost my \w+)\b/;

/** The canonical text with each loss and the few words around it (its date) taken out. */
export function withoutDatedLoss(canonical: string): string {
  return canonical
    .replace(new RegExp(`(\\w+ ){0,4}(${LOSS.source})( \\w+){0,3}`, 'g'), ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
