import * as oidc from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../../../test/fake-google';
import { createTestClock } from '../../lib/clock';
import { CalendarAuthError, CalendarUnavailableError, type OutgoingEvent } from './calendar-provider';
import { accessTokenNeedsRefresh, createGoogleCalendarOAuth, GOOGLE_CALENDAR_SCOPE, type GoogleTokens } from './google-oauth';
import { GoogleCalendarProvider, googleEventIdFor, toRemoteEvent } from './google-provider';

/**
 * The Google Calendar provider and its OAuth against the local fake Google (test/fake-google.ts):
 * the same HTTP requests the jobs will make, on 127.0.0.1.
 */

const CLIENT_ID = 'sanity-calendar-test';
const CLIENT_SECRET = 'un-segreto-di-prova-abbastanza-lungo';
const PUBLIC_URL = 'http://127.0.0.1:3999';

describe('access token expiry', () => {
  const now = new Date('2026-03-20T09:00:00Z');
  test.each([
    ['an hour left', 3_600_000, false],
    ['61 s left', 61_000, false],
    ['exactly 60 s left', 60_000, false],
    ['59 s left', 59_000, true],
    ['expiring now', 0, true],
    ['expired', -1_000, true],
  ])('%s → refresh %s', (_label, left, expected) => {
    expect(accessTokenNeedsRefresh(new Date(now.getTime() + left), now)).toBe(expected);
  });
});

describe('googleEventIdFor', () => {
  test('base32hex, deterministic, distinct per uid', () => {
    const a = googleEventIdFor('appt-8f14e45f-ceea-467f-a0e6-1b2c3d4e5f60@sanity');
    expect(a).toMatch(/^[a-v0-9]{5,1024}$/);
    expect(googleEventIdFor('appt-8f14e45f-ceea-467f-a0e6-1b2c3d4e5f60@sanity')).toBe(a);
    expect(googleEventIdFor('appt-8f14e45f-ceea-467f-a0e6-1b2c3d4e5f61@sanity')).not.toBe(a);
    expect(googleEventIdFor('àèì')).toMatch(/^[a-v0-9]+$/);
  });

  test('uids Google cannot take as ids are refused', () => {
    expect(() => googleEventIdFor('ab')).toThrow(RangeError);
    expect(() => googleEventIdFor('x'.repeat(513))).toThrow(RangeError);
    expect(googleEventIdFor('x'.repeat(512))).toHaveLength(1024);
  });
});

describe('toRemoteEvent', () => {
  test('all-day dates are Rome midnights with an exclusive end, across the DST change', () => {
    // 29 March 2026: Rome moves from +01:00 to +02:00, the day lasts 23 hours.
    expect(toRemoteEvent({ id: 'a1', start: { date: '2026-03-29' }, end: { date: '2026-03-30' } })).toMatchObject({
      start: new Date('2026-03-28T23:00:00Z'),
      end: new Date('2026-03-29T22:00:00Z'),
      allDay: true,
      busy: true,
    });
  });

  test('cancelled occurrences, working-location markers and events without times are skipped', () => {
    const times = { start: { dateTime: '2026-03-20T10:00:00+01:00' }, end: { dateTime: '2026-03-20T11:00:00+01:00' } };
    expect(toRemoteEvent({ id: 'c1', status: 'cancelled', ...times })).toBeNull();
    expect(toRemoteEvent({ id: 'w1', eventType: 'workingLocation', ...times })).toBeNull();
    expect(toRemoteEvent({ id: 'n1' })).toBeNull();
    expect(toRemoteEvent({ id: 'b1', start: { date: '2026-02-30' }, end: { date: '2026-03-01' } })).toBeNull();
  });
});

