import { type CrmPatient } from '@sanity/shared/schemas/appointments';

/** Spec §2 Patient list: latest appointment first (the server already sorts; kept stable here). */
export function sortByLatest(patients: readonly CrmPatient[]): CrmPatient[] {
  return [...patients].sort((a, b) => Date.parse(b.lastAppointmentAt) - Date.parse(a.lastAppointmentAt) || a.name.localeCompare(b.name, 'it'));
}

/** Case- and accent-insensitive filter on name, e-mail and phone, and a family member's contact (issue 30: the mother's name finds her son). */
export function filterPatients(patients: readonly CrmPatient[], text: string): CrmPatient[] {
  const norm = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const q = norm(text.trim());
  if (!q) return [...patients];
  return patients.filter((p) => norm(`${p.name} ${p.email} ${p.phone} ${p.contact?.name ?? ''}`).includes(q));
}

/**
 * Whether a search must load another page first: the list is paged, and a patient not loaded yet
 * must still be found (pages load one at a time; a failed page waits for the button).
 */
export function searchNeedsMore(text: string, more: { hasMore: boolean; loading: boolean; failed: boolean }): boolean {
  return text.trim() !== '' && more.hasMore && !more.loading && !more.failed;
}
