import { describe, expect, it } from 'vitest';
import { isSupportedInstant, isSupportedLocalDate } from './supported-range';

describe('supported date range', () => {
  it('takes instants from 1900 to the end of 2999 (UTC)', () => {
    expect(isSupportedInstant('1900-01-01T00:00:00Z')).toBe(true);
    expect(isSupportedInstant('2999-12-31T23:59:59.999Z')).toBe(true);
    expect(isSupportedInstant('2026-05-04T10:30:00+02:00')).toBe(true);
    expect(isSupportedInstant('1899-12-31T23:59:59Z')).toBe(false);
    expect(isSupportedInstant('0000-01-01T00:00:00Z')).toBe(false);
    expect(isSupportedInstant('3000-01-01T00:00:00Z')).toBe(false);
    expect(isSupportedInstant('9999-12-31T23:59:59Z')).toBe(false);
    expect(isSupportedInstant('not a date')).toBe(false);
  });

  it('takes calendar days of the years 1900–2999', () => {
    expect(isSupportedLocalDate('1900-01-01')).toBe(true);
    expect(isSupportedLocalDate('2999-12-31')).toBe(true);
    expect(isSupportedLocalDate('9999-12-31')).toBe(false);
    expect(isSupportedLocalDate('0000-01-01')).toBe(false);
    expect(isSupportedLocalDate('1899-12-31')).toBe(false);
  });
});
