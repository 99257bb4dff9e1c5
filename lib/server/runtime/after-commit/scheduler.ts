import 'server-only';
import { releaseReminderClaims } from '@/lib/server/runtime/reminders/send-due-reminders';
import { env } from '@/lib/server/env';
import type { ScheduledJob } from '@/lib/server/platform/outbox/define-jobs';
import { deliverOutbox } from './domain-event-handlers';
import { DECLARED_JOBS } from './jobs.generated';

/** A job's log prefix and the pass's result key: its declared name. */
export type JobName = (typeof DECLARED_JOBS)[number]['name'];

/** Every declared job, by `order` (ties in the index's order): checked once, so a name used twice fails at start. */
const JOBS: readonly ScheduledJob[] = (() => {
  const jobs = [...DECLARED_JOBS].sort((a, b) => a.order - b.order);
  const names = jobs.map((j) => j.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length) throw new Error(`scheduler: jobs declared twice: ${twice.join(', ')}`);
  return jobs;
})();

/**
 * One pass of the background work: every job the domains declare (lib/server/<domain>/jobs.ts, listed by npm run
 * gen:jobs — hold expiry, reminders, settling meetings after the call, refunds, weekly blocker series, imported
 * calendars, payments whose webhook is overdue, notaries' and lawyers' notices, the clocks of questions, the
 * legal-aid desk and service orders, erasures, exports, e-mails SMTP refused, texts), then the outbox (what
 * follows committed moves); safe to run from any number of processes at once. Jobs run one after the other by
 * their `order`; one that waits on another server (`beside`: a provider, a calendar, a parse) starts at its place
 * and is awaited at the end, its failure logged, so a slow calendar, mail server or provider never delays a
 * reminder. Answers how much each did, by the job's name, and the outbox's events done.
 */
export async function runSchedulerTick(options: { now?: Date } = {}): Promise<Record<JobName | 'outbox', number>> {
  const result: Record<string, number> = {};
  const beside: Promise<void>[] = [];
  for (const job of JOBS) {
    if (job.beside)
      beside.push(
        job.run(options.now).then(
          (n) => void (result[job.name] = n),
          (error: unknown) => {
            console.error(`[${job.name}]`, error);
            result[job.name] = 0;
          },
        ),
      );
    else result[job.name] = await job.run(options.now);
  }
  await Promise.all(beside);
  // Last, so the events of this pass's own moves (a payment reconciled, a no-show settled) go too:
  // what follows committed cancellations, confirmations and refunds that no request's kick handled
  // (a crash between the commit and the send, a failure to try again).
  const outbox = await deliverOutbox({ now: options.now }).catch((error: unknown) => {
    console.error('[outbox]', error);
    return { done: 0 };
  });
  result.outbox = outbox.done;
  return result as Record<JobName | 'outbox', number>;
}

type SchedulerState = { first?: NodeJS.Timeout; timer?: NodeJS.Timeout; running?: Promise<void>; stopped: boolean };

// On globalThis: Next loads instrumentation.ts in its own bundle, and dev reloads re-evaluate modules.
const g = globalThis as unknown as { __abogadoScheduler?: SchedulerState };

/**
 * Starts the in-process scheduler once per process (called from instrumentation.ts): a first pass
 * a second after start, so work that fell due while no instance ran (a crash, a deploy) is not left
 * for a whole interval, then one every SCHEDULER_INTERVAL_SECONDS. Passes never overlap.
 */
export function startScheduler(): void {
  const { SCHEDULER, SCHEDULER_INTERVAL_SECONDS } = env();
  if (g.__abogadoScheduler || SCHEDULER === 'off') return;
  const state: SchedulerState = { stopped: false };
  g.__abogadoScheduler = state;
  const tick = () => {
    if (state.stopped || state.running) return;
    state.running = runSchedulerTick()
      .then(
        () => undefined,
        (error: unknown) => console.error('[scheduler]', error),
      )
      .finally(() => {
        state.running = undefined;
      });
  };
  state.first = setTimeout(tick, Math.min(1000, SCHEDULER_INTERVAL_SECONDS * 1000));
  state.timer = setInterval(tick, SCHEDULER_INTERVAL_SECONDS * 1000);
  state.first.unref();
  state.timer.unref();
}

/**
 * Stops this process's scheduler (graceful shutdown): no new pass starts, the running one gets up
 * to `waitMs` to finish, and whatever it still holds is handed back (releaseReminderClaims) so
 * another instance takes it at its next pass instead of after the claim's lease.
 */
export async function stopScheduler(options: { waitMs: number }): Promise<{ finished: boolean; released: number }> {
  const state = g.__abogadoScheduler;
  if (!state) return { finished: true, released: 0 };
  state.stopped = true;
  clearTimeout(state.first);
  clearInterval(state.timer);
  let finished = true;
  if (state.running) {
    let timeout: NodeJS.Timeout | undefined;
    finished = await Promise.race([
      state.running.then(() => true),
      new Promise<boolean>((resolve) => (timeout = setTimeout(() => resolve(false), options.waitMs))),
    ]);
    clearTimeout(timeout);
  }
  return { finished, released: await releaseReminderClaims() };
}
