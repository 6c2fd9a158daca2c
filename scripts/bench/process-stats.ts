// What the load benchmarks read of a server process from outside: its CPU time (/proc) and the
// hottest functions of the CPU profile it wrote with `node --cpu-prof`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The server process's CPU time so far in ms (user + system, /proc/<pid>/stat at 100 ticks a
 * second). Per request it measures the work an endpoint costs on this machine whatever else runs
 * on it, where requests per second follow the machine's load (on PGlite the server and its database share one process).
 */
export function cpuMsOf(pid: number): number | null {
  try {
    // The command name, in parentheses, may hold spaces: count the fields after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
export interface HotFunction {
  fn: string;
  selfMs: number;
  share: number;
}

/** The monotonic clock in µs, the clock of V8's CPU profiles on Linux: what a `hottest` window is read on. */
export const nowMicros = (): number => Number(process.hrtime.bigint() / 1000n);

/** Self time per function (name and url:line) of the samples taken within `window` (µs). */
export function hottest(profile: CpuProfile, window: [number, number], top = 10): HotFunction[] {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  let total = 0;
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < window[0] || t > window[1]) continue;
    // A sample stands for the time until the next one.
    const micros = profile.timeDeltas[i + 1] ?? 0;
    const frame = frames.get(profile.samples[i]!);
    if (!frame) continue;
    const where = frame.url ? ` ${frame.url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '~/').replace(/^.*\/(apps|packages)\//, '$1/')}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}${where}`;
    self.set(key, (self.get(key) ?? 0) + micros);
    total += micros;
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, micros]) => ({ fn, selfMs: micros / 1000, share: total ? micros / total : 0 }));
}

/** The one profile `node --cpu-prof --cpu-prof-dir=<dir>` wrote into `dir` when the process exited. */
export function readProfile(dir: string): CpuProfile {
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile in ${dir}`);
  return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
}
