import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { CalendarUnavailableError } from './calendar-provider';
import { createCalDavProvider } from './caldav-provider';
import { OutboundTargetRefusedError, checkOutboundTarget, classifyAddress, type HostLookup } from '../../lib/outbound-target';

/** A resolver answering from a table; a name not in it does not exist. */
function fakeLookup(table: Record<string, string[]>): HostLookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = (hostname: string) => {
    calls.push(hostname);
    const addresses = table[hostname];
    return addresses ? Promise.resolve(addresses) : Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
  };
  return Object.assign(lookup, { calls });
}

const urlOf = (input: string | URL | Request) => (input instanceof Request ? input.url : input.toString());

const refusal = (promise: Promise<unknown>) => promise.then(() => 'allowed', (error: unknown) => (error instanceof OutboundTargetRefusedError ? error.reason : error));

describe('classifyAddress', () => {
  test.each([
    // The server's own networks: RFC 1918, loopback, CGNAT, IPv6 loopback and ULA.
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.10', 'private'],
    ['127.0.0.1', 'private'],
    ['127.255.0.9', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.254', 'private'],
    ['::1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    // IPv4-mapped IPv6 counts as the IPv4 it carries.
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'never'],
    ['::ffff:8.8.8.8', 'public'],
    // Never a CalDAV server, even with the setting: link-local (cloud metadata), unspecified, multicast, broadcast, documentation.
    ['169.254.169.254', 'never'],
    ['169.254.0.1', 'never'],
    ['fe80::1', 'never'],
    ['febf::1', 'never'],
    ['0.0.0.0', 'never'],
    ['0.1.2.3', 'never'],
    ['::', 'never'],
    ['224.0.0.1', 'never'],
    ['239.255.255.250', 'never'],
    ['ff02::1', 'never'],
    ['255.255.255.255', 'never'],
    ['192.0.2.1', 'never'],
    ['2001:db8::1', 'never'],
    ['not an address', 'never'],
    // NAT64: the IPv4 inside decides.
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::169.254.169.254', 'never'],
    // The Internet.
    ['8.8.8.8', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.1', 'public'],
    ['100.63.255.255', 'public'],
    ['100.128.0.1', 'public'],
    ['2a00:1450:4002:80b::200e', 'public'],
    // Outside audit, issue 23: IPv4-compatible IPv6 (::/96, deprecated) read as public; only global unicast (2000::/3) is.
    ['::7f00:1', 'never'],
    ['::a9fe:a9fe', 'never'],
    ['::a00:1', 'never'],
    ['::1:7f00:1', 'never'],
    ['::ffff:0:7f00:1', 'never'],
    ['100::1', 'never'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });
});

describe('checkOutboundTarget', () => {
  const off = (lookup?: HostLookup) => ({ allowPrivateNetworks: false, ...(lookup ? { lookup } : {}) });
  const on = (lookup?: HostLookup) => ({ allowPrivateNetworks: true, ...(lookup ? { lookup } : {}) });

  test('without the setting: public https only; private and never-addresses refused, literal or resolved', async () => {
    const lookup = fakeLookup({
      'caldav.fastmail.com': ['103.168.172.37', '2a01:4f8::1'],
      'metadata.example': ['169.254.169.254'],
      'nextcloud.studio.it': ['192.168.1.10'],
      // One private answer among public ones is enough: fetch may connect to any of them.
      'mixed.example': ['8.8.8.8', '10.0.0.5'],
      'v6only.example': ['fd00::5'],
      'mapped.example': ['::ffff:127.0.0.1'],
      localhost: ['127.0.0.1', '::1'],
      'empty.example': [],
    });
    expect(await refusal(checkOutboundTarget('https://caldav.fastmail.com/dav/', off(lookup)))).toBe('allowed');
    for (const url of [
      'https://metadata.example/',
      'https://nextcloud.studio.it/remote.php/dav',
      'https://mixed.example/',
      'https://v6only.example/',
      'https://mapped.example/',
      'https://localhost:5232/',
      'https://empty.example/',
      'https://127.0.0.1/',
      'https://10.0.0.1/',
      'https://172.20.1.1/',
      'https://192.168.0.1/',
      'https://100.100.100.100/',
      'https://169.254.169.254/latest/meta-data/',
      'https://0.0.0.0/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[fd00::1]/',
      'https://[fe80::1]/',
      // IPv4-compatible and -translated IPv6 spellings of loopback and of the metadata service (issue 23).
      'https://[::7f00:1]/',
      'https://[::127.0.0.1]/',
      'https://[::a9fe:a9fe]/',
      'https://[::ffff:0:a9fe:a9fe]/',
      // Other spellings of loopback that URL parsing turns into 127.0.0.1.
      'https://2130706433/',
      'https://0x7f.1/',
      'https://127.1/',
    ]) {
      expect(await refusal(checkOutboundTarget(url, off(lookup))), url).toBe('private-network');
    }
    // Literals are not looked up.
    expect(lookup.calls).not.toContain('127.0.0.1');
    expect(lookup.calls).not.toContain('::1');
  });

  test('plain http: never without the setting; with it, only to the clinic’s own network', async () => {
    const lookup = fakeLookup({ 'caldav.example.it': ['93.184.215.14'], 'nextcloud.studio.lan': ['192.168.1.10'] });
    expect(await refusal(checkOutboundTarget('http://caldav.example.it/', off(lookup)))).toBe('insecure');
    // A private address says so first: "use https" would not help.
    expect(await refusal(checkOutboundTarget('http://192.168.1.10/', off(lookup)))).toBe('private-network');
    // A name that does not resolve, over http without the setting: refused all the same.
    expect(await refusal(checkOutboundTarget('http://nowhere.example/', off(lookup)))).toBe('insecure');

    expect(await refusal(checkOutboundTarget('http://nextcloud.studio.lan/remote.php/dav', on(lookup)))).toBe('allowed');
    expect(await refusal(checkOutboundTarget('http://127.0.0.1:5232/', on(lookup)))).toBe('allowed');
    expect(await refusal(checkOutboundTarget('http://[::1]:5232/', on(lookup)))).toBe('allowed');
    expect(await refusal(checkOutboundTarget('http://caldav.example.it/', on(lookup)))).toBe('insecure');
    expect(await refusal(checkOutboundTarget('http://9.9.9.9/', on(lookup)))).toBe('insecure');
    expect(await refusal(checkOutboundTarget('ftp://caldav.example.it/', on(lookup)))).toBe('insecure');
  });

  test('with the setting: private networks over https too, but link-local and the like stay refused', async () => {
    expect(await refusal(checkOutboundTarget('https://10.0.0.1/', on()))).toBe('allowed');
    expect(await refusal(checkOutboundTarget('https://[fd00::1]/', on()))).toBe('allowed');
    expect(await refusal(checkOutboundTarget('https://100.64.1.1/', on()))).toBe('allowed');
    expect(await refusal(checkOutboundTarget('https://8.8.8.8/', on()))).toBe('allowed');
    expect(await refusal(checkOutboundTarget('http://169.254.169.254/latest/meta-data/', on()))).toBe('private-network');
    expect(await refusal(checkOutboundTarget('https://[fe80::1]/', on()))).toBe('private-network');
    expect(await refusal(checkOutboundTarget('https://0.0.0.0/', on()))).toBe('private-network');
    expect(await refusal(checkOutboundTarget('https://224.0.0.1/', on()))).toBe('private-network');
    // Deprecated IPv6 forms carrying an IPv4 (issue 23): no CalDAV server lives there, whatever the IPv4.
    expect(await refusal(checkOutboundTarget('https://[::7f00:1]/', on()))).toBe('private-network');
    expect(await refusal(checkOutboundTarget('https://[::a9fe:a9fe]/latest/meta-data/', on()))).toBe('private-network');
  });

  test('a lookup failure is thrown as it is (the host cannot be reached)', async () => {
    const result = await refusal(checkOutboundTarget('https://nowhere.example/', off(fakeLookup({}))));
    expect(result).toBeInstanceOf(Error);
    expect((result as Error & { code?: string }).code).toBe('ENOTFOUND');
  });
});

describe('the CalDAV provider checks every request', () => {
  const propfindAnswer = () => new Response('<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"/>', { status: 207, headers: { 'Content-Type': 'application/xml' } });

  test('a host that resolved publicly at connect and privately later is refused before the request (DNS rebinding)', async () => {
    const answers = [['93.184.215.14'], ['10.0.0.7']];
    const lookup: HostLookup = () => Promise.resolve(answers.shift() ?? ['10.0.0.7']);
    const sent: string[] = [];
    const provider = createCalDavProvider({
      serverUrl: 'https://cal.example.it/dav/',
      calendarUrl: 'https://cal.example.it/dav/u/calendar/',
      username: 'u',
      password: 'p',
      allowPrivateNetworks: false,
      lookup,
      fetch: (input) => {
        sent.push(urlOf(input));
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    await expect(provider.deleteEvent({ externalId: 'https://cal.example.it/dav/u/calendar/a.ics', etag: null })).resolves.toBeUndefined();
    await expect(provider.deleteEvent({ externalId: 'https://cal.example.it/dav/u/calendar/b.ics', etag: null })).rejects.toBeInstanceOf(OutboundTargetRefusedError);
    expect(sent).toEqual(['https://cal.example.it/dav/u/calendar/a.ics']);
  });

  test('redirects are followed by hand, each Location checked; credentials stay with their origin', async () => {
    const lookup = fakeLookup({ 'cal.example.it': ['93.184.215.14'], 'other.example.it': ['93.184.215.15'] });
    const sent: Array<{ url: string; method: string; authorized: boolean; redirect: string | undefined }> = [];
    const routes: Record<string, () => Response> = {
      'https://cal.example.it/dav/u/calendar/moved.ics': () => new Response(null, { status: 308, headers: { Location: '/dav/u/calendar/here.ics' } }),
      'https://cal.example.it/dav/u/calendar/here.ics': () => new Response(null, { status: 302, headers: { Location: 'https://other.example.it/x.ics' } }),
      'https://other.example.it/x.ics': () => new Response(null, { status: 204 }),
      'https://cal.example.it/dav/u/calendar/evil.ics': () => new Response(null, { status: 301, headers: { Location: 'http://169.254.169.254/latest/meta-data/' } }),
      'https://cal.example.it/dav/u/calendar/loop.ics': () => new Response(null, { status: 307, headers: { Location: '/dav/u/calendar/loop.ics' } }),
    };
    const provider = createCalDavProvider({
      serverUrl: 'https://cal.example.it/dav/',
      calendarUrl: 'https://cal.example.it/dav/u/calendar/',
      username: 'u',
      password: 'p',
      allowPrivateNetworks: true,
      lookup,
      fetch: (input, init) => {
        const url = urlOf(input);
        sent.push({ url, method: init?.method ?? 'GET', authorized: new Headers(init?.headers).get('Authorization')?.startsWith('Basic ') ?? false, redirect: init?.redirect });
        return Promise.resolve(routes[url]?.() ?? propfindAnswer());
      },
    });
    await provider.deleteEvent({ externalId: 'https://cal.example.it/dav/u/calendar/moved.ics', etag: null });
    expect(sent).toEqual([
      { url: 'https://cal.example.it/dav/u/calendar/moved.ics', method: 'DELETE', authorized: true, redirect: 'manual' },
      { url: 'https://cal.example.it/dav/u/calendar/here.ics', method: 'DELETE', authorized: true, redirect: 'manual' },
      { url: 'https://other.example.it/x.ics', method: 'DELETE', authorized: false, redirect: 'manual' },
    ]);

    sent.length = 0;
    // Even with the setting on, the metadata service is never contacted.
    await expect(provider.deleteEvent({ externalId: 'https://cal.example.it/dav/u/calendar/evil.ics', etag: null })).rejects.toBeInstanceOf(OutboundTargetRefusedError);
    expect(sent.map((s) => s.url)).toEqual(['https://cal.example.it/dav/u/calendar/evil.ics']);

    await expect(provider.deleteEvent({ externalId: 'https://cal.example.it/dav/u/calendar/loop.ics', etag: null })).rejects.toBeInstanceOf(CalendarUnavailableError);
  });

  test('discovery refuses a server whose well-known address redirects into the private network', async () => {
    const lookup = fakeLookup({ 'cal.example.it': ['93.184.215.14'] });
    const sent: string[] = [];
    const provider = createCalDavProvider({
      serverUrl: 'https://cal.example.it/',
      username: 'u',
      password: 'p',
      allowPrivateNetworks: false,
      lookup,
      fetch: (input) => {
        const url = urlOf(input);
        sent.push(url);
        if (url.endsWith('/.well-known/caldav')) return Promise.resolve(new Response(null, { status: 301, headers: { Location: 'https://10.0.0.1/dav/' } }));
        return Promise.resolve(propfindAnswer());
      },
    });
    await expect(provider.verify()).rejects.toBeInstanceOf(OutboundTargetRefusedError);
    expect(sent.every((url) => url.startsWith('https://cal.example.it/'))).toBe(true);
  });
});

// Outside audit, issue 23: tsdav's discovery follows a redirect with a fresh request, which used to
// carry the doctor's credentials to whatever origin the redirect named; and a host checked before
// the request could resolve elsewhere when the request connected.
describe('the CalDAV provider: credentials and the connect-time check', () => {
  test('discovery redirected to another origin goes on without the credentials: they go only to the server typed', async () => {
    const lookup = fakeLookup({ 'cal.example.it': ['93.184.215.14'], 'evil.example.net': ['93.184.215.99'] });
    const sent: Array<{ url: string; authorized: boolean }> = [];
    const provider = createCalDavProvider({
      serverUrl: 'https://cal.example.it/',
      username: 'u',
      password: 'p',
      allowPrivateNetworks: false,
      lookup,
      fetch: (input, init) => {
        const url = urlOf(input);
        sent.push({ url, authorized: new Headers(init?.headers).has('Authorization') });
        if (url === 'https://cal.example.it/.well-known/caldav') return Promise.resolve(new Response(null, { status: 301, headers: { Location: 'https://evil.example.net/dav/' } }));
        return Promise.resolve(new Response(null, { status: 401 }));
      },
    });
    await expect(provider.verify()).rejects.toThrow();
    expect(sent.some((s) => s.url.startsWith('https://evil.example.net/'))).toBe(true);
    expect(sent.filter((s) => s.authorized).every((s) => new URL(s.url).origin === 'https://cal.example.it')).toBe(true);
    expect(sent.filter((s) => s.authorized).length).toBeGreaterThan(0);
  });

  test('a host that resolves publicly when checked and to loopback when connecting is refused at the connection (DNS rebinding)', async () => {
    // What would be reached: a server on loopback that only counts connections and hangs up.
    let connections = 0;
    const server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // The first answer is public (the check before the request), every later one loopback.
    let answers = 0;
    const rebinding: HostLookup = () => Promise.resolve((answers += 1) === 1 ? ['93.184.215.14'] : ['127.0.0.1']);
    try {
      // 'localhost' also resolves to loopback through the system resolver, which a fetch without the connect-time check uses.
      const provider = createCalDavProvider({ serverUrl: `https://localhost:${port}/`, username: 'u', password: 'p', allowPrivateNetworks: false, lookup: rebinding, timeoutMs: 5000 });
      await expect(provider.deleteEvent({ externalId: `https://localhost:${port}/dav/a.ics`, etag: null })).rejects.toBeInstanceOf(OutboundTargetRefusedError);
      expect(connections).toBe(0);
      // The same connection path does connect where the setting allows the address (the server hangs up: unavailable).
      const clinic = createCalDavProvider({ serverUrl: `http://localhost:${port}/`, username: 'u', password: 'p', allowPrivateNetworks: true, lookup: () => Promise.resolve(['127.0.0.1']), timeoutMs: 5000 });
      await expect(clinic.deleteEvent({ externalId: `http://localhost:${port}/dav/a.ics`, etag: null })).rejects.toBeInstanceOf(CalendarUnavailableError);
      expect(connections).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
