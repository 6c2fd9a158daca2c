import { SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH } from '@sanity/shared/domain/content/search-limits';

/** Content spec §5/§9: search runs from 3 characters, 300 ms after the last keystroke, at most 5 rows. */
export const SEARCH_DEBOUNCE_MS = 300;
export { SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH };

export function canSearch(q: string): boolean {
  return q.trim().length >= SEARCH_MIN_LENGTH;
}

/** The search dropdown: whether it is open and which row the arrow keys point at (-1: none). */
export type DropdownState = { open: boolean; active: number };

export type DropdownAction =
  | { type: 'input'; q: string }
  | { type: 'focus'; q: string }
  | { type: 'move'; delta: 1 | -1; count: number }
  | { type: 'close' };

export const closedDropdown: DropdownState = { open: false, active: -1 };

/** Open while the query can search; closed on outside click, Escape and selection ('close'). */
export function dropdownReducer(state: DropdownState, action: DropdownAction): DropdownState {
  switch (action.type) {
    case 'input':
    case 'focus':
      return canSearch(action.q) ? { open: true, active: -1 } : closedDropdown;
    case 'move': {
      if (!state.open || action.count === 0) return state;
      const n = Math.min(action.count, SEARCH_MAX_RESULTS);
      const next = state.active + action.delta;
      return { open: true, active: next < 0 ? n - 1 : next >= n ? 0 : next };
    }
    case 'close':
      return closedDropdown;
  }
}
