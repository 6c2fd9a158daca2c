import { describe, expect, it } from 'vitest';
import { BUFFER_CHOICES, choicesWith, formatMinutes, timingSummary } from './service-timing';

describe('service timing choices', () => {
  it('writes minutes as an Italian would say them', () => {
    expect([30, 60, 90, 120, 1440, 4320].map(formatMinutes)).toEqual(['30 minuti', '1 ora', '1 ora e 30 minuti', '2 ore', '1 giorno', '3 giorni']);
  });

  it('keeps a stored value that is not a round choice, in order, so opening the editor changes nothing', () => {
    const choices = choicesWith(BUFFER_CHOICES, 7, 'Nessuna');
    expect(choices.map((c) => c.minutes)).toEqual([0, 5, 7, 10, 15, 20, 30, 45, 60]);
    expect(choices[0]?.label).toBe('Nessuna');
  });

  it('sums up only what is set', () => {
    const words = { before: (t: string) => `prima ${t}`, after: (t: string) => `dopo ${t}`, notice: (t: string) => `preavviso ${t}` };
    expect(timingSummary({}, words)).toBeNull();
    expect(timingSummary({ bufferAfterMinutes: 10, minNoticeMinutes: 120 }, words)).toBe('dopo 10 minuti · preavviso 2 ore');
  });
});
