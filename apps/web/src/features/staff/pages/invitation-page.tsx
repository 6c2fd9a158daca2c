import { itStaffWeb } from '@sanity/shared/i18n/it-staff-web';
import { CalendarDays, Stethoscope } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { authPathReturningTo } from '../../../lib/next-path';
import { toast } from '../../../lib/toast';
import { usePageTitle } from '../../../lib/use-page-title';
import { displayNameOf } from '../../../lib/user-names';
import { useSession } from '../../auth/api/get-me';
import { useAcceptInvitation, useInvitation } from '../api/invitation';

const t = itStaffWeb.invitation;

/**
 * /collaboratori/invito?token=… (issue 30): the link of a doctor's invitation. Who invites and to
 * which address; signed out, 'Accedi' or 'Crea un account' come back here; signed in, 'Accetta
 * l'invito' joins the practice and opens its agenda.
 */
export function InvitationPage() {
  usePageTitle(t.title);
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const invitation = useInvitation(token);
  const session = useSession();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const here = `/collaboratori/invito?${new URLSearchParams({ token }).toString()}`;

  let body;
  if (!token || invitation.isError) {
    body = (
      <>
        <Alert>{t.invalid}</Alert>
        <p className="text-sm text-slate-600">{t.invalidHint}</p>
      </>
    );
  } else if (invitation.isPending) {
    body = <LoadingText>{t.loading}</LoadingText>;
  } else {
    const { doctorName, email, expiresAt } = invitation.data;
    body = (
      <>
        <p className="text-slate-800">{t.text(doctorName)}</p>
        <p className="text-sm text-slate-600">{t.what}</p>
        <p className="text-sm text-slate-600">
          {t.sentTo(email)} {t.expires(formatLongDate(expiresAt) ?? '')}
        </p>
        {session.status === 'signed-in' ? (
          <>
            <p className="text-sm text-slate-700">{t.signedInAs(displayNameOf(session.user))}</p>
            {accept.isError ? <Alert>{errorMessage(accept.error)}</Alert> : null}
            <Button
              size="lg"
              className="w-full"
              disabled={accept.isPending}
              onClick={() =>
                accept.mutate(token, {
                  onSuccess: (practice) => {
                    toast.success(t.accepted, { description: t.acceptedText(practice.doctorName) });
                    void navigate('/appuntamenti', { replace: true });
                  },
                })
              }
            >
              {accept.isPending ? <Spinner className="size-4 text-white" /> : <CalendarDays aria-hidden="true" />}
              {accept.isPending ? t.accepting : t.accept}
            </Button>
          </>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to={authPathReturningTo(here)} className={buttonClasses('primary', 'lg', 'w-full sm:flex-1')}>
              {t.signIn}
            </Link>
            <Link to={authPathReturningTo(here, 'registrati')} className={buttonClasses('outline', 'lg', 'w-full sm:flex-1')}>
              {t.register}
            </Link>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="flex min-h-[60vh] items-center justify-center py-6">
      <Card className="flex w-full max-w-lg flex-col gap-4 p-6 sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Stethoscope className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t.title}</h1>
        {body}
      </Card>
    </div>
  );
}
