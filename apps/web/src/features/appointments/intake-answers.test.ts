import { describe, expect, it } from 'vitest';
import { formatAnswer, shownAnswers } from './intake-answers';

describe('intake answers as the doctor reads them', () => {
  it('formats by the field type: Sì/No, Italian dates and numbers, text as given', () => {
    expect(formatAnswer({ type: 'checkbox', value: true })).toBe('Sì');
    expect(formatAnswer({ type: 'checkbox', value: false })).toBe('No');
    expect(formatAnswer({ type: 'date', value: '2026-03-05' })).toBe('5 marzo 2026');
    expect(formatAnswer({ type: 'number', value: 72.5 })).toBe('72,5');
    expect(formatAnswer({ type: 'select', value: 'Controllo' })).toBe('Controllo');
    // A text that looks like a date stays as typed when the field is plain text.
    expect(formatAnswer({ type: 'text', value: '2026-03-05' })).toBe('2026-03-05');
  });

  it('formats answers stored without a type by their value', () => {
    expect(formatAnswer({ value: '1990-12-31' })).toBe('31 dicembre 1990');
    expect(formatAnswer({ value: true })).toBe('Sì');
    expect(formatAnswer({ value: 'Pressione alta' })).toBe('Pressione alta');
  });

  it('keeps the question labels and order, and leaves out empty answers', () => {
    expect(
      shownAnswers([
        { id: 'motivo', name: 'Motivo della visita', type: 'select', value: 'Controllo' },
        { id: 'note', name: 'Altro', type: 'textarea', value: '  ' },
        { id: 'terapia', name: 'Terapia in corso', type: 'checkbox', value: false },
      ]),
    ).toEqual([
      { id: 'motivo', label: 'Motivo della visita', text: 'Controllo', long: false },
      { id: 'terapia', label: 'Terapia in corso', text: 'No', long: false },
    ]);
    expect(shownAnswers([])).toEqual([]);
    expect(shownAnswers(undefined)).toEqual([]);
  });
});
