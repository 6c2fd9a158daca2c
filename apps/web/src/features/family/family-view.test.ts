import { describe, expect, test } from 'vitest';
import { italianDay, italianDayOfInstant, memberActions } from './family-view';

describe('family view helpers', () => {
  test('dates of birth are shown as gg/mm/aaaa, whatever the time zone', () => {
    expect(italianDay('2015-03-01')).toBe('01/03/2015');
    expect(italianDay('non una data')).toBe('non una data');
    // 23:30 UTC on 30 June is 1 July in Italy.
    expect(italianDayOfInstant('2026-06-30T23:30:00Z')).toBe('01/07/2026');
    expect(italianDayOfInstant('x')).toBe('');
  });

  test('a member of age may be invited; a handed-over member is read-only; a member with visits is kept', () => {
    expect(memberActions({ state: 'active', isAdult: false, appointmentCount: 0 })).toEqual({ edit: true, remove: true, invite: false, revoke: false });
    expect(memberActions({ state: 'active', isAdult: true, appointmentCount: 2 })).toEqual({ edit: true, remove: false, invite: true, revoke: false });
    expect(memberActions({ state: 'invited', isAdult: true, appointmentCount: 0 })).toEqual({ edit: true, remove: true, invite: true, revoke: true });
    expect(memberActions({ state: 'handed_over', isAdult: true, appointmentCount: 0 })).toEqual({ edit: false, remove: false, invite: false, revoke: false });
  });
});
