import { describe, expect, test } from 'vitest';
import { ratingSummary, reviewAuthor, reviewEligibility, reviewableUntil } from './rules';

const end = new Date('2026-03-10T10:30:00Z');
const day = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(end.getTime() + ms);

describe('reviewEligibility', () => {
  test('from the visit’s end to 30 days after, a visit that took place', () => {
    const visit = { cancelled: false, noShow: false, endsAt: end };
    expect(reviewEligibility(visit, at(-1))).toBe('not-yet');
    expect(reviewEligibility(visit, end)).toBe('ok');
    expect(reviewEligibility(visit, at(30 * day))).toBe('ok');
    expect(reviewEligibility(visit, at(30 * day + 1))).toBe('window-closed');
    expect(reviewableUntil(end).toISOString()).toBe('2026-04-09T10:30:00.000Z');
  });

  test('never a cancelled visit or a no-show', () => {
    expect(reviewEligibility({ cancelled: true, noShow: false, endsAt: end }, at(day))).toBe('cancelled');
    expect(reviewEligibility({ cancelled: false, noShow: true, endsAt: end }, at(day))).toBe('no-show');
  });
});

describe('reviewAuthor', () => {
  const labels = { verified: 'Paziente verificato', erased: 'Paziente' };
  test('first name and the surname’s initial, the chosen label, or the erased one', () => {
    expect(reviewAuthor({ nome: 'Maria', cognome: 'rossi' }, 'name', labels)).toBe('Maria R.');
    expect(reviewAuthor({ nome: 'Maria', cognome: 'Rossi' }, 'verified', labels)).toBe('Paziente verificato');
    expect(reviewAuthor(null, 'name', labels)).toBe('Paziente');
  });
});

describe('ratingSummary', () => {
  test('nothing below three reviews, then the average to one decimal', () => {
    expect(ratingSummary(10, 2)).toBeNull();
    expect(ratingSummary(13, 3)).toEqual({ average: 4.3, count: 3 });
    expect(ratingSummary(9, 2 + 1)).toEqual({ average: 3, count: 3 });
  });
});
