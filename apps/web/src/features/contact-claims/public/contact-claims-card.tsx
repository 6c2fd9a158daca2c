import { itContactClaims as c } from '@sanity/shared/i18n/it-contact-claims';
import type { ContactClaimOffer } from '@sanity/shared/schemas/contact-claims';
import { PhoneIncoming } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useAnswerContactClaim } from '../api/answer-contact-claim';
import { useContactClaims } from '../api/contact-claims';

type Answer = 'accept' | 'decline';

function OfferRow({ offer, busy, error, onAnswer }: { offer: ContactClaimOffer; busy: boolean; error: unknown; onAnswer: (answer: Answer) => void }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-0.5">
        <p className="font-medium text-slate-900">{c.offer(offer.contactName)}</p>
        <p className="text-sm text-slate-600">
          {c.visits(offer.visits)}
        </p>
        {error ? <Alert className="mt-2">{errorMessage(error, c.failed)}</Alert> : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button size="sm" disabled={busy} aria-label={c.acceptLabel(offer.contactName)} onClick={() => onAnswer('accept')}>
          {c.accept}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} aria-label={c.declineLabel(offer.contactName)} onClick={() => onAnswer('decline')}>
          {c.decline}
        </Button>
      </div>
    </li>
  );
}

/**
 * ADR 0039: the visits a practice registered at the patient's verified phone for a person without an
 * account, offered one by one ('Sì, sono io' / 'Non sono io'). Nothing until there is an offer; on the
 * dashboard and in Settings → Notifiche once the phone is verified. An answered row goes away: the
 * card then keeps the outcome and takes the focus on its title, so the focus is never lost.
 */
export function ContactClaimsCard() {
  const query = useContactClaims();
  const answer = useAnswerContactClaim();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const [answered, setAnswered] = useState<{ message: string; count: number } | null>(null);
  const offers = query.data?.offers ?? [];
  useEffect(() => {
    if (answered) title.current?.focus();
  }, [answered]);

  const send = (offer: ContactClaimOffer, kind: Answer) =>
    answer.mutate(
      { id: offer.id, answer: kind },
      {
        onSuccess: (result) => {
          const message = kind === 'accept' ? c.accepted(result?.appointments ?? offer.visits) : c.declined;
          toast.success(message);
          setAnswered((last) => ({ message, count: (last?.count ?? 0) + 1 }));
        },
      },
    );

  if (query.isError) return <Alert title={c.loadError}>{errorMessage(query.error)}</Alert>;
  if (offers.length === 0 && !answered) return null;
  return (
    <Card role="region" aria-labelledby={titleId} className="border-sky-200">
      <CardHeader>
        <CardTitle id={titleId} ref={title} tabIndex={-1} className="flex items-center gap-2 outline-none">
          <PhoneIncoming aria-hidden className="size-5 text-sky-700" />
          {c.title}
        </CardTitle>
        <CardDescription>{offers.length > 0 ? c.intro : answered?.message}</CardDescription>
      </CardHeader>
      {offers.length > 0 ? (
        <CardContent>
          <ul className="flex flex-col divide-y divide-slate-100">
            {offers.map((offer) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                busy={answer.isPending}
                error={answer.isError && answer.variables.id === offer.id ? answer.error : null}
                onAnswer={(kind) => send(offer, kind)}
              />
            ))}
          </ul>
        </CardContent>
      ) : (
        <div className="pb-5 sm:pb-6" />
      )}
    </Card>
  );
}
