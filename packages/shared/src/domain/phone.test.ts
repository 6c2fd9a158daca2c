import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone';

describe('phone pattern (spec §5: optional +, then at least 8 digits, spaces, dashes or brackets)', () => {
  it('accepts Italian numbers written in the usual ways', () => {
    for (const n of ['+39 333 123 4567', '02-1234-5678', '(02) 12345678', '12345678']) expect(isValidPhone(n)).toBe(true);
  });
  it('refuses short numbers, letters and a + that is not leading', () => {
    for (const n of ['1234567', '+39 abc 4567', '39+12345678', '']) expect(isValidPhone(n)).toBe(false);
  });
});
