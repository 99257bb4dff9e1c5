import 'server-only';
import { ZodError } from 'zod';
import { appErrorFromDatabase, statusForCode } from './errors';
import { AppError } from '@/lib/server/http/errors';
import { isCrossSiteMutation } from './csrf';

type RouteContext<P> = { params: Promise<P> };
type Handler<P> = (req: Request, ctx: RouteContext<P>) => Promise<Response | unknown> | Response | unknown;

export type RouteOptions = {
  /** Webhooks are signed by the provider and come from its servers, not from a browser. */
  csrf?: boolean;
};

export function errorResponse(error: AppError): Response {
  return Response.json(
    { message: error.message, key: error.key ?? error.code, status: statusForCode(error.code) },
    { status: statusForCode(error.code), headers: error.headers },
  );
}

export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) {
    const first = error.issues[0];
    return new AppError('BAD_REQUEST', first?.message ?? 'Invalid request.', { key: 'VALIDATION' });
  }
  return appErrorFromDatabase(error);
}

/**
 * Wraps a route handler: CSRF Origin check on mutations, JSON for plain return values, the one
 * error map for AppError / zod / database errors, and a logged generic 500 (no stack) for the rest.
 */
export function route<P = Record<string, string>>(handler: Handler<P>, options: RouteOptions = {}) {
  return async (req: Request, ctx: RouteContext<P>): Promise<Response> => {
    try {
      if (options.csrf !== false && isCrossSiteMutation(req)) {
        throw new AppError('FORBIDDEN', 'Cross-site request refused.', { key: 'CSRF' });
      }
      const result = await handler(req, ctx);
      if (result instanceof Response) return result;
      return Response.json(result ?? { ok: true });
    } catch (error) {
      const appError = toAppError(error);
      if (appError) {
        if (appError.code === 'INTERNAL') console.error(error);
        return errorResponse(appError);
      }
      console.error(`[${req.method} ${new URL(req.url).pathname}]`, error);
      return Response.json({ message: 'Internal server error', key: 'INTERNAL', status: 500 }, { status: 500 });
    }
  };
}
