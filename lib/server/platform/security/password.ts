import 'server-only';
import { hash, verify } from '@node-rs/argon2';

// OWASP minimum for argon2id (m = 19 MiB, t = 2, p = 1); the PHC string records them for re-hashing.
const ARGON2_OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters than today's (re-hash at next sign-in). */
export function passwordNeedsRehash(passwordHash: string): boolean {
  const { memoryCost: m, timeCost: t, parallelism: p } = ARGON2_OPTIONS;
  return !passwordHash.startsWith(`$argon2id$v=19$m=${m},t=${t},p=${p}$`);
}
