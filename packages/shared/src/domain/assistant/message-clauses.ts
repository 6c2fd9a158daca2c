import { isPastOnly } from './emergency';
import { normalizeItalian } from './normalize';
import { canonicalItalian } from './spelling';
import { SYMPTOM_WORDS } from './symptom-cues';
import type { IntentContext } from './types';

/**
 * The parts of a message that ./intents.ts reads apart: the question after a story, the request after
 * "comunque" or after a complaint told as over, the part told in the present.
 */

// A question word that opens the message ("quando" is left out: "quando fa freddo le dita diventano bianche").
export const QUESTION_WORD = /^(come|cosa|che cosa|dove|perche|quale|quali|quanto|quanta|quanti|chi|posso|devo|puoi|potete|what|how|when|where|why|which|who|can|should|is it|do i|does)\b/;

export const TURN_TO_ASK = /\b(comunque|anyway|ad ogni modo|in ogni caso|detto questo|by the way|btw)\b/g;
/** The words after the last "comunque / anyway" of a message, when there are a few and something came before. */
export function requestTurnedTo(t: string): string {
  const turns = [...t.matchAll(TURN_TO_ASK)];
  const last = turns.at(-1);
  if (!last || last.index === 0) return '';
  const rest = t.slice(last.index + last[0].length).trim();
  return rest.split(' ').length >= 2 ? rest : '';
}

// A complaint told as over ("ora passato", "adesso sta meglio", "ora tutto ok"), and what follows it.
export const SETTLED = /\b(ora|adesso|oggi|ormai) (e |sta |sto |stiamo |va |tutto )?(passat[oaie]|meglio|bene|benissimo|ok|a posto|guarit[oaie])\b|\b(e|sono) (gia )?passat[oaie]\b/;
/** The request after a complaint told as over, when one follows it with a word of its own ("ma vorrei", "chi", "come"). */
export function requestAfterSettled(t: string): string {
  const settled = SETTLED.exec(t);
  if (!settled) return '';
  const rest = t.slice(settled.index + settled[0].length).replace(/^\s*(ma|pero|e|quindi|allora|comunque)\b\s*/, '').trim();
  return rest.split(' ').length >= 3 && !SYMPTOM_WORDS.test(rest.replace(/\b(se|quando) (ritorna|torna|ricapita|succede)\b.*$/, '')) ? rest : '';
}

// Where a story ends and the question begins: a full stop, a colon, or a comma before a question word.
export const CLAUSE_BREAK = /[.:;!?\n]+|,\s*(?=(what|how|which|do|does|is|are|can|could|any|come|cosa|che|quali|quale|quanto|dove|perche|c e|c è|c'è|ci sono|avete|hai|esiste|esistono)\b)/i;

/** The canonical text without its clauses told as past ("a gennaio ho avuto l'influenza"), or '' when none is. */
export function presentPartOf(text: string, ctx: IntentContext): string {
  const clauses = text.split(/[.:;!?\n,]+/).map((p) => canonicalItalian(p, [...ctx.cities, ...ctx.sectors.map((s) => s.name)])).filter(Boolean);
  const kept = clauses.filter((c) => !isPastOnly(c));
  return kept.length > 0 && kept.length < clauses.length ? kept.join(' ') : '';
}

/** The last clause of a message of several, when it is a question ('?' or a question word). */
export function questionClauseOf(text: string): string | undefined {
  const parts = text.split(CLAUSE_BREAK).map((p) => p?.trim() ?? '').filter((p) => p.length > 0 && !/^(what|how|which|do|does|is|are|can|could|any|come|cosa|che|quali|quale|quanto|dove|perche|c e|c è|c'è|ci sono|avete|hai|esiste|esistono)$/i.test(p));
  if (parts.length < 2) return undefined;
  const last = parts.at(-1)!;
  return /\?\s*$/.test(text) || QUESTION_WORD.test(normalizeItalian(last)) ? last : undefined;
}
