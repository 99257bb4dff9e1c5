// Test helper (not a test): every /api/v1 route file on disk, its methods and what its handlers read,
// so the generated suites cover a new route the day it is added.
import fs from 'node:fs';
import path from 'node:path';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];
type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type ApiRoute = {
  /** "/api/v1/meeting/[id]/comment/[commentId]" */
  template: string;
  file: string;
  params: string[];
  source: string;
  methods: Partial<Record<Method, Handler>>;
};

const ROOT = path.join(process.cwd(), 'app/api/v1');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

export type RouteMethod = { file: string; template: string; method: Method };

/** Every route file and exported method, found synchronously (for it.each), from the files' text. */
export function listRouteMethods(): RouteMethod[] {
  return routeFiles(ROOT)
    .sort()
    .flatMap((file) => {
      const template = '/api/v1/' + path.relative(ROOT, path.dirname(file)).split(path.sep).join('/');
      const source = fs.readFileSync(file, 'utf8');
      return METHODS.filter((m) => new RegExp(`export const ${m}\\b`).test(source)).map((method) => ({ file, template, method }));
    });
}

/** Imports one route module. */
export async function loadApiRoute(file: string): Promise<ApiRoute> {
  const template = '/api/v1/' + path.relative(ROOT, path.dirname(file)).split(path.sep).join('/');
  const mod = (await import(file)) as Record<string, unknown>;
  const methods: ApiRoute['methods'] = {};
  for (const m of METHODS) if (typeof mod[m] === 'function') methods[m] = mod[m] as Handler;
  const params = [...template.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1]);
  return { template, file, params, source: fs.readFileSync(file, 'utf8'), methods };
}

/** The zod schema a handler reads its query with, and the query keys it reads. */
export async function querySchemaOf(route: ApiRoute, method: Method): Promise<{ schema?: import('zod').ZodType; keys: string[] }> {
  const src = handlerSource(route, method);
  const keys = [...src.matchAll(/searchParams\.get\('([^']+)'\)/g)].map((m) => m[1]);
  const name = /readQuery\(req, (\w+)\)/.exec(src)?.[1];
  if (!name) return { keys };
  for (const imp of route.source.matchAll(/import \{([^}]*)\} from '(@\/(?:lib|features\/[\w-]+)\/validation\/[\w-]+)'/g)) {
    if (
      !imp[1]
        .split(',')
        .map((s) => s.trim())
        .includes(name)
    )
      continue;
    const schema = ((await import(imp[2])) as Record<string, import('zod').ZodType>)[name];
    const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
    return { schema, keys: [...keys, ...Object.keys(shape ?? {})] };
  }
  return { keys };
}

/** The text of one exported handler (from `export const GET` to the next export). */
export function handlerSource(route: ApiRoute, method: Method): string {
  const start = route.source.indexOf(`export const ${method} `);
  if (start < 0) return '';
  const next = route.source.indexOf('export const ', start + 1);
  return route.source.slice(start, next < 0 ? undefined : next);
}

export type Reads = {
  json: boolean;
  multipart: boolean;
  query: boolean;
  session: 'none' | 'optional' | 'user' | 'customer' | 'lawyer' | 'admin';
};

/** What a handler reads, from its source: the body readers, the query, the session guard. */
export function handlerReads(route: ApiRoute, method: Method): Reads {
  const src = handlerSource(route, method);
  const multipart = /readMultipart|readBookingRequest|addMeetingFiles|readQuestionFiles|readQuestionMessage/.test(src);
  const json = /readJson|readBookingRequest|handlePaymentWebhook/.test(src);
  const query = /readQuery|searchParams/.test(src);
  const session = /requireAdmin/.test(src)
    ? 'admin'
    : /requireLawyer/.test(src)
      ? 'lawyer'
      : /requireCustomer/.test(src)
        ? 'customer'
        : /requireUser/.test(src)
          ? 'user'
          : /getRequestSession|readSession|clearDeadSession/.test(src)
            ? 'optional'
            : 'none';
  return { json, multipart, query, session };
}

/** "/api/v1/meeting/[id]" with params filled in (already encoded as they would be on the wire). */
function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\[([^\]]+)\]/g, (_, name: string) => params[name]);
}

/** As a browser would put each parameter in the path (a lone surrogate becomes U+FFFD). */
export function encodedPath(template: string, params: Record<string, string>): string {
  return fillPath(template, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v.toWellFormed())])));
}

export const routeKey = (route: ApiRoute, method: Method) => `${method} ${route.template}`;
