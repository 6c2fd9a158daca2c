import { describe, expect, it } from 'vitest';
import { nextSlotLabel } from './next-slot-label';

describe('nextSlotLabel', () => {
  it('shows the Rome wall clock in Italian, short weekday and month', () => {
    expect(nextSlotLabel('2026-11-24T08:30:00.000Z')).toBe('mar 24 nov, 09:30');
    // Summer time: UTC+2.
    expect(nextSlotLabel('2027-06-07T12:05:00.000Z')).toBe('lun 7 giu, 14:05');
  });

  it('null for text that is not an instant', () => {
    expect(nextSlotLabel('domani')).toBeNull();
  });
});
