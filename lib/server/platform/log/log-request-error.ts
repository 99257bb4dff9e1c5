import 'server-only';
import type { Instrumentation } from 'next';
import { logger } from './logger';
import { requestIdOf } from './request-id';

/**
 * instrumentation.ts `onRequestError`: a page (or the proxy) that failed on the server, as one JSON
 * line with the request id proxy.ts gave it (the error page shows the same id) and Next's digest
 * (the error page shows that too), and the stack. The path is left out: it may hold a token
 * (/reset-password/{token}); the route pattern says which page it was.
 */
export const logRequestError: Instrumentation.onRequestError = (error, request, context) => {
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  logger().error(
    {
      requestId: requestIdOf(request.headers),
      method: request.method,
      route: context.routePath,
      routeType: context.routeType,
      renderSource: context.renderSource,
      digest,
      err: error,
    },
    'request failed',
  );
};
