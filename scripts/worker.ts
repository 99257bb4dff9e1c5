// npm run worker [-- --once] [--now ISO] – the background scheduler as its own process: expires
// unpaid holds, sends due 10-minute reminders, settles meetings whose call window closed
// (lib/server/meetings/settle-ended-meetings.ts), writes weekly blockers ahead, re-reads imported
// calendars every 30 minutes (lib/server/calendar/sync/import-calendar.ts) and asks the payment
// provider about checkouts whose webhook is overdue (lib/server/payments/reconcile-payments.ts).
// The app also runs it in-process (instrumentation.ts).
import { parseArgs } from 'node:util';
import { getDbHandle } from '@/lib/db';
import { checkEnvOrExit } from '@/lib/server/env';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { releaseReminderClaims } from '@/lib/server/runtime/reminders/send-due-reminders';

async function main() {
  const { values } = parseArgs({ options: { once: { type: 'boolean', default: false }, now: { type: 'string' } } });
  const config = checkEnvOrExit();
  if (!config.DATABASE_URL) {
    // Embedded PGlite must never be opened by two processes: the app already runs the scheduler in-process.
    console.error('npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database the app runs the scheduler itself.');
    process.exit(1);
  }
  const now = values.now ? new Date(values.now) : undefined;
  if (values.once) {
    const result = await runSchedulerTick({ now });
    console.log(JSON.stringify(result));
    await (await getDbHandle()).close();
    return;
  }
  // SIGTERM/SIGINT: the pass in progress finishes, nothing is left claimed, then exit 0.
  let stopping = false;
  let wake = () => {};
  const stop = () => {
    stopping = true;
    wake();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log('worker started');
  while (!stopping) {
    try {
      await runSchedulerTick();
    } catch (error) {
      console.error('[worker]', error);
    }
    if (stopping) break;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, config.SCHEDULER_INTERVAL_SECONDS * 1000);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  await releaseReminderClaims();
  await (await getDbHandle()).close();
  console.log('worker stopped');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
