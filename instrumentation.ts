import type { Instrumentation } from 'next';

// Next.js calls register() once when a server instance starts.
// NEXT_RUNTIME and NEXT_PHASE are Next's own signals about this process, not our configuration
// (lib/server/env.ts), so they are read here directly.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A bad environment stops the server now, with one line naming the variable.
  const { checkEnvOrExit } = await import('./lib/server/env');
  checkEnvOrExit();
  // Forwarding headers count only from TRUSTED_PROXIES; installed before the first request is read.
  const { installForwardedHeaderGuard } = await import('./lib/server/net/trusted-proxies');
  installForwardedHeaderGuard();
  // `next build` also loads this file; background work belongs to running servers only.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { env, checkServerDatabase } = await import('./lib/server/env');
  const refusal = checkServerDatabase(env());
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const { startScheduler } = await import('./lib/server/reminders/scheduler');
  startScheduler();
  // SIGTERM: end call streams with a retry hint, stop the scheduler, then Next drains and exits.
  // With NEXT_MANUAL_SIG_HANDLE the operator handles signals (Next closes nothing), so we stay out.
  if (!process.env.NEXT_MANUAL_SIG_HANDLE) {
    const { installGracefulShutdown } = await import('./lib/server/system/graceful-shutdown');
    installGracefulShutdown();
  }
}

// A server-side page error as one JSON log line with the request id (lib/server/log/log-request-error.ts).
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./lib/server/log/log-request-error');
  await logRequestError(...args);
};
