import { newServiceId } from '@sanity/shared/domain/practice/service-id';
import {
  canRemoveSlot,
  changeSlotStart,
  emptyWeek,
  hasOverlap,
  nextSlotAfter,
  toggleDay,
  WEEK_DAYS,
  type DaySchedule,
  type WeekDay,
  type WeeklySchedule,
} from '@sanity/shared/domain/practice/time-slots';
import { copyDay, copyWeek } from '@sanity/shared/domain/practice/weekly-hours';
import { type Availability, type CustomField, type PracticeConfig, type Service } from '@sanity/shared/schemas/practice';
import { type ServiceMode } from '@sanity/shared/schemas/video';

/**
 * The doctor's practice configuration while it is edited in settings: the three dialogs
 * (services, hours, custom fields) change this one draft; 'Salva configurazione' sends it whole.
 * Pure: the editing rules themselves come from `@sanity/shared/domain/practice`.
 */
export type PracticeDraft = {
  services: Service[];
  /** Only the services that override the practice hours (issue 15). */
  availabilities: Availability[];
  /** The practice's week, used by every service without an entry in `availabilities`. */
  practiceHours: WeeklySchedule;
};

/** A service's buffers and minimum notice, in minutes (0 by default). */
export type ServiceTiming = Partial<Record<'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minNoticeMinutes', number>>;

/** Whose week an hours action edits: a service's own (its override) or, with null, the practice's. */
export type HoursOwner = string | null;
export const PRACTICE_HOURS = null;

export type DraftAction =
  | { type: 'reset'; config: PracticeDraft }
  | { type: 'addService'; service: Service }
  | { type: 'removeService'; serviceId: string }
  | { type: 'setServiceActive'; serviceId: string; isActive: boolean }
  /** Minutes of rest before/after each visit, or the minimum notice of a booking (issue 25). */
  | { type: 'setServiceTiming'; serviceId: string; timing: ServiceTiming }
  /** Issue 29: in the studio, online or both. */
  | { type: 'setServiceMode'; serviceId: string; mode: ServiceMode }
  | { type: 'toggleDay'; serviceId: HoursOwner; day: WeekDay; on: boolean }
  | { type: 'setSlotStart'; serviceId: HoursOwner; day: WeekDay; index: number; start: string }
  | { type: 'setSlotEnd'; serviceId: HoursOwner; day: WeekDay; index: number; end: string }
  | { type: 'addSlot'; serviceId: HoursOwner; day: WeekDay }
  | { type: 'removeSlot'; serviceId: HoursOwner; day: WeekDay; index: number }
  | { type: 'copyDay'; serviceId: HoursOwner; day: WeekDay; targets: readonly WeekDay[] }
  /** On: the service uses the practice hours (its own are dropped); off: its own week, starting from a copy of the practice hours. */
  | { type: 'usePracticeHours'; serviceId: string; on: boolean }
  | { type: 'saveField'; serviceId: string; field: CustomField }
  | { type: 'removeField'; serviceId: string; fieldId: string };

/** The configuration as loaded or saved, as a draft: the practice hours always present. */
export function draftOf(config: PracticeConfig): PracticeDraft {
  return { services: config.services, availabilities: config.availabilities, practiceHours: config.practiceHours ?? emptyWeek() };
}

/** Whether a service has its own hours instead of the practice's. */
export function overridesPracticeHours(draft: PracticeDraft, serviceId: string): boolean {
  return draft.availabilities.some((a) => a.serviceId === serviceId);
}

/** The weekly hours a service is booked on: its own, else the practice hours; null: the practice hours themselves. */
export function weekOf(draft: PracticeDraft, serviceId: HoursOwner): WeeklySchedule {
  if (serviceId === PRACTICE_HOURS) return draft.practiceHours;
  return draft.availabilities.find((a) => a.serviceId === serviceId)?.weeklySchedule ?? draft.practiceHours;
}

/** The days of a week whose slots overlap (they block saving). */
export function overlappingDays(week: WeeklySchedule): WeekDay[] {
  return WEEK_DAYS.filter((d) => hasOverlap(week[d].timeSlots));
}

/** A new service id (sector id + timestamp, spec §3) that no service of the draft uses yet. */
export function uniqueServiceId(draft: PracticeDraft, sectorId: string, now: number): string {
  const taken = new Set(draft.services.map((s) => s.id));
  let t = now;
  while (taken.has(newServiceId(sectorId, t))) t += 1;
  return newServiceId(sectorId, t);
}

function updateService(draft: PracticeDraft, serviceId: string, change: (s: Service) => Service): PracticeDraft {
  return { ...draft, services: draft.services.map((s) => (s.id === serviceId ? change(s) : s)) };
}

