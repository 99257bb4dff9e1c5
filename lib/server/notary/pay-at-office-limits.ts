import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { AppError } from '@/lib/server/platform/http/errors';
import { MAX_OPEN_PAY_AT_OFFICE_PER_CLIENT } from '@/lib/validation/pay-at-office';

/**
 * Inside the booking's transaction, under the notary's calendar lock (holdSlot): the client's open
 * pay-at-the-office appointments across ALL notaries (under the client's own lock, so two bookings at
 * two notaries cannot both pass), and this notary's day (assertNotaryDayRoom). A cancelled
 * appointment counts for neither.
 */
export async function assertPayAtOfficeRoom(
  tx: Db,
  options: { customerId: string; notaryId: string; start: Date; now: Date },
): Promise<void> {
  const { customerId, notaryId, start, now } = options;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`pay-at-office:${customerId}`}))`);
  const [{ open }] = await queryRows<{ open: number }>(
    tx,
    sql`SELECT count(*)::int AS open FROM meetings m JOIN notary_appointments na ON na.meeting_id = m.id
        WHERE m.customer_id = ${customerId} AND na.pay_at_office AND m.status = 'CONFIRMED' AND m.end_at > ${now}`,
  );
  if (Number(open) >= MAX_OPEN_PAY_AT_OFFICE_PER_CLIENT)
    throw new AppError('UNPROCESSABLE', 'payAtOffice.openLimit', { key: 'PAY_AT_OFFICE_OPEN_LIMIT' });
  await assertNotaryDayRoom(tx, { notaryId, start });
}

/**
 * This notary's pay-at-the-office appointments on the Philippine day of `start` (a cancelled one, and
 * `except` — the appointment being moved — aside) against their own number a day
 * (notary_profiles.pay_at_office_per_day): for a booking, and for a move to another day.
 */
export async function assertNotaryDayRoom(db: Db, options: { notaryId: string; start: Date; except?: string }): Promise<void> {
  const { notaryId, start } = options;
  const [{ taken, cap }] = await queryRows<{ taken: number; cap: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM meetings m JOIN notary_appointments na ON na.meeting_id = m.id
                WHERE na.notary_id = ${notaryId} AND na.pay_at_office AND m.status <> 'CANCELLED'
                  AND m.id IS DISTINCT FROM ${options.except ?? null}::uuid
                  AND (m.start_at AT TIME ZONE ${DEFAULT_TIME_ZONE})::date = (${start}::timestamptz AT TIME ZONE ${DEFAULT_TIME_ZONE})::date) AS taken,
               (SELECT pay_at_office_per_day FROM notary_profiles WHERE id = ${notaryId}) AS cap`,
  );
  if (Number(taken) >= Number(cap)) throw new AppError('UNPROCESSABLE', 'payAtOffice.dayFull', { key: 'PAY_AT_OFFICE_DAY_FULL' });
}
