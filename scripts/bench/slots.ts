// Slot engine benchmark (npm run bench): computeSlots over a 31-day month for each of a doctor's 5
// services (3 windows a day, 20–60 minutes), with 300 existing bookings. Prints one JSON line on
// stdout prefixed with BENCH_RESULT.
import { computeSlots, type Interval, type SlotQuery } from '../../packages/shared/src/domain/slots/compute-slots';
import { weekSchedule, type WeekHours } from '../../apps/server/src/seed/factories';

const ITERATIONS = 250;
const WARMUP = 50;

const windows = [
  ['08:30', '12:30'],
  ['14:00', '17:00'],
  ['17:30', '20:00'],
] as const;
const sixDays: WeekHours = { monday: windows, tuesday: windows, wednesday: windows, thursday: windows, friday: windows, saturday: windows };
const services = [20, 30, 40, 45, 60].map((durationMinutes) => ({ durationMinutes, weeklySchedule: weekSchedule(sixDays) }));

// 300 bookings spread over March 2027 (the DST change falls inside), 10 a day, 30 minutes each.
const bookings: Interval[] = [];
for (let i = 0; i < 300; i += 1) {
  const day = 1 + (i % 31);
  const start = new Date(Date.UTC(2027, 2, day, 7 + Math.floor(i / 31), (i * 7) % 4 * 15));
  bookings.push({ start, end: new Date(start.getTime() + 30 * 60_000) });
}
const base: Omit<SlotQuery, 'weeklySchedule' | 'durationMinutes'> = { bookings, now: new Date(Date.UTC(2027, 1, 20, 9)), from: '2027-03-01', to: '2027-03-31' };

const run = (i: number) => {
  const service = services[i % services.length]!;
  return computeSlots({ ...base, ...service });
};

let slots = 0;
for (let i = 0; i < WARMUP; i += 1) slots = run(i).length;
const times: number[] = [];
for (let i = 0; i < ITERATIONS; i += 1) {
  const t0 = performance.now();
  slots += run(i).length;
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const result = {
  iterations: ITERATIONS,
  services: services.length,
  bookings: bookings.length,
  averageSlots: Math.round(slots / (ITERATIONS + 1)),
  medianMs: times[Math.floor(times.length / 2)],
  p95Ms: times[Math.ceil(times.length * 0.95) - 1],
};
process.stdout.write(`BENCH_RESULT ${JSON.stringify(result)}\n`);
