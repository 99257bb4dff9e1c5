import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { GET as streamEvents, POST as postEvent } from '@/app/api/v1/meeting/[id]/events/route';
import { GET as joinRoute, POST as leaveRoute } from '@/app/api/v1/meeting/video/[id]/route';
import { openDb, type DbHandle } from '@/lib/db/client';
import { tables as t } from '@/lib/db';
import type { CallEvent, VideoCall } from '@/lib/dto/video-call';
import { setTestEnv } from '@/lib/test/env';
import { itOnPostgres, useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { getMeeting } from '@/lib/server/meetings/get-meeting';
import { CallHub, resetCallHubForTests } from './call-hub';
import { openCallEventStream } from './event-stream';
import { recordConnected } from './attendance';
import { sessionUser } from '@/lib/test/fixtures/event-streams';

const db = useTestDb();
const MIN = 60_000;
let lawyer: TestUser;
let client: TestUser;
let stranger: TestUser;
let meetingId: string;

beforeAll(async () => {
  resetCallHubForTests();
  setTestEnv({ TURN_URLS: 'turn:127.0.0.1:3478', TURN_SECRET: 'test-secret', STUN_URLS: 'stun:127.0.0.1:3478' });
  lawyer = await testLawyer(db().db, { name: 'Ana Reyes' });
  client = await testCustomer(db().db);
  stranger = await testCustomer(db().db);
  meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date(Date.now() + 5 * MIN) });
});
afterAll(() => {
  resetCallHubForTests();
  setTestEnv({ TURN_URLS: undefined, TURN_SECRET: undefined, STUN_URLS: undefined });
});

const join = (u: TestUser | undefined, id = meetingId, query = '') =>
  joinRoute(apiRequest(`/api/v1/meeting/video/${id}${query}`, { jar: u?.jar }), routeCtx({ id }));
const leave = (u: TestUser, id = meetingId) =>
  leaveRoute(apiRequest(`/api/v1/meeting/video/${id}`, { method: 'POST', jar: u.jar }), routeCtx({ id }));
const send = (u: TestUser, body: unknown, id = meetingId) =>
  postEvent(apiRequest(`/api/v1/meeting/${id}/events`, { method: 'POST', jar: u.jar, body }), routeCtx({ id }));

/** Reads SSE frames from a streaming response until `count` events (not comments) arrived. */
async function readEvents(res: Response, count: number, timeoutMs = 5000): Promise<{ events: CallEvent[]; ids: string[]; raw: string }> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let raw = '';
  const deadline = Date.now() + timeoutMs;
  const parse = () =>
    raw
      .split('\n\n')
      .filter((f) => f.includes('data: '))
      .map((f) => ({ id: /^id: (.*)$/m.exec(f)?.[1] ?? '', data: JSON.parse(/^data: (.*)$/m.exec(f)![1]) as CallEvent }));
  while (parse().length < count && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now()))]);
    if (!chunk || chunk.done) break;
    raw += decoder.decode(chunk.value);
  }
  await reader.cancel();
  const frames = parse();
  return { events: frames.map((f) => f.data), ids: frames.map((f) => f.id), raw };
}

function stream(u: TestUser, id = meetingId, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const req = new Request(`http://localhost:3000/api/v1/meeting/${id}/events`, {
    headers: { cookie: u.jar.header(), ...headers },
    signal: controller.signal,
  });
  return { res: streamEvents(req, routeCtx({ id })), abort: () => controller.abort() };
}

