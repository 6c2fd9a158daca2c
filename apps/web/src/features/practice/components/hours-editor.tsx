import {
  canRemoveSlot,
  hasOverlap,
  nextSlotAfter,
  WEEK_DAYS,
  type DaySchedule,
  type WeekDay,
  type WeeklySchedule,
} from '@sanity/shared/domain/practice/time-slots';
import { WORKING_DAYS } from '@sanity/shared/domain/practice/weekly-hours';
import { itSettings } from '@sanity/shared/i18n/it-settings';
import { Copy, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox';
import { Switch } from '../../../components/ui/switch';
import { TimeWindowRow } from '../../../components/ui/time-window-row';
import { cn } from '../../../lib/cn';
import { type DraftAction, type HoursOwner, overridesPracticeHours, PRACTICE_HOURS, type PracticeDraft, weekOf } from '../practice-draft';
import { ServicePicker } from './service-picker';

type HoursEditorProps = {
  draft: PracticeDraft;
  dispatch: (action: DraftAction) => void;
  hasSectors: boolean;
  sectorName: (sectorId: string) => string;
  serviceId: string;
  onServiceChange: (serviceId: string) => void;
};

/**
 * 'Orari disponibili' (spec §4 Time slots, §5, issue 15): first the practice's week, then per
 * service a switch 'Usa gli orari dello studio'; off, the service's own week (an override).
 */
export function HoursEditor({ draft, dispatch, hasSectors, sectorName, serviceId, onServiceChange }: HoursEditorProps) {
  const m = itSettings.practice;
  const h = itSettings.practiceHours;
  const id = useId();
  if (!hasSectors) return <Alert tone="info">{m.sectorsFirst}</Alert>;
  if (draft.services.length === 0) return <Alert tone="info">{m.servicesFirst}</Alert>;
  const selected = draft.services.some((s) => s.id === serviceId);
  const overrides = selected && overridesPracticeHours(draft, serviceId);
  const edit = (owner: HoursOwner) => (day: WeekDay, change: DayChange) => dispatch({ ...change, serviceId: owner, day });

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${id}-practice`} className="flex flex-col gap-3">
        <div>
          <h3 id={`${id}-practice`} className="text-base font-semibold text-slate-900">
            {h.practiceTitle}
          </h3>
          <p className="text-sm text-slate-600">{h.practiceHint}</p>
        </div>
        <WeekEditor week={draft.practiceHours} onChange={edit(PRACTICE_HOURS)} />
      </section>
      <section aria-labelledby={`${id}-services`} className="flex flex-col gap-3 border-t border-slate-200 pt-5">
        <div>
          <h3 id={`${id}-services`} className="text-base font-semibold text-slate-900">
            {h.servicesTitle}
          </h3>
          <p className="text-sm text-slate-600">{h.servicesHint}</p>
        </div>
        <ServicePicker services={draft.services} sectorName={sectorName} value={serviceId} onChange={onServiceChange} />
        {selected ? (
          <>
            <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 p-3">
              <label htmlFor={`${id}-use-practice`} className="cursor-pointer text-sm font-semibold text-slate-900">
                {h.usePracticeHours}
              </label>
              <Switch
                id={`${id}-use-practice`}
                checked={!overrides}
                onCheckedChange={(on) => dispatch({ type: 'usePracticeHours', serviceId, on })}
              />
            </div>
            {overrides ? (
              <>
                <p className="text-sm text-slate-600">{h.ownHours}</p>
                <WeekEditor week={weekOf(draft, serviceId)} onChange={edit(serviceId)} />
              </>
            ) : (
              <p className="text-sm text-slate-600">{h.usesPracticeHours}</p>
            )}
          </>
        ) : null}
      </section>
    </div>
  );
}

type DayChange =
  | { type: 'toggleDay'; on: boolean }
  | { type: 'setSlotStart'; index: number; start: string }
  | { type: 'setSlotEnd'; index: number; end: string }
  | { type: 'addSlot' }
  | { type: 'removeSlot'; index: number }
  | { type: 'copyDay'; targets: WeekDay[] };

function WeekEditor({ week, onChange }: { week: WeeklySchedule; onChange: (day: WeekDay, change: DayChange) => void }) {
  return (
    <ul className="flex flex-col gap-2">
      {WEEK_DAYS.map((day) => (
        <li key={day}>
          <DayEditor day={day} schedule={week[day]} onChange={(change) => onChange(day, change)} />
        </li>
      ))}
    </ul>
  );
}

function DayEditor({ day, schedule, onChange }: { day: WeekDay; schedule: DaySchedule; onChange: (change: DayChange) => void }) {
  const m = itSettings.practice;
  const h = itSettings.practiceHours;
  const id = useId();
  const [copying, setCopying] = useState(false);
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
              <TimeWindowRow
                key={index}
                window={slot}
                labels={{ start: m.slotStart(index + 1), end: m.slotEnd(index + 1), remove: m.removeSlot(index + 1) }}
                overlapId={overlap ? overlapId : undefined}
                onStart={(start) => onChange({ type: 'setSlotStart', index, start })}
                onEnd={(end) => onChange({ type: 'setSlotEnd', index, end })}
                onRemove={() => onChange({ type: 'removeSlot', index })}
                removable={removable}
              />
            ))}
          </ol>
          {overlap ? (
            <p id={overlapId} role="alert" className="text-sm font-medium text-red-700">
              {m.slotsOverlap}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-x-2 gap-y-1">
            <Button variant="ghost" size="sm" className="text-brand-800" disabled={!next} onClick={() => onChange({ type: 'addSlot' })}>
              <Plus aria-hidden="true" />
              {m.addSlot}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-brand-800"
              aria-expanded={copying}
              aria-controls={copying ? `${id}-copy` : undefined}
              onClick={() => setCopying((open) => !open)}
            >
              <Copy aria-hidden="true" />
              {h.copyDay}
            </Button>
          </div>
          {copying ? (
            <CopyDayPanel
              id={`${id}-copy`}
              day={day}
              onCancel={() => setCopying(false)}
              onApply={(targets) => {
                onChange({ type: 'copyDay', targets });
                setCopying(false);
              }}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** 'Copia su altri giorni': the days to copy this day's hours onto (all of them replaced on 'Applica'). */
function CopyDayPanel({ id, day, onCancel, onApply }: { id: string; day: WeekDay; onCancel: () => void; onApply: (targets: WeekDay[]) => void }) {
  const m = itSettings.practice;
  const h = itSettings.practiceHours;
  const [targets, setTargets] = useState<ReadonlySet<WeekDay>>(() => new Set());
  const others = WEEK_DAYS.filter((d) => d !== day);
  const toggle = (d: WeekDay, on: boolean) =>
    setTargets((current) => {
      const next = new Set(current);
      if (on) next.add(d);
      else next.delete(d);
      return next;
    });
  return (
    <fieldset id={id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <legend className="float-left mb-1 text-sm font-semibold text-slate-900">{h.copyTargets(m.days[day])}</legend>
      <div className="clear-left grid grid-cols-2 gap-2 sm:grid-cols-3">
        {others.map((d) => (
          <CheckboxField key={d} label={m.days[d]} checked={targets.has(d)} onCheckedChange={(on) => toggle(d, on)} />
        ))}
      </div>
      <Button
        variant="link"
        size="sm"
        className="self-start px-0 text-sm text-brand-800"
        onClick={() => setTargets((current) => new Set([...current, ...WORKING_DAYS.filter((d) => d !== day)]))}
      >
        {h.selectWeekdays}
      </Button>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="sm" onClick={onCancel}>
          {h.cancelCopy}
        </Button>
        <Button size="sm" disabled={targets.size === 0} onClick={() => onApply(WEEK_DAYS.filter((d) => targets.has(d)))}>
          {h.applyCopy}
        </Button>
      </div>
    </fieldset>
  );
}
