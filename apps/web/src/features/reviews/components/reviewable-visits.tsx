import { REVIEW_WINDOW_DAYS } from '@sanity/shared/domain/reviews/rules';
import { itReviews as r, itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import { type MyReview, type ReviewableAppointment } from '@sanity/shared/schemas/reviews';
import { MessageSquareHeart } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/page-header';
import { useMyReviews, useReviewable } from '../api/patient-reviews';
import { romeDate } from '../review-form';
import { LazyReviewDialog } from './lazy-review-dialog';
import { ReviewStateBadge } from './review-state-badge';
import { Stars } from './stars';

/** The invitation e-mail's link: /appuntamenti?recensione=<appointment id> opens the dialog for that visit. */
export const REVIEW_PARAM = 'recensione';

const DAY_MS = 86_400_000;

/** Reviews written in the last REVIEW_WINDOW_DAYS: the visits just reviewed keep their place, with their state instead of the button. */
function recentOf(mine: MyReview[], now: number): MyReview[] {
  return mine.filter((review) => now - Date.parse(review.createdAt) <= REVIEW_WINDOW_DAYS * DAY_MS);
}

/**
 * 'Com'è andata la visita?' on /appuntamenti (issue 28), for patients: each visit they may review now
 * with 'Lascia una recensione' and until when, then the reviews they wrote lately with their state.
 * Nothing while there is neither. The dialog is kept here, not in the row: sending removes the row.
 */
export default function ReviewableVisits() {
  const reviewable = useReviewable(true);
  const mine = useMyReviews(true);
  const [params, setParams] = useSearchParams();
  const linked = params.get(REVIEW_PARAM);
  const [now] = useState(() => Date.now());
  const [chosen, setChosen] = useState<ReviewableAppointment | null>(null);
  const [open, setOpen] = useState(false);
  // Each opening is a fresh dialog: a draft the patient chose to discard does not come back.
  const [openings, setOpenings] = useState(0);
  const start = (visit: ReviewableAppointment) => {
    setChosen(visit);
    setOpenings((n) => n + 1);
    setOpen(true);
  };

  const visits = reviewable.data ?? [];
  const recent = recentOf(mine.data ?? [], now);
  // The e-mail's link, once the list has arrived: the dialog opens by itself, or it says why not.
  const linkedVisit = linked ? visits.find((v) => v.appointmentId === linked) : undefined;
  const [linkHandled, setLinkHandled] = useState(false);
  if (linked && !linkHandled && reviewable.isSuccess) {
    setLinkHandled(true);
    if (linkedVisit) start(linkedVisit);
  }
  const linkRefused = Boolean(linked && linkHandled && chosen === null);

  const close = () => {
    setOpen(false);
    // The link's visit is done with: a reload does not open the dialog again.
    if (linked) setParams({}, { replace: true });
  };

  if (reviewable.isError) return <Alert>{s.loadError}</Alert>;
  if (visits.length === 0 && recent.length === 0 && !linkRefused && !chosen) return null;

  return (
    <Section title={s.visitsTitle} id="recensioni-visite">
      <p className="text-sm text-slate-600">{s.visitsIntro(REVIEW_WINDOW_DAYS)}</p>
      {linkRefused ? <Alert tone="info">{s.linkNotReviewable(REVIEW_WINDOW_DAYS)}</Alert> : null}
      <ul className="flex flex-col gap-3">
        {visits.map((visit) => {
          const date = romeDate(visit.startsAt);
          return (
            <li key={visit.appointmentId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-start gap-3">
                <MessageSquareHeart className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">{visit.doctorName}</p>
                  <p className="text-sm break-words text-slate-700">
                    {visit.serviceName} · {date}
                  </p>
                  <p className="text-xs text-slate-600">{s.reviewableUntil(romeDate(visit.reviewableUntil))}</p>
                </div>
              </div>
              <Button
                size="sm"
                className="self-start sm:self-center"
                aria-label={s.leaveReviewFor(visit.doctorName, date)}
                onClick={() => start(visit)}
              >
                {r.leaveReview}
              </Button>
            </li>
          );
        })}
        {recent.map((review) => (
          <li key={review.id} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 items-start gap-3">
              <MessageSquareHeart className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{review.doctorName}</p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <Stars value={review.rating} />
                  <span className="sr-only">{s.stars(review.rating)}.</span>
                  {s.myReviewLine(romeDate(review.createdAt))}
                </p>
              </div>
            </div>
            <span className="self-start sm:self-center">
              <span className="sr-only">{s.detailsField}: </span>
              <ReviewStateBadge status={review.status} />
            </span>
          </li>
        ))}
      </ul>
      {chosen ? <LazyReviewDialog key={`${chosen.appointmentId}-${openings}`} open={open} visit={chosen} onClose={close} /> : null}
    </Section>
  );
}
