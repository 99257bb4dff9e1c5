/**
 * Issue 74 item 2: a domain's timed work declared next to its code (lib/server/<domain>/jobs.ts), as documenso's job
 * definitions and cal.com's task registry do. The scheduler (lib/server/runtime/after-commit/scheduler.ts) runs every
 * declared job each pass, in `order`; its list is generated from the declarations (npm run gen:jobs), never kept by hand.
 */
export type ScheduledJob = {
  /** The job's key in the pass's result (what `runSchedulerTick` answers and the worker logs). */
  name: string;
  /**
   * When in the pass: jobs run one after the other by this number, lowest first; the outbox always runs last (so
   * the events of the pass's own moves go too).
   */
  order: number;
  /**
   * Started at its `order` and not waited for until the pass's end: work that waits on another server (a provider,
   * a calendar, a parse with its own wall budget), so it never delays a reminder. Its failure is logged, not thrown.
   */
  beside?: boolean;
  /** One pass of it: how many things it did. */
  run: (now: Date | undefined) => Promise<number>;
};

/** A domain's jobs, checked at compile time and kept in declaration order. */
export function defineJobs<const J extends readonly ScheduledJob[]>(jobs: J): J {
  return jobs;
}
