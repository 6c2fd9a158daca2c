import type { CustomField } from '../../schemas/practice';
import { isValidPhone } from '../phone';

/** An answer to a service's intake field, as the booking form and the creation payload carry it. */
export type CustomFieldAnswer = string | number | boolean;

/** Whether an answer counts as given (spec §5: required custom fields must be non-empty; a required checkbox must be ticked). */
export function isAnswered(value: CustomFieldAnswer | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value);
  return value.trim() !== '';
}

/**
 * Whether a booking's intake answers need the patient's explicit consent (GDPR art. 9, issue 24):
 * as soon as one answer is given. An empty text or an unticked box tells the doctor nothing.
 */
export function needsHealthConsent(answers: Readonly<Record<string, CustomFieldAnswer | null | undefined>>): boolean {
  return Object.values(answers).some(isAnswered);
}

/** Names of the required fields left empty, in the service's order: the {names} of 'Compila tutti i campi obbligatori: {names}'. */
export function missingRequiredFields(fields: readonly CustomField[], answers: Readonly<Record<string, CustomFieldAnswer | null | undefined>>): string[] {
  return fields.filter((f) => f.required && !isAnswered(answers[f.id])).map((f) => f.name);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type AnswerProblem = 'email' | 'phone' | 'number' | 'option' | 'date';

/** A given answer of the wrong shape for its field type, or null when it is fine (empty answers are the required rule's business). */
export function answerProblem(field: CustomField, value: CustomFieldAnswer | null | undefined): AnswerProblem | null {
  if (!isAnswered(value) || typeof value === 'boolean') return null;
  const text = String(value).trim();
  switch (field.type) {
    case 'email':
      return EMAIL.test(text) ? null : 'email';
    case 'phone':
      return isValidPhone(text) ? null : 'phone';
    case 'number':
      return text !== '' && Number.isFinite(Number(text)) ? null : 'number';
    case 'select':
      return field.options.includes(text) ? null : 'option';
    case 'date':
      return DATE.test(text) && !Number.isNaN(Date.parse(text)) ? null : 'date';
    default:
      return null;
  }
}
