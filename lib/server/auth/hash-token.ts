import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak does not hand out live sessions or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