describe('joining a call (GET/POST meeting/video/{id})', () => {
  it('a visitor gets 401 and a third user 404', async () => {
    expect((await join(undefined)).status).toBe(401);
    expect((await join(stranger)).status).toBe(404);
  });

  it('an unpaid or cancelled meeting, an hour early or after the window: a clear refusal', async () => {
    const at = (minutes: number) => new Date(Date.now() + minutes * MIN);
    const unpaid = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      start: at(200),
      status: 'PAYMENT_PENDING',
      holdExpiresAt: at(15),
    });
    const cancelled = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: at(300), status: 'CANCELLED' });
    const early = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date('2030-01-07T02:00:00Z') });
    const over = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: at(-120), status: 'COMPLETED' });
    const body = async (res: Response) => ({ status: res.status, ...(await res.json()) });
    expect(await body(await join(client, unpaid))).toMatchObject({ status: 409, key: 'CALL_NOT_PAID' });
    expect(await body(await join(client, cancelled))).toMatchObject({ status: 409, key: 'CALL_CANCELLED' });
    expect(await body(await join(client, early, '?tz=Asia/Tokyo'))).toMatchObject({
      status: 403,
      key: 'CALL_NOT_OPEN_YET',
      message: 'This call opens at Mon, Jan 7, 10:50 AM (Asia/Tokyo), 10 minutes before the start.',
    });
    expect((await body(await join(client, early))).message).toContain('9:50 AM (Asia/Manila)');
    expect(await body(await join(lawyer, over))).toMatchObject({ status: 403, key: 'CALL_ENDED' });
  });

  it('a party of a paid, open call gets the call object with time-limited TURN credentials', async () => {
    const res = await join(client);
    expect(res.status).toBe(200);
    const call: VideoCall = await res.json();
    expect(call).toMatchObject({
      meeting_id: meetingId,
      role: 'CUSTOMER',
      call_type: 'VIDEO',
      self: { user_id: client.id, name: 'Maria Santos' },
      peer: { user_id: lawyer.id, name: 'Atty. Ana Reyes', picture_url: expect.any(String) },
      ice_transport_policy: 'all',
      peer_present: false,
    });
    const turn = call.ice_servers.find((s) => String(s.urls).startsWith('turn:'))!;
    const [expiry, userId] = turn.username!.split(':');
    expect(userId).toBe(client.id);
    expect(Number(expiry)).toBeGreaterThan(Date.now() / 1000 + 3000);
    expect(turn.credential).toBe(createHmac('sha1', 'test-secret').update(turn.username!).digest('base64'));
    expect(call.ice_servers).toContainEqual({ urls: ['stun:127.0.0.1:3478'] });
    const asLawyer: VideoCall = await (await join(lawyer)).json();
    expect(asLawyer).toMatchObject({
      role: 'LAWYER',
      self: { name: 'Atty. Ana Reyes' },
      peer: { name: 'Maria Santos' },
      peer_present: true,
    });
  });

  it('joins and leaves are recorded; the meeting shows each join whose connection came up', async () => {
    // Both have joined (the test above): presence, not attendance yet.
    expect((await getMeeting(client.id, meetingId, 'en')).attendance).toEqual([]);
    const conn = '5b2f7c1e-9a3d-4e8f-8c1a-2d3e4f5a6b7c';
    await send(lawyer, { kind: 'offer', conn, description: { type: 'offer', sdp: 'v=0 offer' } });
    await send(client, { kind: 'answer', conn, description: { type: 'answer', sdp: 'v=0 answer' } });
    for (const u of [client, lawyer]) expect((await recordConnected(u.id, meetingId, conn)).attended).toBe(true);
    expect((await leave(client)).status).toBe(200);
    expect((await leave(stranger)).status).toBe(404);
    const meeting = await getMeeting(client.id, meetingId, 'en');
    const mine = meeting.attendance.filter((a) => a.user_id === client.id);
    expect(mine.at(-1)).toMatchObject({ role: 'CUSTOMER', name: 'Maria Santos', left_at: expect.any(String), seconds: expect.any(Number) });
    expect(meeting.attendance.some((a) => a.user_id === lawyer.id && a.role === 'LAWYER' && a.name === 'Atty. Ana Reyes')).toBe(true);
  });
});

