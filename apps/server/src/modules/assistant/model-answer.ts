import { TZDate } from '@date-fns/tz';
import { itAssistant } from '@sanity/shared/i18n/it-assistant';
import type { Intent } from '@sanity/shared/domain/assistant/types';
import { DEFAULT_TIME_ZONE } from '@sanity/shared/domain/slots/compute-slots';
import { format } from 'date-fns';
import { it as itLocale } from 'date-fns/locale/it';
import type { Clock } from '../../lib/clock';
import type { ChatSource } from '@sanity/shared/schemas/chat';
import type { ModelAnswerer } from './assistant.service';
import type { Answer } from './builtin-answers';
import type { Grounding } from './grounding';
import type { LlmClient } from './llm-client';
import { citedAnswer, groundedMessages, type GroundingSource } from './llm-prompt';

/** The intents a model may word: those answered from gathered data. The others have exact built-in answers. */
const MODEL_INTENTS: ReadonlySet<Intent> = new Set(['content', 'unknown', 'find_doctor', 'next_appointment', 'diagnosis']);
const HEALTH_INTENTS: ReadonlySet<Intent> = new Set(['content', 'unknown', 'diagnosis']);

type Numbered = GroundingSource & { source: ChatSource };

/** The gathered data as numbered sources (passages, doctors) and facts (the user's own visits). */
function groundingOf(g: Grounding): { sources: Numbered[]; facts: string[] } {
  const sources: Numbered[] = [];
  const add = (source: ChatSource, text: string) => sources.push({ n: sources.length + 1, title: source.title, url: source.url, text, source });
  for (const p of g.passages ?? []) add({ kind: p.isTherapy ? 'therapy' : 'article', title: p.title, url: `/article/${p.articleId}` }, p.text);
  for (const d of g.doctors ?? []) {
    const details = [d.specialization, d.city ? `studio a ${d.city}` : '', d.nextSlot ? `prima disponibilità ${d.nextSlot}` : ''].filter(Boolean).join(', ');
    add({ kind: 'doctor', title: d.name, url: `/doctor/${d.id}` }, `Medico su Sanity: ${d.name}${details ? ` (${details})` : ''}.`);
  }
  const facts = (g.appointments ?? []).map((v) => `Appuntamento${v.person ? ` di ${v.person}` : ''}: ${v.when} con ${v.counterpart} (${v.service})${v.place ? `, a ${v.place}` : ''}.`);
  if (g.appointments && g.appointments.length === 0) facts.push('L’utente non ha appuntamenti in programma.');
  return { sources, facts };
}

/**
 * The optional model's answer (issue 11 point 5): only for the intents answered from data, and
 * only when there is data to ground it on; its citations become the answer's links. Emergencies
 * never get here (the service answers them first). null → the built-in answer.
 */
export function createModelAnswerer(llm: LlmClient, clock: Clock): ModelAnswerer {
  return async ({ detected, grounding, message, history }) => {
    if (!MODEL_INTENTS.has(detected.intent)) return null;
    const { sources, facts } = groundingOf(grounding);
    if (sources.length === 0 && facts.length === 0) return null;
    // So that "domani" or "tra tre giorni" in a question can be understood.
    facts.unshift(`Oggi è ${format(new TZDate(clock.now(), DEFAULT_TIME_ZONE), 'EEEE d MMMM yyyy', { locale: itLocale })}.`);
    const text = await llm.complete(groundedMessages({ question: message, history, sources, facts }));
    if (!text) return null;
    const cited = citedAnswer(text, sources);
    // The user's visits are facts, which cannot be cited: their page is linked as the built-in answer does.
    const pages: ChatSource[] = detected.intent === 'next_appointment' ? [{ kind: 'appointment', title: itAssistant.pages.appointments, url: '/appuntamenti' }] : [];
    const withDisclaimer = HEALTH_INTENTS.has(detected.intent) && !cited.text.includes(itAssistant.disclaimer) ? `${cited.text}\n\n${itAssistant.disclaimer}` : cited.text;
    const answer: Answer = { text: withDisclaimer, sources: [...pages, ...cited.sources.map((s) => s.source)], emergency: false, intent: detected.intent, answeredBy: 'model' };
    return answer;
  };
}
