import { it } from '@sanity/shared/i18n/it';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/brand/logo';
import { LegalLinks } from '../../components/legal-links';
import { buttonClasses } from '../../components/ui/button';

/** Signed-out public views (article, doctor): a simple header with the logo and 'Accedi'. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
          <Link to="/" className="rounded-lg" aria-label={it.common.brandHome}>
            <Logo />
          </Link>
          <Link to="/auth" className={buttonClasses('primary', 'md')}>
            {itPublic.landing.login}
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 lg:py-12">{children}</main>
      <footer className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p className="text-sm text-slate-600">{itPublic.landing.footerDisclaimer}</p>
          <LegalLinks />
        </div>
      </footer>
    </div>
  );
}
