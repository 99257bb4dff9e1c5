import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setHostLookupForTests } from '@/lib/server/platform/net/ip-address';
import { setStorageForTests } from '@/lib/server/platform/storage/storage';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { changedTables, dbState } from '@/lib/test/fixtures/db-state';
import { routeCtx, TEST_ORIGIN } from '@/lib/test/fixtures/http';
import { handlerReads, listRouteMethods, loadApiRoute, querySchemaOf, routeKey } from '@/lib/test/generated/api-routes';
import { hostileRequests } from '@/lib/test/generated/hostile-requests';
import { routeExamples } from '@/lib/test/generated/route-examples';
import { actingRole, buildWorld, type World } from '@/lib/test/generated/world';

// Generated: every exported method of every app/api/v1/**/route.ts on disk gets ≥ 100 malformed
// requests from a signed-in user who could call it. Each must answer a 4xx JSON with a message
// (never a 5xx), and no table may change. A new route file is covered without touching this file.
const db = useTestDb();
const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-hostile-'));
const routeMethods = listRouteMethods();
const totals = { routes: new Set<string>(), methods: 0, requests: 0, refused: 0, survived: 0 };
let world: World;

beforeAll(async () => {
  setTestEnv({ STORAGE_DIR: storageDir });
  setStorageForTests(undefined);
  setHostLookupForTests(async () => [{ address: '93.184.216.34', family: 4 }]);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  world = await buildWorld(db().db);
}, 120_000);
afterAll(() => {
  setHostLookupForTests(undefined);
  setTestEnv({ STORAGE_DIR: undefined });
  setStorageForTests(undefined);
  fs.rmSync(storageDir, { recursive: true, force: true });
  console.log(
    `hostile input: ${totals.routes.size} routes, ${totals.methods} methods, ${totals.requests} requests (${totals.refused} must be refused, ${totals.survived} only survived)`,
  );
});

/** Every blob in local storage: a refused upload must leave none behind. */
const storedBlobs = () => (fs.existsSync(storageDir) ? (fs.readdirSync(storageDir, { recursive: true }) as string[]).sort() : []);

describe('hostile input on every API route', () => {
  it('finds the route files', () => {
    expect(routeMethods.length).toBeGreaterThan(50);
  });

  it.each(routeMethods.map((rm) => [`${rm.method} ${rm.template}`, rm] as const))('%s', async (_key, rm) => {
    const route = await loadApiRoute(rm.file);
    const handler = route.methods[rm.method]!;
    const reads = handlerReads(route, rm.method);
    const role = actingRole(route.template, reads.session);
    const { schema: querySchema, keys: queryKeys } = await querySchemaOf(route, rm.method);
    const example = routeExamples(world)[routeKey(route, rm.method)];
    const requests = hostileRequests({
      route,
      method: rm.method,
      params: world.params(route),
      jar: world.users[role].jar,
      example,
      querySchema,
      queryKeys,
    });
    expect(requests.length).toBeGreaterThanOrEqual(100);

    const before = await dbState(db().db);
    const blobsBefore = storedBlobs();
    const failures: string[] = [];
    for (const hostile of requests) {
      const res = await handler(hostile.request(), routeCtx(hostile.params));
      const type = res.headers.get('content-type') ?? '';
      const body = type.includes('json') ? await res.json().catch(() => null) : await res.text();
      // A browser navigation (the OAuth callback) refuses by redirecting to one of our pages.
      const location = res.headers.get('location') ?? '';
      const redirectedHome =
        rm.method === 'GET' && res.status >= 300 && res.status < 400 && (location.startsWith('/') || location.startsWith(TEST_ORIGIN));
      const refusedWell =
        redirectedHome ||
        (res.status >= 400 && res.status < 500 && type.startsWith('application/json') && typeof body?.message === 'string');
      if (hostile.expect === 'refuse' && !refusedWell)
        failures.push(`${hostile.label} → ${res.status} ${JSON.stringify(body)?.slice(0, 120)}`);
      if (hostile.expect === 'survive' && (res.status >= 500 || (res.status >= 400 && !refusedWell)))
        failures.push(`${hostile.label} → ${res.status}`);
      totals[hostile.expect === 'refuse' ? 'refused' : 'survived']++;
      if (process.env.HOSTILE_DEBUG && rm.template.includes(process.env.HOSTILE_DEBUG)) {
        const changed = changedTables(before, await dbState(db().db));
        if (changed.length) throw new Error(`${hostile.label} → ${res.status} changed ${changed}`);
      }
    }
    totals.routes.add(route.template);
    totals.methods++;
    totals.requests += requests.length;
    expect(failures).toEqual([]);
    expect(changedTables(before, await dbState(db().db))).toEqual([]);
    expect(storedBlobs()).toEqual(blobsBefore);
  });
});
