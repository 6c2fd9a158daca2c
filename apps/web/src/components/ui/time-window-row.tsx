import { endChoicesFor, START_CHOICES, type TimeSlot } from '@sanity/shared/domain/practice/time-slots';
import { Trash2 } from 'lucide-react';
import { Button } from './button';
import { NativeSelect } from './native-select';

type Props = {
  window: TimeSlot;
  /** Accessible names of the two selects and the remove button ('Inizio fascia 1', …). */
  labels: { start: string; end: string; remove: string };
  /** The id of the message saying the windows overlap, when they do. */
  overlapId?: string | undefined;
  onStart: (start: string) => void;
  onEnd: (end: string) => void;
  onRemove: () => void;
  removable: boolean;
};

/** One opening window, 'dalle – alle' on the quarter hours, with its remove button: the weekly hours' and one date's. */
export function TimeWindowRow({ window, labels, overlapId, onStart, onEnd, onRemove, removable }: Props) {
  const invalid = overlapId ? true : undefined;
  return (
    <li className="flex items-center gap-1.5 sm:gap-2">
      <NativeSelect aria-label={labels.start} aria-invalid={invalid} aria-describedby={overlapId} compact className="w-28 min-w-0 sm:w-32" value={window.start} onChange={(e) => onStart(e.target.value)}>
        {START_CHOICES.map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </NativeSelect>
      <span aria-hidden="true" className="text-slate-500">
        –
      </span>
      <NativeSelect aria-label={labels.end} aria-invalid={invalid} aria-describedby={overlapId} compact className="w-28 min-w-0 sm:w-32" value={window.end} onChange={(e) => onEnd(e.target.value)}>
        {endChoicesFor(window.start).map((time) => (
          <option key={time} value={time}>
            {time}
          </option>
        ))}
      </NativeSelect>
      <Button variant="ghost" size="icon-sm" aria-label={labels.remove} disabled={!removable} onClick={onRemove} className="text-slate-600 hover:text-red-700">
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  );
}
