import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { Viewer } from '../appointments/appointments.dto';
import type { JobRunner } from '../jobs/jobs.service';
import type { Mailer } from '../notifications/mailer';
import type { PracticeService } from '../practice/practice.service';
import type { UsersService } from '../users/users.service';

/**
 * Moves a patient's appointment to a new time in one step (engineer C's `appointments.move`, issue 25
 * item 6): the same refusals as booking creation (400 'slot unavailable', 409 'slot taken').
 */
export interface AppointmentMover {
  move(viewer: Viewer, id: string, dateTime: Date, now?: Date, options?: { by?: 'patient' | 'doctor' | 'waitlist'; ignoreCutoff?: boolean }): Promise<unknown>;
}

/** What the waiting list needs from the rest of the server (services.ts wires it). */
export interface WaitlistDeps {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
  logger: FastifyBaseLogger;
  appointments: Pick<AppointmentsService, 'freeSlotsBetween' | 'create' | 'get'>;
  users: Pick<UsersService, 'findById' | 'findByIds'>;
  practice: Pick<PracticeService, 'bookableService'>;
  /** Moves a waiting patient's appointment to the time they took (the appointments service's `move`). */
  mover: AppointmentMover;
  /** Issue 30: the caller's family member a booking may be for (the family service's: 404 not theirs, 409 handed over). */
  familyMembers: { memberForBooking(holderId: string, memberId: string): Promise<{ id: string }> };
}
