import { describe, expect, test } from 'vitest';
import { itStaff } from '../../i18n/it-staff';
import { looksLikeEmail, looksLikePhone, phoneKey, staffMayUse } from './staff-rules';

describe('staff rules', () => {
  test('one Italian number in its usual spellings has one key', () => {
    const keys = ['+39 347 123 4567', '0039 3471234567', '347-123 4567', '(347) 1234567'].map(phoneKey);
    expect(new Set(keys)).toEqual(new Set(['3471234567']));
    expect(phoneKey('12')).toBeNull();
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
  });

  test('a search is an e-mail, a phone or a name', () => {
    expect(looksLikeEmail('anna.verdi@example.it')).toBe(true);
    expect(looksLikeEmail('anna')).toBe(false);
    expect(looksLikePhone('347 123 4567')).toBe(true);
    expect(looksLikePhone('Rossi')).toBe(false);
    expect(looksLikePhone('12')).toBe(false);
  });

  test('staff use agenda routes, clinical ones only with the grant, never routes never', () => {
    expect([staffMayUse('agenda', false), staffMayUse('clinical', false), staffMayUse('clinical', true), staffMayUse('never', true)]).toEqual([true, false, true, false]);
  });
});

describe("the access log's words for a collaborator", () => {
  test('del Dott., della Dott.ssa, di a name without a title', () => {
    expect(itStaff.actorOnBehalf('Anna Verdi', 'Dott. Marco Bianchi')).toBe('Anna Verdi, segreteria del Dott. Marco Bianchi');
    expect(itStaff.actorOnBehalf('Anna Verdi', 'Dott.ssa Laura Esposito')).toBe('Anna Verdi, segreteria della Dott.ssa Laura Esposito');
    expect(itStaff.actorOnBehalf('Anna Verdi', 'Prof. Paolo Conti')).toBe('Anna Verdi, segreteria del Prof. Paolo Conti');
    expect(itStaff.actorOnBehalf('Anna Verdi', 'Marco Bianchi')).toBe('Anna Verdi, segreteria di Marco Bianchi');
  });
});
