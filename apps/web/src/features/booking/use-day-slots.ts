import { useRef, useState } from 'react';
import { checkAvailability } from './api/check-availability';
import { type CalendarRules, candidateSlots, withAvailability } from './booking-calendar';
import type { SlotOption } from './booking-flow';

export type DaySlotsOptions = {
  professionalId: string;
  /** The service whose times are offered; null while none is chosen (then no day is checked). */
  serviceId: string | null;
  /** The visit's length, sent with the check when the caller has it. */
  duration?: number;
  rules: CalendarRules | null;
  /** The clock of the dialog's session: "today" does not move while it is open. */
  now: Date;
  /** A slot start (ISO) not to offer: the visit's own current time when moving it. */
  hiddenStart?: string;
};

export type DaySlots = ReturnType<typeof useDaySlots>;

/**
 * The state of a day-and-time picker: the shown month, the chosen day, its candidate times checked
 * with the server (a failed check shows them all as free, spec §8) and the chosen time. Only the
 * answer for the last chosen day is kept (a slower earlier one is dropped).
 */
export function useDaySlots({ professionalId, serviceId, duration, rules, now, hiddenStart }: DaySlotsOptions) {
  const [month, setMonth] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [slots, setSlots] = useState<SlotOption[] | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const [time, setTime] = useState<string | null>(null);
  const asked = useRef(0);

  const load = async (day: string) => {
    if (!serviceId) return;
    const ticket = (asked.current += 1);
    setSlots(null);
    setTime(null);
    const candidates = candidateSlots(rules, day, now);
    let answer = null;
    let failed = false;
    try {
      if (candidates.length > 0) answer = await checkAvailability({ professionalId, serviceId, date: day, timeSlots: candidates.map((c) => c.time), duration });
    } catch {
      failed = true;
    }
    if (ticket !== asked.current) return;
    setCheckFailed(failed);
    const hidden = hiddenStart === undefined ? null : new Date(hiddenStart).toISOString();
    setSlots(withAvailability(candidates, answer).filter((s) => s.start !== hidden));
  };

  return {
    month,
    setMonth,
    date,
    slots,
    checkFailed,
    time,
    setTime,
    /** The chosen time, when it is still free. */
    chosen: slots?.find((s) => s.time === time && s.available) ?? null,
    pick: (day: string) => {
      setDate(day);
      void load(day);
    },
    /** The chosen day's times checked again (a time just taken, a closure added). */
    reload: () => {
      if (date) void load(date);
    },
    /** No day chosen (another service); a check under way is dropped. */
    clear: () => {
      asked.current += 1;
      setDate(null);
      setSlots(null);
      setTime(null);
    },
  };
}
