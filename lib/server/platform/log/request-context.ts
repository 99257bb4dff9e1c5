import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/** What the request log line learns while a handler runs (route() opens one per request). */
export type RequestContext = { requestId: string; userId?: string; bodyRead?: boolean };

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The session readers call this, so the line names the signed-in user without each handler doing so. */
export function noteRequestUser(userId: string): void {
  const context = storage.getStore();
  if (context) context.userId = userId;
}

/**
 * The body readers (lib/server/platform/http/body.ts, read-multipart.ts) call this as they start: a rate limit
 * of the requester counted after it is a defect (rate-limit.ts), since a flood of bad bodies would
 * then be parsed and refused without ever being counted.
 */
export function noteBodyRead(): void {
  const context = storage.getStore();
  if (context) context.bodyRead = true;
}

/** Whether this request's handler has started reading its body (false outside a request). */
export function bodyWasRead(): boolean {
  return storage.getStore()?.bodyRead === true;
}