describe('signaling (POST and GET meeting/{id}/events)', () => {
  it('delivers the other party’s signals with ids, never the sender’s own, and replays after Last-Event-ID', async () => {
    const lawyerStream = stream(lawyer);
    const res = await lawyerStream.res;
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(
      (
        await send(client, {
          kind: 'offer',
          conn: '3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c',
          description: { type: 'offer', sdp: 'v=0 offer' },
        })
      ).status,
    ).toBe(200);
    expect((await send(lawyer, { kind: 'media', audio: false, video: true })).status).toBe(200);
    expect(
      (
        await send(client, {
          kind: 'candidate',
          conn: '3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c',
          candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
        })
      ).status,
    ).toBe(200);
    const { events, ids } = await readEvents(res, 3);
    lawyerStream.abort();
    expect(events.map((e) => e.kind)).toEqual(['presence', 'offer', 'candidate']);
    expect(events.every((e) => e.from === client.id || e.kind === 'presence')).toBe(true);
    expect(Number(ids[2])).toBeGreaterThan(Number(ids[1]));
    // Reconnect as if the connection dropped after the offer: the candidate comes again, nothing else.
    await send(client, { kind: 'hangup' });
    const resumed = stream(lawyer, meetingId, { 'last-event-id': ids[1] });
    const replay = await readEvents(await resumed.res, 2);
    resumed.abort();
    expect(replay.events.map((e) => e.kind)).toEqual(['candidate', 'hangup']);
  });

  it('100 malformed messages: 4xx each, nothing stored or delivered, and the call goes on', async () => {
    const before = (await db().db.select().from(t.callSignals).where(eq(t.callSignals.meetingId, meetingId))).length;
    const bad: unknown[] = [
      {},
      { kind: 'offer' },
      { kind: 'offer', description: { type: 'answer', sdp: 'x' } },
      { kind: 'nope' },
      { kind: 'media', audio: 'yes', video: true },
      { kind: 'presence', state: 'dancing' },
      { kind: 'candidate', candidate: { candidate: 1 } },
      { kind: 'hangup', extra: true },
      'text',
      [1, 2],
      { kind: 'offer', description: { type: 'offer', sdp: 'v=0' } },
      { kind: 'answer', conn: '../x', description: { type: 'answer', sdp: 'v=0' } },
    ];
    const statuses = [];
    for (let i = 0; i < 100; i++) statuses.push((await send(client, bad[i % bad.length])).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    const raw = await postEvent(
      new Request(`http://localhost:3000/api/v1/meeting/${meetingId}/events`, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000', cookie: client.jar.header(), 'content-type': 'application/json' },
        body: '{"kind":',
      }),
      routeCtx({ id: meetingId }),
    );
    expect(raw.status).toBe(400);
    const huge = await send(client, {
      kind: 'offer',
      conn: '3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c',
      description: { type: 'offer', sdp: 'a'.repeat(70 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect((await db().db.select().from(t.callSignals).where(eq(t.callSignals.meetingId, meetingId))).length).toBe(before);
    expect((await send(client, { kind: 'media', audio: true, video: true })).status).toBe(200);
  });

  it('a party of another meeting never receives them', async () => {
    const otherLawyer = await testLawyer(db().db);
    const otherClient = await testCustomer(db().db);
    const other = await insertMeeting(db().db, {
      lawyerId: otherLawyer.id,
      customerId: otherClient.id,
      start: new Date(Date.now() + 5 * MIN),
    });
    const s = stream(otherLawyer, other);
    const res = await s.res;
    await send(client, { kind: 'offer', conn: '3f1c2a4e-8b7d-4c1e-9a2b-1d2e3f4a5b6c', description: { type: 'offer', sdp: 'v=0 secret' } });
    expect((await send(otherClient, { kind: 'media', audio: true, video: false }, meetingId)).status).toBe(404);
    const { events, raw } = await readEvents(res, 2, 800);
    s.abort();
    expect(events.map((e) => e.kind)).toEqual(['presence']);
    expect(raw).not.toContain('secret');
  });

  it('sends heartbeats', async () => {
    const controller = new AbortController();
    const req = new Request(`http://localhost:3000/api/v1/meeting/${meetingId}/events`, {
      headers: { cookie: lawyer.jar.header() },
      signal: controller.signal,
    });
    const res = await openCallEventStream(req, await sessionUser(lawyer.jar), meetingId, { heartbeatMs: 50 });
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes(': ping')) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    expect(text).toContain(': ping\n\n');
  });

  it('a sender over the limit gets 429 with Retry-After, and nothing is stored', async () => {
    // The bucket as a burst of 150 signals within the window leaves it (the timing of 150 real
    // requests on a loaded machine is not what this test is about).
    await db().db
      .execute(sql`INSERT INTO rate_limit_buckets (key, hits, window_start, expires_at) VALUES (${`call-signal:user:${lawyer.id}`}, 150, now(), now() + interval '10 seconds')
      ON CONFLICT (key) DO UPDATE SET hits = 150, window_start = now(), expires_at = now() + interval '10 seconds'`);
    const before = (await db().db.select().from(t.callSignals).where(eq(t.callSignals.meetingId, meetingId))).length;
    const res = await send(lawyer, { kind: 'media', audio: true, video: true });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await db().db.select().from(t.callSignals).where(eq(t.callSignals.meetingId, meetingId))).length).toBe(before);
  });

  itOnPostgres('concurrent signals of one sender all reach an open stream (ids commit in order)', async () => {
    const customer3 = await testCustomer(db().db);
    const lawyer3 = await testLawyer(db().db);
    const m3 = await insertMeeting(db().db, { lawyerId: lawyer3.id, customerId: customer3.id, start: new Date(Date.now() + 5 * MIN) });
    const listening = stream(lawyer3, m3);
    const res = await listening.res;
    const sent = await Promise.all(
      Array.from({ length: 40 }, () =>
        send(customer3, { kind: 'media', audio: true, video: false }, m3).then((r) => r.json() as Promise<{ _id: string }>),
      ),
    );
    const got = await readEvents(res, 41);
    listening.abort();
    expect(got.ids.filter((id) => got.events[got.ids.indexOf(id)].kind === 'media').sort()).toEqual(sent.map((s) => s._id).sort());
  });

  itOnPostgres('reaches a stream on another app instance through LISTEN/NOTIFY', async () => {
    // A second instance: its own connections and its own hub, on the same PostgreSQL database.
    const other: DbHandle = await openDb({ databaseUrl: db().databaseUrl });
    const hub = new CallHub(async () => other.listen);
    try {
      const woken: number[] = [];
      const listener = (id: string, wake: (signalId: number) => void) => ({
        meetingId: id,
        userId: lawyer.id,
        wake,
        sessionEnded: () => undefined,
      });
      const unsubscribe = await hub.subscribe(listener(meetingId, (id) => woken.push(id)));
      const customer2 = await testCustomer(db().db);
      const lawyer2 = await testLawyer(db().db);
      const m2 = await insertMeeting(db().db, { lawyerId: lawyer2.id, customerId: customer2.id, start: new Date(Date.now() + 5 * MIN) });
      const unrelated = await hub.subscribe(listener(m2, () => woken.push(-1)));
      const { _id } = await (await send(client, { kind: 'hangup' })).json();
      for (let i = 0; i < 50 && woken.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(woken).toEqual([Number(_id)]);
      unsubscribe();
      unrelated();
    } finally {
      await hub.close();
      await other.close();
    }
  });
});
