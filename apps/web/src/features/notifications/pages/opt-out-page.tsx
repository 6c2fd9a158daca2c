import { itReschedule } from '@sanity/shared/i18n/it-reschedule';
import { itSms as s } from '@sanity/shared/i18n/it-sms';
import { OPT_OUT_CHANNELS, type OptOutChannel, type OptOutView } from '@sanity/shared/schemas/notification-preferences';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { LinkPageFrame } from '../../auth/public/link-page-frame';
import { optOut, useOptOutView } from '../api/preferences';

const home = (
  <Link to="/" className={buttonClasses('outline', 'lg', 'w-full')}>
    {itReschedule.goHome}
  </Link>
);

const whatOf = (view: OptOutView) => (view.channel === 'email' ? s.optOutWhatEmail : s.optOutWhatSms(view.maskedPhone));

/**
 * /notifiche/disattiva?token=…&canale=sms|email (issue 26): the link at the end of every reminder.
 * No sign-in: the link's secret is the permission. Opening it only shows what would be switched
 * off; the button's POST does it (mail scanners open the links of a message on their own).
 */
export function OptOutPage() {
  usePageTitle(s.optOutTitle);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const raw = params.get('canale');
  const channel = OPT_OUT_CHANNELS.find((c) => c === raw) ?? null;
  const view = useOptOutView(token, channel);
  const confirm = useMutation({ mutationFn: ({ t, c }: { t: string; c: OptOutChannel }) => optOut(t, c) });

  let body;
  if (!token || !channel) {
    body = <Alert>{s.optOutMissing}</Alert>;
  } else if (confirm.isSuccess) {
    body = <Alert tone="success">{s.optOutDone(whatOf(confirm.data))}</Alert>;
  } else if (view.isError) {
    body = <Alert>{errorMessage(view.error, s.optOutUnknown)}</Alert>;
  } else if (view.isPending) {
    body = <LoadingText>{s.optOutTitle}</LoadingText>;
  } else if (!view.data.active) {
    body = <Alert tone="success">{s.optOutAlreadyOff(whatOf(view.data))}</Alert>;
  } else {
    body = (
      <>
        <p className="text-base text-slate-800">{s.optOutQuestion(whatOf(view.data))}</p>
        <p className="text-sm text-slate-600">{s.optOutKeep}</p>
        {confirm.isError ? <Alert>{errorMessage(confirm.error, s.optOutError)}</Alert> : null}
        <Button variant="destructive" size="lg" className="w-full" disabled={confirm.isPending} onClick={() => confirm.mutate({ t: token, c: channel })}>
          {confirm.isPending ? s.optOutDoing : s.optOutConfirm}
        </Button>
      </>
    );
  }
  return (
    <LinkPageFrame title={s.optOutTitle}>
      {body}
      {home}
    </LinkPageFrame>
  );
}
