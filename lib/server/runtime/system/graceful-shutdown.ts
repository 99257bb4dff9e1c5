import 'server-only';
import { closeDbHandle } from '@/lib/db';
import { env } from '@/lib/server/env';
import { listenForOutboxKicks, outboxKicksSettled } from '@/lib/server/platform/outbox/kick';
import { noticeReadsSettled, readNoticesAfterUpload } from '@/features/matters/server/notice-reads';
import { stopScheduler } from '@/lib/server/runtime/after-commit/scheduler';
import { callHub } from '@/lib/server/calls/call-hub';
import { callEventStreamsReleased, endCallEventStreams } from '@/lib/server/calls/event-stream';
import { markShuttingDown } from '@/lib/server/platform/http/lifecycle';

const g = globalThis as unknown as { __abogadoShutdownInstalled?: boolean };

/**
 * Graceful shutdown on SIGTERM (and SIGINT), on top of what `next start` does itself. On those
 * signals Next closes its HTTP server — the port refuses new connections, idle kept-alive ones are
 * closed, requests in flight run to their end — and then calls process.exit(128 + signal number)
 * (node_modules/next/dist/server/lib/start-server.js; with NEXT_MANUAL_SIG_HANDLE set it does none
 * of this, and instrumentation.ts does not install this either). What Next cannot know:
 * - an open call event stream never ends by itself, so Next would wait for ever: each one ends now
 *   with a short `retry:` hint, and the browser's EventSource reconnects (with Last-Event-ID)
 *   through the balancer to an instance that is still running;
 * - the scheduler stops: no new pass, the running one may finish, its reminder claims go back;
 * - the outbox's kicks stop: those running may finish, new events wait for a scheduler's pass; court notices' readings likewise;
 * - GET /api/v1/health answers 503, for balancers that probe over kept-alive connections;
 * - Next's final process.exit waits until the above is done and the database is closed (PGlite
 *   then checkpoints instead of replaying its WAL at the next start), and a drain that completed
 *   exits 0, not 143: process managers (systemd among them) count 143 as a failure;
 * - requests that outlive SHUTDOWN_TIMEOUT_SECONDS do not keep the process: it exits with 1.
 */
export function installGracefulShutdown(): void {
  if (g.__abogadoShutdownInstalled) return;
  g.__abogadoShutdownInstalled = true;
  const onSignal = (signal: NodeJS.Signals) => shutDown(signal);
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

function shutDown(signal: NodeJS.Signals): void {
  markShuttingDown();
  const exit = process.exit.bind(process);
  const timeoutMs = env().SHUTDOWN_TIMEOUT_SECONDS * 1000;
  setTimeout(() => {
    console.error(`[shutdown] requests still running after ${timeoutMs / 1000} s; exiting anyway`);
    exit(1);
  }, timeoutMs).unref();

  const drained = drain(signal).then(
    () => true,
    (error: unknown) => {
      console.error('[shutdown]', error);
      return false;
    },
  );
  // Next calls process.exit once its HTTP server has closed (every request answered). Only from
  // here on, with no request left that could need it, is the database closed.
  process.exit = ((code?: number | string | null) => {
    void drained.then(async (ok) => {
      const closed = await closeDatabase();
      const nextsOwn = code === 128 + 15 || code === 128 + 2;
      exit(ok && closed && nextsOwn ? 0 : nextsOwn ? 1 : (code ?? undefined));
    });
  }) as typeof process.exit;
}

async function drain(signal: NodeJS.Signals): Promise<void> {
  const streams = endCallEventStreams();
  const waitMs = Math.min(5000, (env().SHUTDOWN_TIMEOUT_SECONDS * 1000) / 2);
  // The ended streams delete their call_streams rows before the database closes (else the rows
  // would count against the user's limit until they go stale); a hung database is not waited for.
  const released = Promise.race([callEventStreamsReleased(), new Promise<void>((resolve) => setTimeout(resolve, waitMs).unref())]);
  // No new outbox kicks (what commits from here on waits for a scheduler's pass, here or elsewhere); the
  // running ones may finish, and one cut short is taken again by a pass once its lease has run out.
  listenForOutboxKicks(undefined);
  // Court notices likewise (issue 73 item 5): no new reading starts here; one cut short is read again after its lease.
  readNoticesAfterUpload(false);
  const kicks = Promise.race([
    Promise.all([outboxKicksSettled(), noticeReadsSettled()]),
    new Promise<void>((resolve) => setTimeout(resolve, waitMs).unref()),
  ]);
  const [scheduler] = await Promise.all([stopScheduler({ waitMs }), released, kicks]);
  console.log(
    `[shutdown] ${signal}: ${streams} call stream(s) ended with a retry hint; scheduler ${scheduler.finished ? 'stopped' : 'interrupted'}, ` +
      `${scheduler.released} reminder claim(s) handed back; finishing the requests in flight`,
  );
}

async function closeDatabase(): Promise<boolean> {
  try {
    await callHub().close();
    await closeDbHandle();
    return true;
  } catch (error) {
    console.error('[shutdown] closing the database failed', error);
    return false;
  }
}
