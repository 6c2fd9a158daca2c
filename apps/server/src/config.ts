import { CHAT_MAX_PER_DAY, CHAT_MAX_PER_MINUTE } from '@sanity/shared/domain/assistant/limits';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { BOOKINGS_PER_DOCTOR_MAX } from '@sanity/shared/constants';
import { decodeSecretKey } from './lib/secret-box';

/**
 * Every setting of the server, read once from the environment. Each has an embedded default so
 * that `npm start` needs no configuration; a bad value stops start-up with the list of what is
 * wrong (see loadConfig). The README's table is generated from `configDocs` below
 * (`npm run docs:config`; a test fails when the two differ).
 */

/** An unset variable and an empty one mean the same thing: use the default. */
const unsetIfEmpty = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const text = () => z.preprocess(unsetIfEmpty, z.string().trim().optional());

const flag = (fallback: boolean) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'deve essere true o false' })
      .optional()
      .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes')),
  );

const int = (fallback: number, min: number, max: number) =>
  z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ message: 'deve essere un numero intero' })
      .int({ message: 'deve essere un numero intero' })
      .min(min, { message: `deve essere almeno ${min}` })
      .max(max, { message: `deve essere al massimo ${max}` })
      .default(fallback),
  );

const url = (protocols: RegExp) =>
  z.preprocess(
    unsetIfEmpty,
    z
      .url({ protocol: protocols, message: 'deve essere un URL valido' })
      .optional(),
  );

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of TRUST_PROXY's list: an IP address, an address/prefix (CIDR) or a proxy-addr range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `false` (default), `true` (trust every hop: the client's address is the left-most of
 * X-Forwarded-For, which a client can write itself unless the proxy overwrites the header), or the
 * proxies' addresses, comma-separated (`127.0.0.1,10.0.0.0/8`): the client is the last address
 * that none of them added, whatever the client sent (docs/deploy.md).
 */
const trustProxy = () =>
  z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .trim()
      .optional()
      .transform((value, ctx): boolean | string[] => {
        if (value === undefined) return false;
        const lower = value.toLowerCase();
        if (['true', '1', 'yes'].includes(lower)) return true;
        if (['false', '0', 'no'].includes(lower)) return false;
        const entries = value.split(',').map((e) => e.trim()).filter((e) => e !== '');
        if (entries.length === 0 || !entries.every(isProxyAddress)) {
          ctx.addIssue({ code: 'custom', message: 'deve essere true, false o un elenco di indirizzi IP o CIDR separati da virgole' });
          return z.NEVER;
        }
        return entries;
      }),
  );

