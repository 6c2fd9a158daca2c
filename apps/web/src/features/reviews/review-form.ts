import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@sanity/shared/domain/reviews/rules';
import { itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import { type CreateReviewInput, type ReviewShowAs, type ReviewSubScores, SUB_SCORE_KEYS } from '@sanity/shared/schemas/reviews';

/** What the review dialog holds while the patient writes (nothing is sent until 'Pubblica'). */
export type ReviewDraft = {
  rating: number | null;
  subScores: ReviewSubScores;
  text: string;
  showAs: ReviewShowAs;
};

export const emptyReviewDraft = (): ReviewDraft => ({ rating: null, subScores: {}, text: '', showAs: 'name' });

/** Whether closing would lose something the patient chose or typed (then the dialog asks first). */
export function isReviewDraftTouched(draft: ReviewDraft): boolean {
  return draft.rating !== null || draft.text.trim() !== '' || SUB_SCORE_KEYS.some((key) => draft.subScores[key] !== undefined);
}

/** The live count under the text: the trimmed length the server counts, and how many are still missing. */
export function reviewTextStatus(text: string): { length: number; missing: number } {
  const length = text.trim().length;
  return { length, missing: Math.max(0, REVIEW_TEXT_MIN - length) };
}

export type ReviewDraftErrors = { rating?: string; text?: string };

/** The draft's errors as the server would find them (CreateReviewSchema), in the dialog's words. */
export function reviewDraftErrors(draft: ReviewDraft): ReviewDraftErrors {
  const errors: ReviewDraftErrors = {};
  if (draft.rating === null) errors.rating = s.ratingRequired;
  const { length } = reviewTextStatus(draft.text);
  if (length < REVIEW_TEXT_MIN) errors.text = s.textTooShort(REVIEW_TEXT_MIN);
  else if (length > REVIEW_TEXT_MAX) errors.text = s.textHint(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX);
  return errors;
}

/** The request body, or null while the draft has errors; sub-scores only when some were given. */
export function toCreateReview(appointmentId: string, draft: ReviewDraft): CreateReviewInput | null {
  if (draft.rating === null || Object.keys(reviewDraftErrors(draft)).length > 0) return null;
  const given = SUB_SCORE_KEYS.filter((key) => draft.subScores[key] !== undefined);
  return {
    appointmentId,
    rating: draft.rating,
    ...(given.length > 0 ? { subScores: Object.fromEntries(given.map((key) => [key, draft.subScores[key]])) } : {}),
    text: draft.text.trim(),
    showAs: draft.showAs,
  };
}

/** 'novembre 2026' from the API's 'YYYY-MM' (the visit's month in Rome time); the raw value if it is not one. */
export function visitMonthLabel(visitMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(visitMonth);
  if (!match) return visitMonth;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
  return date.toLocaleDateString('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** '16 novembre 2026', the day in Rome time of an ISO instant (visits and reviews are Italian); '' when invalid. */
export function romeDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });
}
