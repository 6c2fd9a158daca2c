import { it } from '@sanity/shared/i18n/it';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

/** The legal pages' paths (issue 24), for the footers and the forms that link them. */
export const LEGAL_PATHS = { privacy: '/privacy', cookie: '/cookie', terms: '/termini' } as const;

/**
 * 'Privacy', 'Cookie', 'Termini' (issue 24): the footer links of the public pages, the landing and the
 * signed-in shell. Plain links, so they work in a page drawn on the server before any JavaScript.
 */
export function LegalLinks({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const links = [
    { to: LEGAL_PATHS.privacy, label: it.legal.privacy },
    { to: LEGAL_PATHS.cookie, label: it.legal.cookie },
    { to: LEGAL_PATHS.terms, label: it.legal.terms },
  ];
  return (
    <nav aria-label={it.legal.footerLabel} className={className}>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={cn(
                'inline-flex min-h-6 items-center rounded underline underline-offset-2',
                tone === 'dark' ? 'text-slate-300 hover:text-white' : 'text-slate-700 hover:text-brand-700',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A link to a legal page in a new tab: a half-filled form (registration, booking, contact) stays as it is. */
export function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
      {children}
      <span className="sr-only"> {it.legal.newTab}</span>
    </a>
  );
}
