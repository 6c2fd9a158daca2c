import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** The props a control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

type FieldProps = {
  label: ReactNode;
  /** The field's error message; shown under the control and linked with aria-describedby. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label + control + hint + error message, with aria-describedby and aria-invalid wired. */
export function Field({ label, error, hint, required, className, id, children }: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {/* The asterisk stays outside the <label> so the accessible name is the label alone; aria-required says it. */}
      <div className="flex items-baseline gap-0.5">
        <Label htmlFor={controlId}>{label}</Label>
        {required ? (
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {children}
    </p>
  );
}
