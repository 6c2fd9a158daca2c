import { describe, expect, it } from 'vitest';
import { weekHoursText } from './hours-text';
import { emptyWeek, type WeeklySchedule } from './time-slots';

const open = (...slots: Array<[string, string]>) => ({ isAvailable: true, timeSlots: slots.map(([start, end]) => ({ start, end })) });

describe('weekHoursText', () => {
  it('groups a run of days with the same hours and names the others on their own', () => {
    const day = open(['09:00', '13:00'], ['14:30', '18:30']);
    const week: WeeklySchedule = { ...emptyWeek(), monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: open(['09:00', '12:00']) };
    expect(weekHoursText(week)).toBe('dal lunedì al venerdì 09:00–13:00 e 14:30–18:30; il sabato 09:00–12:00');
  });

  it('lists days that are not a run, with "la domenica"', () => {
    const morning = open(['09:00', '13:00']);
    const week: WeeklySchedule = { ...emptyWeek(), monday: morning, wednesday: morning, sunday: morning };
    expect(weekHoursText(week)).toBe('il lunedì, il mercoledì e la domenica 09:00–13:00');
  });

  it('leaves out a day marked open without windows, and is null for a closed week', () => {
    expect(weekHoursText({ ...emptyWeek(), tuesday: { isAvailable: true, timeSlots: [] } })).toBeNull();
    expect(weekHoursText(emptyWeek())).toBeNull();
  });
});
