/**
 * Verified reviews' rules (issue 28), pure so that the server decides and the web explains with
 * the same numbers: who may review which visit and until when, how an author is named, when a
 * doctor's average is shown.
 */
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
/** Days after the visit's end during which its patient may review it. */
export const REVIEW_WINDOW_DAYS = 30;
/** Published reviews needed before an average is shown ('Nuovo su Sanity' below). */
export const REVIEWS_RATING_THRESHOLD = 3;
export const REVIEWS_PAGE_SIZE = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant the visit ending at `endsAt` may be reviewed (30 × 24 h later). */
export function reviewableUntil(endsAt: Date): Date {
  return new Date(endsAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

export type ReviewEligibility = 'ok' | 'cancelled' | 'no-show' | 'not-yet' | 'window-closed';

/** Whether a visit of one's own may be reviewed at `now` (already reviewed is checked apart: a 409, not a 422). */
export function reviewEligibility(visit: { cancelled: boolean; noShow: boolean; endsAt: Date }, now: Date): ReviewEligibility {
  if (visit.cancelled) return 'cancelled';
  if (visit.noShow) return 'no-show';
  if (now.getTime() < visit.endsAt.getTime()) return 'not-yet';
  if (now.getTime() > reviewableUntil(visit.endsAt).getTime()) return 'window-closed';
  return 'ok';
}

/** 'Maria R.' from the writer's name, or the fixed label they chose or that erasure leaves. */
export function reviewAuthor(writer: { nome: string; cognome: string } | null, showAs: 'name' | 'verified', labels: { verified: string; erased: string }): string {
  if (writer === null) return labels.erased;
  if (showAs === 'verified') return labels.verified;
  const first = writer.nome.trim();
  const initial = writer.cognome.trim().charAt(0).toLocaleUpperCase('it-IT');
  if (first === '') return labels.verified;
  return initial ? `${first} ${initial}.` : first;
}

/** The average to one decimal and the count, or null below the threshold. */
export function ratingSummary(sum: number, count: number): { average: number; count: number } | null {
  if (count < REVIEWS_RATING_THRESHOLD) return null;
  return { average: Math.round((sum / count) * 10) / 10, count };
}
