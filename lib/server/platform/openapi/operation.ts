import 'server-only';
import { z } from 'zod';

/**
 * One documented /api/v1 operation. The request schemas are the very objects the handler passes to
 * readJson / readQuery (lib/validation), so the document cannot drift from what the server accepts:
 * lib/server/platform/openapi/openapi.test.ts compares them with each route file's source and fails on a
 * route method without an operation (or an operation without a route).
 */
export type ApiOperation = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** "/api/v1/meeting/{id}" – the route folder with [param] written {param}. */
  path: string;
  summary: string;
  tag: string;
  /** Who may call it; `session` = any signed-in user, `token` = a credential in the path or body. */
  auth: 'none' | 'optional' | 'session' | 'customer' | 'lawyer' | 'admin' | 'token';
  json?: z.ZodType;
  /** The JSON body may be left out (the leave a closing page sends with sendBeacon has none). */
  optionalBody?: boolean;
  /** multipart/form-data: the form's text fields and files (files as binary strings). */
  multipart?: z.ZodType;
  query?: z.ZodType;
  /** Path parameters as the handler reads them (default: strings). */
  params?: Record<string, z.ZodType>;
  /**
   * The success answer's body (a lib/dto schema) when it is JSON: the document's success schema, and
   * what the test suites check every JSON answer of this operation against (lib/test/api-contract.ts).
   */
  response?: z.ZodType;
  /**
   * The success answer (default 200, JSON); `status` is the one status a success answers with; several
   * content types: the query chooses one (a report as PDF or CSV).
   */
  success?: { status?: number; description: string; contentType?: string | string[] };
};

/** A file part of a multipart form. */
export const binaryFile = (description: string) => z.string().meta({ format: 'binary', description });

export const uuidParam = (description: string) => z.string().meta({ format: 'uuid', description });

/** Helpers that keep the per-domain lists short. */
export const get = (
  path: string,
  summary: string,
  tag: string,
  auth: ApiOperation['auth'],
  extra: Partial<ApiOperation> = {},
): ApiOperation => ({ method: 'get', path, summary, tag, auth, ...extra });
export const post = (
  path: string,
  summary: string,
  tag: string,
  auth: ApiOperation['auth'],
  extra: Partial<ApiOperation> = {},
): ApiOperation => ({ method: 'post', path, summary, tag, auth, ...extra });
export const put = (
  path: string,
  summary: string,
  tag: string,
  auth: ApiOperation['auth'],
  extra: Partial<ApiOperation> = {},
): ApiOperation => ({ method: 'put', path, summary, tag, auth, ...extra });
export const patch = (
  path: string,
  summary: string,
  tag: string,
  auth: ApiOperation['auth'],
  extra: Partial<ApiOperation> = {},
): ApiOperation => ({ method: 'patch', path, summary, tag, auth, ...extra });
export const del = (
  path: string,
  summary: string,
  tag: string,
  auth: ApiOperation['auth'],
  extra: Partial<ApiOperation> = {},
): ApiOperation => ({ method: 'delete', path, summary, tag, auth, ...extra });
