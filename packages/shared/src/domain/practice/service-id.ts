/** Spec §3: a service id is its sector id plus a timestamp. `now` is passed in, never read here. */
export function newServiceId(sectorId: string, now: number): string {
  return `${sectorId}_${now}`;
}
