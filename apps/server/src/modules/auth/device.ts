import { isIP } from 'node:net';
import { itSettings } from '@sanity/shared/i18n/it-settings';

/**
 * 'Chrome su Windows' from a User-Agent, or null when it says nothing we recognise. A few rules of
 * our own rather than a parser library: the sessions page needs the browser family and the system,
 * nothing finer, and a wrong guess there must never break the page. Order matters: Edge, Opera and
 * Samsung Internet also say "Chrome", Chrome also says "Safari", iPadOS may say "Macintosh".
 */
export function describeDevice(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 500);
  const browser = browserOf(ua);
  const system = systemOf(ua);
  if (browser && system) return itSettings.security.deviceOn(browser, system);
  return browser ?? system;
}

function browserOf(ua: string): string | null {
  if (/\bEdg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/\bOPR\/|\bOpera\b/.test(ua)) return 'Opera';
  if (/\bSamsungBrowser\//.test(ua)) return 'Samsung Internet';
  if (/\bFirefox\/|\bFxiOS\//.test(ua)) return 'Firefox';
  if (/\bChrom(e|ium)\/|\bCriOS\//.test(ua)) return 'Chrome';
  if (/\bSafari\//.test(ua) && /\bVersion\//.test(ua)) return 'Safari';
  return null;
}

function systemOf(ua: string): string | null {
  if (/\biPhone\b/.test(ua)) return 'iPhone';
  if (/\biPad\b/.test(ua)) return 'iPad';
  if (/\bAndroid\b/.test(ua)) return 'Android';
  if (/\bWindows\b/.test(ua)) return 'Windows';
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS';
  if (/\bMacintosh\b|\bMac OS X\b/.test(ua)) return 'macOS';
  if (/\bLinux\b/.test(ua)) return 'Linux';
  return null;
}

/**
 * Where a session was opened, as far as we know without a network call or a geolocation database:
 * 'Rete locale' for private, loopback and link-local addresses; null otherwise. A country would need
 * an IP-to-country table that goes stale and weighs megabytes: better no place than a wrong one.
 */
export function describePlace(ip: string | null | undefined): string | null {
  if (!ip) return null;
  return isLocalAddress(ip) ? itSettings.security.localNetwork : null;
}

export function isLocalAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  const version = isIP(address);
  if (version === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    // Loopback, unique local (fc00::/7), link-local (fe80::/10).
    return lower === '::1' || /^f[cd][0-9a-f]{0,2}:/.test(lower) || /^fe[89ab][0-9a-f]?:/.test(lower);
  }
  return false;
}
