import { type CustomFieldAnswer, isAnswered, needsHealthConsent } from '@sanity/shared/domain/appointments/booking-rules';
import { itBooking } from '@sanity/shared/i18n/it-booking';
import { itWaitlist as w } from '@sanity/shared/i18n/it-waitlist';
import type { WaitlistOffer } from '@sanity/shared/schemas/waitlist';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { LEGAL_PATHS, NewTabLink } from '../../../components/legal-links';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { CheckboxField } from '../../../components/ui/checkbox';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { CustomFieldControl } from '../../booking/public/intake-question';
import { PersonSeenRows } from '../../family/public/appointment-people';
import { offerQueryOptions, useAcceptOffer } from '../api/offer';
import { doctorDateTime, doctorTime } from '../format';

const CLOSED: Record<Exclude<WaitlistOffer['status'], 'offered'>, string> = {
  accepted: w.offerAlreadyAccepted,
  gone: w.offerGone,
  expired: w.offerExpired,
};

/**
 * 'Si è liberato un posto' (issue 25): the time a waiting-list e-mail offered, as a dialog over
 * /appuntamenti (the link /lista-attesa/offerta?token=… leads here once signed in: decide-route.ts).
 * It shows the time and 'Prendi questo orario' (with the service's questions for a new booking); a
 * gone, expired or taken offer says so. Nothing here decides who wins: the server does.
 */
export function OfferDialog({ token, onClose }: { token: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-3">
            <CalendarClock className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
            {w.offerTitle}
          </DialogTitle>
          <DialogDescription className="sr-only">{w.offerMailSubject}</DialogDescription>
        </DialogHeader>
        {token.length < 20 ? <Alert>{w.offerNotFound}</Alert> : <OfferBody token={token} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function OfferBody({ token, onClose }: { token: string; onClose: () => void }) {
  const offer = useQuery(offerQueryOptions(token));
  const accept = useAcceptOffer();
  const [answers, setAnswers] = useState<Record<string, CustomFieldAnswer>>({});
  const [consent, setConsent] = useState(false);
  const [showMissing, setShowMissing] = useState(false);

  if (offer.isPending) return <LoadingText>{w.offerLoading}</LoadingText>;
  if (offer.isError) return <Alert>{errorMessage(offer.error)}</Alert>;
  const data = offer.data;

  if (accept.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert tone="success">{w.taken}</Alert>
        <Button onClick={onClose}>{w.toAppointments}</Button>
      </div>
    );
  }

  const missing = data.customFields.some((f) => f.required && !isAnswered(answers[f.id]));
  const consentNeeded = needsHealthConsent(answers);
  const take = () => {
    setShowMissing(true);
    if (missing || (consentNeeded && !consent)) return;
    accept.mutate({ token, customFields: answers, healthDataConsent: consentNeeded && consent }, { onError: () => void offer.refetch() });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="rounded-2xl border border-slate-200 p-4">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(0,10rem)_1fr] sm:gap-y-3">
            <dt className="font-medium text-slate-600">{w.offerWith}</dt>
            <dd className="mb-2 font-semibold break-words text-slate-900 sm:mb-0">{data.doctorName}</dd>
            {/* Issue 30: 'Paziente: Luca Rossi (figlio)' when the offer is for a family member. */}
            <PersonSeenRows raw={data} viewer="patient" />
            <dt className="font-medium text-slate-600">{w.offerService}</dt>
            <dd className="mb-2 break-words text-slate-900 sm:mb-0">{data.serviceName}</dd>
            <dt className="font-medium text-slate-600">{w.offerWhen}</dt>
            <dd className="mb-2 font-semibold text-slate-900 first-letter:uppercase sm:mb-0">{doctorDateTime(data.dateTime)}</dd>
            {data.currentDateTime ? (
              <>
                <dt className="font-medium text-slate-600">{w.offerMoving}</dt>
                <dd className="text-slate-900 first-letter:uppercase">{doctorDateTime(data.currentDateTime)}</dd>
              </>
            ) : null}
          </dl>
      </div>
      {data.status !== 'offered' ? (
        <Alert tone="info">{CLOSED[data.status]}</Alert>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            take();
          }}
        >
          {data.currentDateTime ? <p className="text-sm text-slate-700">{w.offerMoveNote}</p> : null}
          {data.customFields.length > 0 ? (
            <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4">
              <legend className="px-1 text-sm font-semibold text-slate-900">{itBooking.booking.questions}</legend>
              {data.customFields.map((field) => (
                <CustomFieldControl
                  key={field.id}
                  field={field}
                  value={answers[field.id]}
                  invalid={showMissing && field.required && !isAnswered(answers[field.id])}
                  onChange={(value) => setAnswers((current) => ({ ...current, [field.id]: value }))}
                />
              ))}
              <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset">
                <CheckboxField
                  label={itBooking.booking.healthConsentLabel}
                  checked={consent}
                  onCheckedChange={setConsent}
                  {...(showMissing && consentNeeded && !consent ? { error: itBooking.booking.healthConsentRequired } : {})}
                />
                <p className="text-xs text-slate-600">
                  {itBooking.booking.healthConsentNote} <NewTabLink to={`${LEGAL_PATHS.privacy}#dati-sanitari`}>{itBooking.booking.healthConsentLink}</NewTabLink>
                </p>
              </div>
            </fieldset>
          ) : null}
          {showMissing && missing ? <Alert>{itBooking.booking.requiredFields}</Alert> : null}
          {accept.isError ? <Alert>{errorMessage(accept.error)}</Alert> : null}
          <p className="text-sm text-slate-600">{w.offerValidUntil(doctorTime(data.expiresAt))}</p>
          <Button type="submit" size="lg" className="self-stretch sm:self-start" disabled={accept.isPending}>
            {accept.isPending ? w.taking : w.take}
          </Button>
        </form>
      )}
    </div>
  );
}
