import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { FieldError } from './field';

type CheckboxFieldProps = {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  /** An accessible name that says more than the visible label (e.g. which row the box belongs to). */
  ariaLabel?: string;
};

/** A labelled checkbox with its error message (Radix Checkbox: role="checkbox", keyboard and label click work). */
export function CheckboxField({ label, checked, onCheckedChange, error, name, disabled, className, ariaLabel }: CheckboxFieldProps) {
  const id = `checkbox-${useId()}`;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <CheckboxPrimitive.Root
          id={id}
          name={name}
          checked={checked}
          disabled={disabled}
          onCheckedChange={(value) => onCheckedChange(value === true)}
          aria-label={ariaLabel}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          className={cn(
            'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border border-slate-400 bg-white shadow-sm transition-colors',
            'hover:border-brand-700 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 aria-invalid:border-red-600',
          )}
        >
          <CheckboxPrimitive.Indicator>
            <Check className="size-3.5 text-white" strokeWidth={3} aria-hidden="true" />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-slate-700">
          {label}
        </label>
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
