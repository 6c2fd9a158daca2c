import { PracticeConfigSchema, type Service } from '@sanity/shared/schemas/practice';
import { describe, expect, it } from 'vitest';
import { draftReducer, isDirty, overlappingDays, uniqueServiceId, weekOf, type DraftAction, type PracticeDraft } from './practice-draft';

const visit = (id: string, sectorId = 'cardiologia'): Service => ({
  id,
  sectorId,
  name: `Visita ${id}`,
  duration: 30,
  price: 100,
  description: '',
  isActive: true,
  customFields: [],
});

const empty: PracticeDraft = { services: [], availabilities: [] };
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

  it('a service without hours has every day off', () => {
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
