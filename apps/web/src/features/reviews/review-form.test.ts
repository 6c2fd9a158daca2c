import { describe, expect, test } from 'vitest';
import { emptyReviewDraft, isReviewDraftTouched, reviewDraftErrors, reviewTextStatus, romeDate, toCreateReview, visitMonthLabel } from './review-form';

const text = 'Puntuale e molto chiaro nelle spiegazioni.';

describe('the review draft', () => {
  test('an empty draft is untouched; a star, a sub-score or text make it worth asking before closing', () => {
    expect(isReviewDraftTouched(emptyReviewDraft())).toBe(false);
    expect(isReviewDraftTouched({ ...emptyReviewDraft(), text: '   ' })).toBe(false);
    expect(isReviewDraftTouched({ ...emptyReviewDraft(), rating: 4 })).toBe(true);
    expect(isReviewDraftTouched({ ...emptyReviewDraft(), subScores: { ascolto: 2 } })).toBe(true);
    expect(isReviewDraftTouched({ ...emptyReviewDraft(), text: 'B' })).toBe(true);
  });

  test('the count is of the trimmed text, as the server counts, with what is missing to 20', () => {
    expect(reviewTextStatus('  Ottimo  ')).toEqual({ length: 6, missing: 14 });
    expect(reviewTextStatus(text)).toEqual({ length: text.length, missing: 0 });
  });

  test('stars and 20 characters are required; nothing is sent until both are there', () => {
    expect(reviewDraftErrors(emptyReviewDraft())).toEqual({ rating: 'Scegli da 1 a 5 stelle.', text: 'Scrivi almeno 20 caratteri.' });
    expect(toCreateReview('a1', { ...emptyReviewDraft(), rating: 5, text: 'Troppo breve' })).toBeNull();
    expect(toCreateReview('a1', { ...emptyReviewDraft(), text })).toBeNull();
    expect(reviewDraftErrors({ ...emptyReviewDraft(), rating: 1, text: 'x'.repeat(2001) }).text).toBe('Da 20 a 2000 caratteri.');
  });

  test('the body carries the trimmed text, and sub-scores only when given', () => {
    expect(toCreateReview('a1', { rating: 4, subScores: {}, text: `  ${text}  `, showAs: 'verified' })).toEqual({ appointmentId: 'a1', rating: 4, text, showAs: 'verified' });
    expect(toCreateReview('a1', { rating: 4, subScores: { puntualita: 5, struttura: 3 }, text, showAs: 'name' })).toEqual({
      appointmentId: 'a1',
      rating: 4,
      subScores: { puntualita: 5, struttura: 3 },
      text,
      showAs: 'name',
    });
  });

  test("the visit's month reads in Italian", () => {
    expect(visitMonthLabel('2026-11')).toBe('novembre 2026');
    expect(visitMonthLabel('2027-01')).toBe('gennaio 2027');
    expect(visitMonthLabel('boh')).toBe('boh');
  });

  test('a day is the day in Rome, also just after midnight there', () => {
    expect(romeDate('2026-11-30T23:30:00.000Z')).toBe('1 dicembre 2026');
    expect(romeDate('nope')).toBe('');
  });
});