/** Changes the practice's week or a service's own; editing a service without its own week gives it one (an override). */
function updateWeek(draft: PracticeDraft, serviceId: HoursOwner, change: (week: WeeklySchedule) => WeeklySchedule): PracticeDraft {
  if (serviceId === PRACTICE_HOURS) return { ...draft, practiceHours: change(draft.practiceHours) };
  if (!draft.services.some((s) => s.id === serviceId)) return draft;
  const weeklySchedule = change(copyWeek(weekOf(draft, serviceId)));
  const exists = overridesPracticeHours(draft, serviceId);
  return {
    ...draft,
    availabilities: exists
      ? draft.availabilities.map((a) => (a.serviceId === serviceId ? { ...a, weeklySchedule } : a))
      : [...draft.availabilities, { serviceId, weeklySchedule }],
  };
}

function updateDay(draft: PracticeDraft, serviceId: HoursOwner, day: WeekDay, change: (d: DaySchedule) => DaySchedule): PracticeDraft {
  return updateWeek(draft, serviceId, (week) => ({ ...week, [day]: change(week[day]) }));
}

function updateSlot(day: DaySchedule, index: number, change: (slot: DaySchedule['timeSlots'][number]) => DaySchedule['timeSlots'][number]): DaySchedule {
  return { ...day, timeSlots: day.timeSlots.map((slot, i) => (i === index ? change(slot) : slot)) };
}

export function draftReducer(draft: PracticeDraft, action: DraftAction): PracticeDraft {
  switch (action.type) {
    case 'reset':
      return action.config;
    case 'addService':
      if (draft.services.some((s) => s.id === action.service.id)) return draft;
      return { ...draft, services: [...draft.services, { ...action.service, isActive: true }] };
    case 'removeService':
      // Its hours go with it, or the configuration would name a service that no longer exists.
      return {
        ...draft,
        services: draft.services.filter((s) => s.id !== action.serviceId),
        availabilities: draft.availabilities.filter((a) => a.serviceId !== action.serviceId),
      };
    case 'setServiceActive':
      return updateService(draft, action.serviceId, (s) => ({ ...s, isActive: action.isActive }));
    case 'setServiceTiming':
      return updateService(draft, action.serviceId, (s) => ({ ...s, ...action.timing }));
    case 'setServiceMode':
      return updateService(draft, action.serviceId, (s) => ({ ...s, mode: action.mode }));
    case 'toggleDay':
      return updateDay(draft, action.serviceId, action.day, () => toggleDay(action.on));
    case 'setSlotStart':
      return updateDay(draft, action.serviceId, action.day, (d) => updateSlot(d, action.index, (slot) => changeSlotStart(slot, action.start)));
    case 'setSlotEnd':
      return updateDay(draft, action.serviceId, action.day, (d) => updateSlot(d, action.index, (slot) => ({ ...slot, end: action.end })));
    case 'addSlot':
      return updateDay(draft, action.serviceId, action.day, (d) => {
        const next = nextSlotAfter(d.timeSlots);
        return next ? { isAvailable: true, timeSlots: [...d.timeSlots, next] } : d;
      });
    case 'removeSlot':
      return updateDay(draft, action.serviceId, action.day, (d) =>
        canRemoveSlot(d) ? { ...d, timeSlots: d.timeSlots.filter((_, i) => i !== action.index) } : d,
      );
    case 'copyDay':
      return updateWeek(draft, action.serviceId, (week) => copyDay(week, action.day, action.targets));
    case 'usePracticeHours':
      if (action.on) return { ...draft, availabilities: draft.availabilities.filter((a) => a.serviceId !== action.serviceId) };
      if (overridesPracticeHours(draft, action.serviceId)) return draft;
      return updateWeek(draft, action.serviceId, (week) => week);
    case 'saveField':
      return updateService(draft, action.serviceId, (s) => {
        const exists = s.customFields.some((f) => f.id === action.field.id);
        return {
          ...s,
          customFields: exists ? s.customFields.map((f) => (f.id === action.field.id ? action.field : f)) : [...s.customFields, action.field],
        };
      });
    case 'removeField':
      return updateService(draft, action.serviceId, (s) => ({ ...s, customFields: s.customFields.filter((f) => f.id !== action.fieldId) }));
  }
}

/** Whether the draft differs from what was last loaded or saved. */
export function isDirty(draft: PracticeDraft, saved: PracticeDraft): boolean {
  return draft !== saved && JSON.stringify(draft) !== JSON.stringify(saved);
}
