import { dedupe } from '../../components/ui/multi-select-values';

/** What the directory is searching for; kept in the URL as `?q=&settori=` so a reload or a shared link keeps it. */
export type DoctorSearch = { q: string; sectors: string[] };

export const SEARCH_DEBOUNCE_MS = 300;
const Q_MAX = 100;
const SECTORS_MAX = 20;

/** Reads `?q=…&settori=a,b` (also repeated `settori`); trims, drops empty and duplicate sectors. */
export function parseDoctorSearch(params: URLSearchParams): DoctorSearch {
  const q = (params.get('q') ?? '').trim().slice(0, Q_MAX);
  const sectors = dedupe(
    params
      .getAll('settori')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  ).slice(0, SECTORS_MAX);
  return { q, sectors };
}

/** The query string of a search; empty parts are left out, so no search gives a clean `/dottori`. */
export function doctorSearchParams(search: DoctorSearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim();
  if (q) params.set('q', q);
  const sectors = dedupe(search.sectors);
  if (sectors.length) params.set('settori', sectors.join(','));
  return params;
}

export function isFiltering(search: DoctorSearch): boolean {
  return search.q.length > 0 || search.sectors.length > 0;
}
