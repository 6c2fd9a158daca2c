import { normalizeItalian } from './normalize';

/**
 * Which of a practice's services a question names (issue 22 point 6: 'quanto costa un ecg dal
 * cardiologo Bianchi?', 'prezzo holter da bianchi', 'la mappatura nei dalla Esposito'), so that the
 * answer gives that service's price and length from the practice data rather than the directory.
 * People name a service by a word of it, its usual abbreviation ('ecg', 'eco', 'holter'), a form of
 * the word ('mappa dei nei', 'cardiologo' for 'cardiologica') or with a typo. Each word of a
 * service's name counts when the question has it so; a specific word ('elettrocardiogramma',
 * 'acne') counts more than a kind of visit ('visita', 'controllo') or a specialty's adjective
 * ('cardiologica', which the doctor's title in the question also matches, and which alone names no
 * service). The best service wins; a tie or nothing matched is no service.
 */

/** Abbreviations and other names, read as the word a service's name uses. */
const ALIASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(ecg|ekg|elettro|elettrocardio|elettrocardiografi\w*|ecg\w*)\b/g, 'elettrocardiogramma'],
  [/\b(eco|ecografi\w*|ecograf\w*)\b/g, 'ecografia'],
  [/\b(neo|nevi|nevo)\b/g, 'nei'],
  [/\b(pulizia|pulizie|detartrasi|ablazione del tartaro)\b/g, 'igiene'],
  [/\b(video ?consult\w*|televisit\w*|videovisit\w*|video ?visit\w*|visita online|consulto online)\b/g, 'teleconsulto'],
  [/\b(fisio|seduta)\b/g, 'fisioterapia'],
  [/\b(psicolog\w*|colloquio)\b/g, 'colloquio'],
  [/\b(ecg|heart tracing|electrocardiogram)\b/g, 'elettrocardiogramma'],
  [/\b(blood pressure monitor)\b/g, 'holter'],
  [/\b(check ?up|checkup)\b/g, 'controllo'],
];
const STOP = new Set(['di', 'del', 'della', 'dei', 'delle', 'degli', 'e', 'a', 'in', 'con', 'per', 'la', 'il', 'lo', 'le', 'gli', 'un', 'una', 'uno']);
/** Words that name a kind of visit rather than which one. */
const GENERIC = /^(visita|visite|controllo|controlli|consulto|prima|completa|professionale|medica|generale|esame|24h|\d+\w*)$/;
/** A specialty's adjective ('cardiologica', 'dermatologica', 'pediatrica'): the doctor's title matches it too. */
const SPECIALTY_ADJECTIVE = /(olog|iatr|pedic|ostetr|nutrizion|oculist)\w*$/;
const STEM = 5;

/** Whether two words differ by at most one letter (added, dropped or changed). */
function nearlySame(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function wordMatches(serviceWord: string, asked: readonly string[]): boolean {
  return asked.some((w) =>
    w === serviceWord ||
    (serviceWord.length >= STEM && w.length >= STEM && w.slice(0, STEM) === serviceWord.slice(0, STEM)) ||
    (serviceWord.length >= 5 && w.length >= 5 && nearlySame(w, serviceWord)),
  );
}

const weightOf = (word: string) => (GENERIC.test(word) || SPECIALTY_ADJECTIVE.test(word) ? 0.5 : 1);

/** The words of a question as a service's name would use them (aliases read). */
export function serviceWordsOf(text: string): string[] {
  let t = normalizeItalian(text);
  for (const [pattern, word] of ALIASES) t = t.replace(pattern, word);
  return t.split(' ').filter((w) => w && !STOP.has(w));
}

/** The service of `services` the question names (see above), or undefined. */
export function serviceAsked<S extends { name: string }>(text: string, services: readonly S[]): S | undefined {
  const asked = serviceWordsOf(text);
  let best: S | undefined;
  let bestScore = 0;
  let tie = false;
  for (const service of services) {
    const words = normalizeItalian(service.name).split(' ').filter((w) => w && !STOP.has(w));
    const matched = words.filter((w) => wordMatches(w, asked));
    // The specialty's adjective alone is the doctor's title ('dalla dermatologa'), not a service named.
    const score = matched.some((w) => !SPECIALTY_ADJECTIVE.test(w)) ? matched.reduce((sum, w) => sum + weightOf(w), 0) : 0;
    if (score > bestScore) [best, bestScore, tie] = [service, score, false];
    else if (score === bestScore && score > 0) tie = true;
  }
  return tie ? undefined : best;
}