export const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    unsetIfEmpty,
    z.enum(['development', 'production', 'test'], { message: 'deve essere development, production o test' }).default('development'),
  ),
  PORT: int(3000, 0, 65535),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(unsetIfEmpty, z.string().default('./data')),
  WEB_DIST_DIR: z.preprocess(unsetIfEmpty, z.string().optional()),
  DATABASE_URL: url(/^postgres(ql)?$/),
  PUBLIC_URL: url(/^https?$/),
  DEMO_SEED: flag(true),
  /** Test-only: honoured with NODE_ENV=test alone (server.ts). */
  TEST_SEED_PAUSE: flag(false),
  /** Test-only: refused unless NODE_ENV=test (parseConfig). */
  TEST_CLOCK_START: z.preprocess(unsetIfEmpty, z.iso.datetime({ offset: true, message: 'deve essere una data e ora ISO 8601 (es. 2026-12-01T07:00:00Z)' }).optional()),
  LOG_LEVEL: z.preprocess(
    unsetIfEmpty,
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        message: 'deve essere fatal, error, warn, info, debug, trace o silent',
      })
      .default('info'),
  ),
  SESSION_TTL_DAYS: int(30, 1, 3650),
  SESSION_IDLE_DAYS: int(14, 1, 3650),
  COOKIE_SECRET: z.preprocess(unsetIfEmpty, z.string().min(32, { message: 'deve contenere almeno 32 caratteri' }).optional()),
  GOOGLE_CLIENT_ID: text(),
  GOOGLE_CLIENT_SECRET: text(),
  GOOGLE_ISSUER: z.preprocess(unsetIfEmpty, z.url({ protocol: /^https?$/, message: 'deve essere un URL valido' }).default('https://accounts.google.com')),
  GOOGLE_CALENDAR_API_URL: z.preprocess(
    unsetIfEmpty,
    z.url({ protocol: /^https?$/, message: 'deve essere un URL valido' }).default('https://www.googleapis.com/calendar/v3'),
  ),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(5, 1, 1000),
  LOGIN_MAX_FAILURES_PER_IP: int(20, 1, 100_000),
  LOGIN_FAILURE_WINDOW_MINUTES: int(15, 1, 24 * 60),
  TRUST_PROXY: trustProxy(),
  S3_ENDPOINT: url(/^https?$/),
  S3_BUCKET: text(),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  S3_REGION: z.preprocess(unsetIfEmpty, z.string().trim().default('us-east-1')),
  S3_FORCE_PATH_STYLE: flag(true),
  SMTP_URL: url(/^smtps?$/),
  MAIL_FROM: z.preprocess(unsetIfEmpty, z.string().trim().default('Sanity <noreply@sanity.local>')),
  SMTP_CONNECTION_TIMEOUT_MS: int(15_000, 100, 600_000),
  SMTP_GREETING_TIMEOUT_MS: int(15_000, 100, 600_000),
  SMTP_SOCKET_TIMEOUT_MS: int(30_000, 100, 600_000),
  SMS_API_URL: z.preprocess(unsetIfEmpty, z.url({ protocol: /^https?$/, message: 'deve essere un URL valido' }).default('https://api.twilio.com')),
  SMS_ACCOUNT_SID: text(),
  SMS_AUTH_TOKEN: text(),
  SMS_FROM: text(),
  SMS_TIMEOUT_MS: int(10_000, 100, 120_000),
  CONTACT_TO: z.preprocess(unsetIfEmpty, z.email({ message: 'deve essere un indirizzo e-mail valido' }).optional()),
  // The operator named by the privacy notice, the cookie statement and the terms (issue 24): placeholders a clinic replaces.
  LEGAL_OPERATOR_NAME: z.preprocess(unsetIfEmpty, z.string().trim().max(200, { message: 'al massimo 200 caratteri' }).default('Titolare del trattamento da indicare')),
  LEGAL_OPERATOR_ADDRESS: z.preprocess(unsetIfEmpty, z.string().trim().max(300, { message: 'al massimo 300 caratteri' }).default('Indirizzo della sede da indicare')),
  LEGAL_OPERATOR_EMAIL: z.preprocess(unsetIfEmpty, z.email({ message: 'deve essere un indirizzo e-mail valido' }).default('privacy@sanity.local')),
  LEGAL_DPO_EMAIL: z.preprocess(unsetIfEmpty, z.email({ message: 'deve essere un indirizzo e-mail valido' }).optional()),
  REMINDERS_INTERVAL_MS: int(60_000, 0, 24 * 60 * 60 * 1000),
  RETENTION_INTERVAL_MS: int(6 * 60 * 60 * 1000, 0, 7 * 24 * 60 * 60 * 1000),
  SHUTDOWN_GRACE_MS: int(0, 0, 60_000),
  JOBS_POLL_INTERVAL_MS: int(5_000, 0, 60 * 60 * 1000),
  JOBS_MAX_ATTEMPTS: int(6, 1, 100),
  JOBS_CONCURRENCY: int(10, 1, 100),
  CALENDAR_SYNC_INTERVAL_MS: int(300_000, 0, 24 * 60 * 60 * 1000),
  CALENDAR_SYNC_WAIT_MS: int(8_000, 0, 60_000),
  CALENDAR_PUSH_WAIT_MS: int(3_000, 0, 30_000),
  CALDAV_ALLOW_PRIVATE_NETWORKS: flag(false),
  // Issue 31: webhook endpoints on the clinic's own network (and plain http to it), as for CalDAV; off: https to the Internet only.
  WEBHOOKS_ALLOW_PRIVATE_NETWORKS: flag(false),
  WEBHOOK_TIMEOUT_MS: int(10_000, 1_000, 60_000),
  CALENDAR_SECRET_KEY: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .refine((v) => decodeSecretKey(v) !== null, { message: 'deve essere una chiave di 32 byte: 64 cifre esadecimali o base64 (es. openssl rand -base64 32)' })
      .optional(),
  ),
  LLM_BASE_URL: url(/^https?$/),
  LLM_MODEL: text(),
  LLM_API_KEY: text(),
  CHAT_MAX_PER_MINUTE: int(CHAT_MAX_PER_MINUTE, 1, 100_000),
  CHAT_MAX_PER_DAY: int(CHAT_MAX_PER_DAY, 1, 10_000_000),
  LLM_TIMEOUT_MS: int(8_000, 100, 120_000),
  RATE_LIMIT_REGISTER_PER_HOUR: int(20, 1, 1_000_000),
  RATE_LIMIT_AVAILABILITY_PER_MINUTE: int(120, 1, 1_000_000),
  RATE_LIMIT_SEARCH_PER_MINUTE: int(120, 1, 1_000_000),
  RATE_LIMIT_MEDIA_PER_MINUTE: int(1200, 1, 10_000_000),
  RATE_LIMIT_UPLOADS_PER_HOUR: int(100, 1, 1_000_000),
  RATE_LIMIT_EXPORT_PER_HOUR: int(10, 1, 1_000_000),
  UPLOAD_QUOTA_MB: int(500, 1, 10_000_000),
  BOOKINGS_PER_DOCTOR_MAX: int(BOOKINGS_PER_DOCTOR_MAX, 1, 100_000),
  BENCH_QUERY_STATS: flag(false),
  BACKUP_DIR: text(),
  VIDEO_BASE_URL: z.preprocess(
    unsetIfEmpty,
    z
      .url({ protocol: /^https?$/, message: 'deve essere un URL valido' })
      .default('https://meet.jit.si')
      .transform((v) => v.replace(/\/+$/, '')),
  ),
  VIDEO_JWT_SECRET: z.preprocess(unsetIfEmpty, z.string().min(16, { message: 'deve contenere almeno 16 caratteri' }).optional()),
  VIDEO_JWT_APP_ID: text(),
  VIDEO_JWT_AUDIENCE: z.preprocess(unsetIfEmpty, z.string().default('jitsi')),
});

