import { and, eq, sql } from 'drizzle-orm';
import { POST as postEvent } from '@/app/api/v1/meeting/[id]/events/route';
import { GET as joinRoute, POST as leaveRoute } from '@/app/api/v1/meeting/video/[id]/route';
import { tables as t } from '@/lib/db';
import { setTestEnv } from '@/lib/test/env';
import { openDb, queryRows } from '@/lib/db/client';
import { itOnPostgres, useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { recordJoin } from './attendance';
import { resetCallHubForTests } from './call-hub';
import { presenceOf } from './presence';
import { readSignalsAfter } from './signals';

// The lobby announces itself as it opens (and every 20 s) on one connection; Join is another. When the
// announcement lands after the join, the other party was told the client went back to the lobby, and
// nothing said "in the call" again: their page showed "Waiting for … to join…" over a live call and
// never its camera-off, reconnecting or trouble notices (three calls e2e failures, 2026-11-25).

const db = useTestDb();
let lawyer: TestUser;
let client: TestUser;
let meetingId: string;

beforeAll(async () => {
  resetCallHubForTests();
  setTestEnv({ TURN_URLS: 'turn:127.0.0.1:3478', TURN_SECRET: 'test-secret', STUN_URLS: 'stun:127.0.0.1:3478' });
  lawyer = await testLawyer(db().db);
  client = await testCustomer(db().db);
  meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date(Date.now() + 5 * 60_000) });
});
afterAll(() => {
  resetCallHubForTests();
  setTestEnv({ TURN_URLS: undefined, TURN_SECRET: undefined, STUN_URLS: undefined });
});

const join = (u: TestUser) => joinRoute(apiRequest(`/api/v1/meeting/video/${meetingId}`, { jar: u.jar }), routeCtx({ id: meetingId }));
const leave = (u: TestUser) =>
  leaveRoute(apiRequest(`/api/v1/meeting/video/${meetingId}`, { method: 'POST', jar: u.jar }), routeCtx({ id: meetingId }));
const announceLobby = (u: TestUser) =>
  postEvent(
    apiRequest(`/api/v1/meeting/${meetingId}/events`, { method: 'POST', jar: u.jar, body: { kind: 'presence', state: 'lobby' } }),
    routeCtx({ id: meetingId }),
  );
const lobbyRows = async () =>
  (
    await db()
      .db.select({ payload: t.callSignals.payload })
      .from(t.callSignals)
      .where(and(eq(t.callSignals.meetingId, meetingId), eq(t.callSignals.senderId, client.id), eq(t.callSignals.kind, 'presence')))
  ).filter((r) => (r.payload as { state: string }).state === 'lobby').length;

describe("a lobby announcement that arrives after the party's join", () => {
  it('is not stored: the other party keeps seeing them in the call', async () => {
    expect((await join(lawyer)).status).toBe(200);
    expect((await announceLobby(client)).status).toBe(200); // the lobby opens
    expect(await presenceOf(meetingId, client.id)).toBe('lobby');
    expect((await join(client)).status).toBe(200);
    const before = await lobbyRows();

    // The lobby's announcement (or its 20 s repeat) lands after the join.
    const late = await announceLobby(client);
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ _id: '0' });

    expect(await lobbyRows()).toBe(before);
    expect(await presenceOf(meetingId, client.id)).toBe('in-call');
    const last = (await readSignalsAfter(meetingId, { id: lawyer.id, guest: false }, 0)).filter((e) => e.kind === 'presence').at(-1);
    expect(last).toMatchObject({ kind: 'presence', state: 'in-call' });
  });

  it('is stored again once the party has left the call (back in the lobby)', async () => {
    expect((await leave(client)).status).toBeLessThan(300);
    const before = await lobbyRows();
    expect((await announceLobby(client)).status).toBe(200);
    expect(await lobbyRows()).toBe(before + 1);
    expect(await presenceOf(meetingId, client.id)).toBe('lobby');
  });

  itOnPostgres(
    'is not stored when the join commits while it waits for the meeting’s signal lock (the check is made under it)',
    async () => {
      // Proxy e2e, CI of 2026-11-27: the lobby's announcement and the join landed in the same millisecond, the
      // announcement checked "not in the call" before the join committed and was stored after its "in-call".
      expect((await leave(client)).status).toBeLessThan(300);
      const before = await lobbyRows();
      const other = await openDb({ databaseUrl: db().databaseUrl });
      try {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let locked!: () => void;
        const held = new Promise<void>((resolve) => (locked = resolve));
        // Another instance holds the meeting's signal lock (storing some signal) for a moment — held before the
        // announcement starts (CI of 2026-11-27, PostgreSQL: the announcement took the lock first and this waited on).
        const holder = other.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`call:${meetingId}`}))`);
          locked();
          await released;
        });
        await held;
        // Advisory locks waited for in this test's own database (other suites run beside it on the same server).
        const waiting = async () =>
          (
            await queryRows<{ n: number }>(
              db().db,
              sql`SELECT count(*)::int AS n FROM pg_locks
                  WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
            )
          )[0].n;
        const announcement = announceLobby(client);
        while ((await waiting()) === 0) await new Promise((r) => setTimeout(r, 20));
        // Meanwhile the client's join records its attendance (its "in-call" would wait for the lock too).
        await recordJoin(meetingId, client.id);
        release();
        await holder;
        const late = await announcement;
        expect(await late.json()).toEqual({ _id: '0' });
        expect(await lobbyRows()).toBe(before);
      } finally {
        await other.close();
      }
    },
  );
});
