import { describe, expect, test } from 'vitest';
import type { CustomField } from '../../schemas/practice';
import { answerProblem, isAnswered, missingRequiredFields } from './booking-rules';

const field = (over: Partial<CustomField>): CustomField => ({ id: 'f', name: 'Campo', type: 'text', required: false, options: [], ...over });

describe('booking rules (spec §5 Booking)', () => {
  test('an answer counts when non-blank text, a finite number or a ticked box', () => {
    expect([isAnswered('x'), isAnswered(0), isAnswered(true)]).toEqual([true, true, true]);
    expect([isAnswered('  '), isAnswered(''), isAnswered(Number.NaN), isAnswered(false), isAnswered(null), isAnswered(undefined)]).toEqual([
      false, false, false, false, false, false,
    ]);
  });

  test('missing required fields are named in the service order; optional ones never', () => {
    const fields = [
      field({ id: 'a', name: 'Allergie', required: true }),
      field({ id: 'b', name: 'Note extra' }),
      field({ id: 'c', name: 'Consenso', type: 'checkbox', required: true }),
    ];
    expect(missingRequiredFields(fields, {})).toEqual(['Allergie', 'Consenso']);
    expect(missingRequiredFields(fields, { a: 'Nessuna', c: false })).toEqual(['Consenso']);
    expect(missingRequiredFields(fields, { a: 'Nessuna', c: true })).toEqual([]);
  });

  test('typed answers are checked by their field type; empty ones are left to the required rule', () => {
    expect(answerProblem(field({ type: 'email' }), 'a@b.it')).toBeNull();
    expect(answerProblem(field({ type: 'email' }), 'a@b')).toBe('email');
    expect(answerProblem(field({ type: 'phone' }), '+39 02 1234 5678')).toBeNull();
    expect(answerProblem(field({ type: 'phone' }), '123')).toBe('phone');
    expect(answerProblem(field({ type: 'number' }), '72.5')).toBeNull();
    expect(answerProblem(field({ type: 'number' }), 'tanti')).toBe('number');
    expect(answerProblem(field({ type: 'select', options: ['Sì', 'No'] }), 'No')).toBeNull();
    expect(answerProblem(field({ type: 'select', options: ['Sì', 'No'] }), 'Forse')).toBe('option');
    expect(answerProblem(field({ type: 'date' }), '2026-12-01')).toBeNull();
    expect(answerProblem(field({ type: 'date' }), '01/12/2026')).toBe('date');
    expect(answerProblem(field({ type: 'email' }), '')).toBeNull();
    expect(answerProblem(field({ type: 'textarea' }), 'qualsiasi testo')).toBeNull();
  });
});
