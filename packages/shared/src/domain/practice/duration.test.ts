import { describe, expect, it } from 'vitest';
import { isValidServiceDuration, parseServiceDuration } from './duration';

describe('service duration (min 5, max 240, step 5, 30 when unparsable)', () => {
  it('keeps valid values', () => {
    expect(parseServiceDuration('45')).toBe(45);
    expect(parseServiceDuration(5)).toBe(5);
    expect(parseServiceDuration(240)).toBe(240);
  });
  it('gives 30 for what is not a number', () => {
    for (const v of ['', 'abc', null, undefined, Number.NaN]) expect(parseServiceDuration(v)).toBe(30);
  });
  it('clamps to the range', () => {
    expect(parseServiceDuration('0')).toBe(5);
    expect(parseServiceDuration('-20')).toBe(5);
    expect(parseServiceDuration('500')).toBe(240);
  });
  it('snaps to the 5-minute step', () => {
    expect(parseServiceDuration('47')).toBe(45);
    expect(parseServiceDuration('48')).toBe(50);
    expect(parseServiceDuration('2')).toBe(5);
  });
  it('validation accepts only what parsing can produce', () => {
    expect(isValidServiceDuration(30)).toBe(true);
    for (const v of [0, 4, 33, 245, 30.5]) expect(isValidServiceDuration(v)).toBe(false);
  });
});
