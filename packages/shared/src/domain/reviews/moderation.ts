import { itReviews } from '../../i18n/it-reviews';
import { INSULTS } from './insults';

/**
 * The automatic check of a review's text (issue 28): what makes it wait for an admin instead of
 * being published at once. Pure, so the writer's form warns with the same rule before sending.
 * It errs towards holding: a false positive costs an admin's click, a miss publishes a phone number.
 * Returns the findings in Italian, in a fixed order; empty means publish.
 */
export function moderationFindings(text: string): string[] {
  const findings: string[] = [];
  if (hasPhoneNumber(text)) findings.push(itReviews.findingPhone);
  if (hasEmailAddress(text)) findings.push(itReviews.findingEmail);
  if (hasHealthIdentifier(text)) findings.push(itReviews.findingHealthId);
  if (hasInsult(text)) findings.push(itReviews.findingInsult);
  return findings;
}

// Digits with at most two separators between them (spaces, dots, dashes, slashes, brackets), optionally after + or 00.
const DIGIT_RUN = /(?:\+|(?<!\d)00)?\d(?:[\s.\-/()]{0,2}\d){5,}/g;
// '03/12/2024', '3.12.24', '01/2024': dates, not numbers to call.
const DATE_LIKE = /^\d{1,2}([./-])\d{1,2}(?:\1\d{2,4})?$|^\d{1,2}[./-]\d{4}$/;

/** Italian phone numbers: mobile (3xx, 9–10 digits), landline (0…, 6–11 digits), toll-free (80x), with +39 / 0039 / 39 or not. */
export function hasPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    const raw = match[0].trim();
    if (DATE_LIKE.test(raw)) continue;
    let digits = raw.replace(/\D/g, '');
    const international = raw.startsWith('+') || raw.startsWith('00');
    if (raw.startsWith('00')) digits = digits.slice(2);
    if (international) {
      // Any international number: a foreign one is contact data as much as an Italian one.
      if (digits.length >= 8 && digits.length <= 15) return true;
      continue;
    }
    if (digits.startsWith('39') && isNationalNumber(digits.slice(2))) return true;
    if (isNationalNumber(digits)) return true;
  }
  return false;
}

function isNationalNumber(digits: string): boolean {
  if (digits.startsWith('3')) return digits.length >= 9 && digits.length <= 10;
  if (digits.startsWith('0')) return digits.length >= 6 && digits.length <= 11;
  if (/^80[0-3]/.test(digits)) return digits.length >= 9 && digits.length <= 10;
  return false;
}

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u;
// 'mario chiocciola gmail punto com', 'mario [at] gmail [dot] it', 'mario @ gmail.com'.
const SPELLED_EMAIL =
  /[\p{L}\d._%+-]+\s*(?:\[at\]|\(at\)|\bchiocciola\b)\s*[\p{L}\d-]+\s*(?:\.|\[dot\]|\(dot\)|\bpunto\b)\s*\p{L}{2,}|[\p{L}\d._%+-]+\s+@\s*[\p{L}\d-]+\.(?:it|com|net|org|eu|info)\b|[\p{L}\d._%+-]+\s*@\s+[\p{L}\d-]+\.(?:it|com|net|org|eu|info)\b/iu;

export function hasEmailAddress(text: string): boolean {
  return EMAIL.test(text) || SPELLED_EMAIL.test(text);
}

// Codice fiscale: 6 letters, year, month letter, day, municipality, check letter; digits may be
// replaced by letters (omocodia); written with spaces between its groups too.
const OMO = '[0-9LMNPQRSTUV]';
const CODICE_FISCALE = new RegExp(
  `(?<![\\p{L}\\d])[A-Z]{3}\\s?[A-Z]{3}\\s?${OMO}{2}[ABCDEHLMPRST]${OMO}{2}\\s?[A-Z]${OMO}{3}[A-Z](?![\\p{L}\\d])`,
  'iu',
);
// The tessera sanitaria's card number (TEAM): 20 digits starting 80 (80380… for Italy), spaced or not.
const CARD_NUMBER = /(?<!\d)8\s?0(?:[\s-]?\d){18}(?!\d)/;

export function hasHealthIdentifier(text: string): boolean {
  return CODICE_FISCALE.test(text) || CARD_NUMBER.test(text);
}

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** Lower case without accents, look-alike digits inside words as letters, dots and dashes inside words dropped, repeated letters as one. */
function normalise(text: string): string {
  return text
    .toLocaleLowerCase('it-IT')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\p{L}\d@$*]+/gu, (token) => (/\p{L}/u.test(token) ? token.replace(/[013457@$]/g, (c) => LEET[c] ?? c) : token))
    .replace(/(?<=\p{L})[._-]+(?=\p{L})/gu, '')
    .replace(/(\p{L})\1+/gu, '$1');
}

function collapse(word: string): string {
  return word.replace(/(\p{L})\1+/gu, '$1');
}

/** A listed word as a pattern over the normalised text: its inner letters may be masked by '*', phrases allow any spacing. */
function insultPattern(entry: string): string {
  return entry
    .split(' ')
    .map((word) => {
      const w = collapse(word);
      if (w.length <= 2) return w;
      return w[0] + [...w.slice(1, -1)].map((c) => `[${c}*]`).join('') + w[w.length - 1];
    })
    .join('\\s*');
}

const INSULT = new RegExp(`(?<![\\p{L}\\d])(?:${INSULTS.map(insultPattern).join('|')})(?![\\p{L}\\d])`, 'u');

export function hasInsult(text: string): boolean {
  return INSULT.test(normalise(text));
}
