import { it } from '@sanity/shared/i18n/it';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/brand/logo';

/** The full-screen frame of the pages opened from an e-mail link: the logo and one centred card. */
export function LinkPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="px-5 py-4 sm:px-8">
        <Link to="/" className="inline-flex rounded-lg" aria-label={it.common.brandHome}>
          <Logo />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-2 pb-10 sm:px-8 sm:pt-10">
        <div className="flex w-full max-w-md flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-raised sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
