import { itFamilyWeb as t } from '@sanity/shared/i18n/it-family-web';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { authPathReturningTo } from '../../../lib/next-path';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSession } from '../../auth/api/get-me';
import { LinkPageFrame } from '../../auth/public/link-page-frame';
import { invitationQueryOptions, useAcceptFamilyInvitation, useSignOutHere } from '../api/family-api';
import { italianDayOfInstant } from '../family-view';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * /invito-familiare?token=… (issue 30 point 2): the link of the invitation a holder sent to a family
 * member of age. It says who invites and what happens; signed out, 'Accedi' / 'Registrati' lead
 * back here with the token (`?next=`); signed in with the invited address, 'Accetta' moves the
 * member's visits and documents to this account. Signed in with another address, it says so and
 * offers to sign out and come back.
 */
export function FamilyInvitePage() {
  usePageTitle(t.pageTitle);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const session = useSession();
  const info = useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
  const accept = useAcceptFamilyInvitation();
  const logout = useSignOutHere();
  const navigate = useNavigate();
  const here = `/invito-familiare?${new URLSearchParams({ token }).toString()}`;

  let body;
  if (!token) {
    body = <Alert>{t.pageMissing}</Alert>;
  } else if (accept.isSuccess) {
    body = (
      <>
        <Alert tone="success" title={t.pageAccepted}>
          {t.pageMoved(accept.data.appointments, accept.data.documents)}
        </Alert>
        <Link to="/appuntamenti" className={buttonClasses('primary', 'lg', 'w-full')}>
          {t.pageGoAppointments}
        </Link>
      </>
    );
  } else if (info.isError) {
    body = <Alert>{errorMessage(info.error, t.pageMissing)}</Alert>;
  } else if (info.isPending || session.status === 'loading') {
    body = <LoadingText>{t.pageLoading}</LoadingText>;
  } else {
    const invitation = info.data;
    const intro = (
      <>
        <p className="text-base text-slate-800">{t.pageIntro(invitation.memberName, invitation.holderName)}</p>
        <p className="text-sm text-slate-600">{t.pageFor(invitation.email, italianDayOfInstant(invitation.expiresAt))}</p>
      </>
    );
    if (session.status === 'signed-out') {
      body = (
        <>
          {intro}
          <p className="text-sm text-slate-700">{t.pageSignInFirst}</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to={authPathReturningTo(here)} className={buttonClasses('primary', 'lg', 'w-full sm:flex-1')}>
              {t.pageSignIn}
            </Link>
            <Link to={authPathReturningTo(here, 'registrati')} className={buttonClasses('outline', 'lg', 'w-full sm:flex-1')}>
              {t.pageSignUp}
            </Link>
          </div>
        </>
      );
    } else if (!sameEmail(session.user.email, invitation.email)) {
      body = (
        <>
          {intro}
          <Alert tone="info">{t.pageOtherAccount(invitation.email)}</Alert>
          <p className="text-sm text-slate-600">{t.pageSignedInAs(session.user.email)}</p>
          <Button
            variant="outline"
            size="lg"
            className="w-full"
            disabled={logout.isPending}
            onClick={() => logout.mutate(undefined, { onSettled: () => void navigate(authPathReturningTo(here), { replace: true }) })}
          >
            {t.pageSignIn}
          </Button>
        </>
      );
    } else {
      body = (
        <>
          {intro}
          <p className="text-sm text-slate-600">{t.pageSignedInAs(session.user.email)}</p>
          {accept.isError ? <Alert>{errorMessage(accept.error)}</Alert> : null}
          <Button size="lg" className="w-full" disabled={accept.isPending} onClick={() => accept.mutate(token)}>
            {accept.isPending ? <Spinner className="size-4 text-white" /> : <CircleCheck aria-hidden="true" />}
            {accept.isPending ? t.pageAccepting : t.pageAccept}
          </Button>
        </>
      );
    }
  }

  return (
    <LinkPageFrame title={t.pageTitle}>
      {body}
      {accept.isSuccess ? null : (
        <Link to="/" className={buttonClasses('ghost', 'md', 'self-center')}>
          {t.pageHome}
        </Link>
      )}
    </LinkPageFrame>
  );
}
