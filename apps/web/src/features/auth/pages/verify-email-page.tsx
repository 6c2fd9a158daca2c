import { itSettings } from '@sanity/shared/i18n/it-settings';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVerifyEmail } from '../api/verify-email';
import { LinkPageFrame } from '../components/link-page-frame';

/**
 * /verifica-email?token=… (issue 12), signed in or out: the link's token is sent once; the page
 * says whether the address is now confirmed and where to go next.
 */
export function VerifyEmailPage({ signedIn }: { signedIn: boolean }) {
  const s = itSettings.security;
  usePageTitle(s.verifyTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // The shape of VerifyEmailSchema's token, checked by hand so that this page does not load zod.
  const wellFormed = token.trim().length >= 20 && token.trim().length <= 200;
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // The token is single-use: a second POST (React's development double effects, a re-render) would fail it.
  const sent = useRef(false);

  useEffect(() => {
    if (!wellFormed || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token, wellFormed]);

  const next = signedIn ? (
    <Link to="/dashboard" className={buttonClasses('primary', 'lg', 'w-full')}>
      {s.verifyGoOn}
    </Link>
  ) : (
    <Link to="/auth" className={buttonClasses('primary', 'lg', 'w-full')}>
      {s.goToLogin}
    </Link>
  );

  let body;
  if (!wellFormed || (verify.isError && isApiError(verify.error, 400))) {
    body = <Alert>{s.verifyLinkInvalid}</Alert>;
  } else if (verify.isError) {
    body = <Alert>{errorMessage(verify.error)}</Alert>;
  } else if (verify.isSuccess) {
    body = <Alert tone="success">{s.verifyDone}</Alert>;
  } else {
    body = <LoadingText>{s.verifyWorking}</LoadingText>;
  }

  return (
    <LinkPageFrame title={s.verifyTitle}>
      {body}
      {verify.isPending || (wellFormed && verify.isIdle) ? null : next}
    </LinkPageFrame>
  );
}
