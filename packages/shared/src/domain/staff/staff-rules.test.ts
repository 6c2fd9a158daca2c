import { describe, expect, test } from 'vitest';
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
