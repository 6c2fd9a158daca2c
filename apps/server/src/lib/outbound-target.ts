import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Which hosts the server may contact at an address someone typed: a doctor's CalDAV calendar
 * (modules/calendar) and a webhook endpoint (modules/webhooks, issue 31). Without this check any
 * doctor account could make the server probe its own network (cloud
 * metadata at 169.254.169.254, databases and admin pages on 10/8, services on loopback…): SSRF.
 * Every request of the CalDAV provider is checked, not only the URL typed at connect, because a
 * stored host name can later resolve elsewhere (DNS rebinding) and a server can redirect; and the
 * address a request connects to is checked once more when the connection is made
 * (`connectCheckedFetch`), since a name checked a moment before can answer differently the next time
 * it is looked up (issue 23).
 */

/** The addresses a host name resolves to (all of them: one private answer is enough to refuse). */
export type HostLookup = (hostname: string) => Promise<string[]>;

export const systemLookup: HostLookup = async (hostname) => (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export interface OutboundTargetPolicy {
  /** CALDAV_ALLOW_PRIVATE_NETWORKS: the clinic's own Nextcloud/Radicale on its LAN (and plain http to it). */
  allowPrivateNetworks: boolean;
  /** For tests; node:dns lookup by default. */
  lookup?: HostLookup;
}

/**
 * public: reachable on the Internet. private: the clinic's own networks (RFC 1918, loopback, CGNAT,
 * IPv6 ULA), allowed only with the flag. never: addresses no CalDAV server is reached at, refused
 * even with the flag — link-local holds the cloud metadata service (169.254.169.254, fe80::/10),
 * and unspecified, multicast, broadcast, documentation and other special ranges are no server.
 */
export type AddressKind = 'public' | 'private' | 'never';

const PRIVATE_RANGES: ReadonlySet<string> = new Set(['private', 'loopback', 'carrierGradeNat', 'uniqueLocal']);

export function classifyAddress(address: string): AddressKind {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns an IPv4-mapped IPv6 address (::ffff:127.0.0.1) into the IPv4 it carries.
    parsed = ipaddr.process(address);
  } catch {
    return 'never';
  }
  const range = parsed.range();
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    // NAT64 (64:ff9b::/96): an IPv6-only server reaches IPv4 hosts this way; the IPv4 carried in
    // the last 32 bits is what is contacted, so it is what counts.
    if (v6.match(ipaddr.IPv6.parse('64:ff9b::'), 96)) {
      const [a = 0, b = 0] = v6.parts.slice(6);
      return classifyAddress(`${a >> 8}.${a & 0xff}.${b >> 8}.${b & 0xff}`);
    }
    // Only global unicast (2000::/3) is the Internet. ipaddr.js calls the rest of ::/8 'unicast'
    // too, which let the IPv4-compatible forms [::7f00:1] and [::a9fe:a9fe] (loopback and the
    // metadata service, deprecated by RFC 4291 but still routed by some stacks) pass as public.
    if (range === 'unicast') return v6.match(ipaddr.IPv6.parse('2000::'), 3) ? 'public' : 'never';
  }
  if (range === 'unicast') return 'public';
  return PRIVATE_RANGES.has(range) ? 'private' : 'never';
}

/** The server refuses to contact this address. Its message names no host (it may reach a log). */
export class OutboundTargetRefusedError extends Error {
  override readonly name = 'OutboundTargetRefusedError';
  constructor(
    /** private-network: the host is on a network the server must not reach; insecure: plain http where https is required. */
    readonly reason: 'private-network' | 'insecure',
  ) {
    super(reason === 'insecure' ? 'plain http refused for this host (https required)' : 'the address is on a network the server must not reach');
  }
}

