import { describe, expect, test } from 'vitest';
import { formatWhen } from './when';

describe('formatWhen', () => {
  test('the wall-clock time in Rome, summer and winter', () => {
    expect(formatWhen('2026-05-11T08:00:00.000Z')).toBe('lunedì 11 maggio 2026, 10:00');
    expect(formatWhen('2026-11-23T09:30:00.000Z')).toBe('lunedì 23 novembre 2026, 10:30');
  });

  test('an invalid instant gives no text', () => {
    expect(formatWhen('domani')).toBe('');
  });
});
