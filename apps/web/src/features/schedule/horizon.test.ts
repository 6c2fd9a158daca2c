import { describe, expect, it } from 'vitest';
import { horizonDaysOf, horizonForm } from './horizon';

describe('the booking horizon form', () => {
  it('shows whole months as months, other horizons in days', () => {
    expect(horizonForm(180)).toEqual({ amount: '6', unit: 'months' });
    expect(horizonForm(45)).toEqual({ amount: '45', unit: 'days' });
  });

  it('saves days within 1–730 and refuses anything else', () => {
    expect(horizonDaysOf('3', 'months')).toBe(90);
    expect(horizonDaysOf(' 14 ', 'days')).toBe(14);
    expect(horizonDaysOf('0', 'days')).toBeNull();
    expect(horizonDaysOf('25', 'months')).toBeNull();
    expect(horizonDaysOf('2,5', 'months')).toBeNull();
    expect(horizonDaysOf('', 'days')).toBeNull();
  });
});
