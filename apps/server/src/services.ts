import { createClaimMove } from './modules/contact-claims/claim-move';
import { createContactClaimsService, type ContactClaimsService } from './modules/contact-claims/contact-claims.service';
import { doctorDisplayName } from '@sanity/shared/domain/names';
import type { ReminderChannels } from './modules/notifications/reminder-channels';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { isPglite, type Db } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { createAdminService, type AdminService } from './modules/admin/admin.service';
import { createDoctorReviewService, type DoctorReviewService } from './modules/doctor-review/doctor-review.service';
import { createDeadLettersService, type DeadLettersService } from './modules/admin/dead-letters.service';
import { createAccountsAdminService, type AccountsAdminService } from './modules/users/accounts-admin.service';
import { createAuditService, type AuditService } from './modules/audit/audit.service';
import { createRetentionService, type RetentionService } from './modules/retention/retention.service';
import { createAppointmentsService, type AppointmentsService } from './modules/appointments/appointments.service';
import { createArticlesService, type ArticlesService } from './modules/articles/articles.service';
import { createPassageIndex, type PassageIndex } from './modules/assistant/passage-index';
import { createRetrieval, type Retrieval } from './modules/assistant/retrieval';
import { createAssistantService, type AssistantService } from './modules/assistant/assistant.service';
import { createGrounding } from './modules/assistant/grounding';
import { listedSurnames } from './modules/assistant/listed-surnames';
import { loadIntentModel } from './modules/assistant/intent-model';
import { loadUrgencyModel } from './modules/assistant/urgency-model';
import { createLlmClient } from './modules/assistant/llm-client';
import { createModelAnswerer } from './modules/assistant/model-answer';
import { createAuthService, type AuthService } from './modules/auth/auth.service';
import { createAccountTokens } from './modules/auth/account-tokens';
import { createVerificationService, type VerificationService } from './modules/auth/verification.service';
import { createPasswordService, type PasswordService } from './modules/auth/password.service';
import { createCurrentPasswordCheck } from './modules/auth/current-password';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createSessionsService, type SessionsService } from './modules/auth/sessions.service';
import { createCalendarService, type CalendarService } from './modules/calendar/calendar.service';
import { createCalendarFeedService, type CalendarFeedService } from './modules/calendar/feed.service';
import { formatPracticeAddress } from '@sanity/shared/domain/practice/address';
import { createConfiguredSecretBox } from './lib/secret-box';
import { createContactService, type ContactService } from './modules/contact/contact.service';
import { createGoogleAuth, type GoogleAuth } from './modules/auth/google';
import { createReadVersions } from './modules/read-cache/read-versions';
import { createDoctorsService, type DoctorsService } from './modules/doctors/doctors.service';
import { createFavoritesService, type FavoritesService } from './modules/favorites/favorites.service';
import { createHealthService, type HealthService } from './modules/health/health.service';
import { createJobRunner, type JobRunner } from './modules/jobs/jobs.service';
import { createMembershipsService, type MembershipsService } from './modules/memberships/memberships.service';
import { createMailer } from './modules/notifications/mailer';
import { createNotificationsService, type NotificationsService } from './modules/notifications/notifications.service';
import { createPracticeAddressService, type PracticeAddressService } from './modules/practice/address.service';
import { createPracticeService, type PracticeService } from './modules/practice/practice.service';
import { createScheduleService, type ScheduleService } from './modules/schedule/schedule.service';
import { createReadinessService, type ReadinessService } from './modules/practice/readiness.service';
import { createSearchService, type SearchService } from './modules/search/search.service';
import { createSectorsService, type SectorsService } from './modules/sectors/sectors.service';
import { createPlatformSettingsService, type PlatformSettingsService } from './modules/settings/platform-settings.service';
import { createSeoService, type SeoService } from './modules/seo/seo.service';
import { createArticleUploadsService, type ArticleUploadsService } from './modules/uploads/article-uploads.service';
import { createStorage } from './modules/uploads/create-storage';
import { createUploadsService, type UploadsService } from './modules/uploads/uploads.service';
import { createStoredFiles } from './modules/uploads/stored-files';
import { createMemoryRateLimitCounter, createRateLimitCounter, type RateLimitCounter } from './modules/limits/rate-limit-counter';
import { createUsersService, type UsersService } from './modules/users/users.service';
import { createStaffService, type StaffService } from './modules/staff/staff.service';
import { createBookingOnBehalf, type BookingOnBehalf } from './modules/staff/on-behalf';
import { createPracticeContacts } from './modules/users/practice-contacts';
import { createWaitlistService, type WaitlistService } from './modules/waitlist/waitlist.service';
import { createReviewsService, type ReviewsService } from './modules/reviews/reviews.service';
import { createAppointmentsPrivacy } from './modules/appointments/appointments.privacy';
import { createPrivacyService, type PrivacyService } from './modules/privacy/privacy.service';
import { createSmsSender, type SmsSender } from './modules/notifications/channels/sms-sender';
import { createDeliveries, type Deliveries } from './modules/notifications/channels/deliveries';
import { createNotificationPreferencesService, type NotificationPreferencesService } from './modules/notifications/preferences/preferences.service';
import { uploadsPrivacy } from './modules/uploads/uploads.privacy';
import { createVideoService, type VideoService } from './modules/video/video.service';
import { createDocumentsService, type DocumentsService } from './modules/documents/documents.service';
import { registerDocumentMail } from './modules/documents/document-mail';
import { createFhirService, type FhirService } from './modules/fhir/fhir.service';
import { createTokensService, type TokensService } from './modules/tokens/tokens.service';
import { createWebhooksService, secretContext, type WebhooksService } from './modules/webhooks/webhooks.service';
import { registerWebhookDelivery } from './modules/webhooks/webhook-delivery';
import { handOverDocuments } from './modules/documents/documents.handover';
import { createFamilyService, type FamilyService } from './modules/family/family.service';

