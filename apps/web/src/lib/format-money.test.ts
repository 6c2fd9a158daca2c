import { describe, expect, it } from 'vitest';
import { formatServicePrice } from './format-money';

describe('formatServicePrice', () => {
  it('writes euro amounts the Italian way with the sign first', () => {
    expect(formatServicePrice(120)).toBe('€ 120,00');
    expect(formatServicePrice(0)).toBe('€ 0,00');
    expect(formatServicePrice(79.5)).toBe('€ 79,50');
    expect(formatServicePrice(12345.678)).toBe('€ 12.345,68');
  });
});
