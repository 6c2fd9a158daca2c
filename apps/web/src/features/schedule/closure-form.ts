import { toMinutes } from '@sanity/shared/domain/practice/time-slots';
import { itSchedule } from '@sanity/shared/i18n/it-schedule';
import { CLOSURE_NOTE_MAX, type CreateClosure } from '@sanity/shared/schemas/schedule';

/**
 * The 'Chiudi lo studio' form (issue 25): whole days from one date to another, or part of one
 * day between two times. Pure: the form state, its Italian field errors, and what is sent.
 * The server checks again (past, overlapping closures) and its refusal is shown beside the field.
 */
export type ClosureForm = {
  fromDate: string;
  toDate: string;
  allDay: boolean;
  fromTime: string;
  toTime: string;
  note: string;
};

export type ClosureFormErrors = Partial<Record<'fromDate' | 'toDate' | 'fromTime' | 'toTime' | 'note', string>>;

export const NOTE_MAX = CLOSURE_NOTE_MAX;

export function emptyClosureForm(tomorrow: string): ClosureForm {
  return { fromDate: tomorrow, toDate: tomorrow, allDay: true, fromTime: '14:00', toTime: '18:00', note: '' };
}

/** Whether the doctor typed or chose anything (the unsaved-changes guard). */
export function isClosureFormTouched(form: ClosureForm, initial: ClosureForm): boolean {
  return JSON.stringify(form) !== JSON.stringify(initial);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The form's errors in Italian, by field; empty when it can be sent. */
export function closureFormErrors(form: ClosureForm): ClosureFormErrors {
  const t = itSchedule.screens;
  const errors: ClosureFormErrors = {};
  if (!DATE.test(form.fromDate)) errors.fromDate = t.dateRequired;
  if (form.allDay) {
    if (!DATE.test(form.toDate)) errors.toDate = t.dateRequired;
    else if (!errors.fromDate && form.toDate < form.fromDate) errors.toDate = t.endBeforeStart;
  } else if (!(toMinutes(form.toTime) > toMinutes(form.fromTime))) {
    errors.toTime = t.timeEndBeforeStart;
  }
  if (form.note.trim().length > NOTE_MAX) errors.note = t.noteHint;
  return errors;
}

/**
 * What is sent (CreateClosureSchema): whole local days, first and last included, or part of one local
 * day between two times. The server turns them into instants in the doctor's time zone. Null when
 * the form has errors.
 */
export function closureInput(form: ClosureForm): CreateClosure | null {
  if (Object.keys(closureFormErrors(form)).length > 0) return null;
  const note = form.note.trim();
  return form.allDay
    ? { allDay: true, fromDate: form.fromDate, toDate: form.toDate, note }
    : { allDay: false, date: form.fromDate, start: form.fromTime, end: form.toTime, note };
}
