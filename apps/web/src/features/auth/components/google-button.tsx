import { TERMS_VERSION } from '@sanity/shared/domain/privacy/terms';
import { itAuth } from '@sanity/shared/i18n/it-auth';
import { buttonClasses } from '../../../components/ui/button';
import { useAuthProviders } from '../api/get-providers';
import { itPrivacy } from '@sanity/shared/i18n/it-privacy';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.94l3.66-2.84z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z" />
    </svg>
  );
}

/**
 * "Continua con Google", shown only when the server says Google sign-in is configured. `returnTo`:
 * a path of this site to come back to (the server checks it again).
 */
export function GoogleButton({ returnTo }: { returnTo: string }) {
  const providers = useAuthProviders();
  if (!providers.data?.google) return null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        {itAuth.auth.orDivider}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <a href={`/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`} className={buttonClasses('outline', 'lg', 'w-full')}>
        <GoogleIcon />
        {itAuth.auth.googleButton}
      </a>
      {/* A new account made this way records the terms as accepted (issue 13, docs/privacy.md): say so. */}
      <p className="text-center text-xs text-slate-600">{itPrivacy.googleAcceptsTerms(TERMS_VERSION)}</p>
    </div>
  );
}
