import type { Clock } from '../../lib/clock';
import type { NextFreeSlot } from '../appointments/availability';
import { scope, type ReadVersions, type Versions } from '../read-cache/read-versions';

/** The first bookable slot of each doctor with how long it holds, from the appointments feature, which owns the bookings. */
export type NextFreeSlots = (doctorIds: readonly string[]) => Promise<Map<string, NextFreeSlot>>;

/** Doctors whose next free slot one instance keeps. */
const SIZE = 5000;

/**
 * The directory's next free slot of each doctor, kept per doctor under the version of the doctor's
 * bookable time (`scope.doctor`: services, hours, schedule rules, appointments, external busy
 * times; ADR 0024) and recomputed only when that version moved or the answer's time ran out (the
 * slot's notice reached, the day changed). A booking with one doctor recomputes that doctor alone.
 */
export function createNextSlotCache({ versions, compute, clock }: { versions: ReadVersions; compute: NextFreeSlots; clock: Clock }) {
  const entries = new Map<string, { version: number; slot: NextFreeSlot }>();

  return {
    /**
     * The slots of `ids`; `known`: versions already read for this request (the others are read in
     * one statement). `stamps`: the version of each doctor's scope the answers belong to;
     * `validUntil`: the earliest instant one of them stops holding.
     */
    async get(ids: readonly string[], known: Versions): Promise<{ slots: Map<string, Date | null>; stamps: Map<string, number>; validUntil: number }> {
      const unknown = ids.map(scope.doctor).filter((s) => !known.has(s));
      const read = unknown.length > 0 ? await versions.read(unknown) : new Map<string, number>();
      const stamps = new Map(ids.map((id) => [scope.doctor(id), known.get(scope.doctor(id)) ?? read.get(scope.doctor(id)) ?? 0]));
      const now = clock.now().getTime();
      const stale = ids.filter((id) => {
        const entry = entries.get(id);
        return !entry || entry.version !== stamps.get(scope.doctor(id)) || now >= entry.slot.validUntil;
      });
      if (stale.length > 0) {
        // Computed after the versions were read: a copy is never older than the version it is kept under.
        const fresh = await compute(stale);
        for (const id of stale) {
          entries.delete(id);
          if (entries.size >= SIZE) entries.delete(entries.keys().next().value!);
          entries.set(id, { version: stamps.get(scope.doctor(id))!, slot: fresh.get(id) ?? { at: null, validUntil: now } });
        }
      }
      const slots = new Map<string, Date | null>();
      let validUntil = Infinity;
      for (const id of ids) {
        const slot = entries.get(id)?.slot ?? { at: null, validUntil: now };
        slots.set(id, slot.at);
        validUntil = Math.min(validUntil, slot.validUntil);
      }
      return { slots, stamps, validUntil };
    },
  };
}
