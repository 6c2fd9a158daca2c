import { itBooking } from '@sanity/shared/i18n/it-booking';
import { cn } from '../../../lib/cn';
import { type SlotOption } from '../booking-flow';

type TimeSlotsProps = { legend: string; slots: SlotOption[]; selected: string | null; onSelect: (time: string) => void };

/** The day's times as a radio group; times already booked stay visible, disabled and marked 'Occupato'. */
export function TimeSlots({ legend, slots, selected, onSelect }: TimeSlotsProps) {
  const b = itBooking.booking;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {slots.map((slot) => (
          <label
            key={slot.time}
            className={cn(
              'relative flex min-h-12 flex-col items-center justify-center rounded-lg border px-2 py-1.5 text-sm tabular-nums transition-colors',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
              slot.available
                ? selected === slot.time
                  ? 'cursor-pointer border-brand-700 bg-brand-700 font-semibold text-white'
                  : 'cursor-pointer border-slate-300 bg-white font-medium text-slate-800 hover:border-brand-700 hover:bg-brand-50'
                : 'cursor-not-allowed border-dashed border-slate-200 bg-slate-50 text-slate-500',
            )}
          >
            <input
              type="radio"
              name="booking-time"
              value={slot.time}
              checked={selected === slot.time}
              disabled={!slot.available}
              onChange={() => onSelect(slot.time)}
              aria-label={slot.available ? slot.time : b.slotTakenLabel(slot.time)}
              className="sr-only"
            />
            <span className={slot.available ? undefined : 'line-through'}>{slot.time}</span>
            {slot.available ? null : <span className="text-xs">{b.unavailableSlot}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
