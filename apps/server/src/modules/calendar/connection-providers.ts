import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { CalendarConnectionRow } from '../../db/schema/calendar';
import type { Clock } from '../../lib/clock';
import { describeError } from '../../lib/safe-log';
import type { SecretBox } from '../../lib/secret-box';
import { createCalDavProvider } from './caldav-provider';
import type { OutboundTargetPolicy } from '../../lib/outbound-target';
import { CalendarAuthError, type CalendarProvider } from './calendar-provider';
import type { GoogleCalendarOAuth, GoogleTokens } from './google-oauth';
import { GoogleCalendarProvider } from './google-provider';

/** What is sealed in calendar_connections.credentials (JSON; the context is the doctor's id). */
export type StoredCredentials =
  | { kind: 'caldav'; serverUrl: string; username: string; password: string; calendarName: string | null }
  | { kind: 'google'; accessToken: string; refreshToken: string; expiresAt: string };


/**
 * A stored connection's credentials, sealed and opened with the secret box (the doctor's id as
 * context), and the one place a `CalendarProvider` is built from a stored connection.
 */
export function createConnectionProviders({
  config,
  clock,
  secretBox,
  oauth,
  caldavTarget,
  logger,
  saveCredentials,
  fetch: fetchImpl,
}: {
  config: Pick<Config, 'GOOGLE_CALENDAR_API_URL'>;
  clock: Clock;
  secretBox: SecretBox;
  /** null when Google is not configured on this server. */
  oauth: GoogleCalendarOAuth | null;
  caldavTarget: OutboundTargetPolicy;
  logger: FastifyBaseLogger;
  /** Stores re-sealed credentials (Google's refreshed tokens). */
  saveCredentials: (doctorId: string, sealed: string) => Promise<void>;
  fetch?: typeof fetch;
}) {
  function seal(doctorId: string, credentials: StoredCredentials): string {
    return secretBox.seal(JSON.stringify(credentials), doctorId);
  }

  /** The stored credentials; a value that cannot be opened (key lost or changed) means connecting again. */
  function credentialsOf(connection: CalendarConnectionRow): StoredCredentials {
    try {
      const value = JSON.parse(secretBox.open(connection.credentials, connection.doctorId)) as StoredCredentials;
      if (value.kind !== connection.provider) throw new Error('credentials of another provider');
      return value;
    } catch {
      throw new CalendarAuthError('the stored calendar credentials cannot be opened');
    }
  }

  /** The one place a provider is built from a stored connection. Google's refreshed tokens are re-sealed and stored. */
  function providerFor(connection: CalendarConnectionRow): CalendarProvider {
    const credentials = credentialsOf(connection);
    if (credentials.kind === 'caldav') {
      return createCalDavProvider({
        serverUrl: credentials.serverUrl,
        username: credentials.username,
        password: credentials.password,
        calendarUrl: connection.calendarId,
        clock,
        ...caldavTarget,
        ...(fetchImpl ? { fetch: fetchImpl } : {}),
        onUnreadableObject: (_url, error) => logger.warn({ doctorId: connection.doctorId, error: describeError(error) }, 'calendar object unreadable: skipped'),
      });
    }
    if (!oauth) throw new CalendarAuthError('Google Calendar is not configured on this server');
    const doctorId = connection.doctorId;
    return new GoogleCalendarProvider({
      apiUrl: config.GOOGLE_CALENDAR_API_URL,
      tokens: { accessToken: credentials.accessToken, refreshToken: credentials.refreshToken, expiresAt: new Date(credentials.expiresAt) },
      oauth,
      calendarId: connection.calendarId,
      clock,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
      onTokens: (tokens: GoogleTokens) =>
        saveCredentials(doctorId, seal(doctorId, { kind: 'google', accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt.toISOString() })),
    });
  }

  return { seal, credentialsOf, providerFor };
}
