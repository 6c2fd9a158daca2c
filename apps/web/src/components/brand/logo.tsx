import { it } from '@sanity/shared/i18n/it';
import { cn } from '../../lib/cn';

/** The Sanity mark: a soft cross in a rounded teal square. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M16 7.5c-1.1 0-2 .9-2 2V14H9.5c-1.1 0-2 .9-2 2s.9 2 2 2H14v4.5c0 1.1.9 2 2 2s2-.9 2-2V18h4.5c1.1 0 2-.9 2-2s-.9-2-2-2H18V9.5c0-1.1-.9-2-2-2z"
        fill="#fff"
      />
    </svg>
  );
}

/** Mark + word; the word is the accessible text. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className={cn('text-xl font-bold tracking-tight', inverted ? 'text-white' : 'text-slate-900')}>{it.common.brand}</span>
    </span>
  );
}
