import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { createAdminService, type AdminService } from './modules/admin/admin.service';
import { createAppointmentsService, type AppointmentsService } from './modules/appointments/appointments.service';
import { createArticlesService, type ArticlesService } from './modules/articles/articles.service';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createGoogleAuth, type GoogleAuth } from './modules/auth/google';
import { createDoctorsService, type DoctorsService } from './modules/doctors/doctors.service';
import { createFavoritesService, type FavoritesService } from './modules/favorites/favorites.service';
import { createHealthService, type HealthService } from './modules/health/health.service';
import { createMembershipsService, type MembershipsService } from './modules/memberships/memberships.service';
import { createNotificationsService, type NotificationsService } from './modules/notifications/notifications.service';
import { createPracticeService, type PracticeService } from './modules/practice/practice.service';
import { createSearchService, type SearchService } from './modules/search/search.service';
import { createSectorsService, type SectorsService } from './modules/sectors/sectors.service';
import { createSeoService, type SeoService } from './modules/seo/seo.service';
import { createArticleUploadsService, type ArticleUploadsService } from './modules/uploads/article-uploads.service';
import { createStorage } from './modules/uploads/create-storage';
import { createUploadsService, type UploadsService } from './modules/uploads/uploads.service';
import { createUsersService, type UsersService } from './modules/users/users.service';

/** Every feature's service, wired once. Features call each other only through these. */
export interface Services {
  health: HealthService;
  sectors: SectorsService;
  users: UsersService;
  doctors: DoctorsService;
  practice: PracticeService;
  appointments: AppointmentsService;
  favorites: FavoritesService;
  articles: ArticlesService;
  search: SearchService;
  uploads: UploadsService;
  articleUploads: ArticleUploadsService;
  seo: SeoService;
  memberships: MembershipsService;
  auth: AuthService;
  admin: AdminService;
  /** Booking e-mails and the reminder job (its timer runs only once server.ts calls start()). */
  notifications: NotificationsService;
  /** null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
  google: GoogleAuth | null;
}

export function createServices({ db, config, logger }: { db: Db; config: Config; logger: FastifyBaseLogger }): Services {
  const health = createHealthService({ db });
  const sectors = createSectorsService({ db });
  const storage = createStorage(config, logger);
  const uploads = createUploadsService({ storage: storage.storage, close: () => storage.close(), logger: logger.child({ module: 'uploads' }) });
  const users = createUsersService({ db, sectors, uploads });
  const practice = createPracticeService({ db, users });
  // Each needs the other: appointments hand notices to notifications, whose reminder job claims them from appointments.
  const notifications = createNotificationsService({
    config,
    logger: logger.child({ module: 'notifications' }),
    reminders: {
      claimDueReminders: (...args) => appointments.claimDueReminders(...args),
      markReminderSent: (...args) => appointments.markReminderSent(...args),
    },
  });
  const appointments = createAppointmentsService({ db, users, practice, notifier: notifications });
  const favorites = createFavoritesService({ db });
  const articles = createArticlesService({ db, users, favorites, files: uploads });
  const search = createSearchService({ articles });
  const doctors = createDoctorsService({ db, users, practice, countContent: (id, viewerId) => articles.countForDoctor(id, viewerId) });
  const articleUploads = createArticleUploadsService({ storage: storage.storage, articles, logger: logger.child({ module: 'article-uploads' }) });
  const seo = createSeoService({ publicUrl: config.PUBLIC_URL, doctors, users, articles });
  const memberships = createMembershipsService({ db, users });
  const auth = createAuthService({ db, config, users, sectors });
  const admin = createAdminService({ users, memberships });
  const google = config.googleEnabled ? createGoogleAuth({ config, users, logger: logger.child({ module: 'google' }) }) : null;
  return { health, sectors, users, doctors, practice, appointments, favorites, articles, search, uploads, articleUploads, seo, memberships, auth, admin, notifications, google };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
  }
}
