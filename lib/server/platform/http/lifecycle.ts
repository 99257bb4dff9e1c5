import 'server-only';

// Whether this process has begun its graceful shutdown (graceful-shutdown.ts). On globalThis because
// Next bundles instrumentation.ts and each route separately, each with its own copy of this module.
const g = globalThis as unknown as { __abogadoShuttingDown?: boolean };

export function isShuttingDown(): boolean {
  return g.__abogadoShuttingDown === true;
}

export function markShuttingDown(): void {
  g.__abogadoShuttingDown = true;
}

/** Tests run several shutdowns in one process. */
export function resetShuttingDownForTests(): void {
  g.__abogadoShuttingDown = false;
}
