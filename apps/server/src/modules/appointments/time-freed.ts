import type { Db } from '../../db/client';

/** A stretch of a doctor's agenda that just became bookable again (issue 25's waiting list listens). */
export interface FreedTime {
  doctorId: string;
  from: Date;
  to: Date;
}

/**
 * Called inside the transaction that frees the time (a cancellation, a move, a closure lifted,
 * hours extended), so that whatever it enqueues commits with the change or not at all. It must
 * only write jobs: never send anything or call outside from here.
 */
export type OnTimeFreed = (tx: Db, freed: FreedTime) => Promise<void>;

export const ignoreFreedTime: OnTimeFreed = () => Promise.resolve();
