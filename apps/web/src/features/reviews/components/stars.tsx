import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

const SIZES = { sm: 'size-4', md: 'size-5' } as const;

/**
 * Five stars filled up to `value` (fractions too: 4.6 fills three fifths of the fifth), for the eye
 * only: the number beside them, or the caller's label, says it to everyone (aria-hidden here).
 * The outline is slate-500 (4.8:1 on white) so that an empty star is seen; the fill amber.
 */
export function Stars({ value, size = 'sm', className }: { value: number; size?: keyof typeof SIZES; className?: string }) {
  const filled = `${Math.max(0, Math.min(5, value)) * 20}%`;
  const row = (className: string) =>
    [0, 1, 2, 3, 4].map((i) => <Star key={i} className={cn(SIZES[size], 'shrink-0', className)} strokeWidth={1.75} aria-hidden="true" />);
  return (
    <span aria-hidden="true" className={cn('relative inline-flex shrink-0', className)}>
      <span className="inline-flex text-slate-500">{row('fill-white')}</span>
      <span className="absolute inset-y-0 left-0 inline-flex overflow-hidden text-amber-600" style={{ width: filled }}>
        {row('fill-amber-400')}
      </span>
    </span>
  );
}
