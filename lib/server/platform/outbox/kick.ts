import 'server-only';

/** Handles the outbox events a commit just wrote (installed at server start: installOutboxKicks). */
type KickListener = (eventIds: string[]) => Promise<unknown>;
type KickState = { listener?: KickListener; inFlight: Set<Promise<void>> };

// On globalThis: Next loads instrumentation.ts (which installs the listener) in its own bundle, apart
// from the route handlers that kick.
const g = globalThis as unknown as { __abogadoOutboxKicks?: KickState };
const state = (): KickState => (g.__abogadoOutboxKicks ??= { inFlight: new Set() });

/**
 * Who handles a kick in this process: the server installs the outbox's handlers at start
 * (lib/server/runtime/system/register-server.ts); `undefined` stops listening (graceful shutdown). Without a
 * listener — a test, a script, a process on its way down — events wait for the scheduler's pass.
 */
export function listenForOutboxKicks(listener: KickListener | undefined): void {
  state().listener = listener;
}

/**
 * Right after a commit: its outbox events are handled now, in the background — the request that
 * committed them answers without waiting, and a failure is logged (the event stays pending for the
 * scheduler's pass, which is the guarantee: a kick lost to a crash loses nothing).
 */
export function kickOutbox(eventIds: string[]): void {
  const { listener, inFlight } = state();
  if (!listener || !eventIds.length) return;
  const run: Promise<void> = listener(eventIds)
    .then(
      () => undefined,
      (error: unknown) => console.error('[outbox] kick', error),
    )
    .finally(() => inFlight.delete(run));
  inFlight.add(run);
}

/** Resolves once every kick started so far (and any they started) has finished: graceful shutdown, tests. */
export async function outboxKicksSettled(): Promise<void> {
  const { inFlight } = state();
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}