/** Expired rate-limit counters are deleted this often (a row per client and limit would pile up otherwise). */
const RATE_LIMIT_PURGE_INTERVAL_MS = 10 * 60_000;

/** Every feature's service, wired once. Features call each other only through these. */
export interface Services {
  health: HealthService;
  sectors: SectorsService;
  users: UsersService;
  doctors: DoctorsService;
  practice: PracticeService;
  /** The doctor's practice address: profile, directory (cards, city filter), appointments and their e-mails. */
  practiceAddress: PracticeAddressService;
  /** A doctor's setup checklist and whether patients can book yet (GET /api/practice/readiness). */
  readiness: ReadinessService;
  appointments: AppointmentsService;
  /** Issue 29: the televisita's room of an online appointment, and the doctor's calendar-link setting. */
  video: VideoService;
  /** Issue 29: documents on an appointment (referti, prescriptions, the patient's files), their e-mail job. */
  documents: DocumentsService;
  /** Issue 30: family members in an account holder's care, and their hand-over to an account of their own. */
  family: FamilyService;
  /** The doctor's closures, date hours, holidays and booking rules (issue 25), and what the booking dialog needs of them. */
  schedule: ScheduleService;
  /** Verified reviews (issue 28): writing after a visit, moderation, replies, reports, ratings, their e-mails as jobs. */
  reviews: ReviewsService;
  /** 'Avvisami se si libera un posto prima' (issue 25): entries, offers made by jobs when time frees, taking an offer. */
  waitlist: WaitlistService;
  favorites: FavoritesService;
  articles: ArticlesService;
  search: SearchService;
  /** Igea's retrieval index over articles and therapies, kept by the job runner. */
  passageIndex: PassageIndex;
  /** Igea's passages about a topic, among what the reader may read. */
  retrieval: Retrieval;
  /** Igea: the conversation per user and its answers (built-in, or the optional model). */
  assistant: AssistantService;
  uploads: UploadsService;
  /** The counters of the rate limits (plugins/rate-limits.ts), shared by every instance through the database. */
  rateLimits: RateLimitCounter;
  articleUploads: ArticleUploadsService;
  seo: SeoService;
  memberships: MembershipsService;
  auth: AuthService;
  /** E-mail verification and change (issue 12): links sent as jobs, single-use tokens. */
  verification: VerificationService;
  /** Password reset (links sent as jobs) and change (issue 12). */
  passwords: PasswordService;
  /** The account's signed-in devices: list, end one, end all (issue 12). */
  sessions: SessionsService;
  admin: AdminService;
  /** The admin's review of doctors: approve, reject with a reason, a rejected doctor asking again (issue 13, ADR 0013). */
  doctorReview: DoctorReviewService;
  /** The admin's accounts list, disabling and re-enabling (issue 13). */
  accountsAdmin: AccountsAdminService;
  /** The admin's view of the job runner: counts, dead letters, retry (issue 13). */
  deadLetters: DeadLettersService;
  /** Who read or changed whose data (issue 13): written by the features, read by the patient and the admin. */
  audit: AuditService;
  /** Issue 30: a doctor's collaborators (invitations, grants, revocation) and the practices a person works for. */
  staff: StaffService;
  /** Issue 30 point 4: the practice's patient search and booking on behalf (new contacts, ADR 0036). */
  staffBookings: BookingOnBehalf;
  /** The data subject's rights (issue 13): export, erasure of one's account, consents. */
  privacy: PrivacyService;
  /** Deletes the data past its retention period (docs/privacy.md), every RETENTION_INTERVAL_MS of the job runner. */
  retention: RetentionService;
  /** Booking e-mails and reminders, run as jobs. */
  notifications: NotificationsService;
  /** The SMS channel (issue 26): the provider when configured, else `DATA_DIR/outbox/*.sms.txt`. The reminder jobs send through it. */
  sms: SmsSender;
  /** The delivery log (issue 26): stored keys against duplicates, each practice's SMS count against the daily cap. */
  deliveries: Deliveries;
  /** A person's reminder channels, the SMS number's verification, the opt-out link (issue 26). */
  notificationPreferences: NotificationPreferencesService;
  contactClaims: ContactClaimsService;
  /** Settings an admin changes at run time (which e-mails are sent, the reminder lead), cached briefly (issue 13). */
  platformSettings: PlatformSettingsService;
  /** The landing's contact form: stored messages, e-mailed to CONTACT_TO as jobs. */
  contact: ContactService;
  /** The doctors' ICS subscription feeds (secret webcal URLs). */
  calendarFeed: CalendarFeedService;
  /** The doctors' external calendars (Google, CalDAV): connection, push and pull jobs, busy times. */
  calendar: CalendarService;
  /** Issue 31: the FHIR R4 read API's resources, read through the services above. */
  fhir: FhirService;
  /** Issue 31: personal access tokens for the FHIR API and the webhook API (never the app's routes). */
  tokens: TokensService;
  /** Issue 31: webhook endpoints, the signed deliveries (jobs) of the platform's events, their log. */
  webhooks: WebhooksService;
  /** The one background job runner (its timer runs only once server.ts calls start()). */
  jobs: JobRunner;
  /** Where every service reads the current time. */
  clock: Clock;
  /** null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
  google: GoogleAuth | null;
  /** The same services on one database transaction: their writes commit together or not at all (demo seeding). */
  inTransaction<T>(work: (services: Services) => Promise<T>): Promise<T>;
}

