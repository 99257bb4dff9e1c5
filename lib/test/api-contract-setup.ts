// Jest (setupFilesAfterEnv): every answer a route handler gives a test is checked against the
// OpenAPI document (lib/test/api-contract.ts); a mismatch makes the handler call throw, so the test
// that received it fails and names the operation and the field.
import { createApiContract, type ApiContract } from './api-contract';

const ANSWER_CHECK = Symbol.for('abogado.apiAnswerCheck');
let contract: ApiContract | undefined;

async function checkAnswer(req: Request, response: Response): Promise<void> {
  if (!new URL(req.url).pathname.startsWith('/api/v1/')) return;
  // Loaded on the first API answer only: most test files never call a handler.
  contract ??= createApiContract((await import('@/lib/server/platform/openapi/build-document')).buildOpenApiDocument());
  const answer = { method: req.method, url: req.url, status: response.status, contentType: response.headers.get('content-type') };
  const body = contract.wantsBody(answer) ? await response.clone().text() : undefined;
  const problems = contract.check({ ...answer, body });
  if (problems.length) throw new Error(`The answer differs from the API document:\n${problems.join('\n')}`);
}

(globalThis as { [ANSWER_CHECK]?: typeof checkAnswer })[ANSWER_CHECK] = checkAnswer;
