import { it } from '@sanity/shared/i18n/it';
import { itReviews as r, itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import { type RatingSummary } from '@sanity/shared/schemas/rating-summary';
import { MessageSquareText, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { Section } from '../../../components/ui/page-header';
import { LoadingText } from '../../../components/ui/spinner';
import { isDoctorRole } from '@sanity/shared/domain/roles';
import { useSession } from '../../auth/api/get-me';
import { useDoctorReviews } from '../api/doctor-reviews';
import { useMyReviews } from '../api/patient-reviews';
import { RatingSummaryView } from './rating-summary';
import { ReviewItem } from './review-item';

type Props = { doctorId: string; isOwner: boolean; signedIn: boolean };

/**
 * 'Recensioni' on a doctor's profile and public page (issue 28): the rating (from three reviews on),
 * the statement of how reviews are verified with its link (Omnibus transparency), then the published
 * reviews newest first, ten at a time ('Mostra altre'). The doctor reads their own with 'Rispondi'
 * and 'Segnala'; any signed-in reader may report. Drawn on the server for the public page.
 */
export default function DoctorReviews({ doctorId, isOwner, signedIn }: Props) {
  const query = useDoctorReviews({ kind: isOwner ? 'own' : 'public', doctorId });
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];
  const rating: RatingSummary | undefined = first?.rating;
  // A patient does not report their own review (the server refuses it): their reviews' ids, read in the browser.
  const session = useSession();
  const patient = session.status === 'signed-in' && !isDoctorRole(session.user.role);
  const mine = useMyReviews(patient && !isOwner);
  const own = new Set((mine.data ?? []).map((review) => review.id));
  return (
    // Below the threshold the profile's header already says 'Nuovo su Sanity': the section does not repeat it.
    <Section title={r.reviewsTitle} id="recensioni" aside={rating ? <RatingSummaryView rating={rating} /> : null}>
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        <span>
          {r.omnibusStatement}{' '}
          <Link to="/recensioni-verificate" className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
            {r.omnibusLink}
          </Link>
        </span>
      </p>
      {isOwner ? <Alert tone="info">{s.ownIntro}</Alert> : null}
      {query.isPending ? (
        <LoadingText>{it.common.loadingShort}</LoadingText>
      ) : query.isError ? (
        <Alert>{s.loadError}</Alert>
      ) : reviews.length === 0 ? (
        <EmptyState icon={MessageSquareText} title={r.noReviews} />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} canReport={signedIn && !own.has(review.id)} canReply={isOwner} />
            ))}
          </ul>
          {first && first.total > reviews.length ? <p className="text-center text-xs text-slate-600">{s.shownOf(reviews.length, first.total)}</p> : null}
          <LoadMore pages={query} label={r.showMore} />
        </>
      )}
    </Section>
  );
}
