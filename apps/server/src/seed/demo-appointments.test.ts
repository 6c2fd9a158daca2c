import { emptyWeek, toMinutes, type WeeklySchedule } from '@sanity/shared/domain/practice/time-slots';
import { DEFAULT_TIME_ZONE, instantOf, localDateOf, localTimeOf, weekDayOf, windowsOf } from '@sanity/shared/domain/slots/compute-slots';
import { describe, expect, test } from 'vitest';
import { DEMO_VISITS, planDemoVisits, type DemoService, type DemoServiceHours } from './demo-appointments';
import { marcoBianchiPractice } from './demo-practices';

// The demo's visits are planned relative to the day the demo is seeded, which can be any weekday:
// each is checked here against the hours it is booked on, read directly (not through the slot
// engine that planned it), for seeding days across two weeks and on both DST Sundays.

/** Whether [start, start + duration) lies inside one of the windows of its local weekday. */
function withinHours(start: Date, duration: number, week: WeeklySchedule): boolean {
  const day = weekDayOf(localDateOf(start, DEFAULT_TIME_ZONE));
  const from = toMinutes(localTimeOf(start, DEFAULT_TIME_ZONE));
  return day !== null && windowsOf(week[day]).some((w) => toMinutes(w.start) <= from && from + duration <= toMinutes(w.end));
}

/** The demo cardiologist's hours per service, as the practice configuration gives them. */
function demoHours(): Record<DemoService, DemoServiceHours> {
  const config = marcoBianchiPractice();
  const of = (name: string): DemoServiceHours => {
    const service = config.services.find((s) => s.name === name)!;
    const own = config.availabilities.find((a) => a.serviceId === service.id)?.weeklySchedule;
    return { weeklySchedule: own ?? config.practiceHours!, duration: service.duration };
  };
  return { visit: of('Visita cardiologica'), ecg: of('Elettrocardiogramma') };
}

const seedingDays = [
  // Monday 2 November 2026 to Sunday 15 November, morning and evening.
  ...Array.from({ length: 14 }, (_, i) => `2026-11-${String(2 + i).padStart(2, '0')}`).flatMap((date) => [
    instantOf(date, 7 * 60)!,
    instantOf(date, 21 * 60 + 30)!,
  ]),
  // The DST Sundays, and the days after them.
  instantOf('2026-03-29', 12 * 60)!,
  instantOf('2026-03-30', 12 * 60)!,
  instantOf('2026-10-25', 12 * 60)!,
  instantOf('2026-10-26', 12 * 60)!,
];

describe('the demo visits of Dott. Marco Bianchi', () => {
  const hours = demoHours();

  test.each(seedingDays.map((now) => [now.toISOString(), now] as const))('seeded at %s, every visit falls within its hours', (_, now) => {
    const starts = planDemoVisits(DEMO_VISITS, hours, now);
    expect(starts).toHaveLength(DEMO_VISITS.length);
    const intervals: Array<[number, number]> = [];
    for (const [i, visit] of DEMO_VISITS.entries()) {
      const start = starts[i];
      if (!start) throw new Error(`visit ${i} got no time`);
      const { weeklySchedule, duration } = hours[visit.service];
      const label = `${visit.service} ${visit.days} days, ${localDateOf(start)} ${localTimeOf(start)}`;
      expect(withinHours(start, duration, weeklySchedule), label).toBe(true);
      const end = start.getTime() + duration * 60_000;
      // Past visits stay past, upcoming ones are after today, both near the day asked for.
      if (visit.days < 0) {
        expect(end, label).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - start.getTime(), label).toBeLessThan((-visit.days + 8) * 86_400_000);
      } else {
        expect(localDateOf(start) > localDateOf(now), label).toBe(true);
        expect(start.getTime() - now.getTime(), label).toBeGreaterThan((visit.days - 1) * 86_400_000);
      }
      intervals.push([start.getTime(), end]);
    }
    // No two visits share the doctor's time.
    const sorted = intervals.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]![0]).toBeGreaterThanOrEqual(sorted[i - 1]![1]);
  });

  test('the planner keeps the local times asked for when the day is open', () => {
    // Wednesday 11 November 2026: 12 days before is Friday 30 October (an ECG morning), 34 days before Thursday 8 October.
    const now = instantOf('2026-11-11', 12 * 60)!;
    const [, , firstVisit, ecg] = planDemoVisits(DEMO_VISITS, hours, now);
    expect([localDateOf(firstVisit!), localTimeOf(firstVisit!)]).toEqual(['2026-10-08', '10:00']);
    expect([localDateOf(ecg!), localTimeOf(ecg!)]).toEqual(['2026-10-30', '09:20']);
  });

  test('a past visit asked for on a closed day moves back to the last open one', () => {
    // Seeded Monday 16 November 2026, 3 days ago is Friday the 13th, open for ECGs; seeded Tuesday the
    // 17th, it is Saturday the 14th, closed, so the ECG goes back to Friday the 13th.
    const monday = planDemoVisits([{ service: 'ecg', days: -3, time: '09:00' }], hours, instantOf('2026-11-16', 12 * 60)!)[0]!;
    expect(localDateOf(monday)).toBe('2026-11-13');
    const tuesday = planDemoVisits([{ service: 'ecg', days: -3, time: '09:00' }], hours, instantOf('2026-11-17', 12 * 60)!)[0]!;
    expect([localDateOf(tuesday), localTimeOf(tuesday)]).toEqual(['2026-11-13', '09:00']);
    // A Sunday asked for: the visit goes to Friday, never to the Sunday itself.
    const sunday = planDemoVisits([{ service: 'visit', days: -1, time: '10:00' }], hours, instantOf('2026-11-16', 12 * 60)!)[0]!;
    expect([localDateOf(sunday), localTimeOf(sunday)]).toEqual(['2026-11-13', '10:00']);
  });

  test('a service without any hours gets no time', () => {
    const closed = { weeklySchedule: emptyWeek(), duration: 30 };
    const visits = [{ service: 'visit', days: -5, time: '10:00' }, { service: 'visit', days: 2, time: '10:00' }] as const;
    expect(planDemoVisits(visits, { ...hours, visit: closed }, instantOf('2026-11-16', 12 * 60)!)).toEqual([null, null]);
  });
});
