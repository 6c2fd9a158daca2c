import { itReschedule } from '@sanity/shared/i18n/it-reschedule';
import type { AppointmentLink } from '@sanity/shared/schemas/reschedule';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { LinkPageFrame } from '../../auth/public/link-page-frame';
import { appointmentLinkQueryOptions, cancelByLink, moveByLink } from '../api/reschedule';
import { MoveFlow } from '../components/move-flow';
import { formatWhen } from '../public/when';

const r = itReschedule;

const home = (
  <Link to="/" className={buttonClasses('outline', 'lg', 'w-full')}>
    {r.goHome}
  </Link>
);

/**
 * One link page: its title, then what happened (`done`, with the way home), or why the link cannot
 * be used (loading, missing, used, expired, changed), or what it offers for its visit (`ready`).
 */
function LinkPage({ title, done, ready }: { title: string; done: ReactNode | null; ready: (visit: AppointmentLink['appointment'], token: string) => ReactNode }) {
  usePageTitle(title);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const link = useQuery({ ...appointmentLinkQueryOptions(token), enabled: token !== '' });
  let body: ReactNode;
  if (done) {
    body = (
      <>
        <p role="status" className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {done}
        </p>
        {home}
      </>
    );
  } else if (!token) {
    body = (
      <>
        <Alert>{r.linkMissing}</Alert>
        {home}
      </>
    );
  } else if (link.isError) {
    body = (
      <>
        <Alert>{errorMessage(link.error, r.linkUnknown)}</Alert>
        {home}
      </>
    );
  } else if (link.isPending) {
    body = <LoadingText>{r.linkPageTitle}</LoadingText>;
  } else {
    body = ready(link.data.appointment, token);
  }
  return <LinkPageFrame title={title}>{body}</LinkPageFrame>;
}

/**
 * /appuntamento/sposta?token=… (issue 25): after the doctor moved a visit, the patient picks another
 * free time of the same service from the e-mail, signed in or not and without the cut-off.
 */
export function MoveLinkPage() {
  const [movedTo, setMovedTo] = useState<string | null>(null);
  return (
    <LinkPage
      title={r.linkRescheduleTitle}
      done={movedTo ? r.linkMovedText(formatWhen(movedTo)) : null}
      ready={(visit, token) => (
        <>
          <p className="text-sm font-medium text-slate-800">{r.linkWith(visit.serviceName, visit.professionalName)}</p>
          <MoveFlow
            target={visit}
            cancelLabel={r.goHome}
            onCancel={() => window.location.assign('/')}
            submit={async (dateTime) => setMovedTo((await moveByLink(token, dateTime)).appointment.dateTime)}
          />
        </>
      )}
    />
  );
}

/** /appuntamento/annulla?token=… (issue 25): the patient confirms the cancellation from the e-mail, without the cut-off. */
export function CancelLinkPage() {
  const cancel = useMutation({ mutationFn: (token: string) => cancelByLink(token) });
  return (
    <LinkPage
      title={r.linkCancelTitle}
      done={cancel.isSuccess ? r.linkCancelledText : null}
      ready={(visit, token) => (
        <>
          <p className="text-sm text-slate-800">{r.linkCancelQuestion(visit.serviceName, visit.professionalName, formatWhen(visit.dateTime))}</p>
          {cancel.isError ? <Alert>{errorMessage(cancel.error, r.cancelError)}</Alert> : null}
          <Button variant="destructive" size="lg" className="w-full" disabled={cancel.isPending} onClick={() => cancel.mutate(token)}>
            {cancel.isPending ? r.moving : r.linkCancelConfirm}
          </Button>
          {home}
        </>
      )}
    />
  );
}
