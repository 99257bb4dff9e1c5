import { route } from '@/lib/server/platform/http';
import { apiRequest, routeCtx } from './fixtures/http';
import { buildOpenApiDocument } from '@/lib/server/platform/openapi/build-document';
import { createApiContract } from './api-contract';

const contract = createApiContract(buildOpenApiDocument());
const answer = (method: string, path: string, status: number, body: unknown, contentType = 'application/json') => ({
  method,
  url: `http://localhost${path}`,
  status,
  contentType,
  body: JSON.stringify(body),
});

describe('the API contract the suites hold every answer to', () => {
  it('finds the operation of an answer, the literal path before the template', () => {
    expect(contract.operationOf('GET', 'http://localhost/api/v1/meeting/0b7c6f8e-2f7e-4c59-9a55-1a2b3c4d5e6f')).toBe(
      'GET /api/v1/meeting/{id}',
    );
    expect(contract.operationOf('POST', 'http://localhost/api/v1/auth/logout?x=1')).toBe('POST /api/v1/auth/logout');
    expect(contract.operationOf('GET', 'http://localhost/api/v1/no-such-thing')).toBeUndefined();
  });

  it('passes a matching answer and a refusal in the Error shape', () => {
    expect(contract.check(answer('POST', '/api/v1/auth/logout', 200, { ok: true }))).toEqual([]);
    expect(
      contract.check(answer('POST', '/api/v1/auth/logout', 403, { message: 'No', key: 'CSRF', status: 403, code: 'common.forbidden' })),
    ).toEqual([]);
  });

  it('names a wrong field, an undocumented field, a missing one, a refusal not in the Error shape, and an undocumented status', () => {
    expect(contract.check(answer('POST', '/api/v1/auth/logout', 200, { ok: 'yes' }))).toContain(
      'POST /api/v1/auth/logout → 200: body/ok must be equal to constant',
    );
    expect(contract.check(answer('POST', '/api/v1/auth/logout', 200, { ok: true, extra: 1 }))).toEqual([
      'POST /api/v1/auth/logout → 200: body must NOT have additional properties "extra"',
    ]);
    expect(contract.check(answer('POST', '/api/v1/auth/logout', 200, {}))).toEqual([
      "POST /api/v1/auth/logout → 200: body must have required property 'ok'",
    ]);
    expect(contract.check(answer('POST', '/api/v1/auth/logout', 400, { error: 'bad' })).length).toBeGreaterThan(0);
    expect(contract.check(answer('POST', '/api/v1/auth/logout', 201, { ok: true }))).toEqual([
      'POST /api/v1/auth/logout → 201: documented success status is 200',
    ]);
    expect(contract.check(answer('POST', '/api/v1/auth/logout', 200, { ok: true }, 'text/plain'))).toEqual([
      'POST /api/v1/auth/logout → 200: answered text/plain, documented application/json',
    ]);
  });

  it('makes a handler call fail when its answer has a wrong field (Jest: lib/test/api-contract-setup.ts)', async () => {
    const wrong = route(async () => ({ ok: 'yes' }));
    await expect(wrong(apiRequest('/api/v1/auth/logout', { method: 'POST' }), routeCtx())).rejects.toThrow(
      /The answer differs from the API document:\n(.*\n)*POST \/api\/v1\/auth\/logout → 200: body\/ok must be equal to constant/,
    );
    const right = route(async () => ({ ok: true }));
    expect((await right(apiRequest('/api/v1/auth/logout', { method: 'POST' }), routeCtx())).status).toBe(200);
  });
});
