import 'server-only';
import dns from 'node:dns/promises';
import { BlockList, isIP, isIPv6, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** An address in the one textual form we key and compare by (IPv4-mapped IPv6 as IPv4). */
export function normaliseIp(value: string): string | null {
  const text = value.trim().replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return null;
  return ipaddr.process(text).toString();
}

/**
 * ::/96, the deprecated IPv4-compatible form (::127.0.0.1, ::7f00:1): ipaddr.js has no range for it
 * (it calls ::7f00:1 unicast, and reads the dotted ::8.8.8.8 as IPv4-mapped), so the check uses Node's
 * own parser, the one the socket would connect with.
 */
const IPV4_COMPATIBLE = new BlockList();
IPV4_COMPATIBLE.addSubnet('::', 96, 'ipv6');

/**
 * Public unicast only, judged by range, not by a list of bad addresses: loopback, private,
 * link-local, CGNAT, multicast, reserved, NAT64 (64:ff9b::/96), 6to4 (2002::/16), Teredo … are all
 * ranges other than `unicast` and refused. IPv4-mapped addresses (::ffff:10.0.0.1) are judged as the
 * IPv4 address they carry; IPv4-compatible ones (::/96, deprecated by RFC 4291, still routed to the
 * embedded IPv4 address by some stacks) are refused outright. Shared by every place the server
 * connects to an address a user gave (imported calendars, push endpoints) — the server-side request
 * forgery rule — and applied again at connect time and after every redirect by those callers.
 */
export function isPublicAddress(address: string): boolean {
  const text = address.trim().replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(text)) return false;
  if (isIPv6(text) && IPV4_COMPATIBLE.check(text, 'ipv6')) return false;
  return ipaddr.process(text).range() === 'unicast';
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

export type ResolvedHost =
  { ok: true; addresses: { address: string; family: 4 | 6 }[] } | { ok: false; reason: 'unresolvable' | 'private' };

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
