import 'server-only';
import { getDb } from '@/lib/db';
import { expireStaleHolds } from '../payments/expire-holds';
import { reconcilePayments } from '../payments/reconcile-payments';
import { sendDueReminders } from './send-due-reminders';
import { refreshExternalCalendars } from '../calendar-sync/import-calendar';
import { extendBlockerSeries } from '../blockers/materialise-series';
import { sendCommissionNotices } from '../notary/send-commission-notices';
import { env } from '@/lib/server/env';

export const SCHEDULER_INTERVAL_MS = 15_000;

/**
 * One pass of the background work (hold expiry, reminders, weekly blocker series, imported
 * calendars, payments whose webhook is overdue, notaries' commission notices); safe to run from any
 * number of processes at once. The two kinds of work that wait on other servers — imported calendars
 * due for a refresh (every 30 minutes each) and checkouts looked up at the payment provider — run
 * beside the rest, so a slow calendar or provider never delays a reminder.
 */
export async function runSchedulerTick(options: { now?: Date } = {}): Promise<{ expired: number; reminders: number; series: number; calendars: number; payments: number; notaryNotices: number }> {
  const db = await getDb();
  const calendars = refreshExternalCalendars({ now: options.now }).catch((error: unknown) => {
    console.error('[calendar-sync]', error);
    return { checked: 0 };
  });
  const payments = reconcilePayments({ now: options.now }).catch((error: unknown) => {
    console.error('[payments] reconciliation', error);
    return { checked: 0 };
  });
  const expired = await expireStaleHolds(db, { now: options.now });
  const reminders = await sendDueReminders({ now: options.now });
  // Weekly blockers stay written out about six months ahead.
  const series = await extendBlockerSeries({ now: options.now });
  // Notaries are told 30 days before their commission ends and when it has lapsed.
  const notaryNotices = await sendCommissionNotices({ now: options.now });
  return { expired: expired.length, reminders, series, calendars: (await calendars).checked, payments: (await payments).checked, notaryNotices };
}

const g = globalThis as unknown as { __abogadoScheduler?: NodeJS.Timeout };

/** Starts the in-process scheduler once per process (called from instrumentation.ts). */
export function startScheduler(): void {
  if (g.__abogadoScheduler || env().SCHEDULER === 'off') return;
  g.__abogadoScheduler = setInterval(() => {
    runSchedulerTick().catch((error) => console.error('[scheduler]', error));
  }, SCHEDULER_INTERVAL_MS);
  g.__abogadoScheduler.unref();
}
