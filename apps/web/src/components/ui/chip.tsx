import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

type ChipProps = {
  children: string;
  /** When given, the chip shows a remove button with this accessible name. */
  removeLabel?: string;
  onRemove?: () => void;
  className?: string;
};

export function Chip({ children, removeLabel, onRemove, className }: ChipProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-200 ring-inset',
        onRemove ? 'pr-1' : 'pr-3',
        className,
      )}
    >
      {children}
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          className="inline-flex size-6 items-center justify-center rounded-full text-brand-800 transition-colors hover:bg-brand-100"
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
}
