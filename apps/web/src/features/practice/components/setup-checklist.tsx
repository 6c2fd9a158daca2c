import { itOnboarding } from '@sanity/shared/i18n/it-onboarding';
import { BOOKING_STEP_KEYS } from '@sanity/shared/domain/practice/readiness-steps';
import type { DoctorReviewStatus } from '@sanity/shared/domain/doctors/review';
import type { ReadinessStep } from '@sanity/shared/schemas/onboarding';
import { ChevronRight, CircleCheck, CircleDashed, ClipboardCheck } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useReadiness } from '../api/get-readiness';
import { STEP_LINKS } from '../settings-links';

const needed = new Set<string>(BOOKING_STEP_KEYS);

/**
 * 'Prepara il tuo studio' (issue 15): a new doctor's steps until patients can book, each linking
 * to where it is done. Gone once the practice is bookable; nothing is shown while it loads or
 * when it cannot be read (the dashboard stays usable without it).
 */
export function SetupChecklist({ enabled, review }: { enabled: boolean; /** The doctor's review state (issue 13), for the 'verification' row's hint. */ review?: DoctorReviewStatus | undefined }) {
  const o = itOnboarding.onboarding;
  const readiness = useReadiness(enabled);
  const titleId = useId();
  if (!enabled || !readiness.data || readiness.data.bookable) return null;
  const { steps } = readiness.data;
  const done = steps.filter((s) => s.done).length;

  return (
    <Card role="region" aria-labelledby={titleId} className="border-brand-200">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <ClipboardCheck className="size-5 text-brand-700" aria-hidden="true" />
            {o.title}
          </CardTitle>
          <p className="text-sm font-medium text-slate-700">{o.progress(done, steps.length)}</p>
        </div>
        <CardDescription>{o.intro}</CardDescription>
      </CardHeader>
      <CardContent className="px-3 pt-4 sm:px-6 sm:pt-5">
        <ol className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
          {steps.map((step) => (
            <StepRow key={step.key} step={step} review={review} />
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}

function StepRow({ step, review }: { step: ReadinessStep; review: DoctorReviewStatus | undefined }) {
  const o = itOnboarding.onboarding;
  const text = step.key === 'verification' && review ? { ...o.steps.verification, hint: o.reviewStep[review] } : o.steps[step.key];
  const Icon = step.done ? CircleCheck : CircleDashed;
  // The review is the platform's to do (issue 24): only a rejected doctor has something to act on
  // (ask again, in the banner); otherwise the row is a status, not a link that leads nowhere.
  const waiting = step.key === 'verification' && !step.done && review !== 'rejected';
  const actionable = step.key !== 'verification' || (!step.done && review === 'rejected');
  const status = step.done ? o.done : waiting ? o.waiting : o.todo;
  const content = (
    <>
      <Icon className={cn('row-span-2 size-6 shrink-0 sm:row-span-1', step.done ? 'text-emerald-600' : 'text-slate-400')} aria-hidden="true" />
      <span className="col-start-2 row-start-1 flex min-w-0 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={cn('font-medium break-words', step.done ? 'text-slate-600' : 'text-slate-900')}>{text.title}</span>
          {needed.has(step.key) && !step.done ? <Badge tone="amber">{o.required}</Badge> : null}
        </span>
        <span className="text-sm text-slate-600">{text.hint}</span>
      </span>
      <span className={cn('col-start-2 row-start-2 text-sm font-medium sm:col-start-3 sm:row-start-1', step.done ? 'text-emerald-700' : 'text-slate-700')}>
        {status}
      </span>
      {actionable ? <ChevronRight className="col-start-3 row-span-2 row-start-1 size-4 shrink-0 text-slate-400 sm:col-start-4 sm:row-span-1" aria-hidden="true" /> : null}
    </>
  );
  // On a phone the status goes under the text, so that the text keeps the row's width.
  const row = 'grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 px-3 py-3 first:rounded-t-xl last:rounded-b-xl sm:grid-cols-[auto_1fr_auto_auto] sm:px-4';
  return (
    <li>
      {actionable ? (
        <Link
          to={STEP_LINKS[step.key]}
          className={cn(row, 'transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600')}
        >
          {content}
        </Link>
      ) : (
        <div className={row}>{content}</div>
      )}
    </li>
  );
}
