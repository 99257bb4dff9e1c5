import 'server-only';
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { env } from '@/lib/server/env';
import { inRanges, normaliseIp, parseRanges } from './ip-address';

/**
 * Who may tell us a client's address, host and scheme. A route handler in Next 16 never sees the
 * socket: `next start` copies `socket.remoteAddress` into X-Forwarded-For only when the request has
 * none (`??=` in next/dist/server/base-server.js), and likewise fills X-Forwarded-Host/-Proto/-Port.
 * So a client talking to the app directly could pick "its" address by sending the header itself.
 * The guard below closes that: before Next reads a request, the forwarding headers are deleted
 * unless the TCP peer is a configured proxy, so what a handler reads is either Next's copy of the
 * socket address or what a trusted proxy wrote.
 */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'forwarded',
] as const;

let ranges: { source: readonly string[]; parsed: ReturnType<typeof parseRanges> } | undefined;

function trustedRanges() {
  const source = env().TRUSTED_PROXIES;
  if (ranges?.source !== source) ranges = { source, parsed: parseRanges(source) };
  return ranges.parsed;
}

export function hasTrustedProxies(): boolean {
  return env().TRUSTED_PROXIES.length > 0;
}

function isTrustedProxy(address: string): boolean {
  return inRanges(address, trustedRanges());
}

/** Drops forwarding headers a peer that is not a trusted proxy sent (the guard's one rule). */
function stripUntrustedForwarding(request: IncomingMessage, peer: string | undefined): void {
  if (peer && isTrustedProxy(peer)) return;
  for (const name of FORWARDING_HEADERS) delete request.headers[name];
}

let installed = false;

/**
 * Subscribes to Node's `http.server.request.start` channel, published for every request before
 * any 'request' listener (Next's included) runs. Called once per server process (instrumentation.ts).
 */
export function installForwardedHeaderGuard(): void {
  if (installed) return;
  installed = true;
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    stripUntrustedForwarding(request, socket.remoteAddress);
  });
}

/**
 * The client address for rate limits and audit: X-Forwarded-For read from the right, skipping
 * trusted proxies; the first other address is the client (entries left of it were written by the
 * client or an untrusted hop and are ignored). With no trusted proxies the header holds only the
 * socket address (the guard above), so it is that.
 */
export function clientAddress(forwardedFor: string | null): string | null {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (let i = entries.length - 1; i >= 0; i--) {
    const address = normaliseIp(entries[i]);
    if (!address) return null;
    if (i === 0 || !isTrustedProxy(address)) return address;
  }
  return null;
}
