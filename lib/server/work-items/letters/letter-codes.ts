import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { APP_NAME } from '@/lib/config/app';
import { PHONE_CODE_MAX_TRIES, PHONE_CODE_TTL_MINUTES } from '@/lib/config/phone';
import {
  LETTER_CODES_PER_HOUR,
  LETTER_CODE_TRIES_PER_HOUR,
  signingRefusal,
  type LetterOrderFacts,
  type LetterStatus,
  type SigningRefusal,
} from '@/lib/rules/engagement-letters';
import { AppError } from '@/lib/server/platform/http/errors';
import { recordEmail } from '@/lib/server/messaging/mail/record-email';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { LETTER_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { hashShortSecret, sameDigest } from '@/lib/server/platform/security/hash-token';
import { consumeRateLimit, enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { recordSms } from '@/lib/server/messaging/sms/record-sms';
import { type LetterCodeInput } from '@/lib/validation/engagement-letters';
import { findPartyWorkItemOrThrow } from '@/lib/server/work-items/find-party-work-item';
import { lettersText } from './compose-letter';
import { letterNotFound, listLetterVersions, type LetterRow } from './letter-store';

const CODE_TTL_MS = PHONE_CODE_TTL_MINUTES * 60_000;

/** The digest a signing code is stored as: bound to one version of one letter and one signer. */
const codeDigest = (letterId: string, signerId: string, code: string) => hashShortSecret(code, `letter:${letterId}:${signerId}`);

export const letterErrors = {
  stale: () => new AppError('CONFLICT', 'letters.staleLetter', { key: 'STALE_LETTER' }),
  clientFirst: () => new AppError('CONFLICT', 'letters.clientFirst', { key: 'CLIENT_FIRST' }),
  alreadySigned: () => new AppError('CONFLICT', 'letters.alreadySigned', { key: 'ALREADY_SIGNED' }),
  noPhone: () => new AppError('CONFLICT', 'letters.noPhone', { key: 'NO_PHONE' }),
  noCode: () => new AppError('BAD_REQUEST', 'letters.noCode', { key: 'NO_CODE' }),
  expired: () => new AppError('BAD_REQUEST', 'common.codeExpired', { key: 'CODE_EXPIRED' }),
  wrong: (triesLeft: number) =>
    new AppError('BAD_REQUEST', 'common.codeWrong', {
      key: 'CODE_WRONG',
      params: { triesLeft },
    }),
  notPaid: () => new AppError('CONFLICT', 'serviceOrders.notPaid', { key: 'ORDER_NOT_PAID' }),
  orderNotNow: () => new AppError('CONFLICT', 'serviceOrders.notNow', { key: 'INVALID_TRANSITION' }),
  takeLapsed: () => new AppError('CONFLICT', 'serviceOrders.takeLapsed', { key: 'TAKE_LAPSED' }),
  locked: () => new AppError('TOO_MANY_REQUESTS', 'letters.codeLocked', { key: 'CODE_LOCKED' }),
  triesSpent: (retryAfterSeconds: number) =>
    new AppError('TOO_MANY_REQUESTS', 'letters.triesSpent', {
      key: 'CODE_TRIES_SPENT',
      headers: { 'Retry-After': String(retryAfterSeconds) },
    }),
};

const REFUSALS: Record<SigningRefusal, () => AppError> = {
  CLIENT_FIRST: letterErrors.clientFirst,
  ALREADY_SIGNED: letterErrors.alreadySigned,
  ORDER_NOT_PAID: letterErrors.notPaid,
  ORDER_NOT_NOW: letterErrors.orderNotNow,
  TAKE_LAPSED: letterErrors.takeLapsed,
};

/**
 * The fixed-price order of this work item, as the turn reads it (signingRefusal); null for any other work
 * item. `forUpdate` locks it for the signing transaction (the payment or the clock may move it meanwhile).
 */
export async function letterOrderFacts(
  db: Db,
  workItemId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LetterOrderFacts | null> {
  const query = db
    .select({ status: t.serviceOrders.status, takeBy: t.serviceOrders.takeBy })
    .from(t.serviceOrders)
    .where(eq(t.serviceOrders.id, workItemId));
  const [order] = options.forUpdate ? await query.for('update') : await query;
  return order ?? null;
}

/** The 409 of signingRefusal: this party may not sign this version now (never their turn, or the order's payment first). */
export function assertMaySign(signer: 'CUSTOMER' | 'LAWYER', letter: LetterStatus, order: LetterOrderFacts | null, now: Date): void {
  const refusal = signingRefusal(signer, letter, order, now);
  if (refusal) throw REFUSALS[refusal]();
}

/**
 * The version that waits for this party's signature: the one open version of the letter (not VOID),
 * the version the caller read, and their turn (signingRefusal: the client signs first, the lawyer
 * countersigns — on a fixed-price order, once it is paid). 404 without a letter, 409 for a version
 * replaced meanwhile or when it is not their turn.
 */
export async function letterToSign(
  db: Db,
  item: { id: string; role: 'CUSTOMER' | 'LAWYER' },
  version: number,
  now: Date,
): Promise<LetterRow> {
  const versions = await listLetterVersions(db, item.id);
  if (!versions.length) throw letterNotFound();
  const open = versions.find((v) => v.status !== 'VOID');
  if (!open || open.version !== version) throw letterErrors.stale();
  assertMaySign(item.role, open.status, await letterOrderFacts(db, item.id), now);
  return open;
}

/** "+63 917 *** 0101", "m***@example.com": enough to recognise, not to read out. */
function maskContact(channel: 'sms' | 'email', value: string): string {
  if (channel === 'sms') return `${value.slice(0, 3)} ${value.slice(3, 6)} *** ${value.slice(-4)}`;
  const [local, domain] = value.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/**
 * POST work-items/{id}/letter/code: a 6-digit code for the party whose turn it is, to their verified
 * mobile number (a text) or their e-mail (always verified: no session without it). It replaces any
 * earlier code of theirs for this version, works once, for 10 minutes, five tries — but a new code
 * gives no tries back (checkLetterCode). One each 30 seconds per version, LETTER_CODES_PER_HOUR an
 * hour per person. The code exists only in the message: stored as a keyed digest. The text or the
 * mail is recorded with the code's row and goes out after the commit, by the outbox's kick (its event
 * carries the message's id, never the code), so the answer never waits for SMTP or the SMS provider.
 */
export async function sendLetterCode(
  userId: string,
  workItemId: string,
  input: LetterCodeInput,
  now = new Date(),
): Promise<{ channel: 'sms' | 'email'; sent_to: string; expires_at: string }> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  const db = await getDb();
  const letter = await letterToSign(db, item, input.version, now);
  const [user] = await db
    .select({ email: t.users.email, phone: t.users.phoneE164, phoneVerifiedAt: t.users.phoneVerifiedAt, language: t.users.language })
    .from(t.users)
    .where(eq(t.users.id, userId));
  const phone = user.phoneVerifiedAt ? user.phone : null;
  const channel = input.channel ?? (phone ? 'sms' : 'email');
  if (channel === 'sms' && !phone) throw letterErrors.noPhone();
  // Count codes sent (the version is the body's), so only requests that could send one.
  await enforceRateLimits([{ key: `letter-code:${letter.id}:${userId}`, rule: { limit: 1, windowSeconds: 30 }, afterBody: true }]);
  await enforceRateLimits([
    { key: `letter-code:user:${userId}`, rule: { limit: LETTER_CODES_PER_HOUR, windowSeconds: 3600 }, afterBody: true },
  ]);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  const to = channel === 'sms' ? phone! : user.email;
  const sentTo = maskContact(channel, to);
  const t2 = lettersText(user.language);
  await transactionWithEvents(db, async (tx) => {
    await tx
      .insert(t.engagementSigningCodes)
      .values({
        letterId: letter.id,
        signerId: userId,
        codeHash: codeDigest(letter.id, userId, code),
        channel,
        sentTo,
        expiresAt,
        sentAt: now,
      })
      .onConflictDoUpdate({
        target: [t.engagementSigningCodes.letterId, t.engagementSigningCodes.signerId],
        set: {
          codeHash: sql`excluded.code_hash`,
          channel: sql`excluded.channel`,
          sentTo: sql`excluded.sent_to`,
          expiresAt: sql`excluded.expires_at`,
          sentAt: sql`excluded.sent_at`,
          failedAttempts: 0,
          usedAt: null,
        },
      });
    let message: { smsId: string } | { emailId: string };
    if (channel === 'sms') {
      const sms = await recordSms(
        { userId, to, kind: 'phone_code', body: t2('sms.code', { app: APP_NAME, code, version: letter.version }), priority: true, now },
        tx,
      );
      if (sms.skipReason) throw letterErrors.noPhone();
      message = { smsId: sms.id };
    } else {
      const emailId = await recordEmail(tx, {
        to,
        subject: t2('mail.codeSubject', { code }),
        text: t2('mail.codeText', {
          title: letter.matter.title,
          version: letter.version,
          code,
          minutes: PHONE_CODE_TTL_MINUTES,
          app: APP_NAME,
        }),
      });
      message = { emailId };
    }
    await recordEvents(tx, LETTER_EVENTS, {
      aggregateId: letter.id,
      event: 'code',
      status: letter.status,
      actor: { role: item.role, id: userId },
      payload: message,
    });
  });
  return { channel, sent_to: sentTo, expires_at: expiresAt.toISOString() };
}

/**
 * Spends one try of the signer's code for this version (counted before comparing, in one UPDATE, so
 * concurrent guesses cannot pass five) and compares it. Wrong: 400 with the tries left; the fifth
 * voids the code (429). Every try also counts against the signer's tries on this version across all
 * their codes (LETTER_CODE_TRIES_PER_HOUR, a window shared by every app instance; issue 58): a new
 * code resets the five, never this — over it, 429 whatever the code. Right: returns the channel and
 * where it went; the caller's signing transaction marks it used (useLetterCode), so it works once.
 */
export async function checkLetterCode(
  db: Db,
  letterId: string,
  signerId: string,
  code: string,
  now: Date,
): Promise<{ channel: 'sms' | 'email'; sentTo: string }> {
  const tries = await consumeRateLimit(
    `letter-tries:${letterId}:${signerId}`,
    { limit: LETTER_CODE_TRIES_PER_HOUR, windowSeconds: 3600 },
    { afterBody: true },
  );
  if (!tries.allowed) throw letterErrors.triesSpent(tries.retryAfterSeconds);
  const [reserved] = await queryRows<{ code_hash: string; failed_attempts: number; channel: 'sms' | 'email'; sent_to: string }>(
    db,
    sql`UPDATE engagement_signing_codes SET failed_attempts = failed_attempts + 1
         WHERE letter_id = ${letterId} AND signer_id = ${signerId} AND code_hash IS NOT NULL
           AND expires_at > ${now} AND failed_attempts < ${PHONE_CODE_MAX_TRIES}
        RETURNING code_hash, failed_attempts, channel, sent_to`,
  );
  const mine = and(eq(t.engagementSigningCodes.letterId, letterId), eq(t.engagementSigningCodes.signerId, signerId));
  if (!reserved) {
    const [row] = await db.select().from(t.engagementSigningCodes).where(mine);
    if (!row?.codeHash) throw letterErrors.noCode();
    if (row.expiresAt <= now) throw letterErrors.expired();
    throw letterErrors.locked();
  }
  if (!sameDigest(reserved.code_hash, codeDigest(letterId, signerId, code))) {
    const failed = Number(reserved.failed_attempts);
    if (failed < PHONE_CODE_MAX_TRIES) throw letterErrors.wrong(PHONE_CODE_MAX_TRIES - failed);
    await db.update(t.engagementSigningCodes).set({ codeHash: null }).where(mine);
    throw letterErrors.locked();
  }
  return { channel: reserved.channel, sentTo: reserved.sent_to };
}

/** Inside the signing transaction: the code is spent (it can never sign again). */
export async function useLetterCode(tx: Db, letterId: string, signerId: string, now: Date): Promise<void> {
  await tx
    .update(t.engagementSigningCodes)
    .set({ codeHash: null, usedAt: now })
    .where(and(eq(t.engagementSigningCodes.letterId, letterId), eq(t.engagementSigningCodes.signerId, signerId)));
}
