import { canRemoveSlot, endChoicesFor, hasOverlap, nextSlotAfter, START_CHOICES, WEEK_DAYS, type DaySchedule, type WeekDay } from '@sanity/shared/domain/practice/time-slots';
import { it } from '@sanity/shared/i18n/it';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { type DraftAction, type PracticeDraft, weekOf } from '../practice-draft';
import { ServicePicker } from './service-picker';

type HoursEditorProps = {
  draft: PracticeDraft;
  dispatch: (action: DraftAction) => void;
  hasSectors: boolean;
  sectorName: (sectorId: string) => string;
  serviceId: string;
  onServiceChange: (serviceId: string) => void;
};

/** 'Orari disponibili': per service, a switch per weekday and its time slots (spec §4 Time slots, §5). */
export function HoursEditor({ draft, dispatch, hasSectors, sectorName, serviceId, onServiceChange }: HoursEditorProps) {
  const m = it.practice;
  if (!hasSectors) return <Alert tone="info">{m.sectorsFirst}</Alert>;
  if (draft.services.length === 0) return <Alert tone="info">{m.servicesFirst}</Alert>;
  const selected = draft.services.some((s) => s.id === serviceId);
  const week = selected ? weekOf(draft, serviceId) : null;

  return (
    <div className="flex flex-col gap-4">
      <ServicePicker services={draft.services} sectorName={sectorName} value={serviceId} onChange={onServiceChange} />
      {week ? (
        <ul className="flex flex-col gap-2">
          {WEEK_DAYS.map((day) => (
            <li key={day}>
              <DayEditor day={day} schedule={week[day]} onChange={(action) => dispatch({ ...action, serviceId, day })} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

type DayChange =
  | { type: 'toggleDay'; on: boolean }
  | { type: 'setSlotStart'; index: number; start: string }
  | { type: 'setSlotEnd'; index: number; end: string }
  | { type: 'addSlot' }
  | { type: 'removeSlot'; index: number };

function DayEditor({ day, schedule, onChange }: { day: WeekDay; schedule: DaySchedule; onChange: (change: DayChange) => void }) {
  const m = it.practice;
  const id = useId();
  const labelId = `${id}-label`;
  const switchId = `${id}-switch`;
  const overlapId = `${id}-overlap`;
  const overlap = hasOverlap(schedule.timeSlots);
  const next = nextSlotAfter(schedule.timeSlots);
  const removable = canRemoveSlot(schedule);

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={cn('flex flex-col gap-3 rounded-xl border p-3', schedule.isAvailable ? 'border-brand-200 bg-white' : 'border-slate-200 bg-slate-50/60')}
    >
      <div className="flex items-center justify-between gap-3">
        <label id={labelId} htmlFor={switchId} className="cursor-pointer text-sm font-semibold text-slate-900">
          {m.days[day]}
        </label>
        <div className="flex items-center gap-3">
          {schedule.isAvailable ? null : <span className="text-xs text-slate-600">{m.dayOff}</span>}
          <Switch id={switchId} checked={schedule.isAvailable} onCheckedChange={(on) => onChange({ type: 'toggleDay', on })} />
        </div>
      </div>
      {schedule.isAvailable ? (
        <>
          <ol className="flex flex-col gap-2">
            {schedule.timeSlots.map((slot, index) => (
              <li key={index} className="flex items-center gap-1.5 sm:gap-2">
                <NativeSelect
                  aria-label={m.slotStart(index + 1)}
                  aria-describedby={overlap ? overlapId : undefined}
                  aria-invalid={overlap ? true : undefined}
                  value={slot.start}
                  onChange={(e) => onChange({ type: 'setSlotStart', index, start: e.target.value })}
                  compact
                  className="w-28 min-w-0 sm:w-32"
                >
                  {START_CHOICES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </NativeSelect>
                <span aria-hidden="true" className="text-slate-500">
                  –
                </span>
                <NativeSelect
                  aria-label={m.slotEnd(index + 1)}
                  aria-describedby={overlap ? overlapId : undefined}
                  aria-invalid={overlap ? true : undefined}
                  value={slot.end}
                  onChange={(e) => onChange({ type: 'setSlotEnd', index, end: e.target.value })}
                  compact
                  className="w-28 min-w-0 sm:w-32"
                >
                  {endChoicesFor(slot.start).map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </NativeSelect>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={m.removeSlot(index + 1)}
                  disabled={!removable}
                  onClick={() => onChange({ type: 'removeSlot', index })}
                  className="text-slate-600 hover:text-red-700"
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ol>
          {overlap ? (
            <p id={overlapId} role="alert" className="text-sm font-medium text-red-700">
              {m.slotsOverlap}
            </p>
          ) : null}
          <Button variant="ghost" size="sm" className="self-start text-brand-800" disabled={!next} onClick={() => onChange({ type: 'addSlot' })}>
            <Plus aria-hidden="true" />
            {m.addSlot}
          </Button>
        </>
      ) : null}
    </div>
  );
}
