import { describe, expect, it } from 'vitest';
import { canSearch, closedDropdown, dropdownReducer } from './search-state';

describe('search dropdown', () => {
  it('searches from 3 characters (trimmed)', () => {
    expect(canSearch('ip')).toBe(false);
    expect(canSearch('  ip  ')).toBe(false);
    expect(canSearch('ipe')).toBe(true);
  });

  it('opens while the query can search and closes below 3 characters', () => {
    const open = dropdownReducer(closedDropdown, { type: 'input', q: 'pre' });
    expect(open).toEqual({ open: true, active: -1 });
    expect(dropdownReducer(open, { type: 'input', q: 'pr' })).toEqual(closedDropdown);
  });

  it('moves through at most 5 rows, wrapping around', () => {
    let s = dropdownReducer(closedDropdown, { type: 'focus', q: 'pressione' });
    s = dropdownReducer(s, { type: 'move', delta: -1, count: 8 });
    expect(s.active).toBe(4);
    s = dropdownReducer(s, { type: 'move', delta: 1, count: 8 });
    expect(s.active).toBe(0);
    expect(dropdownReducer(closedDropdown, { type: 'move', delta: 1, count: 3 })).toEqual(closedDropdown);
  });

  it('closes on Escape, outside click and selection', () => {
    const s = dropdownReducer(closedDropdown, { type: 'input', q: 'ansia' });
    expect(dropdownReducer(s, { type: 'close' })).toEqual(closedDropdown);
  });
});
