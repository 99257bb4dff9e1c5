import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/server/env';

let cached: Uint8Array | undefined;

function secretFile(): string {
  return path.join(env().DATA_DIR, 'session-secret');
}

/**
 * The HMAC key of the session cookie. SESSION_SECRET wins (required when several instances share
 * one database). Without it, a random key is generated once and kept in DATA_DIR/session-secret
 * (mode 0600) so cookies survive restarts; `wx` makes two processes racing at first start agree.
 */
export function getSessionSecret(): Uint8Array {
  if (cached) return cached;
  const fromEnv = env().SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters long');
    cached = new TextEncoder().encode(fromEnv);
    return cached;
  }
  const file = secretFile();
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (stored.length < 32) throw new Error(`${file} holds a session secret shorter than 32 characters`);
  cached = new TextEncoder().encode(stored);
  return cached;
}

/** Tests switch secrets between cases. */
export function resetSessionSecretForTests(): void {
  cached = undefined;
}
