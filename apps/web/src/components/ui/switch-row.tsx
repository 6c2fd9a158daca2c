import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Switch } from './switch';

/**
 * One on/off choice of a settings list: the switch, its label and a hint under it (read with the
 * switch). A list item by default; `as="div"` with its own spacing (`className`) outside a list.
 */
export function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
  as: Row = 'li',
  className = 'p-4',
}: {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  as?: 'li' | 'div';
  className?: string;
}) {
  const id = useId();
  return (
    <Row className={cn('flex items-start gap-4', className)}>
      <Switch id={id} checked={checked} disabled={disabled} aria-describedby={`${id}-hint`} onCheckedChange={onChange} />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </Row>
  );
}
