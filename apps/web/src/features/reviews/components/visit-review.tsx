import { itReviews as r, itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import { type ReviewableAppointment } from '@sanity/shared/schemas/reviews';
import { MessageSquareHeart } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useMyReviews, useReviewable } from '../api/patient-reviews';
import { romeDate } from '../review-form';
import { LazyReviewDialog } from './lazy-review-dialog';
import { ReviewStateBadge } from './review-state-badge';

/**
 * The review's place in a past visit's 'Dettagli appuntamento' (issue 28), for its patient: 'Lascia una
 * recensione' while the server says the visit may be reviewed, the review's state once written, and
 * nothing otherwise (cancelled, missed, window closed). The same two lists as /appuntamenti (one request
 * each). The dialog is kept apart from the button: sending swaps the button for the state.
 */
export function VisitReview({ appointmentId }: { appointmentId: string }) {
  const reviewable = useReviewable(true);
  const mine = useMyReviews(true);
  const [chosen, setChosen] = useState<ReviewableAppointment | null>(null);
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const visit = reviewable.data?.find((v) => v.appointmentId === appointmentId);
  const written = mine.data?.find((review) => review.appointmentId === appointmentId);

  let body = null;
  if (written) {
    body = (
      <p className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4 text-sm font-medium text-slate-700">
        {s.detailsField}
        <ReviewStateBadge status={written.status} />
      </p>
    );
  } else if (visit) {
    body = (
      <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">{s.reviewableUntil(romeDate(visit.reviewableUntil))}</p>
        <Button
          size="sm"
          variant="secondary"
          className="self-start sm:self-center"
          onClick={() => {
            setChosen(visit);
            setOpenings((n) => n + 1);
            setOpen(true);
          }}
        >
          <MessageSquareHeart aria-hidden="true" />
          {r.leaveReview}
        </Button>
      </div>
    );
  }
  return (
    <>
      {body}
      {chosen ? <LazyReviewDialog key={openings} open={open} visit={chosen} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
