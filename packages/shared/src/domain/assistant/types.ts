import type { assistantAnswerMessages } from '../../i18n/it/assistant-answers';

/**
 * What a message to Igea suggests is an emergency; each kind has its answer in the catalogue
 * (`itAssistant.emergency[kind]`). 'general' is an emergency said in general words ("è
 * un'emergenza", "sto morendo").
 */
export type EmergencyKind = Exclude<keyof typeof assistantAnswerMessages.emergency, 'lead' | 'after' | 'english' | 'also' | 'doubt'>;

/**
 * What Igea's built-in path understood a message to ask (docs/ux-choices.md "Igea"):
 * - emergency: see `detectEmergency`; always wins
 * - greeting, thanks, capabilities ("cosa sai fare?", "chi sei?")
 * - next_appointment: the user's own upcoming appointments (also "with Dr X"), never a free slot
 * - visit_question: a question about the user's own booked visit other than its time (what to
 *   bring, preparation, duration, price, where): answered from that visit's service and practice
 * - practice_info: a doctor's practice hours and address, from the practice data
 * - doctor_rating: how a named doctor is rated ('che recensioni ha il dott. Bianchi?'): the average
 *   and count of verified reviews, or that there are not enough yet (issue 28)
 * - how_to_book, how_to_cancel, connect_calendar, favorites, settings, platform_pro,
 *   register_doctor: how the platform works
 * - find_doctor: doctors by sector, specialization, name or city
 * - diagnosis: asks to be diagnosed or prescribed ("cosa ho?", "che farmaco prendo?"): refused
 * - content: a health topic to look up in the published articles and therapies
 * - symptoms: the user describes a (non-urgent) health complaint without asking anything Igea
 *   can answer: the safety line (when to call 112, when to see a doctor) and the specialists
 * - off_topic: not about health, doctors or the platform (weather, sport, recipes): the scope
 * - unknown: nothing recognised (answered plainly, never invented)
 */
export type Intent =
  | 'emergency'
  | 'greeting'
  | 'thanks'
  | 'capabilities'
  | 'next_appointment'
  | 'visit_question'
  | 'practice_info'
  | 'doctor_rating'
  | 'how_to_book'
  | 'how_to_cancel'
  | 'connect_calendar'
  | 'favorites'
  | 'settings'
  | 'platform_pro'
  | 'register_doctor'
  | 'find_doctor'
  | 'diagnosis'
  | 'content'
  | 'symptoms'
  | 'off_topic'
  | 'unknown';

export interface DetectedIntent {
  intent: Intent;
  /** Set when intent is 'emergency'. */
  emergency?: EmergencyKind;
  /** Sectors the message names or implies ("dermatologo", "pelle" → dermatologia), best first. */
  sectorIds: string[];
  /** A city of the directory the message names, spelt as in `IntentContext.cities`. */
  city?: string;
  /** Words that look like a doctor's name ("dottor Bianchi" → "Bianchi"). */
  doctorName?: string;
  /**
   * The message's content words for retrieval: lower-cased, intent and stop words removed
   * ("cosa dicono gli articoli sulla pressione alta?" → "pressione alta"); '' when none.
   */
  topic: string;
  /** The message speaks of suicide or self-harm without a present danger: the answer adds the crisis line. */
  crisis?: boolean;
  /** An animal's health asked (off_topic): 'danger' names a veterinary emergency clinic, 'health' a vet (./pet-question.ts). */
  pet?: 'danger' | 'health';
}

/** What intent detection knows of the platform's data (cheap lists, loaded by the caller). */
export interface IntentContext {
  /** Active sectors (id and Italian name). */
  sectors: ReadonlyArray<{ id: string; name: string }>;
  /** Cities of the directory (GET /api/doctors/cities). */
  cities: readonly string[];
  /** Surnames of the listed doctors, to recognise one typed without a title. */
  surnames?: readonly string[];
}
