import { type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import { cn } from '../../lib/cn';

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  className?: string;
};

export function EmptyState({ icon: Icon, title, description, action, tone = 'neutral', className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed px-6 py-10 text-center',
        tone === 'error' ? 'border-red-200 bg-red-50/50' : 'border-slate-300 bg-white',
        className,
      )}
    >
      <span
        className={cn(
          'inline-flex size-12 items-center justify-center rounded-full',
          tone === 'error' ? 'bg-red-100 text-red-700' : 'bg-brand-50 text-brand-700',
        )}
      >
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className={cn('max-w-md text-sm font-medium', tone === 'error' ? 'text-red-800' : 'text-slate-800')}>{title}</p>
      {description ? <div className="max-w-md text-sm text-slate-600">{description}</div> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
