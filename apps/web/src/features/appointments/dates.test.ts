import { describe, expect, it } from 'vitest';
import { cardDateParts } from './card-date';
import { dayHeading, longDateWithWeekday, shortDate } from './long-date';

describe('appointment dates (Europe/Rome)', () => {
  it('splits the sidebar card date into year, Italian month and day', () => {
    expect(cardDateParts(new Date('2026-11-30T23:30:00Z'))).toEqual({ year: '2026', month: 'dicembre', day: '1' });
  });
  it('writes the long date with the weekday', () => {
    expect(longDateWithWeekday(new Date('2026-11-24T09:00:00Z'))).toBe('martedì 24 novembre 2026');
    expect(longDateWithWeekday(new Date('x'))).toBeNull();
    expect(longDateWithWeekday(null)).toBeNull();
  });
  it('writes short dates and day headings', () => {
    expect(shortDate('2026-11-24T09:00:00Z')).toBe('24 nov 2026');
    expect(shortDate('nope')).toBeNull();
    expect(dayHeading(new Date('2026-11-24T09:00:00Z'))).toBe('Martedì 24 novembre');
  });
});
