import { itOnboarding } from '@sanity/shared/i18n/it-onboarding';
import { CalendarX2, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useReadiness } from '../api/get-readiness';
import { STEP_LINKS } from '../settings-links';

/**
 * On the doctor's own profile (issue 15): says plainly that patients cannot book yet, why (no
 * active service, or no hours for it) and where to fix it. Only the owner ever renders it.
 */
export function NotBookableNotice() {
  const o = itOnboarding.onboarding;
  const readiness = useReadiness(true);
  if (!readiness.data || readiness.data.bookable) return null;
  const doneOf = new Map(readiness.data.steps.map((s) => [s.key, s.done]));
  const hasService = doneOf.get('services') === true;
  // Services and hours ready: only the admin's approval is missing (issue 13), nothing to set up here.
  const awaitingReview = hasService && doneOf.get('hours') === true && doneOf.get('verification') === false;
  const link = hasService ? { to: STEP_LINKS.hours, label: o.setHours } : { to: STEP_LINKS.services, label: o.addService };

  return (
    <section aria-labelledby="not-bookable-title" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-4 text-amber-950 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <CalendarX2 className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id="not-bookable-title" className="font-semibold">
            {o.notBookableTitle}
          </h2>
          <p className="text-sm">
            {awaitingReview ? itOnboarding.onboarding.reviewStep.pending : hasService ? o.notBookableNoHours : o.notBookableNoServices} {o.notBookableOwnerOnly}
          </p>
        </div>
      </div>
      {awaitingReview ? null : (
        <Link to={link.to} className={buttonClasses('outline', 'md', 'ml-8 shrink-0 self-start bg-white sm:ml-0 sm:self-center')}>
          <Settings aria-hidden="true" />
          {link.label}
        </Link>
      )}
    </section>
  );
}
