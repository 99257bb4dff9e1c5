// Next.js calls register() once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` also loads this file; background work belongs to running servers only.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startScheduler } = await import('./lib/server/reminders/scheduler');
  startScheduler();
}
