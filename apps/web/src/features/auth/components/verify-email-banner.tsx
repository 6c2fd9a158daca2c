import { itSettings } from '@sanity/shared/i18n/it-settings';
import { type User } from '@sanity/shared/schemas/auth';
import { MailCheck, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useResendVerification } from '../api/resend-verification';

/** Hidden 'for now' in this tab only: a new tab or the next sign-in shows the banner again. */
const KEY = 'sanity.verifyBannerHidden';

function hiddenInThisTab(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function hideInThisTab(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage unavailable (private mode): hidden until the page reloads.
  }
}

/**
 * The signed-in shell's reminder while the account's e-mail is unverified (issue 12): a calm
 * information strip, not a warning, with 'Invia di nuovo il link'. It goes as soon as `me` says
 * the address is verified.
 */
export function VerifyEmailBanner({ user }: { user: User }) {
  const s = itSettings.security;
  const resend = useResendVerification();
  const [hidden, setHidden] = useState(hiddenInThisTab);
  if (user.emailVerified || hidden) return null;

  const onResend = () => {
    resend.mutate(undefined, {
      onSuccess: () => toast.success(s.verifyResent),
      onError: (error) => {
        if (isApiError(error, 409)) toast.success(s.alreadyVerified);
        else toast.error(errorMessage(error));
      },
    });
  };

  return (
    // Not a landmark: one sentence and its button, read in the page's flow before the content.
    <div
      className="mb-6 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <MailCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="min-w-0 break-words">{s.verifyBanner(user.email)}</p>
      </div>
      <div className="flex items-center gap-1 self-end sm:self-auto">
        <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? <Spinner className="size-4" /> : null}
          {s.verifyResend}
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={s.verifyBannerLater}
          title={s.verifyBannerLater}
          onClick={() => {
            hideInThisTab();
            setHidden(true);
          }}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
