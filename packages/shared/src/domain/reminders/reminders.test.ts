import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ReminderLeadsSchema } from '../../schemas/reminders';
import { dueAtOf, dueReminders, type ReminderDueInput } from './cadence';
import { reminderWhen } from './phrasing';
import { smsSendTime } from './quiet-hours';
import { isGsm7, reminderSmsText, SMS_MAX_CHARS, toGsm7 } from './sms-text';

const at = (iso: string) => new Date(iso);
const rome = 'Europe/Rome';

/** A visit on Thursday 3 December 2026 at 10:30 Rome (09:30Z), booked a week before, leads 48 h and 2 h. */
const visit = (over: Partial<ReminderDueInput> = {}): ReminderDueInput => ({
  startsAt: at('2026-12-03T09:30:00Z'),
  leads: [2880, 120],
  since: at('2026-11-26T09:00:00Z'),
  now: at('2026-11-30T09:00:00Z'),
  decided: new Set(),
  ...over,
});

describe('dueReminders: the cadence', () => {
  test('nothing before the first lead; the 48-hour one at its moment; the 2-hour one at its own', () => {
    expect(dueReminders(visit())).toEqual([]);
    expect(dueReminders(visit({ now: at('2026-12-01T09:30:00Z') }))).toEqual([{ leadMinutes: 2880, dueAt: at('2026-12-01T09:30:00Z'), action: 'send' }]);
    expect(dueReminders(visit({ now: at('2026-12-03T07:29:00Z'), decided: new Set([2880]) }))).toEqual([]);
    expect(dueReminders(visit({ now: at('2026-12-03T07:31:00Z'), decided: new Set([2880]) }))).toEqual([{ leadMinutes: 120, dueAt: at('2026-12-03T07:30:00Z'), action: 'send' }]);
    expect(dueReminders(visit({ now: at('2026-12-03T08:00:00Z'), decided: new Set([2880, 120]) }))).toEqual([]);
  });

  test('never once the visit started', () => {
    expect(dueReminders(visit({ now: at('2026-12-03T09:30:00Z') }))).toEqual([]);
  });

  test('a lead whose moment came before the booking (or the move) is not owed', () => {
    // Booked 30 hours before: no 48-hour reminder, the 2-hour one as usual.
    const late = visit({ since: at('2026-12-02T03:30:00Z') });
    expect(dueReminders({ ...late, now: at('2026-12-02T04:00:00Z') })).toEqual([]);
    expect(dueReminders({ ...late, now: at('2026-12-03T07:30:00Z') }).map((d) => [d.leadMinutes, d.action])).toEqual([[120, 'send']]);
  });

  test('catch-up: a 48-hour reminder still goes 30 hours before, not 20 hours before', () => {
    expect(dueReminders(visit({ now: at('2026-12-02T03:30:00Z') }))).toMatchObject([{ leadMinutes: 2880, action: 'send' }]);
    expect(dueReminders(visit({ now: at('2026-12-02T13:30:00Z') }))).toMatchObject([{ leadMinutes: 2880, action: 'skip' }]);
  });

  test('catch-up: only the latest due lead can go, the older ones are skipped', () => {
    // The server was down from 3 days before until 1 h 30 before: the 2-hour one goes, the 48-hour one is skipped.
    expect(dueReminders(visit({ now: at('2026-12-03T08:00:00Z') }))).toEqual([
      { leadMinutes: 120, dueAt: at('2026-12-03T07:30:00Z'), action: 'send' },
      { leadMinutes: 2880, dueAt: at('2026-12-01T09:30:00Z'), action: 'skip' },
    ]);
    // Back 40 minutes before: half of the 2-hour lead is gone too, both skipped.
    expect(dueReminders(visit({ now: at('2026-12-03T08:50:00Z') })).map((d) => d.action)).toEqual(['skip', 'skip']);
  });

  test('leads are real durations across the DST Sundays', () => {
    // Monday 30 March 2026 10:30 CEST (08:30Z): 48 h before is Saturday 28 March 09:30 CET (08:30Z).
    const start = at('2026-03-30T08:30:00Z');
    expect(dueAtOf(start, 2880)).toEqual(at('2026-03-28T08:30:00Z'));
    // Monday 26 October 2026 10:30 CET (09:30Z): 24 h before is Sunday 25 October 10:30 CET.
    expect(dueAtOf(at('2026-10-26T09:30:00Z'), 1440)).toEqual(at('2026-10-25T09:30:00Z'));
    // Sunday 28 March 2027 04:00 CEST (02:00Z), 2 h before is 01:00 CET, just before the gap.
    const sunday = at('2027-03-28T02:00:00Z');
    const input = { startsAt: sunday, leads: [120], since: at('2027-03-20T00:00:00Z'), decided: new Set<number>() };
    expect(dueReminders({ ...input, now: at('2027-03-27T23:59:00Z') })).toEqual([]);
    expect(dueReminders({ ...input, now: at('2027-03-28T00:00:00Z') })).toMatchObject([{ leadMinutes: 120, action: 'send' }]);
  });

  test('properties: at most one send, never after the start, nothing decided twice, only due leads', () => {
    const lead = fc.integer({ min: 60, max: 10080 });
    fc.assert(
      fc.property(fc.uniqueArray(lead, { minLength: 1, maxLength: 3 }), fc.integer({ min: -20000, max: 20000 }), fc.integer({ min: 0, max: 20000 }), fc.subarray([60, 120, 2880]), (leads, nowOffset, sinceBefore, decided) => {
        const startsAt = at('2026-10-25T09:00:00Z');
        const now = new Date(startsAt.getTime() + nowOffset * 60_000);
        const since = new Date(startsAt.getTime() - sinceBefore * 60_000);
        const out = dueReminders({ startsAt, leads, since, now, decided: new Set(decided) });
        expect(out.filter((d) => d.action === 'send').length).toBeLessThanOrEqual(1);
        if (now >= startsAt) expect(out).toEqual([]);
        for (const d of out) {
          expect(decided).not.toContain(d.leadMinutes);
          expect(d.dueAt.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(d.dueAt.getTime()).toBeGreaterThan(since.getTime());
        }
        const sent = out.find((d) => d.action === 'send');
        if (sent) expect(startsAt.getTime() - now.getTime()).toBeGreaterThanOrEqual((sent.leadMinutes * 60_000) / 2);
      }),
    );
  });
});

describe('smsSendTime: no SMS from 21:00 to 08:00 Rome time', () => {
  const tomorrowNoon = at('2026-12-04T11:00:00Z');
  test('in the day: now; in the evening or the night: the next 08:00', () => {
    expect(smsSendTime(at('2026-12-03T07:00:00Z'), tomorrowNoon)).toEqual(at('2026-12-03T07:00:00Z')); // 08:00 CET
    expect(smsSendTime(at('2026-12-03T19:59:00Z'), tomorrowNoon)).toEqual(at('2026-12-03T19:59:00Z')); // 20:59
    expect(smsSendTime(at('2026-12-03T20:00:00Z'), tomorrowNoon)).toEqual(at('2026-12-04T07:00:00Z')); // 21:00 → 08:00
    expect(smsSendTime(at('2026-12-04T05:00:00Z'), tomorrowNoon)).toEqual(at('2026-12-04T07:00:00Z')); // 06:00 → 08:00
  });

  test('a visit before the next 08:00 is reminded now', () => {
    expect(smsSendTime(at('2026-12-04T05:00:00Z'), at('2026-12-04T06:30:00Z'))).toEqual(at('2026-12-04T05:00:00Z'));
    expect(smsSendTime(at('2026-12-03T21:00:00Z'), at('2026-12-04T07:00:00Z'))).toEqual(at('2026-12-03T21:00:00Z'));
  });

  test('the DST nights: 08:00 is 06:00Z after the spring change and 07:00Z after the autumn one', () => {
    const later = at('2027-12-01T11:00:00Z');
    expect(smsSendTime(at('2026-03-28T21:00:00Z'), later)).toEqual(at('2026-03-29T06:00:00Z'));
    expect(smsSendTime(at('2026-10-24T20:00:00Z'), later)).toEqual(at('2026-10-25T07:00:00Z'));
    expect(smsSendTime(at('2027-03-28T01:30:00Z'), later)).toEqual(at('2027-03-28T06:00:00Z')); // 03:30 CEST, just after the gap
    // 20:30 CEST on the Saturday before the autumn change is still day time.
    expect(smsSendTime(at('2026-10-24T18:30:00Z'), later)).toEqual(at('2026-10-24T18:30:00Z'));
  });
});

describe('reminderWhen: how the message says when', () => {
  const start = at('2026-12-03T09:30:00Z'); // Thursday 3 December, 10:30 in Rome
  test('countdown, today, tomorrow, or the day', () => {
    expect(reminderWhen(start, at('2026-12-03T07:30:00Z'), rome)).toBe('tra 2 ore, alle 10:30');
    expect(reminderWhen(start, at('2026-12-03T08:00:00Z'), rome)).toBe('tra 1 ora e 30 minuti, alle 10:30');
    expect(reminderWhen(start, at('2026-12-03T05:30:00Z'), rome)).toBe('oggi alle 10:30');
    expect(reminderWhen(start, at('2026-12-02T22:59:00Z'), rome)).toBe('domani alle 10:30'); // Wednesday 23:59
    expect(reminderWhen(start, at('2026-12-02T09:30:00Z'), rome)).toBe('domani alle 10:30');
    expect(reminderWhen(start, at('2026-12-01T09:30:00Z'), rome)).toBe('giovedì 3 dicembre alle 10:30');
  });

  test('across the DST night the local calendar decides', () => {
    // Saturday 28 March 2026 12:00 CET → Monday 30 March 10:30 CEST is not 'domani'; Sunday 29 is.
    expect(reminderWhen(at('2026-03-30T08:30:00Z'), at('2026-03-29T08:30:00Z'), rome)).toBe('domani alle 10:30');
    expect(reminderWhen(at('2026-03-30T08:30:00Z'), at('2026-03-28T11:00:00Z'), rome)).toBe('lunedì 30 marzo alle 10:30');
  });
});

describe('the SMS text', () => {
  const address = { street: 'Corso della Repubblica 117', cap: '47121', city: 'Forlì', province: 'FC' };
  const link = (path: string, token: number) => `https://sanity.example.it/${path}?t=${'x'.repeat(token)}`;
  const sms = (token: number, doctorName = 'Dott.ssa Maria Dell’Acqua') =>
    reminderSmsText({ doctorName, when: 'giovedì 3 dicembre alle 10:30', address, manageUrl: link('a/gestisci', token), optOutUrl: link('stop', token) });

  test('who, when, where, the links; no service or notes; GSM-7 only; under 320 characters', () => {
    const text = sms(32);
    expect(text.split('\n')).toEqual([
      "Sanity: promemoria visita con Dott.ssa Maria Dell'Acqua giovedì 3 dicembre alle 10:30.",
      'Dove: https://maps.google.com/?q=Corso+della+Repubblica+117+Forli',
      `Conferma o disdici: ${link('a/gestisci', 32)}`,
      `Stop SMS: ${link('stop', 32)}`,
    ]);
    expect(isGsm7(text)).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
  });

  test('long links: the map link goes, the manage link and the opt-out stay', () => {
    const longest = sms(43, 'Prof. Dott. Giovanni Battista Maria De Longhi Bianchini');
    expect(longest).not.toContain('Dove:');
    expect(longest).toContain(link('stop', 43));
    expect(longest.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
  });

  test("the real links (the short manage and opt-out forms, 22-character tokens): a long name and address keep day, time, name, map, manage and opt-out", () => {
    // As the server writes them: PUBLIC_URL + '/g/' + the manage token, PUBLIC_URL + '/s/' + the opt-out secret.
    const publicUrl = 'https://app.sanity-salute.it';
    const manageUrl = `${publicUrl}/g/${'M'.repeat(22)}`;
    const optOutUrl = `${publicUrl}/s/${'S'.repeat(22)}`;
    const text = reminderSmsText({
      doctorName: 'Dott.ssa Maria Giovanna Dell’Acqua Bianchini',
      when: 'mercoledì 30 settembre alle 10:30',
      address: { street: 'Via Giuseppe Garibaldi 123', cap: '42121', city: 'Reggio nell’Emilia', province: 'RE' },
      manageUrl,
      optOutUrl,
    });
    expect(text.split('\n')).toEqual([
      // 'promemoria' is dropped to keep the address link.
      "Sanity: visita con Dott.ssa Maria Giovanna Dell'Acqua Bianchini mercoledì 30 settembre alle 10:30.",
      "Dove: https://maps.google.com/?q=Via+Giuseppe+Garibaldi+123+Reggio+nell'Emilia",
      `Conferma o disdici: ${manageUrl}`,
      `Stop SMS: ${optOutUrl}`,
    ]);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
  });

  test('characters outside GSM-7 are replaced, not sent as UCS-2', () => {
    expect(toGsm7('Dott. Ćosić – “ok”')).toBe('Dott. Cosic - "ok"');
    expect(toGsm7('È così')).toBe('E così');
  });
});

describe('ReminderLeadsSchema', () => {
  const message = (value: unknown) => ReminderLeadsSchema.safeParse(value).error?.issues[0]?.message;
  test('one to three distinct leads between 1 hour and 1 week, with Italian errors', () => {
    expect(ReminderLeadsSchema.parse([2880, 120])).toEqual([2880, 120]);
    expect(message([10080, 2880, 120, 60])).toBe('Puoi scegliere al massimo tre promemoria.');
    expect(message([30])).toBe('Ogni promemoria va inviato tra 1 settimana e 1 ora prima della visita, in minuti interi.');
    expect(message([10081])).toBe('Ogni promemoria va inviato tra 1 settimana e 1 ora prima della visita, in minuti interi.');
    expect(message([120, 120])).toBe('Hai scelto due volte lo stesso anticipo.');
    expect(message([])).toBe('Scegli almeno un promemoria.');
  });
});
