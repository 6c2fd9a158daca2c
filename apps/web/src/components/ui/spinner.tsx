import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

/** A decorative spinner; pair it with visible text or give it a label. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle
      className={cn('size-5 animate-spin text-brand-700', className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}

/** Inline loading line: spinner + text, announced politely. */
export function LoadingText({ children, className }: { children: string; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-slate-600', className)}>
      <Spinner className="size-4" />
      {children}
    </p>
  );
}
