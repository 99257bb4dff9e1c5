import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/** What the request log line learns while a handler runs (route() opens one per request). */
export type RequestContext = { requestId: string; userId?: string };

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The session readers call this, so the line names the signed-in user without each handler doing so. */
export function noteRequestUser(userId: string): void {
  const context = storage.getStore();
  if (context) context.userId = userId;
}
