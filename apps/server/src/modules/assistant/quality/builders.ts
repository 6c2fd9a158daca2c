import type { Intent } from '@sanity/shared/domain/assistant/types';
import { doctor, type QualityCase } from './case';

/**
 * The case builders shared by Igea's question tables (dev-emergencies.ts, dev-everyday.ts and the
 * parts by later authors, which import them under their own names): each one builds what any
 * correct answer of its kind must do: the intent, the emergency numbers, the demo doctor or article
 * that must be linked, the refusal, what must never be said (a doctor's free slot is never the
 * user's visit). None checks Igea's exact wording.
 *
 * The asker is Giulia Rossi (two upcoming "Visita cardiologica" with Dott. Marco Bianchi, Via
 * Vincenzo Monti 12, Milano, 30 minutes, 120 €; Bianchi receives Monday–Friday 09:00–13:00 and
 * 14:30–18:30) unless the case says 'stranger' (a new patient with no appointments) or 'doctor'
 * (Marco Bianchi himself, whose agenda has Giulia Rossi's visits and others).
 */

export const APPOINTMENTS = { kind: 'appointment' as const, title: 'appuntamenti' };

/** A doctor's free slot, shown in doctor lists: never part of an emergency or of the user's own visit. */
export const NO_SLOT = ['prima disponibilità'];

/** An emergency: 112 first (plus the kind's own line), never a booking slot. */
export const emergency = (question: string, extra: readonly string[] = [], more: Partial<QualityCase> = {}): QualityCase => ({
  question,
  intent: 'emergency',
  category: 'emergency',
  contains: ['112', ...extra],
  notContains: NO_SLOT,
  ...more,
});
export const SUICIDE = ['Telefono Amico'];
export const POISON = ['Antiveleni'];
export const VIOLENCE = ['1522'];

/** Giulia's own upcoming visits: the visit with Marco Bianchi, never a free slot. */
export const own = (question: string, more: Partial<QualityCase> = {}): QualityCase => ({
  question,
  intent: 'next_appointment',
  category: 'own_data',
  notContains: [...NO_SLOT, 'Non hai appuntamenti'],
  ...more,
});
/** The stranger has no appointments at all. */
export const strangerOwn = (question: string, more: Partial<QualityCase> = {}): QualityCase => ({
  question,
  intent: 'next_appointment',
  category: 'own_data',
  asker: 'stranger',
  contains: ['Non hai appuntamenti'],
  notContains: NO_SLOT,
  ...more,
});
/** Marco Bianchi asks about his own agenda (it has visits, Giulia Rossi's among them). */
export const agenda = (question: string, more: Partial<QualityCase> = {}): QualityCase => ({
  question,
  intent: 'next_appointment',
  category: 'own_data',
  asker: 'doctor',
  notContains: [...NO_SLOT, 'Non hai appuntamenti'],
  ...more,
});
/** A question about Giulia's booked "Visita cardiologica" other than its time. */
export const visit = (question: string, extra: string[] = []): QualityCase => ({
  question,
  intent: 'visit_question',
  category: 'visit',
  contains: ['Visita cardiologica', ...extra],
  notContains: NO_SLOT,
});
export const practice = (question: string, contains: string[] = []): QualityCase => ({
  question,
  intent: 'practice_info',
  category: 'practice',
  ...(contains.length ? { contains } : {}),
});
export const diagnosis = (question: string, more: Partial<QualityCase> = {}): QualityCase => ({
  question,
  intent: 'diagnosis',
  category: 'refusal',
  refusal: true,
  ...more,
});
export const content = (question: string, source: QualityCase['source'], more: Partial<QualityCase> = {}): QualityCase => ({
  question,
  intent: 'content',
  category: 'content',
  source,
  ...more,
});
/** A health topic no published article or therapy covers: said plainly. */
export const noContent = (question: string, more: Partial<QualityCase> = {}): QualityCase => ({
  question,
  intent: 'content',
  category: 'content',
  refusal: true,
  ...more,
});
export const offTopic = (question: string, more: Partial<QualityCase> = {}): QualityCase => ({
  question,
  intent: 'off_topic',
  category: 'off_topic',
  notContains: NO_SLOT,
  ...more,
});
export const find = (question: string, name: string, more: Partial<QualityCase> = {}): QualityCase => ({
  question,
  intent: 'find_doctor',
  category: 'find_doctor',
  source: doctor(name),
  ...more,
});
/** A non-urgent complaint of one's own: the safety line says when to call 112. */
export const symptoms = (question: string, more: Partial<QualityCase> = {}): QualityCase => ({
  question,
  intent: 'symptoms',
  category: 'symptoms',
  contains: ['112'],
  ...more,
});
/** A hard negative: words of an emergency, but a past event, a check-up, a general question, a figure of speech. */
export const past = (c: Omit<QualityCase, 'category'>): QualityCase => ({ ...c, category: 'past_event' });
export const followUp = (turns: string[], c: Omit<QualityCase, 'category' | 'turns'>): QualityCase => ({ ...c, turns, category: 'follow_up' });

/** Not an emergency (a past event, a check-up, a relative's history, a general question): answered for what it asks. */
export const notNow = (question: string, intent: Intent, more: Partial<QualityCase> = {}): QualityCase => ({ question, intent, category: 'past_event', ...more });
/** The asker's own appointments, with these words, never a free slot presented as theirs. */
export const mine = (question: string, contains: string[], more: Partial<QualityCase> = {}): QualityCase => ({
  question,
  intent: 'next_appointment',
  category: 'own_data',
  contains,
  notContains: NO_SLOT,
  ...more,
});
/**
 * A follow-up: only the last message is judged, the earlier ones are its conversation. Not exported
 * as `then`: a module exporting `then` is a thenable, and awaiting it (Vitest's module runner awaits
 * every import) never settles — quality.test.ts hung importing this file.
 */
export const afterTurns = (turns: string[], question: string, intent: Intent, more: Partial<QualityCase> = {}): QualityCase => ({ question, intent, category: 'follow_up', turns, ...more });
/** A doctor's hours, address or price, from the practice data. */
export const practiceFacts = (question: string, contains: string[], more: Partial<QualityCase> = {}): QualityCase => ({ question, intent: 'practice_info', category: 'practice', contains, ...more });
/** Not about health, doctors or the platform: the scope, no doctors offered. */
export const outOfScope = (question: string): QualityCase => ({ question, intent: 'off_topic', category: 'off_topic', refusal: true, notContains: NO_SLOT });
