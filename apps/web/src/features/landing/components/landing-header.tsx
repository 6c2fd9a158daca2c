import { it } from '@sanity/shared/i18n/it';
import { itPublic } from '@sanity/shared/i18n/it-public';
import { Menu } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import { Logo } from '../../../components/brand/logo';
import { buttonClasses } from '../../../components/ui/button';

export const landingAnchors = [
  { href: '#features', label: itPublic.landing.navFeatures },
  { href: '#about', label: itPublic.landing.navAbout },
  { href: '#testimonials', label: itPublic.landing.navTestimonials },
] as const;

/** Sticky header: logo, section anchors (a menu on phones), 'Accedi' and the primary CTA. */
export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-lg" aria-label={it.common.brandHome}>
          <Logo />
        </Link>
        <nav aria-label={itPublic.landing.menu} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {landingAnchors.map((a) => (
              <li key={a.href}>
                <a href={a.href} className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900">
                  {a.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Link to="/auth" className={buttonClasses('ghost', 'md')}>
            {itPublic.landing.login}
          </Link>
          <Link to="/auth?tab=registrati" className={buttonClasses('primary', 'md', 'max-sm:hidden')}>
            {itPublic.landing.cta}
          </Link>
          <Popover.Root>
            <Popover.Trigger
              aria-label={itPublic.landing.openMenu}
              className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
            >
              <Menu className="size-5" aria-hidden="true" />
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                align="end"
                sideOffset={8}
                className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-raised data-[state=open]:animate-fade-in"
              >
                <nav aria-label={itPublic.landing.menu}>
                  <ul className="flex flex-col">
                    {landingAnchors.map((a) => (
                      <li key={a.href}>
                        <Popover.Close asChild>
                          <a href={a.href} className="block rounded-lg px-3 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-100">
                            {a.label}
                          </a>
                        </Popover.Close>
                      </li>
                    ))}
                    <li className="mt-1 border-t border-slate-100 pt-2">
                      <Link to="/auth?tab=registrati" className={buttonClasses('primary', 'md', 'w-full')}>
                        {itPublic.landing.cta}
                      </Link>
                    </li>
                  </ul>
                </nav>
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        </div>
      </div>
    </header>
  );
}
