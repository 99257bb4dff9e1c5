import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/platform/log/logger';
import { recordEvents } from '@/lib/server/platform/outbox/record-event';
import { PHONE_EVENTS } from './events';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { consumeRateLimit } from '@/lib/server/platform/security/rate-limit';
import { phoneErrors } from './phone-messages';

const HOUR_SECONDS = 3600;

/**
 * The app's hourly budget of one-time codes (SMS_CODE_HOURLY_BUDGET), the last limit before a code
 * is texted: whatever slips past the per-number, per-account and per-address limits (many addresses,
 * many accounts) stops here, so a farm costs at most the budget an hour. Counted only for a code that
 * passed every other limit, so refused attempts never use it up. Past it: a 429 for everyone until
 * the hour ends, and the admins are told (after this commit, by the outbox: code-notices.ts).
 */
export async function consumeCodeBudget(userId: string, now: Date): Promise<void> {
  const budget = env().SMS_CODE_HOURLY_BUDGET;
  const result = await consumeRateLimit('phone-code:global', { limit: budget, windowSeconds: HOUR_SECONDS }, { afterBody: true });
  if (result.allowed) return;
  await recordBudgetReached(userId, budget, now);
  throw phoneErrors.budgetReached(result.retryAfterSeconds);
}

/**
 * The admins' warning, as an outbox event of the account whose ask met the budget: one per clock hour
 * (a farm's every refused ask would else write one; two racing asks may both write it, and the mails'
 * dedupe keys still send one). A failure to record is logged, never thrown: the refusal stands.
 */
async function recordBudgetReached(userId: string, budget: number, now: Date): Promise<void> {
  const hour = now.toISOString().slice(0, 13);
  logger().warn({ budget, hour }, 'one-time code budget reached');
  try {
    const db = await getDb();
    const [told] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM domain_events WHERE aggregate = 'phone' AND event = 'code-budget' AND payload->>'hour' = ${hour} LIMIT 1`,
    );
    if (told) return;
    await transactionWithEvents(db, (tx) =>
      recordEvents(tx, PHONE_EVENTS, {
        aggregateId: userId,
        event: 'code-budget',
        status: 'budget-reached',
        actor: { role: 'USER', id: userId },
        payload: { hour, budget },
      }),
    );
  } catch (error) {
    logger().error({ err: error }, 'one-time code budget alert failed');
  }
}
