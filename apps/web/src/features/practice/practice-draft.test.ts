import { emptyWeek } from '@sanity/shared/domain/practice/time-slots';
import { PracticeConfigSchema, type Service } from '@sanity/shared/schemas/practice';
import { describe, expect, it } from 'vitest';
import {
  draftOf,
  draftReducer,
  isDirty,
  overlappingDays,
  overridesPracticeHours,
  PRACTICE_HOURS,
  uniqueServiceId,
  weekOf,
  type DraftAction,
  type PracticeDraft,
} from './practice-draft';

const visit = (id: string, sectorId = 'cardiologia'): Service => ({
  id,
  sectorId,
  name: `Visita ${id}`,
  duration: 30,
  price: 100,
  description: '',
  isActive: true,
  customFields: [],
  mode: 'in_studio',
});

const empty: PracticeDraft = { services: [], availabilities: [], practiceHours: emptyWeek() };
const run = (draft: PracticeDraft, ...actions: DraftAction[]) => actions.reduce(draftReducer, draft);

describe('services', () => {
  it('adds a service active, toggles it and removes it', () => {
    let d = run(empty, { type: 'addService', service: { ...visit('a'), isActive: false } });
    expect(d.services).toHaveLength(1);
    expect(d.services[0]?.isActive).toBe(true);
    d = run(d, { type: 'setServiceActive', serviceId: 'a', isActive: false });
    expect(d.services[0]?.isActive).toBe(false);
    d = run(d, { type: 'removeService', serviceId: 'a' });
    expect(d.services).toEqual([]);
  });

  it('sets a service\'s buffers and notice, leaving the other services alone (issue 25)', () => {
    const d = run(
      empty,
      { type: 'addService', service: visit('a') },
      { type: 'addService', service: visit('b') },
      { type: 'setServiceTiming', serviceId: 'a', timing: { bufferAfterMinutes: 10 } },
      { type: 'setServiceTiming', serviceId: 'a', timing: { minNoticeMinutes: 120 } },
    );
    expect(d.services[0]).toMatchObject({ bufferAfterMinutes: 10, minNoticeMinutes: 120 });
    expect(d.services[1]).toEqual(visit('b'));
  });

  it("sets a service's mode, in the studio, online or both (issue 29), leaving the others alone", () => {
    const d = run(empty, { type: 'addService', service: visit('a') }, { type: 'addService', service: visit('b') }, { type: 'setServiceMode', serviceId: 'a', mode: 'both' });
    expect(d.services.map((s) => s.mode)).toEqual(['both', 'in_studio']);
    expect(isDirty(d, run(empty, { type: 'addService', service: visit('a') }, { type: 'addService', service: visit('b') }))).toBe(true);
  });

  it('ignores a second service with the same id', () => {
    const d = run(empty, { type: 'addService', service: visit('a') }, { type: 'addService', service: visit('a') });
    expect(d.services).toHaveLength(1);
  });

  it('removing a service removes its hours', () => {
    const d = run(
      empty,
      { type: 'addService', service: visit('a') },
      { type: 'addService', service: visit('b') },
      { type: 'toggleDay', serviceId: 'a', day: 'monday', on: true },
      { type: 'toggleDay', serviceId: 'b', day: 'monday', on: true },
      { type: 'removeService', serviceId: 'a' },
    );
    expect(d.availabilities.map((a) => a.serviceId)).toEqual(['b']);
  });

  it('new ids are the sector id plus a timestamp, bumped when taken', () => {
    const d = run(empty, { type: 'addService', service: visit('cardiologia_1000') });
    expect(uniqueServiceId(d, 'cardiologia', 999)).toBe('cardiologia_999');
    expect(uniqueServiceId(d, 'cardiologia', 1000)).toBe('cardiologia_1001');
  });
});

