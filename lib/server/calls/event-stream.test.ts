import { and, eq, sql } from 'drizzle-orm';
import { POST as changePassword } from '@/app/api/v1/auth/change-password/route';
import { POST as logout } from '@/app/api/v1/auth/logout/route';
import { POST as resetPassword } from '@/app/api/v1/auth/reset-password/route';
import { GET as streamEvents } from '@/app/api/v1/meeting/[id]/events/route';
import { openDb } from '@/lib/db/client';
import { tables as t } from '@/lib/db';
import { createAuthToken } from '@/lib/server/platform/security/auth-tokens';
import { startSession } from '@/lib/server/auth/issue-session';
import { itOnPostgres, useTestDb } from '@/lib/test/db';
import { sessionUser, sleep, streamReader } from '@/lib/test/fixtures/event-streams';
import { apiRequest, CookieJar, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { recordJoin } from './attendance';
import { CallHub, resetCallHubForTests, type CallHubLike } from './call-hub';
import { endCallEventStreams, openCallEventStream, openCallEventStreamCount } from './event-stream';
import { MAX_STREAMS_PER_CALL } from './stream-slots';

// The lifetime of the call's event stream (CallEventStream): it ends through one close, whatever
// ends it — the client, a cancel during start-up, the session, a shutdown — and leaves nothing behind.
const db = useTestDb();
let errors: jest.SpyInstance;

beforeAll(() => resetCallHubForTests());
afterAll(() => resetCallHubForTests());
beforeEach(() => {
  errors = jest.spyOn(console, 'error');
});
afterEach(() => {
  endCallEventStreams();
  errors.mockRestore();
  jest.restoreAllMocks();
});

/** A fresh call: its own lawyer and client, so sessions ended by one test touch no other. */
async function call(): Promise<{ meetingId: string; client: TestUser; lawyer: TestUser }> {
  const lawyer = await testLawyer(db().db);
  const client = await testCustomer(db().db);
  const meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date(Date.now() + 5 * 60_000) });
  return { meetingId, client, lawyer };
}

function eventsRequest(meetingId: string, jar: CookieJar) {
  const controller = new AbortController();
  const req = new Request(`http://localhost:3000/api/v1/meeting/${meetingId}/events`, {
    headers: { cookie: jar.header() },
    signal: controller.signal,
  });
  return { req, abort: () => controller.abort() };
}

const open = (meetingId: string, jar: CookieJar) => streamEvents(eventsRequest(meetingId, jar).req, routeCtx({ id: meetingId }));

/** A second browser of the same user: its own session. */
async function secondSession(user: TestUser): Promise<CookieJar> {
  const cookie = await startSession(
    { id: user.id, type: 'CUSTOMER', roles: [], emailVerified: true },
    { ip: '203.0.113.9', userAgent: 'jest' },
  );
  return new CookieJar().apply(new Response(null, { headers: cookie.map((c): [string, string] => ['set-cookie', c]) }));
}

async function slotsOf(meetingId: string, userId: string): Promise<number> {
  const rows = await db()
    .db.select({ id: t.callStreams.id })
    .from(t.callStreams)
    .where(and(eq(t.callStreams.meetingId, meetingId), eq(t.callStreams.userId, userId)));
  return rows.length;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(20);
  }
  return check();
}

/** The heartbeat intervals (by their period) created and not cleared since the spy was set. */
function watchIntervals(periodMs: number): () => number {
  const created = jest.spyOn(global, 'setInterval');
  const cleared = jest.spyOn(global, 'clearInterval');
  return () => {
    const mine = created.mock.calls.flatMap((args, i) => (args[1] === periodMs ? [created.mock.results[i].value] : []));
    const gone = new Set(cleared.mock.calls.map((args) => args[0]));
    return mine.filter((handle) => !gone.has(handle)).length;
  };
}

/** A hub whose subscription resolves only when the test says so (a slow LISTEN set-up). */
function slowHub() {
  let release: () => void = () => undefined;
  const unsubscribe = jest.fn();
  const hub: CallHubLike = { subscribe: () => new Promise((resolve) => (release = () => resolve(unsubscribe))) };
  return { hub, release: () => release(), unsubscribe };
}

const SESSION_END_MS = 5000;

