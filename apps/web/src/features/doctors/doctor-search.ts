import { cityKey } from '@sanity/shared/domain/practice/address';
import { dedupe } from '../../components/ui/multi-select-values';

/**
 * What the directory is searching for; kept in the URL as `?q=&settori=&citta=` so a reload or a shared
 * link keeps it. `city` is '' for 'Tutte le città'.
 */
export type DoctorSearch = { q: string; sectors: string[]; city: string };

export const SEARCH_DEBOUNCE_MS = 300;
const Q_MAX = 100;
const SECTORS_MAX = 20;
// The server refuses a longer city (DoctorListQuerySchema): a hand-written link is cut instead.
const CITY_MAX = 80;

/** Reads `?q=…&settori=a,b&citta=…` (also repeated `settori`); trims, drops empty and duplicate sectors. */
export function parseDoctorSearch(params: URLSearchParams): DoctorSearch {
  const q = (params.get('q') ?? '').trim().slice(0, Q_MAX);
  const sectors = dedupe(
    params
      .getAll('settori')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  ).slice(0, SECTORS_MAX);
  const city = (params.get('citta') ?? '').trim().replace(/\s+/g, ' ').slice(0, CITY_MAX);
  return { q, sectors, city };
}

/** The query string of a search; empty parts are left out, so no search gives a clean `/dottori`. */
export function doctorSearchParams(search: DoctorSearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  const sectors = dedupe(search.sectors);
  if (sectors.length) params.set('settori', sectors.join(','));
  const city = search.city.trim();
  if (city) params.set('citta', city);
  return params;
}

export function isFiltering(search: DoctorSearch): boolean {
  return search.q.length > 0 || search.sectors.length > 0 || search.city.length > 0;
}

/**
 * The city select's options and its value. A link may spell the city otherwise ('milano', 'Forli'):
 * the server compares without case and accents, so the select shows the list's spelling of it; a
 * city no longer in the list (its last doctor moved) stays as an option, so the select never
 * silently claims 'Tutte le città' while the list is filtered.
 */
export function cityChoices(cities: readonly string[], selected: string): { options: string[]; value: string } {
  if (!selected) return { options: [...cities], value: '' };
  const key = cityKey(selected);
  const listed = cities.find((c) => cityKey(c) === key);
  return listed ? { options: [...cities], value: listed } : { options: [...cities, selected], value: selected };
}
