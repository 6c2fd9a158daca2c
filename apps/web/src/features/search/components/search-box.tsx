import { it } from '@sanity/shared/i18n/it';
import { Pill, Search } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useSearch } from '../api/search';
import { useSectors } from '../../sectors/api/get-sectors';
import { closedDropdown, dropdownReducer, SEARCH_DEBOUNCE_MS, SEARCH_MAX_RESULTS } from '../search-state';
import { SectorFilter } from './sector-filter';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/**
 * The dashboard's search (content spec §2.1, §5): a combobox whose listbox shows at most 5 results
 * from 3 characters, 300 ms after typing stops; it closes on outside click, Escape and selection.
 */
export function SearchBox() {
  const d = it.dashboard;
  const s = it.search;
  const [q, setQ] = useState('');
  const [excluded, setExcluded] = useState<string[]>([]);
  const [state, dispatch] = useReducer(dropdownReducer, closedDropdown);
  const debouncedQ = useDebounced(q, SEARCH_DEBOUNCE_MS);
  const sectors = useSectors();
  // Empty selection = all: send the checked sectors only when some are unchecked.
  const sectorIds = excluded.length === 0 ? [] : (sectors.data ?? []).map((x) => x.id).filter((id) => !excluded.includes(id));
  const search = useSearch(debouncedQ, sectorIds);
  const results = (search.data ?? []).slice(0, SEARCH_MAX_RESULTS);
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-opt-${i}`;

  useEffect(() => {
    if (!state.open) return;
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) dispatch({ type: 'close' });
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [state.open]);

  const choose = (id: string) => {
    dispatch({ type: 'close' });
    void navigate(`/article/${encodeURIComponent(id)}`);
  };
  const waiting = q !== debouncedQ || search.isFetching;
  const open = state.open;

  return (
    <div ref={root} className="relative flex gap-2">
      <div className="relative flex-1">
        <label htmlFor="dashboard-search" className="sr-only">
          {d.searchLabel}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
        <input
          id="dashboard-search"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && state.active >= 0 && state.active < results.length ? optionId(state.active) : undefined}
          value={q}
          placeholder={d.searchPlaceholder}
          onChange={(e) => {
            setQ(e.target.value);
            dispatch({ type: 'input', q: e.target.value });
          }}
          onFocus={() => dispatch({ type: 'focus', q })}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              if (open) e.preventDefault();
              dispatch({ type: 'close' });
            } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              if (!open) dispatch({ type: 'focus', q });
              else dispatch({ type: 'move', delta: e.key === 'ArrowDown' ? 1 : -1, count: results.length });
            } else if (e.key === 'Enter' && open && state.active >= 0) {
              const hit = results[state.active];
              if (hit) {
                e.preventDefault();
                choose(hit.id);
              }
            }
          }}
          className="h-12 w-full rounded-xl border border-slate-200 bg-white pr-10 pl-11 text-base text-slate-900 shadow-card placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        {open && waiting ? <Spinner className="absolute top-1/2 right-3.5 size-4 -translate-y-1/2" /> : null}
        <div
          className={cn('absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg', !open && 'hidden')}
        >
          <ul id={listId} role="listbox" aria-label={s.resultsLabel} className="max-h-96 overflow-y-auto py-1">
            {results.map((r, i) => (
              <li key={r.id} role="presentation">
                {/* The option is the link itself, so a result is a real link to /article/{id} without nesting controls. */}
                <Link
                  to={`/article/${encodeURIComponent(r.id)}`}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === state.active}
                  tabIndex={-1}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => dispatch({ type: 'close' })}
                  className={cn('flex items-center justify-between gap-3 px-4 py-2.5 text-sm text-slate-800', i === state.active ? 'bg-brand-50' : 'hover:bg-slate-50')}
                >
                  <span className="line-clamp-2 min-w-0 font-medium text-slate-900">{r.title}</span>
                  {r.isTherapy ? (
                    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                      <Pill className="size-3.5" aria-hidden="true" />
                      {it.cards.therapy}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
          {open && results.length === 0 ? (
            <p role="status" className="px-4 py-3 text-sm text-slate-600">
              {waiting || search.isPending ? s.searching : s.noResults}
            </p>
          ) : null}
        </div>
      </div>
      <SectorFilter excluded={excluded} onChange={setExcluded} />
    </div>
  );
}
