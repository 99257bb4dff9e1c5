// The API contract as the test suites hold the server to it: every answer of a documented /api/v1
// operation is checked against the OpenAPI document (the one served at /api/v1/openapi.json) — the
// documented success status and content type, and a JSON body against the operation's success schema
// or, for a refusal, the Error schema. Pure (no server imports): Jest checks the answers of the route
// handlers it calls (lib/test/api-contract-setup.ts), Playwright those the browser and its request
// contexts receive (e2e/fixtures/test.ts).
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

type Json = Record<string, unknown>;
type OperationDoc = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApiDocument = { paths?: Record<string, Record<string, OperationDoc>>; components?: Json };

/** What a suite saw: one answer, its body read only when it is JSON. */
export type Answer = {
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  /** The body's text (JSON answers only; the caller reads it). */
  body?: string;
};

type Operation = { key: string; pattern: RegExp; literalChars: number; doc: OperationDoc; method: string; path: string };

const pointer = (...parts: string[]) => '#/' + parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
const mediaType = (contentType: string | null) => (contentType ?? '').split(';')[0].trim().toLowerCase();
/** "image/png" matches a documented "image/png", "image/*" and "*\/*". */
const typeMatches = (type: string, documented: string) =>
  documented === '*/*' || type === documented || (documented.endsWith('/*') && type.startsWith(documented.slice(0, -1)));
const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

export type ApiContract = {
  /** The operation an answer belongs to ("GET /api/v1/meeting/{id}"), or undefined for a path the document does not list. */
  operationOf(method: string, url: string): string | undefined;
  /** Whether the body of this answer must be read for check(): a JSON answer of a documented operation. */
  wantsBody(answer: Omit<Answer, 'body'>): boolean;
  /** Every way the answer differs from the document; empty when it matches. */
  check(answer: Answer): string[];
};

export function createApiContract(openApi: object): ApiContract {
  const document = openApi as OpenApiDocument;
  // strict: false — OpenAPI's own keywords (example, discriminator …) are not JSON Schema's. Formats
  // are documentation here; zod's patterns (e.g. the ISO instant) still check the strings.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false, validateSchema: false });
  ajv.addSchema(document as Json, 'api');
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: `api${ref}` });
      validators.set(ref, validate);
    }
    return validate;
  };

  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
    const literalChars = path.replace(/\{[^}]+\}/g, '').length;
    for (const [method, doc] of Object.entries(methods)) {
      operations.push({ key: `${method.toUpperCase()} ${path}`, pattern: new RegExp(`^${source}$`), literalChars, doc, method, path });
    }
  }
  // "/api/v1/meeting/live" before "/api/v1/meeting/{id}": the most literal template wins.
  operations.sort((a, b) => b.literalChars - a.literalChars);

  const find = (method: string, url: string) => {
    const pathname = new URL(url, 'http://localhost').pathname;
    return operations.find((op) => op.method === method.toLowerCase() && op.pattern.test(pathname));
  };

  /** The documented success answer; of several content types (a report as PDF or CSV), the one answered. */
  const success = (op: Operation, answered: string) => {
    const entry = Object.entries(op.doc.responses ?? {}).find(([status]) => /^[23]\d\d$/.test(status));
    if (!entry) return undefined;
    const [status, response] = entry;
    const media = Object.entries(response.content ?? {});
    const [type, medium] = media.find(([documented]) => typeMatches(answered, documented)) ?? media[0] ?? [];
    return { status: Number(status), type, hasSchema: medium?.schema !== undefined };
  };

  return {
    operationOf: (method, url) => find(method, url)?.key,
    wantsBody(answer) {
      return Boolean(find(answer.method, answer.url)) && isJson(mediaType(answer.contentType));
    },
    check(answer) {
      const op = find(answer.method, answer.url);
      // HEAD has no body; 304 repeats nothing; 499 is a client that went away (route.ts).
      if (!op || answer.method.toUpperCase() === 'HEAD' || answer.status === 304 || answer.status === 499) return [];
      const problems: string[] = [];
      const where = `${op.key} → ${answer.status}`;
      const type = mediaType(answer.contentType);
      let ref: string | undefined;
      if (answer.status >= 400) {
        if (isJson(type)) ref = pointer('components', 'schemas', 'Error');
        else problems.push(`${where}: a refusal answered ${type || 'no content type'}, documented application/json (Error)`);
      } else {
        const documented = success(op, type);
        if (!documented) return [`${where}: the document has no success answer`];
        if (answer.status !== documented.status) problems.push(`${where}: documented success status is ${documented.status}`);
        if (documented.type && !typeMatches(type, documented.type))
          problems.push(`${where}: answered ${type || 'no content type'}, documented ${documented.type}`);
        if (isJson(type)) {
          if (!documented.hasSchema) problems.push(`${where}: JSON answer, but the document has no schema for it`);
          else ref = pointer('paths', op.path, op.method, 'responses', String(documented.status), 'content', documented.type!, 'schema');
        }
      }
      if (ref && answer.body !== undefined) {
        let body: unknown;
        try {
          body = JSON.parse(answer.body);
        } catch {
          return [...problems, `${where}: the body is not JSON`];
        }
        const validate = validatorAt(ref);
        if (!validate(body)) {
          for (const error of validate.errors ?? []) {
            const extra = error.keyword === 'additionalProperties' ? ` "${String(error.params.additionalProperty)}"` : '';
            problems.push(`${where}: body${error.instancePath || ''} ${error.message ?? error.keyword}${extra}`);
          }
        }
      }
      return problems;
    },
  };
}
