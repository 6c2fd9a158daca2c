import { describe, expect, it } from 'vitest';
import {
  canRemoveSlot,
  changeSlotStart,
  endChoicesFor,
  hasOverlap,
  isValidSlot,
  nextSlotAfter,
  START_CHOICES,
  slotsOverlap,
  toggleDay,
  withSlotAliases,
} from './time-slots';

describe('time slot choices', () => {
  it('starts run from 06:00 to 22:00 every 30 minutes', () => {
    expect(START_CHOICES[0]).toBe('06:00');
    expect(START_CHOICES.at(-1)).toBe('22:00');
    expect(START_CHOICES).toHaveLength(33);
    expect(START_CHOICES).toContain('13:30');
  });
  it('ends are at least 30 minutes after the start, up to 23:30', () => {
    expect(endChoicesFor('09:00')[0]).toBe('09:30');
    expect(endChoicesFor('09:00').at(-1)).toBe('23:30');
    expect(endChoicesFor('22:00')).toEqual(['22:30', '23:00', '23:30']);
    expect(endChoicesFor('05:30')).toEqual([]);
    expect(endChoicesFor('09:15')).toEqual([]);
  });
  it('a slot is valid only with a start choice and one of its end choices', () => {
    expect(isValidSlot({ start: '09:00', end: '18:00' })).toBe(true);
    expect(isValidSlot({ start: '09:00', end: '09:00' })).toBe(false);
    expect(isValidSlot({ start: '09:00', end: '08:00' })).toBe(false);
    expect(isValidSlot({ start: '22:30', end: '23:30' })).toBe(false);
    expect(isValidSlot({ start: '09:00', end: '24:00' })).toBe(false);
  });
});

describe('overlaps', () => {
  it('overlapping slots are detected, touching ones are not', () => {
    expect(slotsOverlap({ start: '09:00', end: '12:00' }, { start: '11:30', end: '13:00' })).toBe(true);
    expect(slotsOverlap({ start: '09:00', end: '12:00' }, { start: '12:00', end: '13:00' })).toBe(false);
    expect(slotsOverlap({ start: '09:00', end: '18:00' }, { start: '10:00', end: '11:00' })).toBe(true);
  });
  it('a day with any two overlapping slots is refused', () => {
    expect(hasOverlap([{ start: '09:00', end: '12:00' }, { start: '14:00', end: '18:00' }])).toBe(false);
    expect(hasOverlap([{ start: '09:00', end: '12:00' }, { start: '14:00', end: '18:00' }, { start: '17:00', end: '19:00' }])).toBe(true);
  });
});

describe('editing a day', () => {
  it('switching a day on creates 09:00-18:00; off clears it', () => {
    expect(toggleDay(true)).toEqual({ isAvailable: true, timeSlots: [{ start: '09:00', end: '18:00' }] });
    expect(toggleDay(false)).toEqual({ isAvailable: false, timeSlots: [] });
  });
  it('a slot can be removed only when more than one exists', () => {
    expect(canRemoveSlot(toggleDay(true))).toBe(false);
    expect(canRemoveSlot({ isAvailable: true, timeSlots: [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '18:00' }] })).toBe(true);
  });
  it('changing the start keeps a still-valid end', () => {
    expect(changeSlotStart({ start: '09:00', end: '18:00' }, '10:00')).toEqual({ start: '10:00', end: '18:00' });
  });
  it('changing the start moves an invalid end to the first valid option', () => {
    expect(changeSlotStart({ start: '09:00', end: '12:00' }, '12:00')).toEqual({ start: '12:00', end: '12:30' });
    expect(changeSlotStart({ start: '09:00', end: '12:00' }, '15:00')).toEqual({ start: '15:00', end: '15:30' });
  });
  it('an added slot starts where the latest one ends and never overlaps', () => {
    expect(nextSlotAfter([{ start: '09:00', end: '13:00' }])).toEqual({ start: '13:00', end: '14:00' });
    expect(nextSlotAfter([])).toEqual({ start: '09:00', end: '10:00' });
    expect(nextSlotAfter([{ start: '09:00', end: '23:00' }])).toBeNull();
    expect(nextSlotAfter([{ start: '09:00', end: '22:00' }])).toEqual({ start: '22:00', end: '23:00' });
  });
});

describe('withSlotAliases (spec: start/end "also named startTime/endTime")', () => {
  it('reads startTime/endTime as start/end and keeps everything else', () => {
    const body = {
      services: [],
      availabilities: [{ serviceId: 's', weeklySchedule: { monday: { isAvailable: true, timeSlots: [{ startTime: '09:00', endTime: '12:00' }, { start: '14:00', end: '18:00' }] } } }],
    };
    expect(withSlotAliases(body)).toEqual({
      services: [],
      availabilities: [{ serviceId: 's', weeklySchedule: { monday: { isAvailable: true, timeSlots: [{ start: '09:00', end: '12:00' }, { start: '14:00', end: '18:00' }] } } }],
    });
  });

  it('leaves a body of another shape as it came, for the schema to refuse', () => {
    expect(withSlotAliases('x')).toBe('x');
    expect(withSlotAliases({ availabilities: 'no' })).toEqual({ availabilities: 'no' });
  });
});
