/**
 * How a call page that is not connected gets back, as numbers and one pure rule (the hooks in
 * components/call only keep time). The lawyer's page offers, so it restarts ICE and builds new
 * connections; the client's page asks for one.
 */
export const RECOVERY = {
  /** The lawyer restarts ICE this long after the connection went 'disconnected' (at once on 'failed'). */
  iceRestartAfterMs: 2_000,
  /** Not connected this long (at the start, or since a drop): the page says so, with what to try. */
  troubleAfterMs: 15_000,
  /** The first new connection comes after this long without one; the wait then doubles … */
  firstRebuildAfterMs: 10_000,
  /** … up to this bound, and the page keeps trying at that pace while it says what is wrong. */
  maxRebuildAfterMs: 30_000,
  /** The client asks a little after the lawyer's page would have started over by itself. */
  clientLagMs: 4_000,
} as const;

/**
 * How long to wait before starting over, after `attempt` new connections that did not connect:
 * 10 s, 20 s, then every 30 s (the client's page 4 s later each time). Bounded: a call that cannot
 * connect is retried at a steady pace, never faster and never given up silently.
 */
export function rebuildDelayMs(role: 'offerer' | 'answerer', attempt: number): number {
  const wait = Math.min(RECOVERY.maxRebuildAfterMs, RECOVERY.firstRebuildAfterMs * 2 ** Math.max(0, attempt));
  return role === 'offerer' ? wait : wait + RECOVERY.clientLagMs;
}

/** Whether the page should say the call is not connecting: trying for `troubleAfterMs` or longer. */
export function isInTrouble(tryingSince: number | null, now: number | null): boolean {
  return tryingSince !== null && now !== null && now - tryingSince >= RECOVERY.troubleAfterMs;
}
