import { normalizeIP } from '@fastify/rate-limit';

/**
 * The key every per-address limit counts a client by (rate limits, login throttling): an IPv4
 * address as it is (an IPv4-mapped IPv6 one as its IPv4), an IPv6 address by its /64, since one
 * host usually holds the whole prefix and could otherwise draw a fresh address for every request.
 */
export function clientAddressKey(ip: string): string {
  return normalizeIP(ip);
}
