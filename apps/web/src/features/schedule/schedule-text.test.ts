import { describe, expect, it } from 'vitest';
import { closureWhen, closuresMeeting } from './schedule-text';
import { closureFormErrors, closureInput, emptyClosureForm } from './closure-form';

describe('closureWhen', () => {
  it('writes one whole day, a range of days and part of a day in Italian, in Rome time', () => {
    expect(closureWhen({ startsAt: '2026-08-09T22:00:00.000Z', endsAt: '2026-08-10T22:00:00.000Z', allDay: true })).toBe('lunedì 10 agosto 2026');
    expect(closureWhen({ startsAt: '2026-08-09T22:00:00.000Z', endsAt: '2026-08-14T22:00:00.000Z', allDay: true })).toBe('dal 10 agosto 2026 al 14 agosto 2026');
    expect(closureWhen({ startsAt: '2026-08-10T12:00:00.000Z', endsAt: '2026-08-10T16:00:00.000Z', allDay: false })).toBe('lunedì 10 agosto 2026, dalle 14:00 alle 18:00');
  });

  it('a closure across two days with times names both ends', () => {
    expect(closureWhen({ startsAt: '2026-08-10T12:00:00.000Z', endsAt: '2026-08-11T08:00:00.000Z', allDay: false })).toBe('dal 10 agosto 2026 14:00 al 11 agosto 2026 10:00');
  });
});

describe('closuresMeeting', () => {
  const week = { startsAt: '2026-08-09T22:00:00.000Z', endsAt: '2026-08-14T22:00:00.000Z', allDay: true };
  it('keeps the closures that meet the dates, ends included, and drops the next day', () => {
    expect(closuresMeeting([week], '2026-08-14', '2026-08-31')).toEqual([week]);
    expect(closuresMeeting([week], '2026-08-15', '2026-08-31')).toEqual([]);
    expect(closuresMeeting([week], '2026-07-01', '2026-08-10')).toEqual([week]);
  });
});

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
