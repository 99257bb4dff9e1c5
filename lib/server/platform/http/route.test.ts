import { z } from 'zod';
import { AppError } from '@/lib/server/platform/http/errors';
import { issueMessage } from '@/lib/errors/issue';
import { readJson } from './body';
import { route } from './route';

const ctx = { params: Promise.resolve({}) };
const echo = route(async (req) => readJson(req, z.object({ name: z.string().min(1, issueMessage('common.required')) })));

function post(body: string, headers: Record<string, string> = {}) {
  return new Request('http://localhost:3000/api/v1/echo', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('route()', () => {
  it('answers malformed JSON with a 400 JSON message', async () => {
    const res = await echo(post('{"name": '), ctx);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Invalid JSON body.', key: 'INVALID_JSON' });
  });

  it('answers a schema violation with the schema message', async () => {
    const res = await echo(post('{"name": ""}'), ctx);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Please provide a value.', key: 'VALIDATION', status: 400, code: 'common.required' });
  });

  it('answers a check with arguments by its code, its params and their English words (issue 59)', async () => {
    const short = route(async (req) =>
      readJson(req, z.object({ name: z.string().max(3, issueMessage('validation.tooLong', { max: 3 })) })),
    );
    const res = await short(post('{"name": "Ana Cruz"}'), ctx);
    expect(await res.json()).toEqual({
      message: "Value can't be longer than 3.",
      key: 'VALIDATION',
      status: 400,
      code: 'validation.tooLong',
      params: { max: 3 },
    });
  });

  it('answers an AppError with its catalogue key as code and the English words as message', async () => {
    const refused = route(() => {
      throw new AppError('CONFLICT', 'meetings.refundChanged', { key: 'REFUND_CHANGED', params: { summary: 'a full refund' } });
    });
    const res = await refused(new Request('http://localhost/x'), ctx);
    expect(await res.json()).toEqual({
      message: 'The refund has changed since you opened this: a full refund. Please look again before cancelling.',
      key: 'REFUND_CHANGED',
      status: 409,
      code: 'meetings.refundChanged',
      params: { summary: 'a full refund' },
    });
  });

  it('passes valid input through', async () => {
    const res = await echo(post('{"name": "Ana"}', { origin: 'http://localhost:3000' }), ctx);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ana' });
  });

  it('refuses a mutation from a foreign Origin or a cross-site fetch', async () => {
    expect((await echo(post('{"name":"x"}', { origin: 'https://evil.example' }), ctx)).status).toBe(403);
    expect((await echo(post('{"name":"x"}', { 'sec-fetch-site': 'cross-site' }), ctx)).status).toBe(403);
  });

  it('maps AppError codes to statuses and headers', async () => {
    const limited = route(() => {
      throw new AppError('TOO_MANY_REQUESTS', 'auth.tooManyAttempts', { headers: { 'Retry-After': '60' } });
    });
    const res = await limited(new Request('http://localhost/x'), ctx);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const broken = route(() => {
      throw new Error('secret stack detail');
    });
    const res = await broken(new Request('http://localhost/x'), ctx);
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(body).not.toContain('secret');
    spy.mockRestore();
  });
});
