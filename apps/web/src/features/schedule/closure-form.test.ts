import { describe, expect, it } from 'vitest';
import { closureFormErrors, closureInput, emptyClosureForm } from './closure-form';

describe('the closure form', () => {
  it('sends whole local days, first and last included, with the note trimmed', () => {
    const form = { ...emptyClosureForm('2026-10-24'), toDate: '2026-10-25', note: '  Studio chiuso per ferie ' };
    expect(closureInput(form)).toEqual({ allDay: true, fromDate: '2026-10-24', toDate: '2026-10-25', note: 'Studio chiuso per ferie' });
  });

  it('sends part of a day as the date and its two times', () => {
    const form = { ...emptyClosureForm('2026-08-10'), allDay: false, fromTime: '14:00', toTime: '18:30' };
    expect(closureInput(form)).toEqual({ allDay: false, date: '2026-08-10', start: '14:00', end: '18:30', note: '' });
  });

  it('says in Italian, beside the field, what is wrong, and sends nothing', () => {
    const backwards = { ...emptyClosureForm('2026-08-10'), toDate: '2026-08-09' };
    expect(closureFormErrors(backwards)).toEqual({ toDate: 'La fine deve venire dopo l’inizio.' });
    expect(closureInput(backwards)).toBeNull();
    expect(closureFormErrors({ ...emptyClosureForm(''), toDate: '' })).toMatchObject({ fromDate: 'Indica la data.', toDate: 'Indica la data.' });
    expect(closureFormErrors({ ...emptyClosureForm('2026-08-10'), allDay: false, fromTime: '18:00', toTime: '14:00' })).toEqual({
      toTime: 'L’ora di fine deve venire dopo l’ora di inizio.',
    });
    expect(closureFormErrors({ ...emptyClosureForm('2026-08-10'), note: 'x'.repeat(201) })).toHaveProperty('note');
  });
});
