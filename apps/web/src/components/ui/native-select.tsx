import { ChevronDown } from 'lucide-react';
import { type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses } from './input';

/**
 * The browser's own <select> in the design system's look: quick to use with the keyboard and on phones.
 * `compact` tucks the chevron closer to the edge, for short values in narrow boxes (e.g. '09:00' on a phone).
 */
export function NativeSelect({ className, children, compact = false, ...props }: ComponentProps<'select'> & { compact?: boolean }) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(controlClasses, 'h-11 cursor-pointer appearance-none', compact ? 'pr-7 tabular-nums' : 'pr-9')} {...props}>
        {children}
      </select>
      <ChevronDown
        className={cn('pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-slate-600', compact ? 'right-2' : 'right-3')}
        aria-hidden="true"
      />
    </div>
  );
}
