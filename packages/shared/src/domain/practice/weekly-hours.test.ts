import { describe, expect, it } from 'vitest';
import { emptyWeek, type WeekDay, type WeeklySchedule } from './time-slots';
import { addedMinutes, copyDay, copyWeek, effectiveWeek, sameWeek, weekdaysGained, WORKING_DAYS } from './weekly-hours';

function mondayMorning(): WeeklySchedule {
  return { ...emptyWeek(), monday: { isAvailable: true, timeSlots: [{ start: '09:00', end: '13:00' }, { start: '14:30', end: '18:30' }] } };
}

describe('copying a day to other days', () => {
  it('copies the state and the windows onto every chosen day, in order', () => {
    const week = copyDay(mondayMorning(), 'monday', ['tuesday', 'friday']);
    expect(week.tuesday).toEqual(week.monday);
    expect(week.friday).toEqual(week.monday);
    expect(week.wednesday).toEqual({ isAvailable: false, timeSlots: [] });
  });
  it('copies a closed day too: the targets are closed and lose their windows', () => {
    const week = copyDay(copyDay(mondayMorning(), 'monday', ['tuesday']), 'sunday', ['monday', 'tuesday']);
    expect(week.monday).toEqual({ isAvailable: false, timeSlots: [] });
    expect(week.tuesday).toEqual({ isAvailable: false, timeSlots: [] });
  });
  it('copies an open day without windows (bookable all day) as such', () => {
    const start = { ...emptyWeek(), thursday: { isAvailable: true, timeSlots: [] } };
    expect(copyDay(start, 'thursday', ['saturday']).saturday).toEqual({ isAvailable: true, timeSlots: [] });
  });
  it('never shares slots between days and leaves the input untouched', () => {
    const before = mondayMorning();
    const week = copyDay(before, 'monday', WORKING_DAYS);
    week.tuesday.timeSlots[0]!.start = '10:00';
    expect(week.monday.timeSlots[0]!.start).toBe('09:00');
    expect(before.tuesday).toEqual({ isAvailable: false, timeSlots: [] });
  });
  it('ignores the source day among the targets', () => {
    expect(copyDay(mondayMorning(), 'monday', ['monday'])).toEqual(mondayMorning());
  });
  it('the working days are Monday to Friday', () => {
    expect(WORKING_DAYS).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
  });
});

describe('weeks', () => {
  it('a copy of a week is equal but independent', () => {
    const week = mondayMorning();
    const copy = copyWeek(week);
    expect(sameWeek(copy, week)).toBe(true);
    copy.monday.timeSlots.pop();
    expect(sameWeek(copy, week)).toBe(false);
    expect(week.monday.timeSlots).toHaveLength(2);
  });
  it('weeks differ by a day state, a window or the windows’ order', () => {
    const week = mondayMorning();
    expect(sameWeek(week, { ...week, sunday: { isAvailable: true, timeSlots: [] } })).toBe(false);
    expect(sameWeek(week, { ...week, monday: { isAvailable: true, timeSlots: [...week.monday.timeSlots].reverse() } })).toBe(false);
    expect(sameWeek(emptyWeek(), emptyWeek())).toBe(true);
  });
  it('a service is booked on its own hours when it overrides, else on the practice hours, else never', () => {
    const own = { ...emptyWeek(), friday: { isAvailable: true, timeSlots: [] } };
    expect(effectiveWeek(own, mondayMorning())).toBe(own);
    expect(effectiveWeek(null, mondayMorning())).toEqual(mondayMorning());
    expect(effectiveWeek(undefined, null)).toEqual(emptyWeek());
  });
});

describe('weekdaysGained (issue 25: extended hours feed the waiting list)', () => {
  const week = (day: WeekDay, ...slots: Array<[string, string]>) => {
    const w = emptyWeek();
    w[day] = { isAvailable: slots.length > 0, timeSlots: slots.map(([start, end]) => ({ start, end })) };
    return w;
  };
  const days = (before: Array<[string, WeeklySchedule | null]>, after: Array<[string, WeeklySchedule | null]>) => weekdaysGained(new Map(before), new Map(after));

  it('a widened window, an opened day or a new service gain their weekday', () => {
    expect(days([['v', week('monday', ['09:00', '12:00'])]], [['v', week('monday', ['09:00', '13:00'])]])).toEqual(['monday']);
    expect(days([['v', week('monday', ['09:00', '12:00'])]], [['v', { ...week('monday', ['09:00', '12:00']), tuesday: { isAvailable: true, timeSlots: [{ start: '15:00', end: '18:00' }] } }]])).toEqual(['tuesday']);
    expect(days([], [['ecg', week('friday', ['08:00', '09:00'])]])).toEqual(['friday']);
  });

  it('shorter, unchanged or merely split hours gain nothing', () => {
    expect(days([['v', week('monday', ['09:00', '13:00'])]], [['v', week('monday', ['10:00', '12:00'])]])).toEqual([]);
    expect(days([['v', week('monday', ['09:00', '11:00'], ['11:00', '13:00'])]], [['v', week('monday', ['09:00', '13:00'])]])).toEqual([]);
    expect(days([['v', week('monday', ['09:00', '13:00'])]], [['v', null]])).toEqual([]);
  });
});

describe('addedMinutes (the time a change of hours adds)', () => {
  const w = (start: string, end: string) => ({ start, end });
  it('gives the new minutes only, as [start, end) ranges', () => {
    expect(addedMinutes([w('09:00', '13:00')], [w('10:00', '12:00')])).toEqual([[540, 600], [720, 780]]);
    expect(addedMinutes([w('09:00', '13:00')], [])).toEqual([[540, 780]]);
  });
  it('nothing when the old windows cover the new ones, even split', () => {
    expect(addedMinutes([w('09:00', '13:00')], [w('09:00', '11:00'), w('11:00', '13:00')])).toEqual([]);
    expect(addedMinutes([w('10:00', '11:00')], [w('09:00', '13:00')])).toEqual([]);
  });
});
