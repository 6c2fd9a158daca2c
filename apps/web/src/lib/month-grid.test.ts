import { describe, expect, it } from 'vitest';
import { monthGridDays } from './month-grid';

describe('monthGridDays', () => {
  it('gives 42 days starting on the Monday on or before the 1st', () => {
    const days = monthGridDays(new Date(2026, 10, 15)); // November 2026: the 1st is a Sunday
    expect(days).toHaveLength(42);
    expect(days[0]!.date.getDay()).toBe(1);
    expect(days[0]!.date.getDate()).toBe(26); // Monday 26 October
    expect(days[6]!.date.getDate()).toBe(1);
    expect(days.filter((d) => d.inMonth)).toHaveLength(30);
  });

  it('starts on the 1st when the month begins on a Monday', () => {
    const days = monthGridDays(new Date(2026, 5, 10)); // June 2026 begins on a Monday
    expect(days[0]!.date.getDate()).toBe(1);
    expect(days[0]!.inMonth).toBe(true);
  });
});