export function createServices({
  db,
  config,
  logger,
  clock = systemClock,
  reminderChannels,
}: {
  db: Db;
  config: Config;
  logger: FastifyBaseLogger;
  /** The system clock by default; API tests pass a test clock. */
  clock?: Clock;
  /** The reminders' SMS sender, delivery log and channel choices (issue 26), when a test records them; the platform's own otherwise. */
  reminderChannels?: ReminderChannels;
}): Services {
  const jobs = createJobRunner({ db, clock, config, logger: logger.child({ module: 'jobs' }) });
  // Its readers name people and appointments through services built below (called only when a log is read).
  const audit = createAuditService({
    db,
    clock,
    people: { findByIds: (ids) => users.findByIds(ids) },
    appointmentTimes: (ids) => appointments.startTimes(ids),
  });
  const sectors = createSectorsService({ db, audit });
  const storage = createStorage(config, logger);
  const health = createHealthService({ db, checkStorage: (timeoutMs) => storage.check(timeoutMs), clock, logger: logger.child({ module: 'health' }) });
  const storedFiles = createStoredFiles({ db, clock, quotaBytes: config.UPLOAD_QUOTA_MB * 1024 * 1024 });
  const uploads = createUploadsService({ storage: storage.storage, files: storedFiles, close: () => storage.close(), logger: logger.child({ module: 'uploads' }) });
  // PGlite is one process's database: its counts live in that process (ADR 0016); PostgreSQL's are shared rows.
  const rateLimits = isPglite(db) ? createMemoryRateLimitCounter({ db, clock }) : createRateLimitCounter({ db, clock });
  jobs.every('rate-limit-purge', RATE_LIMIT_PURGE_INTERVAL_MS, async (now) => {
    await rateLimits.purgeExpired(now);
  });
  const users = createUsersService({ db, sectors, uploads, clock, audit });
  // A service's notice may not exceed the practice's booking horizon, which the schedule keeps (created below).
  // Longer hours go to the waiting list (called at run time, once every service below exists).
  const practice = createPracticeService({ db, users, clock, horizonDaysOf: (doctorId) => schedule.horizonDays(doctorId), onTimeFreed: (tx, freed) => waitlist.onTimeFreed(tx, freed) });
  const practiceAddress = createPracticeAddressService({ db, clock });
  const platformSettings = createPlatformSettingsService({ db, clock, audit, logger: logger.child({ module: 'settings' }) });
  // One mail transport for every e-mail; notifications.close() closes it.
  const mailer = createMailer({ config, clock, logger: logger.child({ module: 'notifications' }) });
  const staff = createStaffService({ db, clock, jobs, mailer, audit, publicUrl: config.PUBLIC_URL, logger: logger.child({ module: 'staff' }), people: users });
  const sms = createSmsSender({ config, clock, logger: logger.child({ module: 'sms' }) });
  const deliveries = createDeliveries({ db, settings: platformSettings });
  const notificationPreferences = createNotificationPreferencesService({ db, clock, jobs, sms, config, logger: logger.child({ module: 'notification-preferences' }) });
  // Each needs the other: appointments enqueue e-mail jobs through notifications, whose jobs load the appointment back.
  const notifications = createNotificationsService({
    config,
    clock,
    jobs,
    mailer,
    settings: platformSettings,
    logger: logger.child({ module: 'notifications' }),
    db,
    channels: reminderChannels ?? { sms, deliveries, preferences: notificationPreferences },
    appointments: {
      noticeFor: (...args) => appointments.noticeFor(...args),
      enqueueDueReminders: (...args) => appointments.enqueueDueReminders(...args),
      decideReminder: (...args) => appointments.decideReminder(...args),
      doctorsWithVisits: (...args) => appointments.doctorsWithVisits(...args),
      agendaOf: (...args) => appointments.agendaOf(...args),
      actionLinksFor: (...args) => appointments.actionLinksFor(...args),
      reminderLinksFor: (...args) => appointments.reminderLinksFor(...args),
      manageLinkFor: (...args) => appointments.manageLinkFor(...args),
    },
    // The morning agenda (issue 26): the doctors who switched it on, as active accounts with a verified address.
    agenda: {
      async agendaDoctors() {
        const people = await users.findByIds(await schedule.agendaDoctorIds());
        return people
          .filter((p) => !p.disabledAt && !p.erasedAt && p.emailVerifiedAt)
          .map((p) => ({ id: p.id, name: doctorDisplayName(p), email: p.email }));
      },
    },
  });
  // Each needs the other too: bookings enqueue calendar pushes and read busy times, whose jobs load the appointment back.
  // The practice address on one line, for the pushed events and the subscription feed.
  const practiceLocation = async (doctorId: string) => {
    const address = await practiceAddress.get(doctorId);
    return address ? formatPracticeAddress(address) : null;
  };
  // One key for every secret kept at rest: the calendars' credentials and the webhooks' signing secrets.
  const secretBox = createConfiguredSecretBox(config);
  const calendar = createCalendarService({
    db,
    practiceLocation,
    config,
    clock,
    jobs,
    secretBox,
    logger: logger.child({ module: 'calendar' }),
    televisitLinkShown: (doctorId) => televisitLinkShown(doctorId),
    appointments: {
      noticeFor: (...args) => appointments.noticeFor(...args),
      confirmedForFeed: (...args) => appointments.confirmedForFeed(...args),
      cancel: (...args) => appointments.cancel(...args),
    },
  });
  const appointments = createAppointmentsService({
    db,
    practice,
    practiceAddress,
    notifier: notifications,
    calendar,
    externalBusy: calendar.externalBusy,
    externalBusySql: calendar.externalBusySql,
    clock,
    audit,
    bookingsPerDoctorMax: config.BOOKINGS_PER_DOCTOR_MAX,
    publicUrl: config.PUBLIC_URL,
    crmDocuments: (doctorId, ids) => documents.ofDoctorAppointments(doctorId, ids),
    familyMembers: { memberForBooking: (holderId, memberId) => family.memberForBooking(holderId, memberId) },
    // Each needs the other: a freed time enqueues the waiting list's offering job, whose offers book through appointments.
    onTimeFreed: (tx, freed) => waitlist.onTimeFreed(tx, freed),
    // Issue 31: each change reported to the webhooks in its transaction (the service is built below).
    events: { emit: (tx, event) => webhooks.emit(tx, event), flush: () => webhooks.flush() },
  });
  const family = createFamilyService({
    db,
    clock,
    jobs,
    mailer,
    audit,
    users,
    publicUrl: config.PUBLIC_URL,
    logger: logger.child({ module: 'family' }),
    // The hand-over's moves, each in its owner feature, in the family feature's transaction.
    handOver: async (tx, { memberId, holderId, accountId, now }) => {
      const ids = await appointments.handOverMember(tx, memberId, holderId, accountId, now);
      // The holder's waiting-list entries for the member end (the waiting list is built below; this runs at a hand-over).
      await waitlist.endForMember(tx, memberId, now);
      return { appointments: ids.length, documents: await handOverDocuments(tx, ids, holderId, accountId) };
    },
  });
  const practiceContacts = createPracticeContacts(db);
  const staffBookings = createBookingOnBehalf({ appointments, contacts: practiceContacts, people: users, clock });
  const video = createVideoService({ db, clock, config, visitOf: (id) => appointments.visitOf(id) });
  const documents = createDocumentsService({
    db,
    clock,
    storage: storage.storage,
    files: storedFiles,
    jobs,
    audit,
    logger: logger.child({ module: 'documents' }),
    visitOf: (id) => appointments.visitOf(id),
    visitsOf: (ids) => appointments.visitsOf(ids),
    removeFile: (url) => uploads.removeByUrl(url),
  });
  registerDocumentMail({
    db,
    jobs,
    mailer,
    appointments,
    emailWanted: async (userId) => (await notificationPreferences.reminderChannelsOf(userId)).email,
    publicUrl: config.PUBLIC_URL,
    logger: logger.child({ module: 'documents' }),
  });
  const waitlist = createWaitlistService({
    db, clock, jobs, mailer, config, logger: logger.child({ module: 'waitlist' }), appointments, users, practice, mover: appointments,
    familyMembers: { memberForBooking: (holderId, memberId) => family.memberForBooking(holderId, memberId) },
  });
  // Closures, date hours, holidays and booking rules (issue 25); a closure lists the appointments inside it, and time it gives back goes to the waiting list.
  const schedule = createScheduleService({
    db, clock, practice, appointments,
    onTimeFreed: (tx, freed) => waitlist.onTimeFreed(tx, freed),
    reminderDefaults: async () => (await platformSettings.notifications()).reminderLeadMinutes,
  });

  // After the calendar: its connection is one of the checklist's steps.
  const readiness = createReadinessService({ users, practice, practiceAddress, calendar });
  const contact = createContactService({ db, jobs, mailer, clock, config, logger: logger.child({ module: 'contact' }) });
  // Issue 29: the televisita link in the feed and the pushed events only when the doctor chose it.
  const televisitLinkShown = async (doctorId: string) => (await video.showingLinkInCalendar([doctorId])).has(doctorId);
  const calendarFeed = createCalendarFeedService({ db, config, clock, users, appointments, practiceLocation, televisitLinkShown });
  const favorites = createFavoritesService({ db, clock });
  const passageIndex = createPassageIndex({ db, jobs, clock, logger: logger.child({ module: 'assistant-index' }) });
  // The versions public reads are kept under in this instance (ADR 0024).
  const readVersions = createReadVersions(db);
  const articles = createArticlesService({
    db,
    users,
    favorites,
    files: uploads,
    clock,
    onWrite: { inTransaction: (tx, id, updatedAt) => passageIndex.enqueueFor(tx, id, updatedAt), committed: () => passageIndex.wake() },
    versions: readVersions,
  });
  const search = createSearchService({ db, articles, versions: readVersions, clock });
  const retrieval = createRetrieval({ db, articles });
  const doctors = createDoctorsService({
    db,
    users,
    practice,
    practiceAddress,
    countContent: (id, viewerId) => articles.countForDoctor(id, viewerId),
    nextFreeSlots: (ids) => appointments.nextFreeSlots(ids),
    versions: readVersions,
    clock,
    publicSchedule: (id) => schedule.publicSchedule(id),
    // Deactivated sectors too: doctors keep them, and the directory's filter still finds them.
    searchSectors: () => sectors.listAll(),
    // Each needs the other: the cards and profiles carry the rating, reviews list only visible doctors.
    ratings: (ids) => reviews.ratings(ids),
  });
  const reviews = createReviewsService({
    db,
    clock,
    jobs,
    audit,
    versions: readVersions,
    users,
    visits: appointments,
    requireVisibleDoctor: (id) => doctors.requireDoctor(id),
    mailer,
    preferences: notificationPreferences,
    publicUrl: config.PUBLIC_URL,
    logger: logger.child({ module: 'reviews' }),
    events: { emit: (tx, event) => webhooks.emit(tx, event) },
  });
  const articleUploads = createArticleUploadsService({ storage: storage.storage, files: storedFiles, articles, logger: logger.child({ module: 'article-uploads' }) });
  const seo = createSeoService({ publicUrl: config.PUBLIC_URL, doctors, users, articles });
  const memberships = createMembershipsService({ db, users, clock, audit });
  const llm = createLlmClient(config, logger.child({ module: 'assistant-model' }));
  const assistant = createAssistantService({
    db,
    clock,
    logger: logger.child({ module: 'assistant' }),
    intentContext: async () => {
      const [active, cities, surnames] = await Promise.all([sectors.listActive(), practiceAddress.cities(), listedSurnames(db)]);
      return { sectors: active.map((x) => ({ id: x.id, name: x.name })), cities, surnames };
    },
    grounding: createGrounding({ clock, users, sectors, doctors, appointments, memberships, retrieval, practice, practiceAddress, family }),
    urgency: loadUrgencyModel,
    intents: loadIntentModel,
    limits: { perMinute: config.CHAT_MAX_PER_MINUTE, perDay: config.CHAT_MAX_PER_DAY },
    model: llm.enabled ? createModelAnswerer(llm, clock) : null,
    counters: rateLimits,
  });
  const accountTokens = createAccountTokens(db, clock);
  // One throttle for every password check: the login and the current password asked again (password and e-mail change, erasure).
  const loginThrottle = createLoginThrottle({ db, clock, config });
  const currentPassword = createCurrentPasswordCheck({ throttle: loginThrottle });
  // The one claim of practice contacts by an account (ADR 0036 by e-mail, 0039 by phone).
  const claimMove = createClaimMove({ practiceContacts, appointments, documents, audit });
  const verification = createVerificationService({
    db, users, tokens: accountTokens, currentPassword, jobs, mailer, clock, config, logger: logger.child({ module: 'verification' }),
    // Issue 30 (ADR 0036): the contacts practices made with the proven address are claimed: their visits, documents and log entries move to the account.
    onVerified: async (tx, userId, email, now) => {
      await claimMove(tx, await practiceContacts.claimable(email, tx), userId, now, 'email');
    },
  });
  // ADR 0039: the same claim offered by a verified phone, once the person answers 'Sì, sono io'.
  const contactClaims = createContactClaimsService({ db, clock, audit, claimMove });
  const auth = createAuthService({ db, config, users, sectors, clock, throttle: loginThrottle, verification });
  const passwords = createPasswordService({ db, users, tokens: accountTokens, currentPassword, jobs, mailer, clock, config, logger: logger.child({ module: 'passwords' }) });
  const sessions = createSessionsService({ db, clock, config });
  const tokens = createTokensService({ db, clock, audit });
  const webhookPolicy = { allowPrivateNetworks: config.WEBHOOKS_ALLOW_PRIVATE_NETWORKS };
  const webhooks = createWebhooksService({ db, clock, jobs, audit, secretBox, allowPrivateNetworks: webhookPolicy.allowPrivateNetworks });
  registerWebhookDelivery({
    db,
    jobs,
    mailer,
    secretBox,
    policy: webhookPolicy,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    publicUrl: config.PUBLIC_URL,
    secretContext,
    logger: logger.child({ module: 'webhooks' }),
    async ownerOf(userId) {
      const row = await users.findById(userId);
      if (!row || row.isDisabled || row.erasedAt || !row.emailVerifiedAt) return null;
      return { name: row.displayName, email: row.email };
    },
  });
  const retention = createRetentionService({ clock, logger: logger.child({ module: 'retention' }), appointments, assistant, audit, auth, contact, jobs, documents });
  if (config.RETENTION_INTERVAL_MS > 0) {
    jobs.every('retention', config.RETENTION_INTERVAL_MS, async (now) => {
      await retention.run(now);
    });
  }
  const admin = createAdminService({ users, memberships, clock });
  // The files of an erased account are deleted by a job enqueued in the erasure's transaction.
  uploadsPrivacy.registerJob(jobs, storage.storage);
  const privacy = createPrivacyService({ db, clock, jobs, audit, currentPassword, appointments: createAppointmentsPrivacy({ notifier: notifications, calendar, events: webhooks, onTimeFreed: (tx, freed) => waitlist.onTimeFreed(tx, freed) }), reviews, rateLimits, publicUrl: config.PUBLIC_URL });
  const doctorReview = createDoctorReviewService({ db, users, audit, jobs, mailer, clock, config, logger: logger.child({ module: 'doctor-review' }) });
  const accountsAdmin = createAccountsAdminService({ db, clock, sessions, audit });
  const deadLetters = createDeadLettersService({ db, jobs, audit });
  const google = config.googleEnabled ? createGoogleAuth({ config, users, sessions: auth, clock, counters: rateLimits, logger: logger.child({ module: 'google' }) }) : null;
  const fhir = createFhirService({ users, doctors, practice, practiceAddress, sectors, schedule, appointments, clock, publicUrl: config.PUBLIC_URL });
  const inTransaction = <T>(work: (services: Services) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      const scoped = createServices({ db: tx, config, logger, clock });
      try {
        return await work(scoped);
      } finally {
        // The scoped copy's runner is never started; its mail transport and storage client are closed here.
        scoped.notifications.close();
        scoped.uploads.close();
      }
    });
  return { health, sectors, users, doctors, practice, practiceAddress, readiness, appointments, family, video, documents, schedule, waitlist, reviews, favorites, articles, search, passageIndex, retrieval, assistant, uploads, rateLimits, articleUploads, seo, memberships, auth, verification, passwords, sessions, admin, doctorReview, accountsAdmin, deadLetters, audit, privacy, retention, notifications, sms, deliveries, notificationPreferences, contactClaims, platformSettings, contact, calendarFeed, calendar, fhir, tokens, webhooks, staff, staffBookings, jobs, clock, google, inTransaction };
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    services: Services;
  }
}
