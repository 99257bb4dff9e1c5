import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { claimDue } from '@/lib/server/platform/delivery/claim-due';
import { smsMessages as s } from '@/lib/db/schema';
import { DELIVERY_LEASE_MS, nextAttemptAfterFailure } from '@/lib/server/platform/delivery/retry-policy';
import { logger } from '@/lib/server/platform/log/logger';
import { smsSender, type SmsSender } from './sms-port';
import { CODE_DIGITS } from './templates';
import { skipReasonOf, type SmsKind } from '@/lib/rules/sms-skip';

type ClaimedSms = {
  id: string;
  user_id: string | null;
  to_number: string;
  kind: SmsKind;
  body: string;
  priority: boolean;
  attempts: number;
  opted_out: boolean;
  /** For a notification: whether the number is still the account's verified one. */
  number_current: boolean;
};

const BATCH = 20;

/** A code's text with its digits starred out (redactedCodeSms of templates.ts, in SQL). */
const starred = sql`regexp_replace(body, ${CODE_DIGITS}, '******', 'g')`;

/**
 * Claims due texts for DELIVERY_LEASE_MS in one statement over `FOR UPDATE SKIP LOCKED` (the mail
 * retry's rule), so two instances never take the same row; the claim commits before any network call.
 * With `ids`, only those (a text sent right after it was recorded; if the pass took it first, nothing).
 */
async function claimDueSms(now: Date, ids?: string[]): Promise<ClaimedSms[]> {
  return claimDue<ClaimedSms>(await getDb(), {
    table: 'sms_messages',
    due: sql`next_attempt_at <= ${now} AND status IN ('QUEUED', 'FAILED')`,
    ids,
    orderBy: sql`next_attempt_at`,
    limit: BATCH,
    set: sql`next_attempt_at = ${new Date(now.getTime() + DELIVERY_LEASE_MS)}`,
    returning: sql`id, user_id, to_number, kind, body, priority, attempts`,
    read: sql`SELECT c.*,
        COALESCE(o.opted_out, false) AS opted_out,
        (u.phone_e164 = c.to_number AND u.phone_verified_at IS NOT NULL) IS TRUE AS number_current
      FROM claimed c
      LEFT JOIN sms_opt_outs o ON o.phone_e164 = c.to_number
      LEFT JOIN users u ON u.id = c.user_id`,
  });
}

/** Why a claimed text must not go out after all (the facts may have changed since it was recorded). */
const skipAtDelivery = (row: ClaimedSms, sender: SmsSender) =>
  skipReasonOf({ kind: row.kind, optedOut: row.opted_out, numberCurrent: row.number_current, reachable: sender.reaches(row.to_number) });

/**
 * One delivery attempt of a claimed text: SENT with the provider's id, or FAILED with the error and
 * the next attempt 1, 2, 4, 8 minutes later until the fifth (delivery/retry-policy.ts). A code's
 * text is kept redacted once the provider has had it, accepted or not: the outbox then holds its words,
 * in the language it was written in, with the code starred out ("Your Abogado code is ******. …",
 * redactedCodeSms). Never logs a text or a number.
 */
async function deliverClaimedSms(row: ClaimedSms, sender: SmsSender): Promise<void> {
  const db = await getDb();
  const skip = skipAtDelivery(row, sender);
  if (skip) {
    await db.execute(
      sql`UPDATE sms_messages SET status = 'SKIPPED', skip_reason = ${skip}, next_attempt_at = NULL,
            body = CASE WHEN kind = 'phone_code' THEN ${starred} ELSE body END
          WHERE id = ${row.id}`,
    );
    return;
  }
  const result = await sender.send({ to: row.to_number, body: row.body, priority: row.priority });
  if (result.ok) {
    await db.execute(
      sql`UPDATE sms_messages SET status = 'SENT', sent_at = now(), error = NULL, attempts = attempts + 1, next_attempt_at = NULL,
            provider_message_id = ${result.providerMessageId},
            body = CASE WHEN kind = 'phone_code' THEN ${starred} ELSE body END
          WHERE id = ${row.id}`,
    );
    return;
  }
  logger().warn({ sms_id: row.id, kind: row.kind, attempt: row.attempts + 1, error: result.error }, 'sms delivery failed');
  // A code is not tried again: it is good for 10 minutes, the person can ask for another at once, and
  // a retry would keep it in clear in the outbox meanwhile.
  await db.execute(
    row.kind === 'phone_code'
      ? sql`UPDATE sms_messages SET status = 'FAILED', error = ${result.error.slice(0, 500)}, attempts = attempts + 1,
              next_attempt_at = NULL, body = ${starred}
            WHERE id = ${row.id}`
      : sql`UPDATE sms_messages SET status = 'FAILED', error = ${result.error.slice(0, 500)}, attempts = attempts + 1,
              next_attempt_at = ${nextAttemptAfterFailure(s.attempts)}
            WHERE id = ${row.id}`,
  );
}

/**
 * The scheduler's SMS pass (and the send right after recording): every due text — new, or failed and
 * due again — claimed and tried once. Without a provider there is nothing to do: the outbox is the end.
 * Returns the texts tried.
 */
export async function deliverDueSms(options: { now?: Date; ids?: string[] } = {}): Promise<number> {
  const sender = smsSender();
  if (!sender) return 0;
  const claimed = await claimDueSms(options.now ?? new Date(), options.ids);
  for (const row of claimed) await deliverClaimedSms(row, sender);
  return claimed.length;
}

/** Sends one just-recorded text now instead of at the next pass (codes, a party waiting); a failure waits for the pass. */
export async function deliverSmsNow(id: string): Promise<void> {
  try {
    await deliverDueSms({ ids: [id] });
  } catch (error) {
    logger().error({ err: error, sms_id: id }, 'sms delivery failed');
  }
}
