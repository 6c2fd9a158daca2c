import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { createAdminService, type AdminService } from './modules/admin/admin.service';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createGoogleAuth, type GoogleAuth } from './modules/auth/google';
import { createDoctorsService, type DoctorsService } from './modules/doctors/doctors.service';
import { createHealthService, type HealthService } from './modules/health/health.service';
import { createMembershipsService, type MembershipsService } from './modules/memberships/memberships.service';
import { createSectorsService, type SectorsService } from './modules/sectors/sectors.service';
import { createUsersService, type UsersService } from './modules/users/users.service';

/** Every feature's service, wired once. Features call each other only through these. */
export interface Services {
  health: HealthService;
  sectors: SectorsService;
  users: UsersService;
  doctors: DoctorsService;
  memberships: MembershipsService;
  auth: AuthService;
  admin: AdminService;
  /** null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
  google: GoogleAuth | null;
}

export function createServices({ db, config, logger }: { db: Db; config: Config; logger: FastifyBaseLogger }): Services {
  const health = createHealthService({ db });
  const sectors = createSectorsService({ db });
  const users = createUsersService({ db, sectors });
  const doctors = createDoctorsService({ users });
  const memberships = createMembershipsService({ db, users });
  const auth = createAuthService({ db, config, users, sectors });
  const admin = createAdminService({ users, memberships });
  const google = config.googleEnabled ? createGoogleAuth({ config, users, logger: logger.child({ module: 'google' }) }) : null;
  return { health, sectors, users, doctors, memberships, auth, admin, google };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
  }
}
