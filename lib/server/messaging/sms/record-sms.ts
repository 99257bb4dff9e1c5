import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { ESSENTIAL_SMS_KINDS, skipReasonOf, smsCapsApply, type SmsKind } from '@/lib/rules/sms-skip';
import type { SmsStatus } from '@/lib/dto/sms';
import { env } from '@/lib/server/env';
import { gsm7Text, measureSms } from './encoding';
import { isOptedOut } from './opt-outs';
import { smsSender } from './sms-port';

export type NewSms = {
  userId: string | null;
  /** E.164. */
  to: string;
  kind: SmsKind;
  body: string;
  /** Semaphore's /priority: codes and the 10-minute reminder. */
  priority?: boolean;
  /** One text per key, however often the triggering event is replayed. */
  dedupeKey?: string;
  /** The meeting a notification is about (its non-essential texts are capped per meeting). */
  meetingId?: string;
  now?: Date;
};

export type RecordedSms = { id: string; status: SmsStatus; skipReason: string | null; duplicate: boolean };

type Row = { id: string; status: SmsStatus; skip_reason: string | null };

/**
 * Records a text before anything is sent (the outbox row is the message): in GSM-7 where it can be,
 * with its encoding and counted parts, once per dedupe key. Decided here, in the same transaction:
 * an opted-out number's text, a non-essential one over the account's daily cap (SMS_DAILY_CAP a
 * Philippine day, codes included) and one over its meeting's cap (SMS_MEETING_CAP) are recorded SKIPPED
 * with the reason, never sent; a confirmation or a reminder is never capped (ESSENTIAL_SMS_KINDS).
 * The caps are exact under concurrency: the account's texts are counted under an advisory lock.
 * With a provider, the row is due at once (the SMS pass, or deliverSmsNow); without, it stays QUEUED.
 * Pass `tx` to record inside a transaction of the caller (one commit with its other writes).
 */
export async function recordSms(input: NewSms, tx?: Db): Promise<RecordedSms> {
  const body = gsm7Text(input.body);
  const { encoding, segments } = measureSms(body);
  const now = input.now ?? new Date();
  const write = async (tx: Db): Promise<RecordedSms> => {
    if (input.dedupeKey) {
      const [existing] = await queryRows<Row>(
        tx,
        sql`SELECT id, status, skip_reason FROM sms_messages WHERE dedupe_key = ${input.dedupeKey}`,
      );
      if (existing) return { id: existing.id, status: existing.status, skipReason: existing.skip_reason, duplicate: true };
    }
    const skipReason = await skipAtRecording(tx, input, now);
    const due = skipReason === null && smsSender() !== null;
    const [row] = await queryRows<Row>(
      tx,
      sql`INSERT INTO sms_messages (user_id, to_number, kind, body, encoding, segments, priority, status, skip_reason, next_attempt_at, dedupe_key, meeting_id, created_at)
          VALUES (${input.userId}, ${input.to}, ${input.kind}, ${body}, ${encoding}, ${segments}, ${input.priority ?? false},
                  ${skipReason ? 'SKIPPED' : 'QUEUED'}, ${skipReason}, ${due ? now : null}, ${input.dedupeKey ?? null}, ${input.meetingId ?? null}, ${now})
          ON CONFLICT (dedupe_key) DO NOTHING
          RETURNING id, status, skip_reason`,
    );
    if (row) return { id: row.id, status: row.status, skipReason: row.skip_reason, duplicate: false };
    // Another process recorded the same key between the look-up and the insert.
    const [existing] = await queryRows<Row>(
      tx,
      sql`SELECT id, status, skip_reason FROM sms_messages WHERE dedupe_key = ${input.dedupeKey!}`,
    );
    return { id: existing.id, status: existing.status, skipReason: existing.skip_reason, duplicate: true };
  };
  if (tx) return write(tx);
  return (await getDb()).transaction(write);
}

/** The facts `skipReasonOf` needs at recording; the caps are counted under the account's lock, and only when they apply. */
async function skipAtRecording(tx: Db, input: NewSms, now: Date) {
  const optedOut = await isOptedOut(input.to, tx);
  if (optedOut || !smsCapsApply(input.kind, input.userId)) return skipReasonOf({ kind: input.kind, optedOut });
  const userId = input.userId!;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms-cap:${userId}`}))`);
  const capReached = await dailyCapReached(tx, userId, now);
  if (capReached || !input.meetingId) return skipReasonOf({ kind: input.kind, optedOut, dailyCapReached: capReached });
  const [{ n }] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM sms_messages
        WHERE user_id = ${userId} AND meeting_id = ${input.meetingId} AND status <> 'SKIPPED'
          AND kind NOT IN (${sql.join(
            ESSENTIAL_SMS_KINDS.map((k) => sql`${k}`),
            sql`, `,
          )})`,
  );
  return skipReasonOf({ kind: input.kind, optedOut, dailyCapReached: capReached, sentAboutMeeting: Number(n) });
}

/** Whether the account's capped texts (all but confirmations and reminders) this Philippine day reached SMS_DAILY_CAP. */
export async function dailyCapReached(db: Db, userId: string, now: Date): Promise<boolean> {
  const [{ n }] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM sms_messages
        WHERE user_id = ${userId} AND status <> 'SKIPPED'
          AND kind NOT IN (${sql.join(
            ESSENTIAL_SMS_KINDS.map((k) => sql`${k}`),
            sql`, `,
          )})
          AND created_at >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE ${DEFAULT_TIME_ZONE}) AT TIME ZONE ${DEFAULT_TIME_ZONE})`,
  );
  return Number(n) >= env().SMS_DAILY_CAP;
}
