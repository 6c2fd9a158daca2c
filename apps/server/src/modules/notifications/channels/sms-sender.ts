import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { maskSmsPhone } from '@sanity/shared/domain/notifications/sms-phone';
import type { Config } from '../../../config';
import type { Clock } from '../../../lib/clock';
import { outboxFileStem, writeOutboxFile } from '../mailer';

/** One SMS: to an E.164 number, plain text (no health data: the templates' rule), and for the logs what it is about. */
export interface OutgoingSms {
  to: string;
  text: string;
  /** The id of what the message is about (an appointment, an account), for the outbox file name and the logs. */
  subjectId: string;
  /** 'reminder-sms', 'phone-code-sms'… */
  kind: string;
}

/** The SMS channel (issue 26, contract 1). Throws when the provider refused or did not answer: the job retries. */
export interface SmsSender {
  send(sms: OutgoingSms): Promise<{ providerId: string | null }>;
  /** `${DATA_DIR}/outbox` without a provider, else null. */
  outboxDir: string | null;
}

export type SmsSenderConfig = Pick<Config, 'DATA_DIR' | 'SMS_API_URL' | 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN' | 'SMS_FROM' | 'SMS_TIMEOUT_MS' | 'smsEnabled'>;

/** The provider's words without a phone number in them (Twilio's errors may quote the 'To'): a log keeps no one's number. */
export function withoutNumbers(text: string): string {
  return text.replace(/\+?\d[\d\s().-]{5,}\d/g, (match) => maskSmsPhone(match));
}

/**
 * Twilio's Messages API (`POST {base}/2010-04-01/Accounts/{sid}/Messages.json`, form-encoded
 * To/From/Body, basic auth sid:token), which several gateways copy; the base URL is configurable so
 * they (and the tests' fake provider) work too. A provider that does not answer within
 * SMS_TIMEOUT_MS fails the attempt like a 5xx does.
 */
function createProviderSender(config: SmsSenderConfig, logger: FastifyBaseLogger): SmsSender {
  const sid = config.SMS_ACCOUNT_SID ?? '';
  const endpoint = `${config.SMS_API_URL.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sid}:${config.SMS_AUTH_TOKEN ?? ''}`).toString('base64')}`;
  return {
    outboxDir: null,
    async send(sms) {
      const to = maskSmsPhone(sms.to);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: sms.to, From: config.SMS_FROM ?? '', Body: sms.text }).toString(),
          signal: AbortSignal.timeout(config.SMS_TIMEOUT_MS),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        const reason = timedOut ? `no answer within ${config.SMS_TIMEOUT_MS} ms` : withoutNumbers(String((error as Error).message));
        logger.warn({ subjectId: sms.subjectId, kind: sms.kind, to, reason }, 'SMS provider unreachable');
        throw new Error(`SMS provider unreachable: ${reason}`, { cause: error });
      }
      const body = (await response.json().catch(() => null)) as { sid?: unknown; message?: unknown; code?: unknown } | null;
      if (!response.ok) {
        const message = withoutNumbers(typeof body?.message === 'string' ? body.message : response.statusText).slice(0, 300);
        logger.warn({ subjectId: sms.subjectId, kind: sms.kind, to, status: response.status, providerCode: body?.code, providerMessage: message }, 'SMS refused by the provider');
        throw new Error(`SMS provider answered ${response.status}: ${message}`);
      }
      const providerId = typeof body?.sid === 'string' ? body.sid : null;
      logger.info({ subjectId: sms.subjectId, kind: sms.kind, to, providerId }, 'SMS sent');
      return { providerId };
    },
  };
}

/** Without a provider: `${DATA_DIR}/outbox/<stem>.sms.txt`, beside the e-mails, where a person (or a test) reads it. */
function createOutboxSender(config: SmsSenderConfig, clock: Clock, logger: FastifyBaseLogger): SmsSender {
  const outboxDir = path.join(config.DATA_DIR, 'outbox');
  return {
    outboxDir,
    async send(sms) {
      const stem = outboxFileStem(clock.now(), sms.subjectId, sms.kind, sms.to);
      const file = await writeOutboxFile(outboxDir, stem, '.sms.txt', `To: ${sms.to}\nKind: ${sms.kind}\n\n${sms.text}\n`);
      logger.info({ subjectId: sms.subjectId, kind: sms.kind, file: path.basename(file) }, 'SMS written to the outbox');
      return { providerId: null };
    },
  };
}

/** The provider when SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are set (config.ts checks all or none), else the outbox. */
export function createSmsSender({ config, clock, logger }: { config: SmsSenderConfig; clock: Clock; logger: FastifyBaseLogger }): SmsSender {
  return config.smsEnabled ? createProviderSender(config, logger) : createOutboxSender(config, clock, logger);
}