describe('Google Calendar against the fake Google', () => {
  const clock = createTestClock('2026-03-20T09:00:00Z');
  let fake: FakeGoogle;
  let oauth: ReturnType<typeof createGoogleCalendarOAuth>;

  beforeAll(async () => {
    fake = await startFakeGoogle({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, clock, pageSize: 2 });
    oauth = createGoogleCalendarOAuth({
      config: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: fake.url, PUBLIC_URL },
      clock,
    });
  });
  afterAll(() => fake?.close());
  beforeEach(() => clock.set('2026-03-20T09:00:00Z'));

  /** The doctor authorises: the app's URL, Google's redirect back with a code, the exchange. */
  async function connect(): Promise<GoogleTokens> {
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const { code } = await fake.authorize(await oauth.calendarAuthUrl({ state: 'st', codeVerifier }));
    return oauth.exchangeCode(code, codeVerifier);
  }

  function provider(tokens: GoogleTokens) {
    const stored: GoogleTokens[] = [];
    const google = new GoogleCalendarProvider({
      apiUrl: fake.calendarApiUrl,
      tokens,
      onTokens: (fresh) => {
        stored.push(fresh);
      },
      oauth,
      clock,
    });
    return { google, stored };
  }

  const tokenRequests = (grantType: string) => fake.requests.filter((r) => r.path === '/token' && r.grantType === grantType).length;

  describe('OAuth', () => {
    test('the authorisation URL asks for the events scope offline, with PKCE and consent, back to the calendar callback', async () => {
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const url = new URL(await oauth.calendarAuthUrl({ state: 'stato-123', codeVerifier }));
      expect(url.origin + url.pathname).toBe(`${fake.url}/o/oauth2/v2/auth`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: CLIENT_ID,
        redirect_uri: `${PUBLIC_URL}/api/calendar/google/callback`,
        response_type: 'code',
        scope: GOOGLE_CALENDAR_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        state: 'stato-123',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      const back = await fake.authorize(url.href);
      expect(back).toMatchObject({ state: 'stato-123', redirectUri: `${PUBLIC_URL}/api/calendar/google/callback` });
    });

    test('the code is exchanged for tokens expiring by the injected clock', async () => {
      const tokens = await connect();
      expect(tokens.accessToken).toEqual(expect.any(String));
      expect(tokens.refreshToken).toEqual(expect.any(String));
      expect(tokens.expiresAt).toEqual(new Date(clock.now().getTime() + 3599_000));
    });

    test('a wrong code verifier, or a code used twice, is CalendarAuthError', async () => {
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const { code } = await fake.authorize(await oauth.calendarAuthUrl({ state: 's', codeVerifier }));
      await expect(oauth.exchangeCode(code, oidc.randomPKCECodeVerifier())).rejects.toBeInstanceOf(CalendarAuthError);
      await expect(oauth.exchangeCode(code, codeVerifier)).rejects.toBeInstanceOf(CalendarAuthError);
    });

    test('refresh gives a new access token and keeps the refresh token', async () => {
      const tokens = await connect();
      clock.advance(3_600_000);
      const fresh = await oauth.refresh(tokens.refreshToken);
      expect(fresh.accessToken).not.toBe(tokens.accessToken);
      expect(fresh.refreshToken).toBe(tokens.refreshToken);
      expect(fresh.expiresAt).toEqual(new Date(clock.now().getTime() + 3599_000));
    });

    test('invalid_grant is CalendarAuthError; a 5xx or an unreachable Google is CalendarUnavailableError', async () => {
      await expect(oauth.refresh('1/not-a-token')).rejects.toBeInstanceOf(CalendarAuthError);
      fake.failNext('token', 503);
      await expect(oauth.refresh('1/not-a-token')).rejects.toBeInstanceOf(CalendarUnavailableError);
      const unreachable = createGoogleCalendarOAuth({
        config: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET, GOOGLE_ISSUER: 'http://127.0.0.1:9', PUBLIC_URL },
        clock,
      });
      await expect(unreachable.refresh('1/x')).rejects.toBeInstanceOf(CalendarUnavailableError);
    });
  });

  describe('provider', () => {
    const booking = (uid: string, hour = 10): OutgoingEvent => ({
      uid,
      summary: 'Appuntamento',
      description: 'Prenotato con Sanity.\nID Paziente: paz-1',
      start: new Date(`2026-03-23T${String(hour - 1).padStart(2, '0')}:00:00Z`),
      end: new Date(`2026-03-23T${String(hour - 1).padStart(2, '0')}:30:00Z`),
    });

    test('verify answers the primary calendar', async () => {
      const { google } = provider(await connect());
      await expect(google.verify()).resolves.toEqual({ calendarId: 'primary' });
    });

    test('push creates a private event under the uid-derived id, a retry updates it instead of duplicating', async () => {
      const { google } = provider(await connect());
      const event = booking('appt-push-1@sanity');
      const ref = await google.upsertEvent(event, null);
      expect(ref.externalId).toBe(googleEventIdFor(event.uid));
      expect(fake.event(ref.externalId)).toMatchObject({ visibility: 'private', status: 'confirmed', summary: 'Appuntamento' });

      // The job failed after Google created the event: the retry does not know the ref.
      const before = fake.requests.length;
      const again = await google.upsertEvent({ ...event, summary: 'Controllo' }, null);
      expect(fake.requests.slice(before).map((r) => r.method)).toEqual(['POST', 'PUT']); // 409, then the update
      expect(again.externalId).toBe(ref.externalId);
      expect(again.etag).not.toBe(ref.etag);
      expect(fake.events().filter((e) => e.id === ref.externalId)).toHaveLength(1);
      expect(fake.event(ref.externalId)?.summary).toBe('Controllo');

      // With the stored ref: a plain update.
      const moved = await google.upsertEvent({ ...event, start: new Date('2026-03-23T14:00:00Z'), end: new Date('2026-03-23T14:30:00Z') }, again);
      expect(moved.externalId).toBe(ref.externalId);
      expect(fake.event(ref.externalId)?.start.dateTime).toBe('2026-03-23T14:00:00.000Z');

      // Read back, the event carries the app's uid.
      const listed = await google.listEvents({ from: new Date('2026-03-23T00:00:00Z'), to: new Date('2026-03-24T00:00:00Z') });
      expect(listed.find((e) => e.externalId === ref.externalId)).toMatchObject({ uid: event.uid, summary: 'Appuntamento', busy: true, allDay: false });
    });

    test('delete removes the event; deleting again or an unknown event is fine; a new push brings it back', async () => {
      const { google } = provider(await connect());
      const event = booking('appt-delete-1@sanity', 12);
      const ref = await google.upsertEvent(event, null);
      await google.deleteEvent(ref);
      expect(fake.event(ref.externalId)?.status).toBe('cancelled');
      await google.deleteEvent(ref);
      await google.deleteEvent({ externalId: googleEventIdFor('never-pushed@sanity'), etag: null });
      const window = { from: new Date('2026-03-23T00:00:00Z'), to: new Date('2026-03-24T00:00:00Z') };
      expect((await google.listEvents(window)).some((e) => e.externalId === ref.externalId)).toBe(false);

      const back = await google.upsertEvent(event, ref);
      expect(back.externalId).toBe(ref.externalId);
      expect(fake.event(ref.externalId)?.status).toBe('confirmed');
    });

    test('list follows the pages, keeps all-day and free events, skips cancelled and out-of-window ones', async () => {
      const { google } = provider(await connect());
      const day = (h: number, m = 0) => `2026-04-0${h < 24 ? 1 : 2}T${String(h % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}:00+02:00`;
      fake.addEvent({ id: 'ext00001', summary: 'Congresso', start: { date: '2026-04-01' }, end: { date: '2026-04-03' } });
      fake.addEvent({ id: 'ext00002', summary: 'Palestra', transparency: 'transparent', start: { dateTime: day(8) }, end: { dateTime: day(9) } });
      fake.addEvent({ id: 'ext00003', summary: 'Riunione', start: { dateTime: day(10) }, end: { dateTime: day(11) } });
      fake.addEvent({ id: 'ext00004', summary: 'Annullato', status: 'cancelled', start: { dateTime: day(12) }, end: { dateTime: day(13) } });
      fake.addEvent({
        id: 'serie0001_20260401T130000Z',
        recurringEventId: 'serie0001',
        iCalUID: 'serie0001@google.com',
        summary: 'Ambulatorio',
        start: { dateTime: day(15) },
        end: { dateTime: day(16) },
      });
      fake.addEvent({ id: 'ext00005', summary: 'Dopo', start: { dateTime: '2026-04-05T10:00:00+02:00' }, end: { dateTime: '2026-04-05T11:00:00+02:00' } });

      const before = fake.requests.length;
      const events = await google.listEvents({ from: new Date('2026-03-31T22:00:00Z'), to: new Date('2026-04-01T22:00:00Z') });
      const pages = fake.requests.slice(before).filter((r) => r.path.endsWith('/events')).length;
      expect(pages).toBe(2); // 4 events at 2 per page

      expect(events.map((e) => e.externalId)).toEqual(['ext00001', 'ext00002', 'ext00003', 'serie0001_20260401T130000Z']);
      expect(events[0]).toMatchObject({
        summary: 'Congresso',
        allDay: true,
        busy: true,
        start: new Date('2026-03-31T22:00:00Z'),
        end: new Date('2026-04-02T22:00:00Z'),
        uid: 'ext00001@google.com',
      });
      expect(events[1]).toMatchObject({ summary: 'Palestra', busy: false, allDay: false, start: new Date('2026-04-01T06:00:00Z') });
      expect(events[3]).toMatchObject({ uid: 'serie0001@google.com', summary: 'Ambulatorio' });
    });

    test('an expired access token is refreshed once before the call, and onTokens gets the new tokens', async () => {
      const tokens = await connect();
      const { google, stored } = provider(tokens);
      clock.advance(3_600_000);
      const refreshes = tokenRequests('refresh_token');
      await Promise.all([google.verify(), google.verify()]);
      await google.verify();
      expect(tokenRequests('refresh_token') - refreshes).toBe(1);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ refreshToken: tokens.refreshToken, expiresAt: new Date(clock.now().getTime() + 3599_000) });
      expect(stored[0]?.accessToken).not.toBe(tokens.accessToken);
    });

    test('a 401 from the API gets one refresh and a retry', async () => {
      const { google, stored } = provider(await connect());
      fake.invalidateAccessTokens();
      const refreshes = tokenRequests('refresh_token');
      await expect(google.verify()).resolves.toEqual({ calendarId: 'primary' });
      expect(tokenRequests('refresh_token') - refreshes).toBe(1);
      expect(stored).toHaveLength(1);
    });

    test('a revoked grant is CalendarAuthError; Google failing is CalendarUnavailableError', async () => {
      const { google } = provider(await connect());
      fake.failNext('calendar', 503);
      await expect(google.listEvents({ from: new Date('2026-03-20T00:00:00Z'), to: new Date('2026-03-21T00:00:00Z') })).rejects.toBeInstanceOf(
        CalendarUnavailableError,
      );
      fake.revokeRefreshTokens();
      clock.advance(3_600_000);
      await expect(google.verify()).rejects.toBeInstanceOf(CalendarAuthError);
    });
  });
});
