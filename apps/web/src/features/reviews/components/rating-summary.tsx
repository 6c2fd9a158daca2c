import { itReviews, itReviewsScreens } from '@sanity/shared/i18n/it-reviews';
import { type RatingSummary } from '@sanity/shared/schemas/rating-summary';
import { Sparkles } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Stars } from './stars';

/** One decimal, Italian: '4,6'. */
export const formatAverage = (average: number) => average.toLocaleString('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A doctor's rating on the directory card and the profile (issue 28): the average with stars and the
 * count from three published reviews on, 'Nuovo su Sanity' before (the server sends null then), and
 * nothing while the answer carries no rating at all. The only piece of the feature loaded with the
 * card and the profile; everything else is lazy.
 */
export function RatingSummaryView({ rating, size = 'sm', className }: { rating: RatingSummary | undefined; size?: 'sm' | 'md'; className?: string }) {
  if (rating === undefined) return null;
  if (rating === null) {
    return (
      <span
        title={itReviewsScreens.newOnSanityHint}
        className={cn('inline-flex items-center gap-1 self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200 ring-inset', className)}
      >
        <Sparkles className="size-3.5 shrink-0 text-brand-700" aria-hidden="true" />
        {itReviews.newOnSanity}
      </span>
    );
  }
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5', size === 'md' ? 'text-base' : 'text-sm', className)}>
      <span className="sr-only">{itReviews.ratingAria(rating.average, rating.count)}</span>
      <Stars value={rating.average} size={size} />
      <span aria-hidden="true" className="font-semibold text-slate-900 tabular-nums">
        {formatAverage(rating.average)}
      </span>
      <span aria-hidden="true" className="text-slate-600">
        {`(${itReviews.reviewsCount(rating.count)})`}
      </span>
    </span>
  );
}
