import { itContent } from '@sanity/shared/i18n/it-content';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Chip } from '../../../../components/ui/chip';
import { FieldError } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';

type ChipInputProps = {
  label: string;
  placeholder: string;
  values: string[];
  /** Tries to add the text; answers the error to show (or null) and whether the input is cleared. */
  onAdd: (text: string) => { error: string | null; added: boolean };
  onRemove: (value: string) => void;
  /** When false the 'Aggiungi' button is disabled for the current text. */
  canAdd?: (text: string) => boolean;
  inputType?: string;
  empty?: string;
  /** How to add an entry, under the box: a placeholder that says it is cut in a narrow column. */
  hint?: string;
  children?: ReactNode;
};

/** A text box whose entries become removable chips: Enter or 'Aggiungi' adds (tags, allowed users). */
export function ChipInput({ label, placeholder, values, onAdd, onRemove, canAdd, inputType = 'text', empty, hint, children }: ChipInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enabled = text.trim() !== '' && (canAdd ? canAdd(text) : true);
  const add = () => {
    if (!enabled) return;
    const result = onAdd(text);
    setError(result.error);
    if (result.added) setText('');
  };
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type={inputType}
          value={text}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          onChange={(ev) => {
            setText(ev.target.value);
            setError(null);
          }}
          onKeyDown={(ev) => {
            if (ev.key === 'Enter') {
              ev.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" className="h-11" disabled={!enabled} onClick={add}>
          {itContent.editor.add}
        </Button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {values.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-2" aria-label={label}>
          {values.map((v) => (
            <li key={v}>
              <Chip removeLabel={itContent.editor.removeItem(v)} onRemove={() => {
                  setError(null);
                  onRemove(v);
                }}
              >
                {v}
              </Chip>
            </li>
          ))}
        </ul>
      ) : empty ? (
        <p className="text-xs text-slate-600">{empty}</p>
      ) : null}
      {children}
    </div>
  );
}
