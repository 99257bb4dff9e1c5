import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db';
import { smsOptOuts } from '@/lib/db/schema';

// STOP and START (issue 29). A number that opted out gets no text at all — not even a one-time code —
// until it opts in again; the row keeps when and through what each last happened.

/** Keywords carriers and providers treat as an opt-out / opt-in (the whole reply, any case). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const START_WORDS = new Set(['START', 'UNSTOP']);

export type InboundAction = 'opted_out' | 'opted_in' | 'ignored';

/** What a reply means: its first word, trimmed, upper-cased ("stop", "Stop please" → STOP). */
export function inboundKeyword(text: string): { keyword: string; action: InboundAction } {
  const keyword =
    text
      .trim()
      .split(/\s+/)[0]
      ?.toUpperCase()
      .replace(/[^A-Z]/g, '') ?? '';
  if (STOP_WORDS.has(keyword)) return { keyword, action: 'opted_out' };
  if (START_WORDS.has(keyword)) return { keyword, action: 'opted_in' };
  return { keyword, action: 'ignored' };
}

export async function isOptedOut(e164: string, db?: Db): Promise<boolean> {
  const conn = db ?? (await getDb());
  const [row] = await conn.select({ optedOut: smsOptOuts.optedOut }).from(smsOptOuts).where(eq(smsOptOuts.phoneE164, e164));
  return Boolean(row?.optedOut);
}

/** Records a STOP or START for a number (a reply received, or the provider's own opt-out report). */
export async function recordOptChoice(
  e164: string,
  action: 'opted_out' | 'opted_in',
  source: string,
  keyword: string,
  at: Date,
): Promise<void> {
  const db = await getDb();
  const optedOut = action === 'opted_out';
  await db
    .insert(smsOptOuts)
    .values({
      phoneE164: e164,
      optedOut,
      optedOutAt: optedOut ? at : null,
      optedInAt: optedOut ? null : at,
      source,
      keyword,
      updatedAt: at,
    })
    .onConflictDoUpdate({
      target: smsOptOuts.phoneE164,
      set: {
        optedOut,
        optedOutAt: optedOut ? at : sql`${smsOptOuts.optedOutAt}`,
        optedInAt: optedOut ? sql`${smsOptOuts.optedInAt}` : at,
        source,
        keyword,
        updatedAt: at,
      },
    });
}
