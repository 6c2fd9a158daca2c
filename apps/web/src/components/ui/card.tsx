import { type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** `tone="danger"`: the red border of a danger zone (a border colour in `className` would not win over the default one). */
export function Card({ className, tone, ...props }: ComponentProps<'div'> & { tone?: 'danger' }) {
  return <div className={cn('rounded-2xl border bg-white shadow-card', tone === 'danger' ? 'border-red-200' : 'border-slate-200', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-5 pb-0 sm:p-6 sm:pb-0', className)} {...props} />;
}

export function CardTitle({ className, as: Tag = 'h2', ...props }: ComponentProps<'h2'> & { as?: 'h2' | 'h3' }) {
  return <Tag className={cn('text-base font-semibold text-slate-900', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-slate-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 sm:p-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-2 border-t border-slate-100 px-5 py-4 sm:px-6', className)} {...props} />;
}
