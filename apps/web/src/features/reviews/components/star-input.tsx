import { itReviewsScreens as s } from '@sanity/shared/i18n/it-reviews';
import { Star } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../../lib/cn';

type Props = {
  /** The group's name, read first by a screen reader ('Valutazione complessiva'). */
  legend: ReactNode;
  value: number | null;
  onChange: (value: number) => void;
  size?: 'md' | 'lg';
  /** Shown under the stars and tied to the group (aria-describedby). */
  error?: string;
  required?: boolean;
  /** Something after the stars on the same line (the sub-score's 'Togli'). */
  trailing?: ReactNode;
  legendClassName?: string;
};

/**
 * 1 to 5 stars as a radio group of native radios (issue 28): Tab reaches the group, the arrow keys
 * move and choose, Space chooses, and each radio's name is '3 stelle'; the stars are what the eye
 * sees (a hovered star previews its value). The chosen value's word ('Buona') is said beside them.
 */
export function StarInput({ legend, value, onChange, size = 'lg', error, required, trailing, legendClassName }: Props) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const word = value ? s.starWords[value - 1] : null;
  return (
    <fieldset role="radiogroup" aria-describedby={error ? errorId : undefined} aria-required={required || undefined} aria-invalid={error ? true : undefined} className="flex min-w-0 flex-col gap-1.5">
      <legend className={cn('mb-1.5 text-sm font-medium text-slate-800', legendClassName)}>
        {legend}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex items-center" onMouseLeave={() => setHovered(null)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              onMouseEnter={() => setHovered(n)}
              className={cn(
                'inline-flex cursor-pointer items-center justify-center rounded-md text-slate-500 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 has-[:focus-visible]:ring-offset-1',
                size === 'lg' ? 'size-11' : 'size-9',
                n <= shown && 'text-amber-600',
              )}
            >
              <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" aria-label={s.stars(n)} />
              <Star aria-hidden="true" strokeWidth={1.75} className={cn(size === 'lg' ? 'size-8' : 'size-6', n <= shown ? 'fill-amber-400' : 'fill-white')} />
            </label>
          ))}
        </div>
        {word ? (
          <span aria-hidden="true" className="text-sm font-medium text-slate-700">
            {word}
          </span>
        ) : null}
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