/** The host of a URL as an address or a name: WHATWG URLs keep IPv6 literals in brackets. */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') && url.hostname.endsWith(']') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Resolves the URL's host and throws OutboundTargetRefusedError unless the server may contact it:
 * a public address over https, or — with allowPrivateNetworks — a private address over http(s).
 * A host with both kinds of addresses counts as private (fetch may pick any of them). The address
 * is judged before the scheme, so http://10.0.0.1 says the address is refused, not "use https".
 * Lookup failures are thrown as they come (the host cannot be reached anyway), except for plain
 * http without the setting, which is refused whatever the host.
 */
export async function checkOutboundTarget(target: URL | string, policy: OutboundTargetPolicy): Promise<void> {
  const url = typeof target === 'string' ? new URL(target) : target;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundTargetRefusedError('insecure');
  const host = hostOf(url);
  let addresses: string[];
  // WHATWG URL parsing already turned 0x7f.1 and 2130706433 into 127.0.0.1, so a literal is recognised here.
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = await (policy.lookup ?? systemLookup)(host);
    } catch (error) {
      if (url.protocol === 'http:' && !policy.allowPrivateNetworks) throw new OutboundTargetRefusedError('insecure');
      throw error;
    }
  }
  if (addresses.length === 0) throw new OutboundTargetRefusedError('private-network');
  const kinds = addresses.map(classifyAddress);
  if (kinds.includes('never')) throw new OutboundTargetRefusedError('private-network');
  const isPrivate = kinds.includes('private');
  if (isPrivate && !policy.allowPrivateNetworks) throw new OutboundTargetRefusedError('private-network');
  // Credentials travel in every request: in clear only inside the clinic's own network.
  if (url.protocol === 'http:' && !isPrivate) throw new OutboundTargetRefusedError('insecure');
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for the connections themselves (net/tls `connect`): the host is resolved once more
 * and the addresses judged as `checkOutboundTarget` judges them; the connection is made only to the
 * addresses judged, so a name that answers a public address to the check and a private one to the
 * connection (DNS rebinding) is refused here. Plain http is handed the private addresses only: the
 * credentials go in clear inside the clinic's network, never to the Internet. Address literals
 * never come here (the check before the request has judged them; they cannot change).
 */
function connectLookup(policy: OutboundTargetPolicy, protocol: 'http:' | 'https:') {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    (policy.lookup ?? systemLookup)(hostname).then(
      (addresses) => {
        const kinds = addresses.map(classifyAddress);
        const refused = (reason: 'private-network' | 'insecure') => callback(new OutboundTargetRefusedError(reason), []);
        if (addresses.length === 0 || kinds.includes('never')) return refused('private-network');
        if (kinds.includes('private') && !policy.allowPrivateNetworks) return refused('private-network');
        const usable = protocol === 'http:' ? addresses.filter((_, i) => kinds[i] === 'private') : addresses;
        if (usable.length === 0) return refused('insecure');
        const entries = usable.map((address) => ({ address, family: ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4 }));
        if (options.all) return callback(null, entries);
        const [first] = entries;
        return callback(null, first!.address, first!.family);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), []),
    );
  };
}

/** Connections to the public resolver's answers are pooled per setting; a test's own resolver gets its own pool. */
const sharedAgents = new Map<string, Agent>();

/**
 * A fetch whose every connection goes through `connectLookup` (undici's Agent, one per scheme).
 * A refusal at connect time rejects the fetch with the OutboundTargetRefusedError as its `cause`.
 */
export function connectCheckedFetch(policy: OutboundTargetPolicy): typeof fetch {
  const own = new Map<string, Agent>();
  const agentFor = (protocol: 'http:' | 'https:'): Agent => {
    const pool = policy.lookup ? own : sharedAgents;
    const key = `${policy.allowPrivateNetworks}:${protocol}`;
    let agent = pool.get(key);
    if (!agent) {
      agent = new Agent({ connect: { lookup: connectLookup(policy, protocol) } });
      pool.set(key, agent);
    }
    return agent;
  };
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new OutboundTargetRefusedError('insecure');
    // undici's own fetch with its own Agent: the global fetch's bundled undici may be another version.
    const response = await undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher: agentFor(url.protocol) });
    return response;
  };
}
