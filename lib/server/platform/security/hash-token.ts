import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { getSessionSecret } from './session-secret';

/** 256 random bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak does not hand out live sessions or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The stored digest of a short secret (a 6-digit one-time code): keyed with the app's secret, since
 * a plain hash of a million possible codes is reversed by trying them all. `context` binds the code
 * to its account and number, so one digest cannot stand for another's code.
 */
export function hashShortSecret(secret: string, context: string): string {
  return createHmac('sha256', getSessionSecret()).update(`${context}\u0000${secret}`).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
