import { answerProblem, missingRequiredFields, type CustomFieldAnswer } from '@sanity/shared/domain/appointments/booking-rules';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import type { IntakeAnswer } from '@sanity/shared/schemas/appointments';
import type { Service } from '@sanity/shared/schemas/practice';
import { AppError } from '../../lib/app-error';

const b = itBooking.booking;

/** The answers to keep: the service's own fields only, checked for presence and shape (spec §5). */
export function checkAnswers(service: Service, answers: Record<string, CustomFieldAnswer>): IntakeAnswer[] {
  const missing = missingRequiredFields(service.customFields, answers);
  if (missing.length > 0) {
    const fields = Object.fromEntries(service.customFields.filter((f) => missing.includes(f.name)).map((f) => [`customFields.${f.id}`, b.requiredFields]));
    throw new AppError(400, b.requiredCustomFields(missing.join(', ')), { fields });
  }
  const kept: IntakeAnswer[] = [];
  for (const field of service.customFields) {
    const value = answers[field.id];
    if (value === undefined) continue;
    const problem = answerProblem(field, value);
    if (problem) {
      const message = {
        email: b.invalidEmail,
        phone: b.invalidPhone,
        number: b.invalidNumber(field.name),
        option: b.invalidOption(field.name),
        date: b.invalidDate,
      }[problem];
      throw new AppError(400, message, { fields: { [`customFields.${field.id}`]: message } });
    }
    // The label and type are kept with the answer: the doctor may rename or delete the field later.
    kept.push({ id: field.id, name: field.name, type: field.type, value: typeof value === 'string' ? value.trim() : value });
  }
  return kept;
}