describe('weekly hours', () => {
  const withService = run(empty, { type: 'addService', service: visit('a') });

  it('a service without hours (and a practice without hours) has every day off', () => {
    const week = weekOf(withService, 'a');
    expect(Object.values(week).every((day) => !day.isAvailable && day.timeSlots.length === 0)).toBe(true);
  });

  it('switching a day on creates 09:00-18:00, off clears it', () => {
    let d = run(withService, { type: 'toggleDay', serviceId: 'a', day: 'monday', on: true });
    expect(weekOf(d, 'a').monday).toEqual({ isAvailable: true, timeSlots: [{ start: '09:00', end: '18:00' }] });
    expect(weekOf(d, 'a').tuesday.isAvailable).toBe(false);
    d = run(d, { type: 'toggleDay', serviceId: 'a', day: 'monday', on: false });
    expect(weekOf(d, 'a').monday).toEqual({ isAvailable: false, timeSlots: [] });
    expect(d.availabilities).toHaveLength(1);
  });

  it('does not create hours for an unknown service', () => {
    expect(run(withService, { type: 'toggleDay', serviceId: 'x', day: 'monday', on: true }).availabilities).toEqual([]);
  });

  it('edits slots: a new start keeps or moves the end, added slots follow the latest, removal needs two', () => {
    let d = run(
      withService,
      { type: 'toggleDay', serviceId: 'a', day: 'monday', on: true },
      { type: 'setSlotEnd', serviceId: 'a', day: 'monday', index: 0, end: '13:00' },
      { type: 'addSlot', serviceId: 'a', day: 'monday' },
    );
    expect(weekOf(d, 'a').monday.timeSlots).toEqual([
      { start: '09:00', end: '13:00' },
      { start: '13:00', end: '14:00' },
    ]);
    d = run(d, { type: 'setSlotStart', serviceId: 'a', day: 'monday', index: 1, start: '15:00' });
    expect(weekOf(d, 'a').monday.timeSlots[1]).toEqual({ start: '15:00', end: '15:30' });
    d = run(d, { type: 'setSlotStart', serviceId: 'a', day: 'monday', index: 0, start: '08:00' });
    expect(weekOf(d, 'a').monday.timeSlots[0]).toEqual({ start: '08:00', end: '13:00' });
    d = run(d, { type: 'removeSlot', serviceId: 'a', day: 'monday', index: 0 });
    expect(weekOf(d, 'a').monday.timeSlots).toEqual([{ start: '15:00', end: '15:30' }]);
    const same = run(d, { type: 'removeSlot', serviceId: 'a', day: 'monday', index: 0 });
    expect(weekOf(same, 'a').monday.timeSlots).toHaveLength(1);
  });

  it('adding a slot to a full day changes nothing', () => {
    const d = run(
      withService,
      { type: 'toggleDay', serviceId: 'a', day: 'friday', on: true },
      { type: 'setSlotEnd', serviceId: 'a', day: 'friday', index: 0, end: '23:30' },
      { type: 'addSlot', serviceId: 'a', day: 'friday' },
    );
    expect(weekOf(d, 'a').friday.timeSlots).toHaveLength(1);
  });

  it('reports overlapping days, which the contract refuses', () => {
    const d = run(
      withService,
      { type: 'toggleDay', serviceId: 'a', day: 'monday', on: true },
      { type: 'addSlot', serviceId: 'a', day: 'monday' },
      { type: 'setSlotStart', serviceId: 'a', day: 'monday', index: 1, start: '10:00' },
    );
    expect(overlappingDays(weekOf(d, 'a'))).toEqual(['monday']);
    const parsed = PracticeConfigSchema.safeParse(d);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Le fasce orarie non possono sovrapporsi');
  });
});

