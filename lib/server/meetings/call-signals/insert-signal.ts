import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import type { CallActivityEvent } from '@/lib/dto/video-call';
import type { CallEventBody } from '@/lib/validation/call';

/** The NOTIFY channel; each payload is "<meeting id>:<signal id>". */
export const CALL_CHANNEL = 'call_signals';

/**
 * Stores one signal and notifies listeners in the same transaction (NOTIFY fires on commit). The
 * meeting's lock makes its signal ids commit in id order: a stream reads "after the last id it
 * sent", so a smaller id committing after a larger one (two concurrent inserts on PostgreSQL) would
 * never be delivered. `unless`, asked under that lock, drops the signal (null): a check made before
 * the lock could be overtaken by a signal that commits in between (the lobby's announcement racing
 * the party's own join, signals/sendCallEvent).
 */
/** Who sends a signal: a user (their id), or the meeting's invited guest. */
export type SignalSender = string | { guestId: string };

export async function insertSignal(meetingId: string, sender: SignalSender, body: CallEventBody | CallActivityEvent): Promise<number>;
export async function insertSignal(
  meetingId: string,
  sender: SignalSender,
  body: CallEventBody | CallActivityEvent,
  options: { unless: (tx: Db) => Promise<boolean> },
): Promise<number | null>;
export async function insertSignal(
  meetingId: string,
  sender: SignalSender,
  body: CallEventBody | CallActivityEvent,
  options?: { unless: (tx: Db) => Promise<boolean> },
): Promise<number | null> {
  const db = await getDb();
  const { kind, ...rest } = body;
  // `to` is a column (the stream's filter), not part of what is delivered as sent.
  const { to, ...payload } = rest as typeof rest & { to?: string };
  const from = typeof sender === 'string' ? { senderId: sender } : { guestId: sender.guestId };
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`call:${meetingId}`}))`);
    if (options && (await options.unless(tx))) return null;
    const [row] = await tx
      .insert(t.callSignals)
      .values({ meetingId, ...from, toParty: to ?? null, kind, payload })
      .returning({ id: t.callSignals.id });
    await tx.execute(sql`SELECT pg_notify(${CALL_CHANNEL}, ${`${meetingId}:${row.id}`})`);
    return row.id;
  });
}
