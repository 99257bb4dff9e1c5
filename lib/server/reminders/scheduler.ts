import 'server-only';
import { getDb } from '@/lib/db';
import { expireStaleHolds } from '../payments/expire-holds';
import { sendDueReminders } from './send-due-reminders';
import { extendBlockerSeries } from '../blockers/materialise-series';
import { env } from '@/lib/server/env';

export const SCHEDULER_INTERVAL_MS = 15_000;

/** One pass of the background work (hold expiry, reminders, weekly blocker series); safe to run from any number of processes at once. */
export async function runSchedulerTick(options: { now?: Date } = {}): Promise<{ expired: number; reminders: number; series: number }> {
  const db = await getDb();
  const expired = await expireStaleHolds(db, { now: options.now });
  const reminders = await sendDueReminders({ now: options.now });
  // Weekly blockers stay written out about six months ahead.
  const series = await extendBlockerSeries({ now: options.now });
  return { expired: expired.length, reminders, series };
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
