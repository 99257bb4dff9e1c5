import { LETTER_CODE_ALPHABET } from './engagement-letters';

/**
 * The codes anyone may check on /verify-letter/{code}: a signed engagement letter's (issue 42), an
 * answered written question's (issue 60) and a lawyer's legal-aid hours report's (issue 61). One alphabet
 * (no 0, O, 1 or I: typed from paper), 60 random bits; the prefix names the record, so a code is never
 * ambiguous between the tables.
 */
export const VERIFICATION_PREFIX = { letter: 'EL', question: 'WQ', legalAid: 'LA' } as const;
export type VerificationKind = keyof typeof VERIFICATION_PREFIX;
export { LETTER_CODE_ALPHABET as VERIFICATION_CODE_ALPHABET };

const BODY = /^[2-9A-HJ-NP-Z]{12}$/;
const KINDS = Object.keys(VERIFICATION_PREFIX) as VerificationKind[];

const format = (kind: VerificationKind, body: string) =>
  `${VERIFICATION_PREFIX[kind]}-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}`;

/**
 * The codes a typed or scanned text may be, most likely first: "wq 7k3q 9m2x ab4c" → the question's
 * "WQ-7K3Q-9M2X-AB4C"; twelve characters without a prefix (read aloud without it) → a letter's, then a
 * question's, then a legal-aid report's; anything else → none.
 */
export function verificationCodeCandidates(input: string): string[] {
  const compact = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const kind = KINDS.find((k) => compact.length === 14 && compact.startsWith(VERIFICATION_PREFIX[k]));
  const body = kind ? compact.slice(2) : compact;
  if (!BODY.test(body)) return [];
  return kind ? [format(kind, body)] : KINDS.map((k) => format(k, body));
}

/** Which record a well-formed code names, by its prefix. */
export const verificationKindOf = (code: string): VerificationKind =>
  KINDS.find((k) => k !== 'letter' && code.startsWith(`${VERIFICATION_PREFIX[k]}-`)) ?? 'letter';
