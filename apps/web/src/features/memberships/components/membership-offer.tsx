import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type User } from '@sanity/shared/schemas/auth';
import { BadgeCheck, CalendarCheck, Check, Sparkles } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { formatLongDate } from '../../../lib/format';
import { formatEuro } from '@sanity/shared/domain/money';
import { useActivateMembership } from '../api/activate-membership';
import { useMembershipOffer } from '../api/get-memberships';

type MembershipOfferProps = {
  user: User;
  /** Leave the offer: the caller signs the doctor in and goes to / (spec §4). */
  onDone: () => void;
  busy?: boolean;
};

/** Spec §2 "Membership offer screen": the Pro plan as a launch offer right after a doctor registers. */
export function MembershipOffer({ user, onDone, busy = false }: MembershipOfferProps) {
  const offer = useMembershipOffer();
  const activation = useActivateMembership();
  const m = itSettings.membership;

  if (activation.isSuccess) {
    const expiry = formatLongDate(activation.data.expiryDate);
    return (
      <div className="flex flex-col items-center gap-5 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 ring-8 ring-emerald-50/60">
          <BadgeCheck className="size-8" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{m.activated}</h1>
          <p className="text-slate-600">{m.activatedText}</p>
        </div>
        <p className="flex items-center gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
          <CalendarCheck className="size-4 text-brand-700" aria-hidden="true" />
          {expiry ? m.expiry(expiry) : `${m.expiryLabel}: ${m.expiryUnknown}`}
        </p>
        <Button size="lg" className="w-full sm:w-auto" onClick={onDone} disabled={busy}>
          {busy ? <Spinner className="size-4 text-white" /> : null}
          {m.continue}
        </Button>
      </div>
    );
  }

  const plan = offer.data;
  const activate = () => {
    if (!plan) return;
    activation.mutate(
      { uid: user.id, membershipId: plan.id },
      {
        onError: () => {
          toast.error(m.failTitle, { description: m.failText });
          onDone();
        },
      },
    );
  };
  const working = activation.isPending || busy;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-brand-700">{m.welcome}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{plan?.name ?? m.offerTitle}</h1>
        <p className="text-slate-600">{m.offerIntro}</p>
      </div>

      {offer.isPending ? <LoadingText>{m.loading}</LoadingText> : null}
      {offer.isError || (offer.isSuccess && !plan) ? <Alert tone="info">{m.loadError}</Alert> : null}

      {plan ? (
        <div className="relative overflow-hidden rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-50 via-white to-white p-5 sm:p-6">
          <Badge tone="amber" className="mb-4">
            <Sparkles aria-hidden="true" />
            {m.launchOffer}
          </Badge>
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-lg text-slate-600">
              <span className="sr-only">{m.regularPrice}: </span>
              <s>{formatEuro(plan.price)}</s>
            </span>
            <span className="text-4xl font-bold tracking-tight text-slate-900">
              <span className="sr-only">{m.offerPrice}: </span>
              {formatEuro(plan.discountedPrice)}
            </span>
            <span className="text-base font-medium text-slate-600">{m.perMonth}</span>
          </div>
          {plan.offerDays > 0 ? <p className="mt-1 text-sm text-slate-600">{m.freeFor(plan.offerDays)}</p> : null}

          <h2 className="mt-5 text-sm font-semibold text-slate-900">{m.privilegesTitle}</h2>
          <ul className="mt-2 flex flex-col gap-2">
            {(plan.privileges.length > 0 ? plan.privileges : [m.defaultPrivilege]).map((p) => (
              <li key={p} className="flex items-start gap-2 text-sm text-slate-700">
                <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                {p}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" size="lg" onClick={onDone} disabled={working}>
          {m.notNow}
        </Button>
        <Button size="lg" onClick={activate} disabled={!plan || working}>
          {activation.isPending ? <Spinner className="size-4 text-white" /> : null}
          {activation.isPending ? m.activating : m.activate}
        </Button>
      </div>
    </div>
  );
}
