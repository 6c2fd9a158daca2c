import { it } from '@sanity/shared/i18n/it';
import { itAuth } from '@sanity/shared/i18n/it-auth';
import { CalendarCheck, CircleCheck, MessageCircleHeart, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/brand/logo';

const icons = [ShieldCheck, CalendarCheck, MessageCircleHeart];

/**
 * The left half of the auth screen on desktop: the product promise, calm and brief. The coloured
 * column is as tall as the page (the registration form is longer than a laptop's screen), while its
 * content stays in view (sticky, one screen high). `overflow-clip`, not `overflow-hidden`: a hidden
 * overflow would make the column a scroll container and stop its content from sticking (issue 24).
 */
export function AuthBrandPanel({ doctor = false }: { doctor?: boolean }) {
  // A doctor registering reads what Sanity does for a practice, not for a patient's health (issue 24).
  const words = doctor ? itAuth.doctorRegistration : itAuth.auth;
  return (
    <section aria-label={it.common.brand} className="relative hidden overflow-clip bg-brand-900 text-white lg:block">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-96 rounded-full bg-brand-700/50 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 -left-20 size-96 rounded-full bg-cyan-700/30 blur-3xl" />
      <div className="flex flex-col justify-between lg:sticky lg:top-0 lg:h-dvh lg:p-12 xl:p-16">
        <Link to="/" className="relative w-fit rounded-lg" aria-label={it.common.brandHome}>
          <Logo inverted />
        </Link>
        <div className="relative flex max-w-md flex-col gap-6">
          <p className="text-4xl leading-tight font-semibold tracking-tight text-balance">{words.brandTitle}</p>
          <p className="text-lg text-brand-100">{words.brandText}</p>
          <ul className="flex flex-col gap-4">
            {words.brandPoints.map((point, i) => {
              const Icon = icons[i] ?? CircleCheck;
              return (
                <li key={point} className="flex items-center gap-3 text-brand-50">
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  {point}
                </li>
              );
            })}
          </ul>
        </div>
        <p className="relative text-sm text-brand-100">{it.common.emergency}</p>
      </div>
    </section>
  );
}
