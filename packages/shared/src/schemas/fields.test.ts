import { describe, expect, it } from 'vitest';
import { id, instant, localDate, text } from './fields';

const invalid = 'Richiesta non valida.';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('shared field builders', () => {
  it('text refuses NUL and lone surrogates with the Italian message, keeps the rest', () => {
    expect(text().parse('Mario Rossi')).toBe('Mario Rossi');
    expect(firstMessage(text().safeParse('Mario\u0000Rossi'))).toBe(invalid);
    expect(firstMessage(text().safeParse('Mario\uD800'))).toBe(invalid);
    expect(firstMessage(text('Il nome è obbligatorio').safeParse(3))).toBe('Il nome è obbligatorio');
    expect(text().trim().max(5).parse('  ciao ')).toBe('ciao');
  });

  it('id trims, refuses empty, too long and unstorable values', () => {
    expect(id().parse(' abc ')).toBe('abc');
    expect(id().safeParse('').success).toBe(false);
    expect(id({ max: 3 }).safeParse('abcd').success).toBe(false);
    expect(id().safeParse('a\u0000b').success).toBe(false);
  });

  it('instant takes offsets within 1900–2999 only', () => {
    expect(instant().parse('2026-05-04T10:30:00+02:00')).toBe('2026-05-04T10:30:00+02:00');
    expect(firstMessage(instant().safeParse('0000-01-01T00:00:00Z'))).toBe(invalid);
    expect(instant().safeParse('9999-12-31T00:00:00Z').success).toBe(false);
    expect(instant().safeParse('2026-05-04T10:30:00').success).toBe(false);
  });

  it('localDate takes real days within 1900–2999 only', () => {
    expect(localDate().parse('2026-02-28')).toBe('2026-02-28');
    expect(localDate().safeParse('2026-02-31').success).toBe(false);
    expect(localDate().safeParse('9999-12-31').success).toBe(false);
    expect(localDate().safeParse('0000-01-01').success).toBe(false);
  });
});
