import type { Instrumentation } from 'next';

// Next.js calls register() once when a server instance starts.
// NEXT_RUNTIME and NEXT_PHASE are Next's own signals about this process, not our configuration
// (lib/server/env.ts), so they are read here directly.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // A bad environment stops the server now, with one line naming the variable.
  const { checkEnvOrExit } = await import('./lib/server/env');
  checkEnvOrExit();
  // `next build` also loads this file; background work belongs to running servers only.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startScheduler } = await import('./lib/server/reminders/scheduler');
  startScheduler();
}

// A server-side page error as one JSON log line with the request id (lib/server/log/log-request-error.ts).
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./lib/server/log/log-request-error');
  await logRequestError(...args);
};
