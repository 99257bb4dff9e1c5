import 'server-only';
import { decodedPathPart } from '@/lib/format/path-part';
import { logger } from './logger';
import type { RequestContext } from './request-context';

/**
 * The route as written in app/ (`/api/v1/meeting/[id]`), from the path and the params Next matched:
 * ids stay out of the log and so do secrets carried in a path (the calendar feed's token).
 */
export function routePattern(pathname: string, params: Record<string, string | string[] | undefined>): string {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string') names.set(value, `[${name}]`);
    else if (Array.isArray(value)) value.forEach((part) => names.set(part, `[...${name}]`));
  }
  const segments = pathname.split('/').map((segment) => {
    return names.get(decodedPathPart(segment) ?? segment) ?? segment;
  });
  // A catch-all names its route once, not once per segment.
  return segments.filter((segment, i) => !(segment.startsWith('[...') && segments[i - 1] === segment)).join('/');
}

export type RequestLine = { method: string; route: string; status: number; startedAt: number; context: RequestContext; error?: unknown };

/** One JSON line per API request; a 500 carries the error with its stack (never sent to the client). */
export function logRequest({ method, route, status, startedAt, context, error }: RequestLine): void {
  const fields = {
    requestId: context.requestId,
    method,
    route,
    status,
    durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    userId: context.userId,
  };
  if (error !== undefined) logger().error({ ...fields, err: error }, 'request failed');
  else logger().info(fields, 'request');
}
