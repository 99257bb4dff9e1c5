import 'server-only';
import { ZodError } from 'zod';
import { appErrorFromDatabase, statusForCode } from './errors';
import { validationError } from './validation-error';
import { AppError } from '@/lib/server/platform/http/errors';
import { isCrossSiteMutation } from './csrf';
import { REQUEST_ID_HEADER, newRequestId } from '@/lib/server/platform/log/request-id';
import { apiSecurityHeaders } from './security-headers';
import { runWithRequestContext, type RequestContext } from '@/lib/server/platform/log/request-context';
import { logRequest, routePattern } from '@/lib/server/platform/log/request-log';
import { isShuttingDown } from './lifecycle';

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (req: Request, ctx: RouteContext<P>) => Promise<Response | unknown> | Response | unknown;

/**
 * The test suites hold every answer to the API contract (lib/test/api-contract-setup.ts installs the
 * check under this global for Jest); nothing sets it outside the tests. A global, not a module
 * variable, so one check covers every copy of this module a test's registry loads.
 */
const ANSWER_CHECK = Symbol.for('abogado.apiAnswerCheck');
type AnswerCheck = (req: Request, response: Response) => Promise<void>;

export type RouteOptions = {
  /** Webhooks are signed by the provider and come from its servers, not from a browser. */
  csrf?: boolean;
};

function errorResponse(error: AppError): Response {
  return Response.json(
    {
      message: error.message,
      key: error.key ?? error.code,
      status: statusForCode(error.code),
      code: error.errorKey,
      ...(error.params ? { params: error.params } : {}),
    },
    { status: statusForCode(error.code), headers: error.headers },
  );
}

export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return validationError(error);
  return appErrorFromDatabase(error);
}

type Outcome = { response: Response; error?: unknown };

async function run<P>(handler: Handler<P>, options: RouteOptions, req: Request, ctx: RouteContext<P>): Promise<Outcome> {
  try {
    if (options.csrf !== false && isCrossSiteMutation(req)) {
      throw new AppError('FORBIDDEN', 'http.crossSiteRequestRefused', { key: 'CSRF' });
    }
    const result = await handler(req, ctx);
    return { response: result instanceof Response ? result : Response.json(result ?? { ok: true }) };
  } catch (error) {
    const appError = toAppError(error);
    if (appError) return { response: errorResponse(appError), error: appError.code === 'INTERNAL' ? error : undefined };
    // The client went away while its body was read (a tab closed mid-POST): no answer will reach it,
    // and it is not our failure. 499 (nginx's "client closed request") keeps it out of the 5xx count.
    if (req.signal.aborted || (error as { code?: string } | null)?.code === 'ECONNRESET') {
      return { response: new Response(null, { status: 499 }) };
    }
    return { response: errorResponse(new AppError('INTERNAL', 'common.internal')), error };
  }
}

/**
 * Adds the headers a handler did not set itself. Response.redirect() answers have immutable
 * headers: those are copied first.
 */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const missing = Object.entries(headers).filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  let target = response;
  try {
    for (const [name, value] of missing) target.headers.set(name, value);
  } catch {
    target = new Response(response.body, response);
    for (const [name, value] of missing) target.headers.set(name, value);
  }
  return target;
}

/**
 * Wraps a route handler: CSRF Origin check on mutations, JSON for plain return values, the one
 * error map for AppError / zod / database errors, and a generic 500 (no stack) for the rest.
 * Every answer carries X-Request-Id and the API security headers, and every request writes one
 * JSON log line (lib/server/platform/log/request-log.ts); a 500 logs its error with the stack.
 */
export function route<P = Record<string, string>>(handler: Handler<P>, options: RouteOptions = {}) {
  return async (req: Request, ctx: RouteContext<P>): Promise<Response> => {
    const startedAt = performance.now();
    const context: RequestContext = { requestId: newRequestId() };
    const { response, error } = await runWithRequestContext(context, () => run(handler, options, req, ctx));
    const params = ((await ctx?.params?.catch(() => undefined)) ?? {}) as Record<string, string | string[] | undefined>;
    logRequest({
      method: req.method,
      route: routePattern(new URL(req.url).pathname, params),
      status: response.status,
      startedAt,
      context,
      error,
    });
    // A draining instance (SIGTERM) still answers what arrives on connections a balancer kept open,
    // but asks it to close each one: the balancer's next request then goes to a running instance.
    const draining: Record<string, string> = isShuttingDown() ? { Connection: 'close' } : {};
    const answer = withHeaders(response, { [REQUEST_ID_HEADER]: context.requestId, ...apiSecurityHeaders(), ...draining });
    await (globalThis as { [ANSWER_CHECK]?: AnswerCheck })[ANSWER_CHECK]?.(req, answer);
    return answer;
  };
}
