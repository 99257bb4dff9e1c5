import { GET as health } from '@/app/api/v1/health/route';
import { GET as streamEvents } from '@/app/api/v1/meeting/[id]/events/route';
import { useTestDb } from '@/lib/test/db';
import { routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { resetCallHubForTests } from '@/lib/server/calls/call-hub';
import { endCallEventStreams } from '@/lib/server/calls/event-stream';
import { markShuttingDown, resetShuttingDownForTests } from '@/lib/server/platform/http/lifecycle';

// What a stopping instance does to its requests (graceful-shutdown.ts); the signal, the drain and
// the exit code are covered end to end by scripts/resilience/shutdown.ts.
const db = useTestDb();
let client: TestUser;
let meetingId: string;

beforeAll(async () => {
  resetCallHubForTests();
  const lawyer = await testLawyer(db().db);
  client = await testCustomer(db().db);
  meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date(Date.now() + 5 * 60_000) });
});
afterEach(() => resetShuttingDownForTests());
afterAll(() => resetCallHubForTests());

const open = () =>
  streamEvents(
    new Request(`http://localhost:3000/api/v1/meeting/${meetingId}/events`, { headers: { cookie: client.jar.header() } }),
    routeCtx({ id: meetingId }),
  );

describe('graceful shutdown', () => {
  it('ends an open call event stream with a retry hint, so EventSource reconnects elsewhere', async () => {
    const res = await open();
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: presence')) text += decoder.decode((await reader.read()).value);
    expect(endCallEventStreams()).toBe(1);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += decoder.decode(chunk.value);
    expect(text.trim().split('\n\n').at(-1)).toMatch(/^retry: \d+$/);
    expect(endCallEventStreams()).toBe(0);
  });

  it('a stream asked of a stopping instance: 503 with Retry-After, and the connection closed, so the balancer or the browser goes elsewhere', async () => {
    markShuttingDown();
    const res = await open();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toMatchObject({ key: 'RESTARTING' });
  });

  it('every API answer of a stopping instance asks the balancer to close its connection; a running one does not', async () => {
    expect((await health(new Request('http://localhost/api/v1/health'), routeCtx({}))).headers.get('connection')).toBeNull();
    markShuttingDown();
    expect((await health(new Request('http://localhost/api/v1/health'), routeCtx({}))).headers.get('connection')).toBe('close');
  });

  it('health answers 503 while stopping, for balancers probing over kept-alive connections', async () => {
    expect((await health(new Request('http://localhost/api/v1/health'), routeCtx({}))).status).toBe(200);
    markShuttingDown();
    const res = await health(new Request('http://localhost/api/v1/health'), routeCtx({}));
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe('This instance is shutting down.');
  });
});