export type Env = z.input<typeof EnvSchema>;

/** The parsed settings, with derived values filled in. */
export type Config = Omit<z.output<typeof EnvSchema>, 'PUBLIC_URL' | 'DATA_DIR'> & {
  /** Absolute path. */
  DATA_DIR: string;
  /** Origin-only form, no trailing slash, e.g. http://localhost:3000 */
  PUBLIC_URL: string;
  /** true when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set. */
  googleEnabled: boolean;
  /** true when S3_ENDPOINT and S3_BUCKET are both set: files go to S3-compatible storage. */
  s3Enabled: boolean;
  /** true when LLM_BASE_URL and LLM_MODEL are both set: Igea's answers come from that model. */
  llmEnabled: boolean;
  /** true when SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are set: SMS go to the provider, else to the outbox. */
  smsEnabled: boolean;
};

/** What each variable does, for the README and `--help`-style output. */
export const configDocs: ReadonlyArray<{ name: keyof z.input<typeof EnvSchema>; default: string; description: string }> = [
  { name: 'NODE_ENV', default: 'development', description: 'development, production or test. Pretty logs only in development on a terminal.' },
  { name: 'PORT', default: '3000', description: 'HTTP port to listen on (0 picks a free one).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  { name: 'DATA_DIR', default: './data', description: 'Directory (relative to the working directory) holding `db/` (embedded PGlite database), `uploads/` and `outbox/`.' },
  { name: 'WEB_DIST_DIR', default: '(unset)', description: 'Where the built web app is. Unset: `apps/web/dist` of this checkout (what `npm start` builds).' },
  { name: 'DATABASE_URL', default: '(unset)', description: '`postgres://…` of a PostgreSQL 15+ server. Unset: embedded PGlite in `DATA_DIR/db`.' },
  { name: 'PUBLIC_URL', default: 'http://localhost:${PORT}', description: 'Public origin of the platform: used for the Origin check, secure cookies (https) and OAuth redirect URLs.' },
  { name: 'DEMO_SEED', default: 'true', description: 'Seed demo users into an empty database (in one transaction: all or nothing). Sectors and the Pro membership are always seeded when missing.' },
  { name: 'TEST_SEED_PAUSE', default: 'false', description: 'Tests only, ignored unless `NODE_ENV=test`: demo seeding logs "demo seeding paused" halfway and waits 60 s inside its transaction, so a test can kill the process there.' },
  { name: 'TEST_CLOCK_START', default: '(unset)', description: 'Tests only, refused unless `NODE_ENV=test`: an ISO 8601 instant (`2026-12-01T07:00:00Z`) at which the server\'s clock starts, running on from there; `GET`/`PUT /api/test/clock` (which exist only then) read it and move it to another instant. The e2e test of video visits (e2e/video-documents.spec.ts) starts a server of its own with it to go past a visit.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level: fatal, error, warn, info, debug, trace or silent.' },
  { name: 'SESSION_TTL_DAYS', default: '30', description: 'Lifetime of a sign-in session (database row and cookie).' },
  { name: 'SESSION_IDLE_DAYS', default: '14', description: 'A session not used for this many days ends, even before `SESSION_TTL_DAYS` (a forgotten device does not stay signed in for a month).' },
  { name: 'COOKIE_SECRET', default: '(random per process)', description: 'Secret (32+ characters) signing short-lived cookies such as the Google sign-in state. Set it when running several instances.' },
  { name: 'GOOGLE_CLIENT_ID', default: '(unset)', description: 'OAuth client id. With `GOOGLE_CLIENT_SECRET` it enables "Continua con Google".' },
  { name: 'GOOGLE_CLIENT_SECRET', default: '(unset)', description: 'OAuth client secret.' },
  { name: 'GOOGLE_ISSUER', default: 'https://accounts.google.com', description: 'OpenID Connect issuer to discover.' },
  { name: 'GOOGLE_CALENDAR_API_URL', default: 'https://www.googleapis.com/calendar/v3', description: 'Base URL of the Google Calendar v3 REST API (the doctors\' calendar sync; a local fake in tests).' },
  { name: 'LOGIN_MAX_FAILURES_PER_ACCOUNT', default: '5', description: 'Failed logins for one e-mail from one IP address within the window before that pair gets 429. Past this many failures on the account from addresses that never had a session of it, such an address that already failed waits 2, 4, 8… seconds (at most the window) before each new attempt; the owner\'s own addresses are not slowed (docs/decisions/0003-login-throttling.md).' },
  { name: 'LOGIN_MAX_FAILURES_PER_IP', default: '20', description: 'Failed logins and wrong current passwords from one IP address (IPv6: one /64, as every login limit counts it) within the window before further attempts get 429.' },
  { name: 'LOGIN_FAILURE_WINDOW_MINUTES', default: '15', description: 'Sliding window for the two limits above.' },
  { name: 'TRUST_PROXY', default: 'false', description: 'Behind a reverse proxy or load balancer: whose `X-Forwarded-For`/`-Proto`/`-Host` headers to believe for the client\'s address (rate limits, login throttling) and the protocol. Best the proxies\' addresses, comma-separated (`127.0.0.1`, `10.0.0.0/8`): the client is then the address the nearest proxy saw. `true` believes every hop, so the left-most address counts, which a client can forge unless the proxy overwrites the header and the instances are reachable only through it. `false`: the headers are ignored (docs/deploy.md).' },
  { name: 'S3_ENDPOINT', default: '(unset)', description: '`http(s)://…` of an S3-compatible object storage (AWS S3, MinIO, Ceph, R2…). With `S3_BUCKET`, uploaded files go there instead of `DATA_DIR/uploads` (see `docs/decisions/0005-file-storage.md`).' },
  { name: 'S3_BUCKET', default: '(unset)', description: 'Bucket holding the uploaded files (it must exist; it can stay private: files are served through `/media`).' },
  { name: 'S3_ACCESS_KEY_ID', default: '(unset)', description: 'Access key for S3. Unset: the AWS SDK\'s default credential chain (environment, instance role).' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'Secret key for S3 (set with `S3_ACCESS_KEY_ID`).' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Region sent to the S3 endpoint (most S3-compatible servers accept any).' },
  { name: 'S3_FORCE_PATH_STYLE', default: 'true', description: 'Address the bucket as `ENDPOINT/BUCKET/key` (MinIO and most self-hosted servers); `false` for `BUCKET.ENDPOINT/key`.' },
  { name: 'SMTP_URL', default: '(unset)', description: '`smtp(s)://user:password@host:port` of the mail server sending confirmations, cancellations and reminders. Unset: each e-mail is written as an `.eml` file into `DATA_DIR/outbox/` (open it with any mail client).' },
  { name: 'MAIL_FROM', default: 'Sanity <noreply@sanity.local>', description: 'Sender (From) of every e-mail.' },
  { name: 'SMTP_CONNECTION_TIMEOUT_MS', default: '15000', description: 'How long sending an e-mail waits to connect to the mail server (DNS lookup included) before the attempt fails and is retried later.' },
  { name: 'SMTP_GREETING_TIMEOUT_MS', default: '15000', description: 'How long it waits, once connected, for the mail server\'s greeting.' },
  { name: 'SMTP_SOCKET_TIMEOUT_MS', default: '30000', description: 'How long it waits for any answer of the mail server during a send (e.g. after the message was handed over). Past it the e-mail job fails and is retried with the usual delays: a server that accepts the connection and never answers holds one job slot this long, not the 10 minutes of nodemailer\'s default.' },
  { name: 'SMS_API_URL', default: 'https://api.twilio.com', description: 'Base URL of an SMS provider speaking Twilio\'s Messages API (`POST {base}/2010-04-01/Accounts/{sid}/Messages.json`, form-encoded `To`/`From`/`Body`, basic auth); other gateways with the same shape work too (issue 26).' },
  { name: 'SMS_ACCOUNT_SID', default: '(unset)', description: 'The provider\'s account id. With `SMS_AUTH_TOKEN` and `SMS_FROM` it sends SMS (reminders, phone verification codes) for real; with none of the three each SMS is written as a `.sms.txt` file into `DATA_DIR/outbox/`; setting only some of them stops start-up.' },
  { name: 'SMS_AUTH_TOKEN', default: '(unset)', description: 'The provider\'s auth token (the basic-auth password).' },
  { name: 'SMS_FROM', default: '(unset)', description: 'Sender of every SMS: a number in E.164 (`+39…`) or an alphanumeric sender id the provider allows.' },
  { name: 'SMS_TIMEOUT_MS', default: '10000', description: 'How long sending one SMS waits for the provider\'s answer; past it the job fails and is retried with the usual delays.' },
  { name: 'CONTACT_TO', default: '(unset)', description: 'Address receiving the messages of the landing\'s contact form (the visitor\'s address is their Reply-To). Unset: they go to `MAIL_FROM`\'s address; without `SMTP_URL` every e-mail, these too, is written to `DATA_DIR/outbox/`. Each message is also stored in the `contact_messages` table.' },
  { name: 'LEGAL_OPERATOR_NAME', default: 'Titolare del trattamento da indicare', description: 'Who runs this installation (the clinic or company): the data controller named by the privacy notice (/privacy), the cookie statement (/cookie) and the terms (/termini). Replace the placeholder before going live (docs/privacy.md "Testi legali").' },
  { name: 'LEGAL_OPERATOR_ADDRESS', default: 'Indirizzo della sede da indicare', description: 'The operator\'s registered address, shown on the legal pages.' },
  { name: 'LEGAL_OPERATOR_EMAIL', default: 'privacy@sanity.local', description: 'Where people write to exercise their rights (GDPR art. 15–22), shown on the legal pages.' },
  { name: 'LEGAL_DPO_EMAIL', default: '(unset)', description: 'The data protection officer\'s address (GDPR art. 37–39; a provider processing health data on a large scale must designate one). Unset: the privacy notice says that none is designated and points to `LEGAL_OPERATOR_EMAIL`.' },
  { name: 'REMINDERS_INTERVAL_MS', default: '60000', description: 'How often the job runner looks for reminders that are due (the practice\'s leads, else the admin\'s default set, 48 and 2 hours before) and claims them in `appointment_reminders` (once across instances), and, from 07:00 Rome time, queues the doctors\' morning agenda; `0` disables reminders and agendas.' },
  { name: 'RETENTION_INTERVAL_MS', default: '21600000', description: 'How often the job runner deletes the data past its retention period (docs/privacy.md: chat history, old appointments, the audit log, dead jobs, ended sessions, failed logins, contact messages), in batches of 1000 rows; `0` disables it.' },
  { name: 'SHUTDOWN_GRACE_MS', default: '0', description: 'On SIGTERM/SIGINT, how long the server goes on answering while `GET /api/health/ready` already says 503, so the reverse proxy takes it out of rotation before it stops accepting connections (set it above the proxy\'s health-check interval, e.g. `5000`; docs/deploy.md). Then jobs in progress and in-flight requests finish.' },
  { name: 'JOBS_POLL_INTERVAL_MS', default: '5000', description: 'How often each instance\'s job runner looks for due background jobs (e-mails, reminders, retries); a booking or cancellation also wakes it at once, so e-mails leave within a second. `0` disables the runner (jobs wait in the database).' },
  { name: 'JOBS_MAX_ATTEMPTS', default: '6', description: 'Attempts of a failing job (retried after about 30 s, 1, 2, 4, 8 min…) before it is dead-lettered: logged as an error and listed by `GET /api/admin/jobs?status=dead`.' },
  { name: 'JOBS_CONCURRENCY', default: '10', description: 'Jobs one instance runs at once. A job that ends frees its slot for the next due job at once, so one slow job (a mail or calendar server waiting out its time-out) does not hold back the others.' },
  { name: 'CALENDAR_SYNC_INTERVAL_MS', default: '300000', description: 'How often the job runner pulls each connected doctor\'s external calendar (Google or CalDAV) into the cache of busy times, from a day ago to the booking horizon; `0` disables the periodic pull (connecting and "Aggiorna" still pull).' },
  { name: 'CALENDAR_SYNC_WAIT_MS', default: '8000', description: 'How long `POST /api/calendar/sync` waits for its pull job before answering that the update goes on in the background.' },
  { name: 'CALENDAR_PUSH_WAIT_MS', default: '3000', description: 'How long a booking waits, after its commit, for the event to reach the doctor\'s calendar (`googleCalendarSynced`); the push goes on as a job either way. `0`: never waits.' },
  { name: 'CALDAV_ALLOW_PRIVATE_NETWORKS', default: 'false', description: 'Let doctors connect CalDAV servers on private networks (10/8, 172.16/12, 192.168/16, loopback, 100.64/10, IPv6 ULA), over plain http too. Off, the server contacts only public addresses over https: a doctor account cannot make it probe the server\'s own network. A clinic whose Nextcloud or Radicale runs on its own LAN turns it on. Link-local addresses (169.254/16, where cloud metadata lives) stay refused either way.' },
  { name: 'WEBHOOKS_ALLOW_PRIVATE_NETWORKS', default: 'false', description: 'Issue 31: let webhook endpoints be on private networks (the same ranges as `CALDAV_ALLOW_PRIVATE_NETWORKS`), over plain http too. Off, webhooks go only to public addresses over https, so a doctor account cannot make the server probe its own network. Link-local addresses stay refused either way.' },
  { name: 'WEBHOOK_TIMEOUT_MS', default: '10000', description: 'How long one webhook delivery waits for the receiver\'s answer (1000–60000 ms) before it counts as failed and is retried.' },
  { name: 'CALENDAR_SECRET_KEY', default: '(generated into DATA_DIR/secret.key)', description: 'Key (32 bytes: 64 hex digits or base64, e.g. `openssl rand -base64 32`) encrypting the external calendars\' tokens and CalDAV passwords, and the webhooks\' signing secrets, at rest (AES-256-GCM). Unset: a random key is generated once into `DATA_DIR/secret.key` (mode 0600) and reused. Set it when instances on several machines share one database, and keep it: without it the stored calendar credentials cannot be read and doctors must connect again.' },
  { name: 'LLM_BASE_URL', default: '(unset)', description: 'Base URL of an OpenAI-compatible chat-completions API, e.g. `http://localhost:11434/v1` (Ollama), `http://localhost:8080/v1` (llama.cpp, vLLM) or `https://api.openai.com/v1`. With `LLM_MODEL`, Igea\'s answers are written by that model from the passages, doctors and pages it retrieved and the user\'s own data, citing them; emergencies are answered before the model, and a time-out or error falls back to the built-in answer. Unset: the built-in answers only, no external service.' },
  { name: 'LLM_MODEL', default: '(unset)', description: 'Model name sent to `LLM_BASE_URL` (e.g. `llama3.1:8b`, `gpt-4o-mini`); set with `LLM_BASE_URL`.' },
  { name: 'LLM_API_KEY', default: '(unset)', description: 'Sent as `Authorization: Bearer …` to `LLM_BASE_URL`. Local servers usually need none.' },
  { name: 'CHAT_MAX_PER_MINUTE', default: String(CHAT_MAX_PER_MINUTE), description: 'Messages one user may send to Igea per minute; the next one gets 429 with `Retry-After`.' },
  { name: 'CHAT_MAX_PER_DAY', default: String(CHAT_MAX_PER_DAY), description: 'Messages one user may send to Igea per day (the quality bench raises it to ask its whole table as the demo patient).' },
  { name: 'LLM_TIMEOUT_MS', default: '8000', description: 'How long Igea waits for the model\'s answer before giving the built-in one instead.' },
  { name: 'RATE_LIMIT_REGISTER_PER_HOUR', default: '20', description: 'Registrations from one IP address (IPv6: one /64) per hour; the next gets 429 with `Retry-After`. Counted in the database (`rate_limit_hits`), so the limit holds across instances. Behind a proxy set `TRUST_PROXY`, or every visitor shares the proxy\'s address.' },
  { name: 'RATE_LIMIT_AVAILABILITY_PER_MINUTE', default: '120', description: 'Public availability checks (`POST /api/appointments/check-availability`) from one IP address per minute.' },
  { name: 'RATE_LIMIT_SEARCH_PER_MINUTE', default: '120', description: 'Searches (`GET /api/search` and the directory `GET /api/doctors`, counted together) from one IP address per minute.' },
  { name: 'RATE_LIMIT_MEDIA_PER_MINUTE', default: '1200', description: 'Files served by `/media/*` to one IP address per minute (generous: a page of articles loads many images and a video many ranges).' },
  { name: 'RATE_LIMIT_UPLOADS_PER_HOUR', default: '100', description: 'Uploads per account per hour (profile pictures and article files, counted together).' },
  { name: 'RATE_LIMIT_EXPORT_PER_HOUR', default: '10', description: 'Data exports (`GET /api/account/export`, JSON and HTML counted together) per account per hour: each one reads all of the account\'s data.' },
  { name: 'UPLOAD_QUOTA_MB', default: '500', description: 'Storage per account, in MB (1 MB = 1,048,576 bytes), summed over the files it uploaded (profile pictures, article images and documents); an upload that would go over it gets 413. Files stored before this limit existed (before migration 0013) are not counted.' },
  { name: 'BOOKINGS_PER_DOCTOR_MAX', default: String(BOOKINGS_PER_DOCTOR_MAX), description: 'Upcoming, not cancelled appointments one patient may hold with one doctor; the next booking gets 409 (a patient cannot take every free slot of a doctor). Counted inside the booking\'s transaction, so parallel bookings cannot pass it.' },
  { name: 'BACKUP_DIR', default: 'DATA_DIR/backups', description: 'Where `npm run backup` writes its timestamped `.tar.gz` (an argument overrides it: `npm run backup -- /mnt/backup`). Keep it on another disk, and copy the files off-site (README "Backups").' },
  { name: 'VIDEO_BASE_URL', default: 'https://meet.jit.si', description: 'The Jitsi Meet server of the video visits (issue 29): each online appointment\'s room is `VIDEO_BASE_URL/<room>`. The public meet.jit.si is for trying only (README "Video visits"): set your own server for real visits.' },
  { name: 'VIDEO_JWT_SECRET', default: '(unset)', description: 'The shared secret of the Jitsi server\'s token authentication (prosody `app_secret`): with it every room link carries a signed HS256 token for that room only, expiring 60 minutes after the visit\'s start. Set with `VIDEO_JWT_APP_ID`.' },
  { name: 'VIDEO_JWT_APP_ID', default: '(unset)', description: 'The Jitsi server\'s `app_id`: the token\'s issuer (`iss`).' },
  { name: 'VIDEO_JWT_AUDIENCE', default: 'jitsi', description: 'The token\'s audience (`aud`), as the Jitsi server expects it.' },
  { name: 'BENCH_QUERY_STATS', default: 'false', description: 'Diagnostics (`npm run bench --explain` turns it on): every response carries an `x-query-count` header, the number of SQL statements the request sent to the database (its transactions\' statements included, not their BEGIN/COMMIT). Leave it off in production: it exposes a detail of the server to every client.' },
];

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configurazione non valida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Variables whose value a configuration error does not repeat. */
const SECRET_VARIABLES = new Set(['CALENDAR_SECRET_KEY', 'COOKIE_SECRET', 'LLM_API_KEY', 'SMS_AUTH_TOKEN', 'VIDEO_JWT_SECRET']);

/** Parses the given environment (process.env by default); throws ConfigError listing every bad variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      // A secret is named, never printed: a wrong key is usually a mistyped real one.
      const shown = SECRET_VARIABLES.has(name) ? '(nascosto)' : JSON.stringify(env[name] ?? '');
      return `${name}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(problems);
  }
  const parsed = result.data;
  const pairProblems = [
    Boolean(parsed.S3_ENDPOINT) !== Boolean(parsed.S3_BUCKET) && 'S3_ENDPOINT e S3_BUCKET vanno impostati insieme',
    Boolean(parsed.S3_ACCESS_KEY_ID) !== Boolean(parsed.S3_SECRET_ACCESS_KEY) &&
      'S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vanno impostati insieme',
    Boolean(parsed.LLM_BASE_URL) !== Boolean(parsed.LLM_MODEL) && 'LLM_BASE_URL e LLM_MODEL vanno impostati insieme',
    new Set([Boolean(parsed.SMS_ACCOUNT_SID), Boolean(parsed.SMS_AUTH_TOKEN), Boolean(parsed.SMS_FROM)]).size > 1 &&
      'SMS_ACCOUNT_SID, SMS_AUTH_TOKEN e SMS_FROM vanno impostati tutti e tre (invio tramite il fornitore) o nessuno (gli SMS finiscono in DATA_DIR/outbox)',
    Boolean(parsed.VIDEO_JWT_SECRET) !== Boolean(parsed.VIDEO_JWT_APP_ID) && 'VIDEO_JWT_SECRET e VIDEO_JWT_APP_ID vanno impostati insieme',
    parsed.TEST_CLOCK_START !== undefined && parsed.NODE_ENV !== 'test' && 'TEST_CLOCK_START vale solo per i test: richiede NODE_ENV=test',
  ].filter((p): p is string => typeof p === 'string');
  if (pairProblems.length > 0) throw new ConfigError(pairProblems);
  const publicUrl = new URL(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).origin;
  return {
    ...parsed,
    DATA_DIR: path.resolve(cwd, parsed.DATA_DIR),
    PUBLIC_URL: publicUrl,
    googleEnabled: Boolean(parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET),
    s3Enabled: Boolean(parsed.S3_ENDPOINT && parsed.S3_BUCKET),
    llmEnabled: Boolean(parsed.LLM_BASE_URL && parsed.LLM_MODEL),
    smsEnabled: Boolean(parsed.SMS_ACCOUNT_SID && parsed.SMS_AUTH_TOKEN && parsed.SMS_FROM),
  };
}

/** For server.ts: parse or print what is wrong and exit 1. */
export function loadConfig(): Config {
  try {
    return parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The README's configuration table (Markdown): a default in parentheses is prose, any other is a literal. */
export function configMarkdownTable(): string {
  const literal = (v: string) => (v.startsWith('(') ? v.slice(1, -1) : `\`${v}\``);
  const rows = configDocs.map((d) => `| \`${d.name}\` | ${literal(d.default)} | ${d.description} |`);
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}
