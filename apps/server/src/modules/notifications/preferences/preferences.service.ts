import { maskSmsPhone } from '@sanity/shared/domain/notifications/sms-phone';
import { itSms as s } from '@sanity/shared/i18n/it-sms';
import type {
  NotificationPreferences,
  OptOutChannel,
  OptOutView,
  RequestPhoneCode,
  UpdateNotificationPreferences,
  VerifyPhoneCode,
} from '@sanity/shared/schemas/notification-preferences';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { JobRunner } from '../../jobs/jobs.service';
import type { SmsSender } from '../channels/sms-sender';
import { createPhoneVerification, MAX_CODE_ATTEMPTS, nextCodeAt } from './phone-verification';
import { createPreferencesRepository, type PreferencesRow } from './preferences.repository';

export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>;

/** The one who acts: these routes only ever act on the caller's own account (preferences.routes.ts). */
interface Actor {
  id: string;
}

/** SMS may go to the number only when the person opted in and the number was verified by a code. */
const smsNumberOf = (row: PreferencesRow | undefined) => (row?.sms && row.smsPhone && row.smsPhoneVerifiedAt ? row.smsPhone : null);
const verifiedNumberOf = (row: PreferencesRow | undefined) => (row?.smsPhone && row.smsPhoneVerifiedAt ? row.smsPhone : null);

/**
 * A person's reminder channels (issue 26; contract 1 for the reminder jobs): e-mail on and SMS off
 * until they choose, the SMS number verified by a code, and the opt-out link every reminder carries
 * (no sign-in: its secret is the permission; a POST switches off, as mail scanners follow GET links).
 */
export function createNotificationPreferencesService({
  db,
  clock,
  jobs,
  sms,
  config,
  logger,
}: {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  sms: SmsSender;
  config: Pick<Config, 'PUBLIC_URL'>;
  logger: FastifyBaseLogger;
}) {
  const repo = createPreferencesRepository(db);
  const phone = createPhoneVerification({ db, jobs, sms, logger });

  async function view(userId: string, now: Date): Promise<NotificationPreferences> {
    const [row, pending] = await Promise.all([repo.find(userId), repo.verification(userId)]);
    const waiting = pending && now < pending.expiresAt && pending.attempts < MAX_CODE_ATTEMPTS ? pending : null;
    return {
      emailReminders: row?.emailReminders ?? true,
      sms: smsNumberOf(row) !== null,
      smsPhone: verifiedNumberOf(row),
      pending: waiting ? { phone: waiting.phone, expiresAt: waiting.expiresAt.toISOString(), resendAt: nextCodeAt(waiting).toISOString() } : null,
    };
  }

  async function byToken(token: string): Promise<PreferencesRow> {
    const row = await repo.findByOptOutToken(token);
    if (!row) throw new AppError(404, s.optOutUnknown);
    return row;
  }

  const optOutViewOf = (row: PreferencesRow, channel: OptOutChannel): OptOutView => ({
    channel,
    active: channel === 'email' ? row.emailReminders : smsNumberOf(row) !== null,
    maskedPhone: channel === 'sms' && row.smsPhone ? maskSmsPhone(row.smsPhone) : null,
  });

  return {
    /** GET /api/users/me/notifications */
    get: (actor: Actor) => view(actor.id, clock.now()),

    /** PUT /api/users/me/notifications: SMS on needs a verified number. */
    async update(actor: Actor, input: UpdateNotificationPreferences): Promise<NotificationPreferences> {
      const now = clock.now();
      const row = await repo.ensure(actor.id, now);
      if (input.sms && !verifiedNumberOf(row)) throw new AppError(400, s.smsNeedsVerifiedPhone, { fields: { sms: s.smsNeedsVerifiedPhone } });
      await repo.update(actor.id, { emailReminders: input.emailReminders, sms: input.sms }, now);
      return view(actor.id, now);
    },

    /** POST /api/users/me/phone: a code by SMS to the number (queued), within the limits. */
    async requestPhoneCode(actor: Actor, input: RequestPhoneCode): Promise<NotificationPreferences> {
      const now = clock.now();
      await phone.requestCode(actor.id, input, now);
      return view(actor.id, now);
    },

    /** POST /api/users/me/phone/verify: the number becomes the verified one and SMS reminders go on (the reason to verify). */
    async verifyPhone(actor: Actor, input: VerifyPhoneCode): Promise<NotificationPreferences> {
      const now = clock.now();
      await phone.verifyCode(actor.id, input, now, async (tx, number) => {
        const txRepo = createPreferencesRepository(tx);
        await txRepo.ensure(actor.id, now);
        await txRepo.update(actor.id, { smsPhone: number, smsPhoneVerifiedAt: now, sms: true }, now);
      });
      return view(actor.id, now);
    },

    /** DELETE /api/users/me/phone: the number is forgotten, SMS off, a pending code ended. */
    async removePhone(actor: Actor): Promise<NotificationPreferences> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const txRepo = createPreferencesRepository(tx);
        if (await txRepo.find(actor.id)) await txRepo.update(actor.id, { smsPhone: null, smsPhoneVerifiedAt: null, sms: false }, now);
        await phone.withdraw(tx, actor.id, now);
      });
      return view(actor.id, now);
    },

    /** Contract 1: where a reminder may go. E-mail unless switched off; SMS only to a verified number the person opted in with. */
    async reminderChannelsOf(userId: string): Promise<{ email: boolean; smsPhone: string | null }> {
      const row = await repo.find(userId);
      return { email: row?.emailReminders ?? true, smsPhone: smsNumberOf(row) };
    },

    /** Contract 1: the opt-out link of a message (the row and its secret are made on first use). */
    async optOutUrl(userId: string, channel: OptOutChannel): Promise<string> {
      const row = await repo.ensure(userId, clock.now());
      // The SMS's is the short form of the same page (the web app redirects): an SMS counts characters.
      if (channel === 'sms') return `${config.PUBLIC_URL}/s/${row.optOutToken}`;
      return `${config.PUBLIC_URL}/notifiche/disattiva?token=${row.optOutToken}&canale=${channel}`;
    },

    /** GET /api/notifications/opt-out: what the link would switch off (404 in Italian for an unknown link). */
    async optOutView(token: string, channel: OptOutChannel): Promise<OptOutView> {
      return optOutViewOf(await byToken(token), channel);
    },

    /** POST /api/notifications/opt-out: switches the channel off; again is harmless. */
    async optOut(token: string, channel: OptOutChannel): Promise<OptOutView> {
      const row = await byToken(token);
      const off = channel === 'email' ? { emailReminders: false } : { sms: false };
      await repo.update(row.userId, off, clock.now());
      logger.info({ userId: row.userId, channel }, 'reminders switched off from the opt-out link');
      return optOutViewOf({ ...row, ...off }, channel);
    },
  };
}
