import { describe, expect, it } from 'vitest';
import { CalDavConnectSchema, CalendarWindowSchema } from './calendar';

describe('CalDAV connect', () => {
  it('takes http(s) URLs; whether plain http may be used is decided by the server (it knows the network)', () => {
    const serverUrl = (value: string) => CalDavConnectSchema.safeParse({ serverUrl: value, username: 'u', password: 'p' }).success;
    expect(serverUrl('https://caldav.fastmail.com/dav/')).toBe(true);
    expect(serverUrl('http://127.0.0.1:5232/')).toBe(true);
    expect(serverUrl('http://nextcloud.studio.lan/remote.php/dav')).toBe(true);
    expect(serverUrl('ftp://example.com/')).toBe(false);
    expect(serverUrl('non un url')).toBe(false);
  });

  it('says what is wrong in Italian; an empty calendarUrl means none', () => {
    const notHttp = CalDavConnectSchema.safeParse({ serverUrl: 'ftp://example.com/', username: 'u', password: 'p' });
    expect(notHttp.error?.issues[0]?.message).toBe("Inserisci l'indirizzo del server del calendario (https://…).");
    const missing = CalDavConnectSchema.safeParse({ serverUrl: 'https://example.com/', username: ' ', password: '' });
    expect(missing.error?.issues.map((i) => i.message)).toEqual(['Inserisci il nome utente del calendario.', 'Inserisci la password del calendario.']);
    expect(CalDavConnectSchema.parse({ serverUrl: ' https://example.com/ ', username: 'u', password: ' p ', calendarUrl: '' })).toEqual({
      serverUrl: 'https://example.com/',
      username: 'u',
      password: ' p ',
      calendarUrl: undefined,
    });
  });
});

describe('calendar window', () => {
  it('is ordered and at most 62 days long', () => {
    expect(CalendarWindowSchema.safeParse({ timeMin: '2026-11-01T00:00:00Z', timeMax: '2027-01-02T00:00:00Z' }).success).toBe(true);
    expect(CalendarWindowSchema.safeParse({ timeMin: '2026-11-01T00:00:00Z', timeMax: '2027-01-03T00:00:01Z' }).success).toBe(false);
    expect(CalendarWindowSchema.safeParse({ timeMin: '2026-11-02T00:00:00Z', timeMax: '2026-11-01T00:00:00Z' }).success).toBe(false);
  });
});
