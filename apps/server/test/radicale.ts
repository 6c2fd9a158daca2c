import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's package (`apt-get install radicale`); RADICALE_BIN points elsewhere. */
export const RADICALE_BIN = process.env.RADICALE_BIN ?? '/usr/bin/radicale';

export interface RadicaleCalendar<Slug extends string = string> {
  /** The collection's path segment under the user's principal, e.g. 'calendar'. */
  slug: Slug;
  displayName: string;
  /** The components it accepts; default VEVENT only. */
  components?: ('VEVENT' | 'VTODO' | 'VJOURNAL')[];
}

export interface LocalRadicale<Slug extends string = string> {
  /** http://127.0.0.1:<port>/ */
  url: string;
  username: string;
  password: string;
  /** URL of each created calendar by slug, with its trailing slash. */
  calendars: Record<Slug, string>;
  /** Basic Authorization header of the user, for writing into the server behind the app's back. */
  authorization: string;
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 15_000;

/** Waits for Radicale's "Listening on '[127.0.0.1]:<port>'" then "Radicale server ready" (needs --logging-level info). */
function waitUntilListening(child: ChildProcess, log: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    let port: number | undefined;
    const timer = setTimeout(() => fail(new Error(`Radicale did not start within ${READY_TIMEOUT_MS} ms:\n${log()}`)), READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const listening = /Listening on '\[?127\.0\.0\.1\]?:(\d+)'/.exec(buffer);
      if (listening) port = Number(listening[1]);
      if (port && buffer.includes('Radicale server ready')) done(port);
    };
    const onExit = (code: number | null) => fail(new Error(`Radicale exited (code ${code}) before it was ready:\n${log()}`));
    const onError = (error: Error) => fail(error);
    function cleanup() {
      clearTimeout(timer);
      child.stderr?.off('data', onData);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      child.off('error', onError);
    }
    function done(value: number) {
      cleanup();
      resolve(value);
    }
    function fail(error: Error) {
      cleanup();
      child.kill('SIGKILL');
      reject(error);
    }
    child.stderr?.on('data', onData);
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
    child.once('error', onError);
  });
}

async function mkcalendar(url: string, authorization: string, calendar: RadicaleCalendar): Promise<void> {
  const components = (calendar.components ?? ['VEVENT']).map((name) => `<C:comp name="${name}"/>`).join('');
  const body = `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop>
    <D:displayname>${calendar.displayName}</D:displayname>
    <C:supported-calendar-component-set>${components}</C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`;
  const response = await fetch(url, { method: 'MKCALENDAR', headers: { Authorization: authorization, 'Content-Type': 'application/xml; charset=utf-8' }, body });
  if (response.status !== 201) throw new Error(`MKCALENDAR ${url} answered ${response.status}: ${await response.text()}`);
}

/**
 * A real CalDAV server for the tests: Debian's Radicale on 127.0.0.1 (a port the OS picks, read
 * from its log), storing into a temporary directory, one user with a plain-text htpasswd (this
 * Radicale has no bcrypt module), owner-only rights, and the given calendars created with
 * MKCALENDAR. Without /usr/bin/radicale this throws — the tests fail rather than skip, as CI
 * installs it.
 */
export async function startRadicale<Slug extends string = 'calendar'>(
  calendars: RadicaleCalendar<Slug>[] = [{ slug: 'calendar' as Slug, displayName: 'Studio' }],
  credentials = { username: 'dottore', password: 'app-password-1' },
): Promise<LocalRadicale<Slug>> {
  if (!existsSync(RADICALE_BIN)) {
    throw new Error(`Radicale not found at ${RADICALE_BIN}: the CalDAV tests need it. Install it with \`apt-get install radicale\` (or set RADICALE_BIN).`);
  }
  const directory = mkdtempSync(path.join(tmpdir(), 'sanity-radicale-'));
  const users = path.join(directory, 'users');
  writeFileSync(users, `${credentials.username}:${credentials.password}\n`);
  let output = '';
  const child = spawn(
    RADICALE_BIN,
    [
      // An empty --config ignores /etc/radicale/config: only these flags count.
      '--config',
      '',
      '--server-hosts',
      '127.0.0.1:0',
      '--auth-type',
      'htpasswd',
      '--auth-htpasswd-filename',
      users,
      '--auth-htpasswd-encryption',
      'plain',
      // The default one-second pause after a wrong password would only slow the tests down.
      '--auth-delay',
      '0',
      '--rights-type',
      'owner_only',
      '--storage-filesystem-folder',
      path.join(directory, 'collections'),
      '--web-type',
      'none',
      '--logging-level',
      'info',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(directory, { recursive: true, force: true });
  };

  try {
    const port = await waitUntilListening(child, () => output);
    const url = `http://127.0.0.1:${port}/`;
    const authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
    const created = {} as Record<Slug, string>;
    for (const calendar of calendars) {
      const calendarUrl = `${url}${encodeURIComponent(credentials.username)}/${encodeURIComponent(calendar.slug)}/`;
      await mkcalendar(calendarUrl, authorization, calendar);
      created[calendar.slug] = calendarUrl;
    }
    return { url, ...credentials, calendars: created, authorization, close: stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
