import { describe, expect, test } from 'vitest';
import { rescheduleRefusal } from './reschedule-rules';

const now = new Date('2026-05-04T08:00:00Z');
const at = (iso: string, status = 'confermato') => ({ status, startsAt: new Date(iso) });

describe('rescheduleRefusal', () => {
  test('a cancelled appointment never moves, whoever asks', () => {
    expect(rescheduleRefusal(at('2026-06-01T08:00:00Z', 'annullato'), 'doctor', now)).toBe('cancelled');
    expect(rescheduleRefusal(at('2026-06-01T08:00:00Z', 'annullato'), 'patient', now, true)).toBe('cancelled');
  });

  test('a started or past appointment never moves', () => {
    expect(rescheduleRefusal(at('2026-05-04T08:00:00Z'), 'doctor', now)).toBe('past');
    expect(rescheduleRefusal(at('2026-05-03T08:00:00Z'), 'patient', now, true)).toBe('past');
  });

  test('the patient up to 24 hours before, to the millisecond; the doctor until the start', () => {
    expect(rescheduleRefusal(at('2026-05-05T08:00:00Z'), 'patient', now)).toBeNull();
    expect(rescheduleRefusal(at('2026-05-05T07:59:59.999Z'), 'patient', now)).toBe('cutoff');
    expect(rescheduleRefusal(at('2026-05-04T08:00:01Z'), 'doctor', now)).toBeNull();
  });

  test("a doctor's move lifts the cut-off for the patient's link", () => {
    expect(rescheduleRefusal(at('2026-05-04T09:00:00Z'), 'patient', now, true)).toBeNull();
  });
});
