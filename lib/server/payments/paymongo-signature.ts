import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

type SignatureParts = { t: string; te?: string; li?: string };

/** Parses `Paymongo-Signature: t=<unix>,te=<hex>,li=<hex>` (te or li may be empty). */
function parseSignatureHeader(header: string | null | undefined): SignatureParts | undefined {
  if (!header) return undefined;
  const parts: Record<string, string> = {};
  for (const piece of header.split(',')) {
    const [key, ...rest] = piece.trim().split('=');
    if (key) parts[key] = rest.join('=');
  }
  if (!parts.t || !/^\d+$/.test(parts.t)) return undefined;
  return { t: parts.t, te: parts.te || undefined, li: parts.li || undefined };
}

function computeSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

function safeEqualHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || !/^[0-9a-f]+$/i.test(b)) return false;
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * PayMongo's scheme: HMAC-SHA256 over `t + "." + rawBody`, compared in constant time with `te` for
 * test-mode events and with `li` for live-mode events — never with the other one.
 */
export function verifySignature(options: {
  header: string | null | undefined;
  rawBody: string;
  secret: string;
  livemode: boolean;
}): boolean {
  const parts = parseSignatureHeader(options.header);
  if (!parts || !options.secret) return false;
  const expected = computeSignature(options.secret, parts.t, options.rawBody);
  const given = options.livemode ? parts.li : parts.te;
  return given ? safeEqualHex(expected, given) : false;
}

/** Builds the header a provider would send (used by the sandbox provider and by tests). */
export function signatureHeader(secret: string, rawBody: string, livemode: boolean, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = computeSignature(secret, String(timestamp), rawBody);
  return `t=${timestamp},te=${livemode ? '' : signature},li=${livemode ? signature : ''}`;
}
