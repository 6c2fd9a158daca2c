import { type CrmPatient } from '@sanity/shared/schemas/appointments';
import { describe, expect, it } from 'vitest';
import { filterPatients, searchNeedsMore, sortByLatest } from './crm-view';

const p = (clientId: string, name: string, last: string, extra: Partial<CrmPatient> = {}): CrmPatient => ({
  clientId,
  kind: 'account',
  familyMemberId: null,
  birthDate: null,
  relationshipLabel: null,
  contact: null,
  name,
  email: `${clientId}@example.it`,
  phone: '',
  appointmentCount: 1,
  lastAppointmentAt: last,
  lastVisitAt: last,
  nextAppointmentAt: null,
  noShowCount: 0,
  ...extra,
});

describe('sortByLatest', () => {
  it('puts the latest appointment first, then by name', () => {
    const list = [p('a', 'Anna', '2026-10-01T09:00:00Z'), p('b', 'Bruno', '2026-11-01T09:00:00Z'), p('c', 'Carla', '2026-10-01T09:00:00Z')];
    expect(sortByLatest(list).map((x) => x.clientId)).toEqual(['b', 'a', 'c']);
  });
});

describe('filterPatients', () => {
  const list = [p('a', 'Niccolò Rè', '2026-10-01T09:00:00Z', { phone: '+39 333 1234567' }), p('b', 'Bruno Verdi', '2026-11-01T09:00:00Z')];
  it('ignores case and accents', () => {
    expect(filterPatients(list, 'niccolo re').map((x) => x.clientId)).toEqual(['a']);
  });
  it('matches e-mail and phone, and keeps all for an empty text', () => {
    expect(filterPatients(list, 'b@example').map((x) => x.clientId)).toEqual(['b']);
    expect(filterPatients(list, '1234567').map((x) => x.clientId)).toEqual(['a']);
    expect(filterPatients(list, '  ')).toHaveLength(2);
  });
  it('finds a family member by the name of their contact, the holder (issue 30)', () => {
    const luca = p('fm1', 'Luca Rossi', '2026-11-02T09:00:00Z', { kind: 'family_member', familyMemberId: 'fm1', contact: { userId: 'u1', name: 'Maria Bianchi', email: 'm@example.it', phone: '' } });
    expect(filterPatients([...list, luca], 'maria bianchi').map((x) => x.clientId)).toEqual(['fm1']);
  });
});

describe('searchNeedsMore', () => {
  const more = { hasMore: true, loading: false, failed: false };
  it('a search with pages left loads the next one', () => {
    expect(searchNeedsMore('rossi', more)).toBe(true);
  });
  it('no search, no pages left, a page on its way or a failed page: nothing is loaded', () => {
    expect(searchNeedsMore('  ', more)).toBe(false);
    expect(searchNeedsMore('rossi', { ...more, hasMore: false })).toBe(false);
    expect(searchNeedsMore('rossi', { ...more, loading: true })).toBe(false);
    expect(searchNeedsMore('rossi', { ...more, failed: true })).toBe(false);
  });
});
