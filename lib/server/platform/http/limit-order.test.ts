import { Writable } from 'node:stream';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import { captureLogForTests } from '@/lib/server/platform/log/logger';
import { enforceRateLimits } from '@/lib/server/platform/security/rate-limit';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { encodedPath, handlerReads, listRouteMethods, loadApiRoute, routeKey } from '@/lib/test/generated/api-routes';
import { routeExamples } from '@/lib/test/generated/route-examples';
import { actingRole, buildWorld, type World } from '@/lib/test/generated/world';
import { readJson, route } from './index';

// Issue 58: a requester's rate limit (an address, an account) is counted before the body is read,
// or a flood of bodies — invalid, or costly to parse — is never limited (the lawyer sign-up answered
// 16 × 400, never 429). rate-limit.ts checks the order on every count made inside a request and,
// outside production, refuses a wrong one loudly; this suite shows the check and runs it over every
// route that has a valid example body, so a new route or limit in the wrong order fails here.
const db = useTestDb();
const rule = { limit: 5, windowSeconds: 60 };
const post = (body: unknown) => apiRequest('/api/v1/x', { method: 'POST', body, ip: '203.0.113.58' });

describe('the order of rate limits and bodies', () => {
  it('refuses, as a defect (500), a requester limit counted after the body was read', async () => {
    const late = route(async (req) => {
      await readJson(req, z.object({ a: z.string() }));
      await enforceRateLimits([{ key: 'late:ip:203.0.113.58', rule }]);
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let logged = '';
    const restore = captureLogForTests(new Writable({ write: (chunk, _e, done) => ((logged += String(chunk)), done()) }), 'error');
    try {
      expect((await late(post({ a: 'x' }), routeCtx())).status).toBe(500);
    } finally {
      restore();
    }
    expect(logged).toContain('counted after the request body was read');
  });

  it('lets a limit counted first, or one keyed by what the body names (afterBody), through', async () => {
    const first = route(async (req) => {
      await enforceRateLimits([{ key: 'first:ip:203.0.113.58', rule }]);
      const { a } = await readJson(req, z.object({ a: z.string() }));
      await enforceRateLimits([{ key: `first:name:${a}`, rule, afterBody: true }]);
    });
    expect((await first(post({ a: 'x' }), routeCtx())).status).toBe(200);
  });
});

describe('every route with an example body counts its requester limits before reading it', () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(db().db);
  }, 120_000);

  it('calls each once, as someone who may, and no limit is counted out of order', async () => {
    const examples = routeExamples(world);
    const methods = listRouteMethods().filter((rm) => examples[`${rm.method} ${rm.template}`]);
    expect(methods.length).toBeGreaterThan(60);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    let logged = '';
    const restore = captureLogForTests(new Writable({ write: (chunk, _e, done) => ((logged += String(chunk)), done()) }), 'error');
    const limited: string[] = [];
    try {
      for (const rm of methods) {
        const apiRoute = await loadApiRoute(rm.file);
        const params = world.params(apiRoute);
        const role = actingRole(apiRoute.template, handlerReads(apiRoute, rm.method).session);
        const buckets = async () => (await queryRows<{ n: number }>(db().db, sql`SELECT count(*)::int AS n FROM rate_limit_buckets`))[0].n;
        const before = await buckets();
        await apiRoute.methods[rm.method]!(
          apiRequest(encodedPath(apiRoute.template, params), {
            method: rm.method,
            body: examples[routeKey(apiRoute, rm.method)].body,
            jar: world.users[role].jar,
          }),
          routeCtx(params),
        );
        if ((await buckets()) > before) limited.push(routeKey(apiRoute, rm.method));
      }
    } finally {
      restore();
    }
    expect(logged).not.toContain('counted after the request body was read');
    // The check ran where it matters: the sign-ups, links, tokens and codes each counted a limit.
    expect(limited).toEqual(
      expect.arrayContaining(['POST /api/v1/auth/signup', 'POST /api/v1/auth/signin/link', 'POST /api/v1/auth/reset-password']),
    );
    console.log(`limit order: ${methods.length} route methods called, ${limited.length} counted a limit: ${limited.join(', ')}`);
  }, 300_000);
});
