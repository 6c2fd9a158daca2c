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

/** The token of the link (?token=…) and what it does now: its visit, or the server's Italian refusal (used, expired, changed). */
function useLink(): { token: string; link: ReturnType<typeof useQuery<AppointmentLink>> } {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const link = useQuery({ ...appointmentLinkQueryOptions(token), enabled: token !== '' });
  return { token, link };
}

function Done({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}

const home = (
  <Link to="/" className={buttonClasses('outline', 'lg', 'w-full')}>
    {r.goHome}
  </Link>
);

/** While the link loads, or why it cannot be used; null when it works. */
function linkProblem(token: string, link: { isPending: boolean; isError: boolean; error: unknown }): ReactNode {
  if (!token) return <Alert>{r.linkMissing}</Alert>;
  if (link.isError) return <Alert>{errorMessage(link.error, r.linkUnknown)}</Alert>;
  if (link.isPending) return <LoadingText>{r.linkPageTitle}</LoadingText>;
  return null;
}

/**
 * /appuntamento/sposta?token=… (issue 25): after the doctor moved a visit, the patient picks another
 * free time of the same service from the e-mail, signed in or not and without the cut-off.
 */
export function MoveLinkPage() {
  usePageTitle(r.linkRescheduleTitle);
  const { token, link } = useLink();
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const problem = linkProblem(token, link);
  let body: ReactNode;
  if (movedTo) {
    body = (
      <>
        <Done>{r.linkMovedText(formatWhen(movedTo))}</Done>
        {home}
      </>
    );
  } else if (problem || !link.data) {
    body = (
      <>
        {problem}
        {link.isError || !token ? home : null}
      </>
    );
  } else {
    const visit = link.data.appointment;
    body = (
      <>
        <p className="text-sm font-medium text-slate-800">{r.linkWith(visit.serviceName, visit.professionalName)}</p>
        <MoveFlow
          target={visit}
          cancelLabel={r.goHome}
          onCancel={() => window.location.assign('/')}
          submit={async (dateTime) => setMovedTo((await moveByLink(token, dateTime)).appointment.dateTime)}
        />
      </>
    );
  }
  return <LinkPageFrame title={r.linkRescheduleTitle}>{body}</LinkPageFrame>;
}

/** /appuntamento/annulla?token=… (issue 25): the patient confirms the cancellation from the e-mail, without the cut-off. */
export function CancelLinkPage() {
  usePageTitle(r.linkCancelTitle);
  const { token, link } = useLink();
  const cancel = useMutation({ mutationFn: () => cancelByLink(token) });
  const problem = linkProblem(token, link);
  let body: ReactNode;
  if (cancel.isSuccess) {
    body = (
      <>
        <Done>{r.linkCancelledText}</Done>
        {home}
      </>
    );
  } else if (problem || !link.data) {
    body = (
      <>
        {problem}
        {link.isError || !token ? home : null}
      </>
    );
  } else {
    const visit = link.data.appointment;
    body = (
      <>
        <p className="text-sm text-slate-800">{r.linkCancelQuestion(visit.serviceName, visit.professionalName, formatWhen(visit.dateTime))}</p>
        {cancel.isError ? <Alert>{errorMessage(cancel.error, r.cancelError)}</Alert> : null}
        <Button variant="destructive" size="lg" className="w-full" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {cancel.isPending ? r.moving : r.linkCancelConfirm}
        </Button>
        {home}
      </>
    );
  }
  return <LinkPageFrame title={r.linkCancelTitle}>{body}</LinkPageFrame>;
}
