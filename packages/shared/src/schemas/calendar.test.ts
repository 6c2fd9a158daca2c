import { describe, expect, it } from 'vitest';
import { CalDavConnectSchema, CalendarWindowSchema, isAcceptableCalDavUrl } from './calendar';

describe('CalDAV connect', () => {
  it('takes https anywhere and plain http only on this machine', () => {
    expect(isAcceptableCalDavUrl('https://caldav.fastmail.com/dav/')).toBe(true);
    expect(isAcceptableCalDavUrl('http://127.0.0.1:5232/')).toBe(true);
    expect(isAcceptableCalDavUrl('http://localhost:5232/')).toBe(true);
    expect(isAcceptableCalDavUrl('http://[::1]:5232/')).toBe(true);
    expect(isAcceptableCalDavUrl('http://nextcloud.example.com/remote.php/dav')).toBe(false);
    expect(isAcceptableCalDavUrl('ftp://example.com/')).toBe(false);
    expect(isAcceptableCalDavUrl('non un url')).toBe(false);
  });

  it('says what is wrong in Italian; an empty calendarUrl means none', () => {
    const insecure = CalDavConnectSchema.safeParse({ serverUrl: 'http://example.com/', username: 'u', password: 'p' });
    expect(insecure.error?.issues[0]?.message).toBe("L'indirizzo del server del calendario deve iniziare con https://.");
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
