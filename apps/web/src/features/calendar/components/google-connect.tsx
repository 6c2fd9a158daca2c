import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button, buttonClasses } from '../../../components/ui/button';
import { LoadingText, Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { getGoogleAuthUrl, googleAuthUrlQueryOptions } from '../api/get-google-auth-url';
import { itCalendar } from '@sanity/shared/i18n/it-calendar';

const c = itCalendar;

/** Spec §8 toasts (titled 'Errore' there; what failed here, issue 24): a refused request (503: not configured) or an answer without a URL, else the request failed. */
function toastAuthUrlError(error: unknown) {
  const unavailable = error === null || isApiError(error, 503);
  toast.error(c.errorTitle, { description: unavailable ? c.authUrlUnavailable : c.authUrlError });
}

/**
 * 'Collega Google Calendar' (spec §4): the authorization link is obtained and opened in a new tab.
 * The tab is opened on the click itself (a tab opened after an await is a blocked pop-up), then
 * sent to Google's page; when the browser still blocks it, the link is shown to click.
 */
export function GoogleConnectButton() {
  const [pending, setPending] = useState(false);
  const [fallbackUrl, setFallbackUrl] = useState<string | null>(null);

  const onClick = async () => {
    setPending(true);
    setFallbackUrl(null);
    const tab = window.open('', '_blank');
    try {
      const { authUrl } = await getGoogleAuthUrl();
      if (!authUrl) {
        tab?.close();
        toastAuthUrlError(null);
      } else if (tab) {
        // The consent page must not be able to reach back into this tab.
        tab.opener = null;
        tab.location.href = authUrl;
      } else {
        setFallbackUrl(authUrl);
      }
    } catch (error) {
      tab?.close();
      toastAuthUrlError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-2">
      <Button onClick={() => void onClick()} disabled={pending}>
        {pending ? <Spinner className="size-4 text-white" /> : <ExternalLink aria-hidden="true" />}
        {c.connectGoogle}
      </Button>
      <p className="text-xs text-slate-600">{c.newTabNote}</p>
      {fallbackUrl ? <AuthLink url={fallbackUrl} label={c.openAuthPage} /> : null}
    </div>
  );
}

function AuthLink({ url, label }: { url: string; label: string }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'md')}>
      <ExternalLink aria-hidden="true" />
      {label}
    </a>
  );
}

/**
 * Spec §4: when the connection needs re-authorisation, the authorization link is fetched
 * automatically and offered as a link (a new tab cannot be opened without the doctor's click).
 */
export function ReauthorizeLink() {
  const authUrl = useQuery({ ...googleAuthUrlQueryOptions(), retry: false });
  const failed = authUrl.isError || (authUrl.isSuccess && !authUrl.data.authUrl);
  const error = authUrl.isError ? authUrl.error : null;
  useEffect(() => {
    if (failed) toastAuthUrlError(error);
  }, [failed, error]);
  if (authUrl.isPending) return <LoadingText>{c.preparingAuthUrl}</LoadingText>;
  if (failed) return <p className="text-sm text-red-700">{authUrl.isError && !isApiError(authUrl.error, 503) ? c.authUrlError : c.authUrlUnavailable}</p>;
  return <AuthLink url={authUrl.data.authUrl} label={c.reauthorize} />;
}
