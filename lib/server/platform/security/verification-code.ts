import 'server-only';
import { randomInt } from 'node:crypto';
import { VERIFICATION_CODE_ALPHABET, VERIFICATION_PREFIX, type VerificationKind } from '@/lib/rules/verification-codes';

/**
 * A new verification code, "EL-7K3Q-9M2X-AB4C" (a letter) or "WQ-…" (a written answer): 60 random bits
 * from an alphabet without 0, O, 1 or I (typed from paper). Each table's unique index is the last word.
 */
export function newVerificationCode(kind: VerificationKind): string {
  const pick = () => Array.from({ length: 4 }, () => VERIFICATION_CODE_ALPHABET[randomInt(VERIFICATION_CODE_ALPHABET.length)]).join('');
  return `${VERIFICATION_PREFIX[kind]}-${pick()}-${pick()}-${pick()}`;
}