describe('the end of a call event stream', () => {
  it('a stream cancelled while it is still subscribing never writes afterwards and leaves no timer, slot or registration', async () => {
    const { meetingId, client } = await call();
    const liveTimers = watchIntervals(20);
    const slow = slowHub();
    const { req } = eventsRequest(meetingId, client.jar);
    const res = await openCallEventStream(req, await sessionUser(client.jar), meetingId, { hub: slow.hub, heartbeatMs: 20 });
    const reader = streamReader(res);
    expect(await reader.until((text) => text.includes('retry:'))).toBe(true);
    expect(await slotsOf(meetingId, client.id)).toBe(1);
    await reader.cancel();
    slow.release();
    await sleep(200); // ten heartbeats' worth
    expect(slow.unsubscribe).toHaveBeenCalledTimes(1);
    expect(liveTimers()).toBe(0);
    expect(openCallEventStreamCount()).toBe(0);
    expect(await eventually(async () => (await slotsOf(meetingId, client.id)) === 0)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('after the client went away during start-up, no heartbeat runs: nothing is written or touched', async () => {
    const { meetingId, client } = await call();
    await recordJoin(meetingId, client.id);
    const seenAt = async () =>
      (
        await db().db.select({ at: t.callAttendance.lastSeenAt }).from(t.callAttendance).where(eq(t.callAttendance.userId, client.id))
      )[0].at.getTime();
    const before = await seenAt();
    const liveTimers = watchIntervals(20);
    const slow = slowHub();
    const { req, abort } = eventsRequest(meetingId, client.jar);
    const res = await openCallEventStream(req, await sessionUser(client.jar), meetingId, { hub: slow.hub, heartbeatMs: 20 });
    abort();
    slow.release();
    await sleep(200);
    const reader = streamReader(res);
    expect(await reader.toEnd(500)).toBe(true);
    expect(reader.text()).not.toContain(': ping');
    expect(await seenAt()).toBe(before);
    expect(liveTimers()).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a stream closed normally stops its heartbeat at once', async () => {
    const { meetingId, client } = await call();
    const liveTimers = watchIntervals(25);
    const { req, abort } = eventsRequest(meetingId, client.jar);
    const res = await openCallEventStream(req, await sessionUser(client.jar), meetingId, { heartbeatMs: 25 });
    const reader = streamReader(res);
    expect(await reader.until((text) => text.includes(': ping'))).toBe(true);
    abort();
    expect(liveTimers()).toBe(0);
    expect(await reader.toEnd(500)).toBe(true);
    await sleep(150);
    expect(errors).not.toHaveBeenCalled();
  });

  it('logout ends the open stream of that session within 5 s, and its reconnect gets 401', async () => {
    const { meetingId, client } = await call();
    const reader = streamReader(await open(meetingId, client.jar));
    expect(await reader.until((text) => text.includes('event: presence'))).toBe(true);
    const sent = reader.text().length;
    const started = Date.now();
    expect((await logout(apiRequest('/api/v1/auth/logout', { method: 'POST', jar: client.jar }), routeCtx())).status).toBe(200);
    expect(await reader.toEnd(SESSION_END_MS)).toBe(true);
    expect(Date.now() - started).toBeLessThan(SESSION_END_MS);
    expect(reader.text().slice(sent)).toBe('');
    expect((await open(meetingId, client.jar)).status).toBe(401);
    expect(await eventually(async () => (await slotsOf(meetingId, client.id)) === 0)).toBe(true);
  });

  it('a password change in browser B ends the stream of browser A', async () => {
    const { meetingId, client, lawyer } = await call();
    const browserB = await secondSession(client);
    const streamA = streamReader(await open(meetingId, client.jar));
    const lawyerStream = streamReader(await open(meetingId, lawyer.jar));
    expect(await streamA.until((text) => text.includes('event: presence'))).toBe(true);
    const started = Date.now();
    const res = await changePassword(
      apiRequest('/api/v1/auth/change-password', {
        method: 'POST',
        jar: browserB,
        body: { password: 'Harbour2026', confirm_password: 'Harbour2026' },
      }),
      routeCtx(),
    );
    expect(res.status).toBe(200);
    expect(await streamA.toEnd(SESSION_END_MS)).toBe(true);
    expect(Date.now() - started).toBeLessThan(SESSION_END_MS);
    // The other party's stream is not theirs to end.
    expect(await lawyerStream.toEnd(300)).toBe(false);
  });

  it('a password reset (from the e-mailed link, no session at all) ends the streams of every session', async () => {
    const { meetingId, client } = await call();
    const reader = streamReader(await open(meetingId, client.jar));
    expect(await reader.until((text) => text.includes('event: presence'))).toBe(true);
    const token = await createAuthToken(client.id, 'RESET_PASSWORD');
    const started = Date.now();
    const res = await resetPassword(
      apiRequest('/api/v1/auth/reset-password', {
        method: 'POST',
        body: { token, password: 'Harbour2026', confirm_password: 'Harbour2026' },
      }),
      routeCtx(),
    );
    expect(res.status).toBe(200);
    expect(await reader.toEnd(SESSION_END_MS)).toBe(true);
    expect(Date.now() - started).toBeLessThan(SESSION_END_MS);
  });

  it('an account disabled by an admin (users.disabled_at, any code path) ends its streams', async () => {
    const { meetingId, client } = await call();
    const reader = streamReader(await open(meetingId, client.jar));
    expect(await reader.until((text) => text.includes('event: presence'))).toBe(true);
    const started = Date.now();
    await db().db.update(t.users).set({ disabledAt: new Date() }).where(eq(t.users.id, client.id));
    expect(await reader.toEnd(SESSION_END_MS)).toBe(true);
    expect(Date.now() - started).toBeLessThan(SESSION_END_MS);
  });

  it('the heartbeat closes a stream whose session was revoked even when no notification arrives', async () => {
    const { meetingId, client } = await call();
    const deaf: CallHubLike = { subscribe: async () => () => undefined };
    const user = await sessionUser(client.jar);
    const { req } = eventsRequest(meetingId, client.jar);
    const reader = streamReader(await openCallEventStream(req, user, meetingId, { hub: deaf, heartbeatMs: 50 }));
    expect(await reader.until((text) => text.includes(': ping'))).toBe(true);
    await db().db.update(t.sessions).set({ revokedAt: new Date() }).where(eq(t.sessions.id, user.sessionId));
    expect(await reader.toEnd(1000)).toBe(true);
    expect(openCallEventStreamCount()).toBe(0);
  });

  it(`the sixth stream of one user for one meeting gets 429 while ${MAX_STREAMS_PER_CALL} are open; closing one frees a place`, async () => {
    const { meetingId, client, lawyer } = await call();
    const readers = [];
    for (let i = 0; i < MAX_STREAMS_PER_CALL; i++) {
      const res = await open(meetingId, client.jar);
      expect(res.status).toBe(200);
      readers.push(streamReader(res));
    }
    const refused = await open(meetingId, client.jar);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      key: 'TOO_MANY_STREAMS',
      message: 'Too many open connections to this call. Close other tabs or windows with this call and try again.',
    });
    // A second browser of the same user shares the limit; the other party has its own.
    expect((await open(meetingId, await secondSession(client))).status).toBe(429);
    const theirs = await open(meetingId, lawyer.jar);
    expect(theirs.status).toBe(200);
    await streamReader(theirs).cancel();

    await readers[0].cancel();
    expect(await eventually(async () => (await slotsOf(meetingId, client.id)) < MAX_STREAMS_PER_CALL)).toBe(true);
    const again = await open(meetingId, client.jar);
    expect(again.status).toBe(200);
    await streamReader(again).cancel();
    for (const reader of readers.slice(1)) await reader.cancel();
  });

  it('a slot left by a killed process stops counting once stale', async () => {
    const { meetingId, client } = await call();
    const { sessionId } = await sessionUser(client.jar);
    await db()
      .db.insert(t.callStreams)
      .values(
        Array.from({ length: MAX_STREAMS_PER_CALL }, () => ({
          meetingId,
          userId: client.id,
          sessionId,
          lastSeenAt: sql`now() - interval '10 minutes'`,
        })),
      );
    const res = await open(meetingId, client.jar);
    expect(res.status).toBe(200);
    await streamReader(res).cancel();
  });

  it('graceful shutdown ends a stream with a retry hint and frees its slot', async () => {
    const { meetingId, client } = await call();
    const reader = streamReader(await open(meetingId, client.jar));
    expect(await reader.until((text) => text.includes('event: presence'))).toBe(true);
    expect(endCallEventStreams()).toBe(1);
    expect(await reader.toEnd(1000)).toBe(true);
    expect(reader.text().trim().split('\n\n').at(-1)).toMatch(/^retry: \d+$/);
    expect(await eventually(async () => (await slotsOf(meetingId, client.id)) === 0)).toBe(true);
  });

  itOnPostgres('a logout on one instance ends the stream held by another (NOTIFY across connections)', async () => {
    const { meetingId, client } = await call();
    // The stream's hub listens on a connection of its own, as another `next start` would.
    const other = await openDb({ databaseUrl: db().databaseUrl });
    const hub = new CallHub(async () => other.listen);
    try {
      const { req } = eventsRequest(meetingId, client.jar);
      const reader = streamReader(await openCallEventStream(req, await sessionUser(client.jar), meetingId, { hub }));
      expect(await reader.until((text) => text.includes('event: presence'))).toBe(true);
      const started = Date.now();
      expect((await logout(apiRequest('/api/v1/auth/logout', { method: 'POST', jar: client.jar }), routeCtx())).status).toBe(200);
      expect(await reader.toEnd(SESSION_END_MS)).toBe(true);
      expect(Date.now() - started).toBeLessThan(SESSION_END_MS);
    } finally {
      await hub.close();
      await other.close();
    }
  });
});