describe('practice hours and overrides', () => {
  const twoServices = run(empty, { type: 'addService', service: visit('a') }, { type: 'addService', service: visit('b') });
  const mondayMorning = run(
    twoServices,
    { type: 'toggleDay', serviceId: PRACTICE_HOURS, day: 'monday', on: true },
    { type: 'setSlotEnd', serviceId: PRACTICE_HOURS, day: 'monday', index: 0, end: '13:00' },
  );

  it('a loaded configuration without practice hours gets a closed week', () => {
    expect(draftOf({ services: [], availabilities: [] })).toEqual(empty);
  });

  it('the practice hours are edited without giving any service its own', () => {
    expect(mondayMorning.practiceHours.monday).toEqual({ isAvailable: true, timeSlots: [{ start: '09:00', end: '13:00' }] });
    expect(mondayMorning.availabilities).toEqual([]);
    expect(weekOf(mondayMorning, 'a')).toEqual(mondayMorning.practiceHours);
  });

  it('switching off "use the practice hours" starts the service’s own week from a copy of them', () => {
    let d = run(mondayMorning, { type: 'usePracticeHours', serviceId: 'a', on: false });
    expect(overridesPracticeHours(d, 'a')).toBe(true);
    expect(overridesPracticeHours(d, 'b')).toBe(false);
    expect(weekOf(d, 'a')).toEqual(mondayMorning.practiceHours);
    d = run(d, { type: 'setSlotEnd', serviceId: 'a', day: 'monday', index: 0, end: '11:00' });
    expect(weekOf(d, 'a').monday.timeSlots).toEqual([{ start: '09:00', end: '11:00' }]);
    expect(d.practiceHours.monday.timeSlots).toEqual([{ start: '09:00', end: '13:00' }]);
    expect(weekOf(d, 'b').monday.timeSlots).toEqual([{ start: '09:00', end: '13:00' }]);
    // Switching it off again keeps the service's own week.
    expect(run(d, { type: 'usePracticeHours', serviceId: 'a', on: false })).toBe(d);
  });

  it('switching it back on drops the service’s own week', () => {
    const d = run(mondayMorning, { type: 'usePracticeHours', serviceId: 'a', on: false }, { type: 'usePracticeHours', serviceId: 'a', on: true });
    expect(d.availabilities).toEqual([]);
    expect(weekOf(d, 'a')).toEqual(mondayMorning.practiceHours);
  });

  it('an override with every day off is kept (the service is offered on no day)', () => {
    const d = run(mondayMorning, { type: 'usePracticeHours', serviceId: 'a', on: false }, { type: 'toggleDay', serviceId: 'a', day: 'monday', on: false });
    expect(d.availabilities).toEqual([{ serviceId: 'a', weeklySchedule: emptyWeek() }]);
    expect(PracticeConfigSchema.safeParse(d).success).toBe(true);
  });

  it('copies a practice day to the chosen days', () => {
    const d = run(mondayMorning, { type: 'copyDay', serviceId: PRACTICE_HOURS, day: 'monday', targets: ['tuesday', 'wednesday', 'thursday', 'friday'] });
    for (const day of ['tuesday', 'wednesday', 'thursday', 'friday'] as const) expect(d.practiceHours[day]).toEqual(d.practiceHours.monday);
    expect(d.practiceHours.saturday.isAvailable).toBe(false);
    expect(d.availabilities).toEqual([]);
    const saved = PracticeConfigSchema.parse(d);
    expect(saved.practiceHours?.friday.timeSlots).toEqual([{ start: '09:00', end: '13:00' }]);
  });

  it('copies a day of a service’s own week without touching the practice hours', () => {
    const d = run(
      mondayMorning,
      { type: 'usePracticeHours', serviceId: 'b', on: false },
      { type: 'toggleDay', serviceId: 'b', day: 'saturday', on: true },
      { type: 'copyDay', serviceId: 'b', day: 'saturday', targets: ['monday', 'sunday'] },
    );
    expect(weekOf(d, 'b').monday).toEqual({ isAvailable: true, timeSlots: [{ start: '09:00', end: '18:00' }] });
    expect(weekOf(d, 'b').sunday).toEqual(weekOf(d, 'b').saturday);
    expect(d.practiceHours).toEqual(mondayMorning.practiceHours);
  });

  it('an overlapping practice day blocks saving, as a service’s does', () => {
    const d = run(
      mondayMorning,
      { type: 'addSlot', serviceId: PRACTICE_HOURS, day: 'monday' },
      { type: 'setSlotStart', serviceId: PRACTICE_HOURS, day: 'monday', index: 1, start: '12:00' },
    );
    expect(overlappingDays(d.practiceHours)).toEqual(['monday']);
    expect(PracticeConfigSchema.safeParse(d).error?.issues[0]?.message).toBe('Le fasce orarie non possono sovrapporsi');
  });

  it('removing a service keeps the practice hours', () => {
    const d = run(mondayMorning, { type: 'usePracticeHours', serviceId: 'a', on: false }, { type: 'removeService', serviceId: 'a' });
    expect(d.availabilities).toEqual([]);
    expect(d.practiceHours).toEqual(mondayMorning.practiceHours);
  });
});

describe('custom fields', () => {
  it('adds, edits and removes a field of one service', () => {
    const field = { id: 'f1', name: 'Farmaci', type: 'text' as const, required: false, options: [] };
    let d = run(empty, { type: 'addService', service: visit('a') }, { type: 'addService', service: visit('b') });
    d = run(d, { type: 'saveField', serviceId: 'a', field });
    expect(d.services[0]?.customFields).toEqual([field]);
    expect(d.services[1]?.customFields).toEqual([]);
    d = run(d, { type: 'saveField', serviceId: 'a', field: { ...field, required: true, type: 'select', options: ['Sì', 'No'] } });
    expect(d.services[0]?.customFields).toEqual([{ ...field, required: true, type: 'select', options: ['Sì', 'No'] }]);
    d = run(d, { type: 'removeField', serviceId: 'a', fieldId: 'f1' });
    expect(d.services[0]?.customFields).toEqual([]);
  });
});

describe('dirty state', () => {
  it('is dirty only when the content differs', () => {
    const saved = run(empty, { type: 'addService', service: visit('a') });
    expect(isDirty(saved, saved)).toBe(false);
    const toggled = run(saved, { type: 'setServiceActive', serviceId: 'a', isActive: false });
    expect(isDirty(toggled, saved)).toBe(true);
    expect(isDirty(run(toggled, { type: 'setServiceActive', serviceId: 'a', isActive: true }), saved)).toBe(false);
  });
});
