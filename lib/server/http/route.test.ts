import { z } from 'zod';
import { AppError } from '@/lib/server/http/errors';
import { readJson } from './body';
import { route } from './route';

const ctx = { params: Promise.resolve({}) };
const echo = route(async (req) => readJson(req, z.object({ name: z.string().min(1, 'Please provide a value.') })));

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
    expect((await res.json()).message).toBe('Please provide a value.');
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
