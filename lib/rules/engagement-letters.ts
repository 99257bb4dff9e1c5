/**
 * Engagement letters (issue 42): the written, e-signed form of a work item's proposal. Each version
 * of a letter moves AWAITING_CLIENT → AWAITING_LAWYER → SIGNED (the client signs first, the lawyer
 * countersigns), or becomes VOID when anything it states changes (a new version of the letter, new
 * terms of the work item, the proposal withdrawn or declined) — the versions stay, readable. The
 * client may pay only once the version for the terms they accept is SIGNED. Pure: both sides read it.
 */
import type { ServiceOrderStatus } from '@/features/services/rules/service-orders';

export const LETTER_STATUSES = ['AWAITING_CLIENT', 'AWAITING_LAWYER', 'SIGNED', 'VOID'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/** Why a version stopped counting. */
export const LETTER_VOID_REASONS = ['EDITED', 'TERMS_CHANGED', 'WITHDRAWN', 'REJECTED'] as const;
export type LetterVoidReason = (typeof LETTER_VOID_REASONS)[number];

export type LetterSigner = 'CUSTOMER' | 'LAWYER';

/** Who signs next, or null when no one may (signed or void). */
export function signerFor(status: LetterStatus): LetterSigner | null {
  if (status === 'AWAITING_CLIENT') return 'CUSTOMER';
  if (status === 'AWAITING_LAWYER') return 'LAWYER';
  return null;
}

/**
 * The fixed-price order a letter belongs to, as the turn reads it (issue 62: it is paid between the two
 * signatures); null for any other work item's letter.
 */
export type LetterOrderFacts = { status: ServiceOrderStatus; takeBy: Date | null };

/** Why a party may not sign the open version now (each is the endpoint's 409). */
export type SigningRefusal = 'CLIENT_FIRST' | 'ALREADY_SIGNED' | 'ORDER_NOT_PAID' | 'ORDER_NOT_NOW' | 'TAKE_LAPSED';

/**
 * THE rule of whose turn it is to sign (issue 72, item 12): null when `signer` may sign the open version
 * (status `letter`) now, else why not. The letter's `my_turn`, its code ("Send code") and its signature all ask
 * it, so the page never offers what the server refuses. A fixed-price order adds its payment between the two
 * signatures: the client signs while it waits for payment; the lawyer countersigns (takes it) only once paid,
 * within the 48 hours.
 */
export function signingRefusal(
  signer: LetterSigner,
  letter: LetterStatus,
  order: LetterOrderFacts | null,
  now: Date,
): SigningRefusal | null {
  const next = signerFor(letter);
  if (next !== signer) return next === 'CUSTOMER' ? 'CLIENT_FIRST' : 'ALREADY_SIGNED';
  if (!order) return null;
  if (signer === 'CUSTOMER') return order.status === 'AWAITING_PAYMENT' ? null : 'ORDER_NOT_NOW';
  if (order.status === 'AWAITING_PAYMENT') return 'ORDER_NOT_PAID';
  if (order.status !== 'AWAITING_LAWYER') return 'ORDER_NOT_NOW';
  if (!order.takeBy || now > order.takeBy) return 'TAKE_LAPSED';
  return null;
}

/**
 * A typed name matches the printed one when they read the same ignoring case, accents, spacing and
 * punctuation ("maria  santos" signs for "Maria Santos"; "M. Santos" does not).
 */
export function sameSignatureName(typed: string, printed: string): boolean {
  const plain = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return plain(typed).length > 0 && plain(typed) === plain(printed);
}

/** The code printed on a signed letter and typed on the verification page: "EL-XXXX-XXXX-XXXX" (no 0, O, 1 or I). */
export const LETTER_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LETTER_CODE_PATTERN = /^EL-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** A verification code as typed or read aloud ("el 7k3q 9m2x ab4c") → "EL-7K3Q-9M2X-AB4C", or null. */
export function parseLetterCode(input: string): string | null {
  const compact = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const body = compact.startsWith('EL') ? compact.slice(2) : compact;
  if (body.length !== 12) return null;
  const code = `EL-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}`;
  return LETTER_CODE_PATTERN.test(code) ? code : null;
}

/**
 * What one letter may cost (issue 58, item 5): each version is a PDF kept for good and a notice to the
 * client, so a work item gets at most this many versions in any 24 hours, and its client at most
 * one "letter to sign" e-mail a day however often it changes (the page always shows the newest).
 */
export const LETTER_VERSIONS_PER_DAY = 5;
export const LETTER_READY_MAILS_PER_DAY = 1;

/**
 * Signing codes (issue 58, item 7). A code allows PHONE_CODE_MAX_TRIES tries, but a new code must not
 * give the guesses back: the tries of one signer on one version are counted across all their codes,
 * at most this many an hour. And at most this many codes an hour per person.
 */
export const LETTER_CODE_TRIES_PER_HOUR = 10;
export const LETTER_CODES_PER_HOUR = 10;
