import 'server-only';
import { after } from 'next/server';
import { logger } from '@/lib/server/platform/log/logger';

const pending = new Set<Promise<void>>();
const waiting = new Set<() => void>();

/**
 * Runs `task` once the response has been sent (Next's `after()`), so its cost is not in the answer's
 * timing: work that exists only for some inputs (a mail to an address that has an account) must not
 * tell a caller which inputs those are. Outside a request (Jest calling a handler directly) the task
 * starts on the next turn of the event loop, after the caller has read the answer, and
 * `settleAfterResponse()` starts and waits for it. A failure is logged, never thrown: the caller has
 * already answered.
 */
export function afterResponse(label: string, task: () => Promise<unknown>): void {
  const run = async () => {
    try {
      await task();
    } catch (error) {
      logger().error({ err: error, task: label }, 'after-response task failed');
    }
  };
  try {
    after(run);
    return;
  } catch {
    // Outside a request scope: no response to wait for.
  }
  const start = () => {
    if (!waiting.delete(start)) return;
    const promise = run().finally(() => pending.delete(promise));
    pending.add(promise);
  };
  waiting.add(start);
  setImmediate(start);
}

/** Starts and waits for the tasks queued outside a request scope (tests). */
export async function settleAfterResponse(): Promise<void> {
  while (waiting.size || pending.size) {
    for (const start of [...waiting]) start();
    await Promise.all([...pending]);
  }
}
