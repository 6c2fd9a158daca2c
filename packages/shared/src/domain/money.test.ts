import { describe, expect, it } from 'vitest';
import { formatEuro } from './money';

describe('formatEuro', () => {
  it('writes euro amounts the Italian way with the sign first', () => {
    expect(formatEuro(120)).toBe('€ 120,00');
    expect(formatEuro(0)).toBe('€ 0,00');
    expect(formatEuro(79.5)).toBe('€ 79,50');
    expect(formatEuro(12345.678)).toBe('€ 12.345,68');
  });
});
