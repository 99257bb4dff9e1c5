import { Validator } from '@seriousme/openapi-schema-validator';
import { GET as getDocument } from '@/app/api/v1/openapi.json/route';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { handlerReads, handlerSource, listRouteMethods, loadApiRoute } from '@/lib/test/generated/api-routes';
import { API_OPERATIONS, buildOpenApiDocument } from './build-document';

const opKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const onDisk = listRouteMethods().map((rm) => ({ ...rm, key: opKey(rm.method, rm.template.replace(/\[([^\]]+)\]/g, '{$1}')) }));
const documented = new Map(API_OPERATIONS.map((op) => [opKey(op.method, op.path), op]));

/** The lib/validation export a handler passes to readJson / readQuery by name, if any. */
async function schemaRead(
  source: string,
  handler: string,
  reader: 'readJson' | 'readQuery',
): Promise<{ name: string; schema: unknown } | undefined> {
  const name = new RegExp(`${reader}\\(req, (\\w+)[,)]`).exec(handler)?.[1];
  if (!name || name === 'z') return undefined;
  for (const imp of source.matchAll(/import \{([^}]*)\} from '(@\/(?:lib|features\/[\w-]+)\/validation\/[\w-]+)'/g)) {
    if (
      imp[1]
        .split(',')
        .map((s) => s.trim())
        .includes(name)
    )
      return { name, schema: ((await import(imp[2])) as Record<string, unknown>)[name] };
  }
  throw new Error(`${name} is not imported from lib/validation or a feature's validation/`);
}

describe('the OpenAPI document', () => {
  it('has an operation for every method of every route file under app/api/v1, and none without a route', () => {
    expect(onDisk.length).toBeGreaterThan(100);
    expect(onDisk.map((rm) => rm.key).filter((key) => !documented.has(key))).toEqual([]);
    const disk = new Set(onDisk.map((rm) => rm.key));
    expect([...documented.keys()].filter((key) => !disk.has(key))).toEqual([]);
    expect(documented.size).toBe(API_OPERATIONS.length);
  });

  it('documents each request with the very schema its handler reads it with', async () => {
    const problems: string[] = [];
    for (const rm of onDisk) {
      const op = documented.get(rm.key);
      if (!op) continue;
      const route = await loadApiRoute(rm.file);
      const handler = handlerSource(route, rm.method);
      const reads = handlerReads(route, rm.method);
      if (reads.json && !op.json) problems.push(`${rm.key}: reads JSON, documents none`);
      if (reads.multipart && !op.multipart) problems.push(`${rm.key}: reads a form, documents none`);
      if (reads.query && !op.query) problems.push(`${rm.key}: reads the query, documents none`);
      const json = await schemaRead(route.source, handler, 'readJson');
      if (json && op.json !== json.schema) problems.push(`${rm.key}: handler reads ${json.name}, the document shows another schema`);
      const query = await schemaRead(route.source, handler, 'readQuery');
      if (query && op.query !== query.schema) problems.push(`${rm.key}: handler reads ${query.name}, the document shows another schema`);
      if (/requireAdmin/.test(handler) !== (op.auth === 'admin')) problems.push(`${rm.key}: admin guard and documented auth disagree`);
    }
    expect(problems).toEqual([]);
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(buildOpenApiDocument()) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is served at /api/v1/openapi.json, with the admin operations behind the session', async () => {
    const res = await getDocument(apiRequest('/api/v1/openapi.json'), routeCtx());
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/v1/admin/payments/{id}/refund'].put).toMatchObject({ security: [{ session: [] }], tags: ['Admin'] });
    expect(doc.paths['/api/v1/review'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('rating');
  });

  it('names who may call every operation (security): the session, the session optionally, or no one in particular', () => {
    const doc = buildOpenApiDocument();
    const undeclared: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(methods as Record<string, { security?: unknown[] }>)) {
        if (!Array.isArray(op.security)) undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(doc.paths?.['/api/v1/auth/signin']?.post?.security).toEqual([]);
    expect(doc.paths?.['/api/v1/files/{fileId}']?.get?.security).toEqual([{}, { session: [] }]);
  });

  it('documents the success body of every operation: its schema when it is JSON, its content type otherwise', () => {
    const doc = buildOpenApiDocument();
    const undocumented: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(
        methods as Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>,
      )) {
        const [status, success] = Object.entries(op.responses).find(([s]) => /^[23]/.test(s)) ?? [];
        if (!status || !success) undocumented.push(`${method.toUpperCase()} ${path}: no success answer`);
        else if (/^2/.test(status) && status !== '204') {
          const [type, media] = Object.entries(success.content ?? {})[0] ?? [];
          if (!type) undocumented.push(`${method.toUpperCase()} ${path}: no content type`);
          else if (type === 'application/json' && !media?.schema) undocumented.push(`${method.toUpperCase()} ${path}: no JSON schema`);
        }
      }
    }
    expect(undocumented).toEqual([]);
    // The schemas are lib/dto's, named components a generated client can use.
    expect(Object.keys(doc.components?.schemas ?? {}).length).toBeGreaterThan(20);
  });
});
