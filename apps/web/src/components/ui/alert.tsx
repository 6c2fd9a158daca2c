import { CircleAlert, Info } from 'lucide-react';
import { type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The red error box of the forms (role="alert"), or a calm information box. */
export function Alert({ tone = 'error', title, children, className }: { tone?: 'error' | 'info'; title?: string; children: ReactNode; className?: string }) {
  const Icon = tone === 'error' ? CircleAlert : Info;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 text-sm',
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-brand-200 bg-brand-50 text-brand-900',
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-0.5">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
