import { itReviews as r, itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import { type PublicReview, SUB_SCORE_KEYS } from '@sanity/shared/schemas/reviews';
import { Flag, MessageSquareReply, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { romeDate, visitMonthLabel } from '../review-form';
import { LazyReplyDialog, LazyReportDialog } from './lazy-review-actions';
import { Stars } from './stars';

type Props = {
  review: PublicReview;
  /** Signed in: 'Segnala'. */
  canReport: boolean;
  /** The reviewed doctor: 'Rispondi' while there is no reply. */
  canReply: boolean;
};

/** One published review: stars, author, the visit's month and service, sub-scores, text and the doctor's reply. */
export function ReviewItem({ review, canReport, canReply }: Props) {
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const subScores = SUB_SCORE_KEYS.flatMap((key) => {
    const value = review.subScores[key];
    return value === undefined ? [] : [{ key, label: r.subScoreLabels[key], value }];
  });
  const mayReply = canReply && review.reply === null;
  return (
    <li>
      <article aria-label={`${review.author}, ${s.stars(review.rating)}`} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:p-5">
        <header className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2">
              <Stars value={review.rating} />
              <span className="sr-only">{s.outOfFive(review.rating)}.</span>
              <span className="font-semibold break-words text-slate-900">{review.author}</span>
            </p>
            <p className="text-sm break-words text-slate-600">
              {s.visitMonth(visitMonthLabel(review.visitMonth))} · {review.serviceName}
            </p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1 self-start text-xs font-medium text-emerald-800">
            <ShieldCheck className="size-4" aria-hidden="true" />
            {s.verifiedVisit}
          </span>
        </header>
        {subScores.length > 0 ? (
          <ul aria-label={r.subScoresLabel} className="flex flex-wrap gap-1.5">
            {subScores.map(({ key, label, value }) => (
              <li key={key} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                <span aria-hidden="true">
                  {label} <span className="font-semibold text-slate-900 tabular-nums">{value}/5</span>
                </span>
                <span className="sr-only">{s.subScoreValue(label, value)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="leading-relaxed break-words whitespace-pre-line text-slate-800">{review.text}</p>
        {review.reply ? (
          <div className="rounded-xl border-l-4 border-brand-200 bg-slate-50 px-4 py-3">
            <p className="text-xs font-semibold text-slate-700">
              {r.replyTitle} · <span className="font-normal text-slate-600">{romeDate(review.reply.publishedAt)}</span>
            </p>
            <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{review.reply.text}</p>
          </div>
        ) : null}
        {mayReply || canReport ? (
          <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3">
            {mayReply ? (
              <Button variant="outline" size="sm" aria-label={s.replyFor(review.author)} aria-haspopup="dialog" onClick={() => setReplying(true)}>
                <MessageSquareReply aria-hidden="true" />
                {r.reply}
              </Button>
            ) : null}
            {canReport ? (
              <Button variant="ghost" size="sm" aria-label={s.reportFor(review.author)} aria-haspopup="dialog" onClick={() => setReporting(true)}>
                <Flag aria-hidden="true" />
                {r.report}
              </Button>
            ) : null}
          </footer>
        ) : null}
      </article>
      {canReply ? <LazyReplyDialog open={replying} reviewId={review.id} author={review.author} onClose={() => setReplying(false)} /> : null}
      {canReport ? <LazyReportDialog open={reporting} reviewId={review.id} author={review.author} onClose={() => setReporting(false)} /> : null}
    </li>
  );
}
