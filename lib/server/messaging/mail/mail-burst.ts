import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { consumeRateLimit } from '@/lib/server/platform/security/rate-limit';

/**
 * One mail at once per thread and address in this window; what follows in it is one digest at its end (issue 73
 * item 6: 20 matter comments sent 20 mails, 15 order-and-withdraw rounds 15). Fifteen minutes: a conversation's
 * next message is still news, and a burst costs the reader two mails, not twenty.
 */
const MAIL_BURST_WINDOW_SECONDS = 15 * 60;

export type BurstSlot = { first: true } | { first: false; endsAt: Date };

/**
 * Whether this mail of `thread` (a matter and its reader, a client's new orders to one lawyer) to `to` is the
 * window's first — send it now — or follows one: then it folds into the window's one digest, sent at `endsAt`
 * (the window's end, the same for every mail of the window, so the digest's dedupe key names it once).
 */
export async function burstSlot(thread: string, to: string): Promise<BurstSlot> {
  const key = `mail-burst:${thread}:${to.trim().toLowerCase()}`;
  const result = await consumeRateLimit(key, { limit: 1, windowSeconds: MAIL_BURST_WINDOW_SECONDS }, { afterBody: true });
  if (result.allowed) return { first: true };
  const [row] = await queryRows<{ expires_at: string | Date }>(
    await getDb(),
    sql`SELECT expires_at FROM rate_limit_buckets WHERE key = ${key}`,
  );
  return { first: false, endsAt: row ? new Date(row.expires_at) : new Date(Date.now() + result.retryAfterSeconds * 1000) };
}
