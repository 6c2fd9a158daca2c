import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { type ReactNode } from 'react';
import { cn } from '../../lib/cn';

const TONES = {
  error: { Icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-800' },
  info: { Icon: Info, className: 'border-brand-200 bg-brand-50 text-brand-900' },
  success: { Icon: CircleCheck, className: 'border-emerald-200 bg-emerald-50 text-emerald-900' },
} as const;

/** The red error box of the forms (role="alert"), a calm information box, or the green box of what went well (both role="status"). */
export function Alert({ tone = 'error', title, children, className }: { tone?: keyof typeof TONES; title?: string; children: ReactNode; className?: string }) {
  const { Icon, className: toneClassName } = TONES[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-xl border px-4 py-3 text-sm', toneClassName, className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-0.5">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
