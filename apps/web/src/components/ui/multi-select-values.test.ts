import { describe, expect, it } from 'vitest';
import { addUnique, dedupe, removeValue } from './multi-select-values';

describe('sector multi-select values', () => {
  it('adds a new value at the end', () => {
    expect(addUnique(['a'], 'b')).toEqual(['a', 'b']);
  });

  it('ignores duplicates and empty values (spec §2)', () => {
    expect(addUnique(['a', 'b'], 'a')).toEqual(['a', 'b']);
    expect(addUnique(['a'], '')).toEqual(['a']);
  });

  it('never mutates its input', () => {
    const values = ['a'];
    addUnique(values, 'b');
    removeValue(values, 'a');
    expect(values).toEqual(['a']);
  });

  it('removes a chip', () => {
    expect(removeValue(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeValue(['a'], 'z')).toEqual(['a']);
  });

  it('dedupes keeping the first order', () => {
    expect(dedupe(['b', 'a', 'b', '', 'c', 'a'])).toEqual(['b', 'a', 'c']);
  });
});
