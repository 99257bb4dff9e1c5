import 'server-only';
import { checkEnvOrExit, checkServerDatabase, env } from '@/lib/server/env';

/**
 * What a server does once as it starts (instrumentation.ts `register`, Node.js only). It lives here,
 * not in instrumentation.ts, because Next also compiles that file for the Edge runtime: Node-only
 * code there (process.exit, the scheduler's imports) printed an Edge warning and "Ecmascript file
 * had an error" on every `npm run dev` (issue 45), though nothing ran on the Edge.
 *
 * NEXT_PHASE and NEXT_MANUAL_SIG_HANDLE are Next's own signals about this process, not our
 * configuration (lib/server/env.ts), so they are read here directly. The rest loads only once the
 * environment has passed its check, so a bad variable is one line, not a stack from a module's import.
 */
export async function registerServer(): Promise<void> {
  // A bad environment stops the server now, with one line naming the variable.
  checkEnvOrExit();
  // Forwarding headers count only from TRUSTED_PROXIES; installed before the first request is read.
  const { installForwardedHeaderGuard } = await import('@/lib/server/platform/net/trusted-proxies');
  installForwardedHeaderGuard();
  // `next build` also loads instrumentation; background work belongs to running servers only.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const refusal = checkServerDatabase(env());
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  // Each commit's outbox events (mails, texts, refunds of a cancellation or a confirmation) are handled
  // by this process right after the commit, whether or not it runs the scheduler (whose pass handles
  // whatever a kick did not).
  const { installOutboxKicks } = await import('@/lib/server/runtime/after-commit/domain-event-handlers');
  installOutboxKicks();
  // Court notices uploaded here are read right after their commit (issue 73 item 5), within the caps every process shares.
  const { readNoticesAfterUpload } = await import('@/features/matters/server/notice-reads');
  readNoticesAfterUpload(true);
  const { startScheduler } = await import('@/lib/server/runtime/after-commit/scheduler');
  startScheduler();
  // SIGTERM: end call streams with a retry hint, stop the scheduler, then Next drains and exits.
  // With NEXT_MANUAL_SIG_HANDLE the operator handles signals (Next closes nothing), so we stay out.
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    const { installGracefulShutdown } = await import('./graceful-shutdown');
    installGracefulShutdown();
  }
}
