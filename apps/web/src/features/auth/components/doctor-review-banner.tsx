import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type User } from '@sanity/shared/schemas/auth';
import { Hourglass, RotateCcw, ShieldAlert } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useRequestReview } from '../api/request-review';

/** The anchor of the banner, linked from the setup checklist's 'Verifica del profilo' step. */
export const DOCTOR_REVIEW_ANCHOR = 'verifica-profilo';

/**
 * A doctor's own review (issue 13, ADR 0013), in the signed-in shell until approved: while pending a
 * calm note of what already works and what waits for the check; when rejected the admin's reason
 * and 'Chiedi una nuova verifica'. Nothing for patients and approved doctors.
 */
export function DoctorReviewBanner({ user }: { user: User }) {
  const t = itSettings.adminDoctors;
  const request = useRequestReview();
  const review = user.doctorReview;
  if (!review || review.status === 'approved') return null;

  if (review.status === 'pending') {
    return (
      <section id={DOCTOR_REVIEW_ANCHOR} aria-labelledby="doctor-review-title" className="mb-6 flex scroll-mt-6 items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        <Hourglass className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id="doctor-review-title" className="font-semibold">
            {t.pendingTitle}
          </h2>
          <p className="break-words">{t.pendingText}</p>
        </div>
      </section>
    );
  }

  const onRequest = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(t.requestedAgain),
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <section
      id={DOCTOR_REVIEW_ANCHOR}
      aria-labelledby="doctor-review-title"
      className="mb-6 flex scroll-mt-6 flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="doctor-review-title" className="font-semibold">
            {t.rejectedTitle}
          </h2>
          {review.reason ? (
            <p className="break-words">
              <span className="font-medium">{t.rejectedReason}</span> {review.reason}
            </p>
          ) : null}
          <p>{t.rejectedText}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onRequest} disabled={request.isPending} className="ml-8 shrink-0 self-start bg-white sm:ml-0 sm:self-center">
        {request.isPending ? <Spinner className="size-4" /> : <RotateCcw aria-hidden="true" />}
        {t.requestAgain}
      </Button>
    </section>
  );
}
