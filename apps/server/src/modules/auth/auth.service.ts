import { createHash, randomBytes } from 'node:crypto';
import { consentsForRole } from '@sanity/shared/domain/privacy/terms';
import { it } from '@sanity/shared/i18n/it';
import type { LoginInput, RegisterInput, User } from '@sanity/shared/schemas/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SectorsService } from '../sectors/sectors.service';
import type { UserRow, UsersService } from '../users/users.service';
import { createAuthRepository } from './auth.repository';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password';

/** Who is signed in, as the session plugin puts it on `request.user`. */
export interface AuthUser {
  id: string;
  role: UserRow['role'];
  admin: number;
  email: string;
  sessionId: string;
}

export interface ClientMeta {
  ip: string;
  userAgent?: string | undefined;
}

/** The session id stored in the database is the sha256 of the cookie's token. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const LAST_SEEN_GRANULARITY_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AuthService = ReturnType<typeof createAuthService>;

type AuthConfig = Pick<Config, 'SESSION_TTL_DAYS' | 'SESSION_IDLE_DAYS' | 'LOGIN_FAILURE_WINDOW_MINUTES'>;

export function createAuthService({
  db,
  config,
  users,
  sectors,
  clock,
  throttle,
  verification,
}: {
  db: Db;
  config: AuthConfig;
  /** Shared with the current-password check (login-throttle.ts). */
  throttle: LoginThrottle;
  users: UsersService;
  sectors: SectorsService;
  clock: Clock;
  /** Sends the first verification link after a registration (issue 12). */
  verification?: { afterRegister(userId: string): Promise<void> };
}) {
  const repo = createAuthRepository(db);
  /** What the session lookup read with each signed-in user it returned (off `request.user`, which stays the small AuthUser every route sees). */
  const accountOf = new WeakMap<AuthUser, { row: UserRow; sectorIds: string[]; worksForPractices: boolean }>();
  /** Sessions whose touch is in flight here: concurrent requests of one session write it once. */
  const touching = new Set<string>();

  function touch(sessionId: string, now: Date): void {
    if (touching.has(sessionId)) return;
    touching.add(sessionId);
    repo
      .touchSession(sessionId, now, new Date(now.getTime() - LAST_SEEN_GRANULARITY_MS))
      // A failed touch (the database closing under a test, a lost connection) only delays the next one.
      .catch(() => undefined)
      .finally(() => touching.delete(sessionId));
  }

  /** Opens a session for the user; returns the raw token for the cookie. */
  async function createSession(userId: string, meta: ClientMeta, now = clock.now()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await repo.insertSession({
      id: sessionIdOf(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + config.SESSION_TTL_DAYS * DAY_MS),
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip,
    });
    return token;
  }

  return {
    createSession,

    /** Signs a user in whom another check vouched for (the Google callback): records the login, returns a new session's token. */
    async openSession(userId: string, meta: ClientMeta): Promise<string> {
      const now = clock.now();
      await users.recordLogin(userId, now);
      return createSession(userId, meta, now);
    },

    /**
     * Registration (spec §2, §5). A doctor's sectors are deduplicated and must all be active.
     * The account is signed in at once.
     */
    async register(input: RegisterInput, meta: ClientMeta): Promise<{ user: User; token: string }> {
      const isDoctor = input.role === 'doctor';
      const sectorIds = isDoctor ? await sectors.requireActive(input.sectors ?? []) : [];
      const now = clock.now();
      const row = await users.create({
        role: input.role,
        displayName: input.displayName,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        // The registration form's checkboxes: the terms, and for a doctor the professionals' terms, which include them.
        consents: consentsForRole(input.role),
        ...(isDoctor
          ? { specialization: input.specialization, licenseNumber: input.licenseNumber, licenseProvince: input.licenseProvince ?? null, telefono: input.phoneNumber, sectorIds }
          : {}),
      });
      // Right after the account exists: users.create commits on its own, and the link is a job.
      await verification?.afterRegister(row.id);
      await users.recordLogin(row.id, now);
      const token = await createSession(row.id, meta, now);
      return { user: await users.toDto({ ...row, ultimoLogin: now }), token };
    },

    /**
     * E-mail and password login with throttling (docs/decisions/0003-login-throttling.md, updated
     * for issues 12 and 23), decided before the password: 429 past the failures of this (account,
     * address) pair or of this address on any account; and a growing delay for an address that
     * already failed on this account while others fail on it too, unless the address had a session
     * of the account. So a spray is slowed and the owner, from their own network, still gets in.
     * Every failure is recorded (login-throttle.ts: recorded first, so parallel guesses count).
     */
    async login(input: LoginInput, meta: ClientMeta, now = clock.now()): Promise<{ user: User; token: string }> {
      const email = input.email;
      const user = await users.findByEmail(email);
      const attempt = await throttle.begin(email, meta.ip, user?.id ?? null, now);
      // Verify even without a user, so that the response time does not reveal which e-mails exist.
      const passwordOk = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !passwordOk) {
        if (!user) throw new AppError(401, it.identity.userNotFound, { code: 'user-not-found' });
        throw new AppError(401, it.identity.wrongPassword, { code: 'wrong-password' });
      }
      if (user.isDisabled) {
        // The right password of a disabled account is no failure, but forgives nothing either.
        await attempt.passed();
        throw new AppError(403, it.identity.userDisabled, { code: 'user-disabled' });
      }
      await attempt.forgiveAddress();
      await users.recordLogin(user.id, now);
      const token = await createSession(user.id, meta, now);
      return { user: await users.toDto({ ...user, ultimoLogin: now }), token };
    },

    async logout(token: string | undefined): Promise<void> {
      if (token) await repo.deleteSession(sessionIdOf(token));
    },

    /**
     * The signed-in user for a cookie token, or null (unknown, expired, idle, disabled or erased
     * account): one statement (ADR 0016). `last_seen_at` is written at most every
     * LAST_SEEN_GRANULARITY_MS, and not awaited: the idle period counts in days, so a touch that
     * lands a moment later, or is lost, changes nothing a user sees.
     */
    async resolveSession(token: string, now = clock.now()): Promise<AuthUser | null> {
      if (token.length > 200) return null;
      const found = await repo.findLiveSessionWithUser(sessionIdOf(token), now, new Date(now.getTime() - config.SESSION_IDLE_DAYS * DAY_MS));
      if (!found) return null;
      if (now.getTime() - found.lastSeenAt.getTime() > LAST_SEEN_GRANULARITY_MS) touch(found.sessionId, now);
      const { user } = found;
      const signedIn: AuthUser = { id: user.id, role: user.role, admin: user.admin, email: user.email, sessionId: found.sessionId };
      accountOf.set(signedIn, { row: user, sectorIds: found.sectorIds, worksForPractices: found.worksForPractices });
      return signedIn;
    },

    /**
     * Whether the session's account works for a practice (issue 30), from the session look-up: /me
     * reads the practices only then, so a patient's or a doctor's /me stays one statement. True when
     * unknown (a user not from a session look-up), so nothing is left out.
     */
    worksForPractices: (who: AuthUser): boolean => accountOf.get(who)?.worksForPractices ?? true,

    /** The account as `GET /api/auth/me` answers it; the row the session lookup of this request read, when given its user. */
    async me(who: string | AuthUser): Promise<User> {
      const read = typeof who === 'string' ? undefined : accountOf.get(who);
      if (read) return users.dtoWithSectors(read.row, read.sectorIds);
      const row = await users.findById(typeof who === 'string' ? who : who.id);
      if (!row) throw new AppError(401, it.identity.notAuthenticated);
      return users.toDto(row);
    },

    /** Retention (ENDED_SESSION_RETENTION_DAYS): up to `limit` sessions that expired before `before` or went idle SESSION_IDLE_DAYS before it; how many went. */
    purgeEndedSessions: (before: Date, limit: number) =>
      repo.purgeEndedSessions(before, new Date(before.getTime() - config.SESSION_IDLE_DAYS * DAY_MS), limit),

    /** Retention (LOGIN_FAILURE_RETENTION_DAYS): up to `limit` failed logins before `before`, never one the lock-out still counts; how many went. */
    purgeLoginFailures: (before: Date, limit: number) =>
      repo.purgeFailuresBefore(new Date(Math.min(before.getTime(), clock.now().getTime() - config.LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000)), limit),

    /** Housekeeping: expired and idle sessions, and failures older than a day. */
    async purgeExpired(now = clock.now()): Promise<void> {
      await repo.deleteExpiredSessions(now, new Date(now.getTime() - config.SESSION_IDLE_DAYS * DAY_MS));
      await repo.deleteFailuresBefore(new Date(now.getTime() - Math.max(DAY_MS, config.LOGIN_FAILURE_WINDOW_MINUTES * 60 * 1000)));
    },
  };
}
