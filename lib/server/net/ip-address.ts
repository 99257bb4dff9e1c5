import 'server-only';
import dns from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** An address in the one textual form we key and compare by (IPv4-mapped IPv6 as IPv4). */
export function normaliseIp(value: string): string | null {
  const text = value.trim().replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return null;
  return ipaddr.process(text).toString();
}

/**
 * Public unicast only: loopback, private, link-local, CGNAT, multicast, reserved, 6to4/NAT64 … are
 * refused. Shared by every place the server connects to an address a user gave (imported calendars,
 * push endpoints) — the server-side request forgery rule.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns ::ffff:10.0.0.1 into 10.0.0.1, so a mapped private address is judged as IPv4.
  return ipaddr.process(address).range() === 'unicast';
}

/** "10.0.0.0/8", "::1/128" or a single address, as a range ipaddr.js can match. */
export function isIpOrCidr(value: string): boolean {
  return ipaddr.isValid(value) || ipaddr.isValidCIDR(value);
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

export function parseRanges(values: readonly string[]): Range[] {
  return values.map((value) => {
    if (ipaddr.isValidCIDR(value)) {
      const [address, bits] = ipaddr.parseCIDR(value);
      return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
        ? [(address as ipaddr.IPv6).toIPv4Address(), Math.max(0, bits - 96)]
        : [address, bits];
    }
    const address = ipaddr.process(value);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  });
}

/** Whether an address falls in one of the ranges (families compared as they are: IPv4-mapped is IPv4). */
export function inRanges(address: string, ranges: readonly Range[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return ranges.some(([base, bits]) => base.kind() === parsed.kind() && (parsed as ipaddr.IPv4).match(base as ipaddr.IPv4, bits));
}

type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;
const systemLookup: Lookup = (host) => dns.lookup(host, { all: true, verbatim: true });
let lookup: Lookup = systemLookup;

/** Jest has no DNS: suites that resolve public names answer them from a table. */
export function setHostLookupForTests(value: Lookup | undefined): void {
  lookup = value ?? systemLookup;
}

export type ResolvedHost = { ok: true; addresses: { address: string; family: 4 | 6 }[] } | { ok: false; reason: 'unresolvable' | 'private' };

/**
 * Resolves a host name (or takes an IP literal) and judges every answer: a name that also resolves
 * to 127.0.0.1 is refused outright. `allowPrivate` is the test-only escape of the callers.
 */
export async function resolvePublicHost(hostname: string, options: { allowPrivate?: boolean } = {}): Promise<ResolvedHost> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let answers: { address: string; family: number }[];
  if (isIP(host)) {
    answers = [{ address: host, family: isIP(host) }];
  } else {
    try {
      answers = await lookup(host);
    } catch {
      return { ok: false, reason: 'unresolvable' };
    }
  }
  if (answers.length === 0) return { ok: false, reason: 'unresolvable' };
  if (!options.allowPrivate && answers.some((a) => !isPublicAddress(a.address))) return { ok: false, reason: 'private' };
  return { ok: true, addresses: answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 })) };
}

/**
 * A `lookup` for outgoing sockets that connects only to public addresses, checked at connect time
 * (a name that was public when stored may point at 127.0.0.1 later: DNS rebinding).
 */
export const publicOnlyLookup = ((host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
  resolvePublicHost(host).then(
    (resolved) => {
      if (!resolved.ok) return callback(Object.assign(new Error(`refused: ${host} is not a public address`), { code: 'EADDRNOTPUBLIC' }));
      if (options?.all) return callback(null, resolved.addresses);
      callback(null, resolved.addresses[0].address, resolved.addresses[0].family);
    },
    (error: unknown) => callback(error),
  );
}) as unknown as LookupFunction;
