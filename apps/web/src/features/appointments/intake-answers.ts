import { itAppointments } from '@sanity/shared/i18n/it-appointments';
import { type IntakeAnswer } from '@sanity/shared/schemas/appointments';
import { format, isValid } from 'date-fns';
import { it as itLocale } from 'date-fns/locale';

const a = itAppointments.appointments;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const numberFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/** A 'YYYY-MM-DD' answer as "5 marzo 2026": a calendar day, read without any time zone shift. */
function italianDay(text: string): string | null {
  const m = LOCAL_DATE.exec(text);
  if (!m) return null;
  const day = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return isValid(day) && day.getDate() === Number(m[3]) ? format(day, 'd MMMM yyyy', { locale: itLocale }) : null;
}

/**
 * One intake answer as the doctor reads it, by the field's type: 'Sì'/'No', a date in Italian, an
 * Italian number; null when the answer is empty (nothing to show). Answers stored before their
 * type was kept are formatted by their value alone.
 */
export function formatAnswer(answer: Pick<IntakeAnswer, 'type' | 'value'>): string | null {
  const { type, value } = answer;
  if (typeof value === 'boolean') return value ? a.answerYes : a.answerNo;
  if (typeof value === 'number') return Number.isFinite(value) ? numberFormat.format(value) : null;
  const text = value.trim();
  if (!text) return type === 'checkbox' ? a.answerNo : null;
  if (type === 'date' || type === undefined) {
    const day = italianDay(text);
    if (day) return day;
  }
  if (type === 'number' && Number.isFinite(Number(text))) return numberFormat.format(Number(text));
  return text;
}

/** The answers to show, with their question labels, in the order they were asked; empty ones left out. */
export function shownAnswers(answers: readonly IntakeAnswer[] | undefined): Array<{ id: string; label: string; text: string; long: boolean }> {
  return (answers ?? []).flatMap((answer) => {
    const text = formatAnswer(answer);
    return text === null ? [] : [{ id: answer.id, label: answer.name.trim() || answer.id, text, long: answer.type === 'textarea' }];
  });
}
