import { describe, expect, test } from 'vitest';
import { birthDateRefusal, birthdayAt, isAdultOn } from './age';

describe('age', () => {
  test('of age from the 18th birthday, not the day before', () => {
    expect(isAdultOn('2008-03-10', '2026-03-09')).toBe(false);
    expect(isAdultOn('2008-03-10', '2026-03-10')).toBe(true);
  });

  test('born on 29 February: 1 March of a common year, 29 February of a leap one', () => {
    expect(birthdayAt('2008-02-29', 18)).toBe('2026-03-01');
    expect(birthdayAt('2010-02-28', 18)).toBe('2028-02-28');
    expect(birthdayAt('2012-02-29', 16)).toBe('2028-02-29');
  });

  test('a birth date after today is refused', () => {
    expect(birthDateRefusal('2026-11-29', '2026-11-28')).toBe('future');
    expect(birthDateRefusal('2026-11-28', '2026-11-28')).toBeNull();
  });
});
