import type { Intent } from '@sanity/shared/domain/assistant/types';

/**
 * One question of Igea's quality table (issue 11 point 8, issue 22): what a correct answer must do,
 * judged by harness.ts. The tables: issue-11-questions.ts and dev-*.ts (the development part, tuned
 * on) and heldout.ts (only measured); sets.ts joins them.
 */
/** What a question tests, for the bench's figures per category. */
export type QualityCategory =
  | 'emergency'
  | 'past_event'
  | 'own_data'
  | 'visit'
  | 'practice'
  | 'follow_up'
  | 'refusal'
  | 'content'
  | 'off_topic'
  | 'platform'
  | 'find_doctor'
  | 'symptoms'
  | 'small_talk';

export interface QualityCase {
  question: string;
  /** What the built-in path must understand. */
  intent: Intent;
  /** The category it counts in (default: from the intent, see categoryOf in harness.ts). */
  category?: QualityCategory;
  /** Earlier user messages of the same conversation, sent first (their real replies become the history). */
  turns?: string[];
  /** A source the answer must name: kind and (a substring of) its title, e.g. { kind: 'article', title: 'Ipertensione' } or { kind: 'doctor', title: 'Laura Esposito' }. */
  source?: { kind: 'article' | 'therapy' | 'doctor' | 'appointment' | 'page'; title: string };
  /** Substrings (case-insensitive) the answer must contain, e.g. ['112']. */
  contains?: string[];
  /** Substrings (case-insensitive) the answer must not contain, e.g. ['prima disponibilità']. */
  notContains?: string[];
  /** The answer must refuse (diagnosis, prescription, no content on the topic, unknown). */
  refusal?: boolean;
  /** Who asks: the demo patient (default), a stranger without appointments or private content, or the demo doctor. */
  asker?: 'patient' | 'stranger' | 'doctor';
  /** A title or text the answer (text and sources) must NOT contain: private, paid or draft content. */
  mustNotName?: string;
}

/** A source an answer must name: its kind and (a substring of) its title. */
export const article = (title: string) => ({ kind: 'article' as const, title });
export const therapy = (title: string) => ({ kind: 'therapy' as const, title });
export const doctor = (title: string) => ({ kind: 'doctor' as const, title });
export const page = (title: string) => ({ kind: 'page' as const, title });

/** Words of the paid body of "Alimentazione e colesterolo", beyond its public card. */
export const PAID_BODY = 'Pesce azzurro';
