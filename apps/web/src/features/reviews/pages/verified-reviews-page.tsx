import { itReviews as r, itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import { BadgeCheck, MessageSquareReply, ShieldCheck, Star, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { usePageTitle } from '../../../lib/use-page-title';

const ICONS: readonly LucideIcon[] = [BadgeCheck, Star, ShieldCheck, MessageSquareReply];

/**
 * /recensioni-verificate (issue 28, Omnibus transparency, D.Lgs. 26/2023): who may review, what is
 * shown, how reviews are moderated, replies and reports. Public, signed in and out, drawn on the
 * server like the legal pages; every profile's statement links here.
 */
export function VerifiedReviewsPage({ signedIn }: { signedIn: boolean }) {
  const page = s.verificationPage;
  usePageTitle(page.title);
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{page.title}</h1>
        <p className="text-base leading-relaxed text-slate-700">{page.intro}</p>
      </header>
      <p className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950">{r.omnibusStatement}</p>
      {page.sections.map((section, i) => {
        const Icon = ICONS[i] ?? ShieldCheck;
        const headingId = `recensioni-verificate-${i}`;
        return (
          <section key={section.title} aria-labelledby={headingId} className="flex gap-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="flex min-w-0 flex-col gap-1.5">
              <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                {section.title}
              </h2>
              <p className="text-base leading-relaxed text-slate-700">{section.text}</p>
            </div>
          </section>
        );
      })}
      {/* The directory is a signed-in page: a visitor goes on from the header instead. */}
      {signedIn ? (
        <div>
          <Link to="/dottori" className={buttonClasses('secondary', 'md')}>
            {page.backToDoctors}
          </Link>
        </div>
      ) : null}
    </article>
  );
}
