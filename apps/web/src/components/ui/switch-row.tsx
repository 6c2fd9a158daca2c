import { useId } from 'react';
import { Switch } from './switch';

/** One on/off choice of a settings list: the switch, its label and a hint under it (read with the switch). */
export function SwitchRow({ label, hint, checked, disabled, onChange }: { label: string; hint: string; checked: boolean; disabled?: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <li className="flex items-start gap-4 p-4">
      <Switch id={id} checked={checked} disabled={disabled} aria-describedby={`${id}-hint`} onCheckedChange={onChange} />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </li>
  );
}
