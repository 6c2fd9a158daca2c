import { Chip } from './chip';
import { type FieldControlProps } from './field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';
import { addUnique, removeValue } from './multi-select-values';

export type MultiSelectOption = { value: string; label: string };

type MultiSelectProps = {
  control: FieldControlProps;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  placeholder: string;
  /** Accessible name of the selected chips list. */
  selectedLabel: string;
  removeLabel: (label: string) => string;
  disabled?: boolean;
  /** The chip's text of a chosen value that is no longer among the options (e.g. a deactivated sector kept on a profile). */
  labelOfMissing?: (value: string) => string | undefined;
};

/**
 * Pick options one at a time from a listbox; the picked ones show as removable chips underneath.
 * The trigger keeps showing the placeholder, so the same list can be used again.
 */
export function MultiSelect({ control, options, value, onChange, placeholder, selectedLabel, removeLabel, disabled, labelOfMissing }: MultiSelectProps) {
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? labelOfMissing?.(v) ?? v;
  return (
    <div className="flex flex-col gap-2">
      <Select value="" onValueChange={(v) => onChange(addUnique(value, v))} disabled={disabled}>
        <SelectTrigger {...control}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value} selected={value.includes(o.value)}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {value.length > 0 ? (
        <ul aria-label={selectedLabel} className="flex flex-wrap gap-2">
          {value.map((v) => (
            <li key={v}>
              <Chip removeLabel={removeLabel(labelOf(v))} onRemove={() => onChange(removeValue(value, v))}>
                {labelOf(v)}
              </Chip>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
