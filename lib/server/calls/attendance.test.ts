import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as postEvent } from '@/app/api/v1/meeting/[id]/events/route';
import { POST as reportRoute } from '@/app/api/v1/meeting/[id]/attendance/route';
import { PUT as cancelRoute } from '@/app/api/v1/meeting/[id]/cancel/route';
import { GET as joinRoute } from '@/app/api/v1/meeting/video/[id]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { paidLiveMeeting } from '@/lib/test/fixtures/live-meeting';
import { interceptSandboxWebhooks } from '@/lib/test/fixtures/payments';
import { type TestUser, testCustomer } from '@/lib/test/fixtures/users';
import { getMeeting } from '@/lib/server/meetings/get-meeting';
import { settleEndedMeetings } from '@/lib/server/meetings/settle-ended-meetings';
import { resetCallHubForTests } from './call-hub';
import { hasAttended } from '@/lib/server/meetings/attendance';

// Issue 38: a party attends when their media connection came up — the call page's report, over a
// CSRF-checked POST, of a connection both parties negotiated through the call — not when a page or
// the join call was fetched (a cross-site GET carries the session cookie too).
const db = useTestDb();
let restore: () => void;

beforeAll(() => {
  resetCallHubForTests();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_attendance_jest' });
  restore = interceptSandboxWebhooks().restore;
});
afterAll(() => {
  restore();
  resetCallHubForTests();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

/** A paid 30-minute consultation that started 12 minutes ago: its window is open, a no-show can be claimed. */
function liveMeeting() {
  return paidLiveMeeting(db().db, 12);
}

const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const join = (u: TestUser, id: string, headers: Record<string, string> = {}) =>
  joinRoute(apiRequest(`/api/v1/meeting/video/${id}?tz=Asia/Manila`, { jar: u.jar, headers }), routeCtx({ id }));
const send = (u: TestUser, id: string, body: unknown) =>
  postEvent(apiRequest(`/api/v1/meeting/${id}/events`, { method: 'POST', jar: u.jar, body }), routeCtx({ id }));
const report = (u: TestUser | undefined, id: string, conn: string, headers: Record<string, string> = {}) =>
  reportRoute(apiRequest(`/api/v1/meeting/${id}/attendance`, { method: 'POST', jar: u?.jar, body: { conn }, headers }), routeCtx({ id }));
const status = async (id: string) =>
  (await db().db.select({ status: t.meetings.status, outcome: t.meetings.outcome }).from(t.meetings).where(eq(t.meetings.id, id)))[0];

/** The lawyer offers connection `conn` and the client answers it, through the call's signalling. */
async function negotiate(m: Awaited<ReturnType<typeof liveMeeting>>, conn: string) {
  expect((await send(m.lawyer, m.id, { kind: 'offer', conn, description: { type: 'offer', sdp: 'v=0 offer' } })).status).toBe(200);
  expect((await send(m.client, m.id, { kind: 'answer', conn, description: { type: 'answer', sdp: 'v=0 answer' } })).status).toBe(200);
}

describe('attendance comes from the call itself', () => {
  it('fetching the call (even cross-site) is not attending: the settlement refunds the client in full', async () => {
    const m = await liveMeeting();
    // The join call answers a cross-site GET (a GET is not CSRF-checked), so it must not count.
    expect((await join(m.lawyer, m.id, CROSS_SITE)).status).toBe(200);
    expect((await join(m.client, m.id)).status).toBe(200);
    expect(await hasAttended(m.id, m.lawyer.id)).toBe(false);
    expect(await hasAttended(m.id, m.client.id)).toBe(false);
    expect((await getMeeting(m.client.id, m.id, 'en')).attendance).toEqual([]);
    expect(await settleEndedMeetings({ now: m.closed })).toBeGreaterThanOrEqual(1);
    expect(await status(m.id)).toEqual({ status: 'CANCELLED', outcome: 'NOBODY_ATTENDED' });
    const [payment] = await db().db.select({ status: t.payments.status }).from(t.payments).where(eq(t.payments.meetingId, m.id));
    expect(payment.status).toBe('REFUND_REQUIRED');
  });

  it("a lawyer who only opened the call cannot defeat the client's no-show claim", async () => {
    const m = await liveMeeting();
    expect((await join(m.lawyer, m.id, CROSS_SITE)).status).toBe(200);
    const res = await cancelRoute(
      apiRequest(`/api/v1/meeting/${m.id}/cancel`, { method: 'PUT', jar: m.client.jar, body: {} }),
      routeCtx({ id: m.id }),
    );
    expect(await res.json()).toMatchObject({ status: 'CANCELLED', refund: 'FULL' });
  });

  it('a connection both parties negotiated and reported is attendance: the settlement keeps the fee', async () => {
    const m = await liveMeeting();
    const conn = randomUUID();
    await join(m.lawyer, m.id);
    await join(m.client, m.id);
    await negotiate(m, conn);
    const first = await report(m.lawyer, m.id, conn);
    expect(first.status).toBe(200);
    const { connected_at } = (await first.json()) as { connected_at: string };
    // A repeat (an ICE restart reconnects the same connection) keeps the first moment.
    expect(await (await report(m.lawyer, m.id, conn)).json()).toEqual({ attended: true, connected_at });
    expect((await report(m.client, m.id, conn)).status).toBe(200);
    expect(await hasAttended(m.id, m.lawyer.id)).toBe(true);
    expect(await hasAttended(m.id, m.client.id)).toBe(true);
    const attendance = (await getMeeting(m.client.id, m.id, 'en')).attendance;
    expect(attendance.map((a) => a.role).sort()).toEqual(['CUSTOMER', 'LAWYER']);
    expect(attendance.find((a) => a.role === 'LAWYER')?.joined_at).toBe(connected_at);
    await settleEndedMeetings({ now: m.closed });
    expect(await status(m.id)).toEqual({ status: 'COMPLETED', outcome: 'ATTENDED' });
  });

  it('refuses a report that is cross-site, from another session, of a connection not negotiated, or before joining', async () => {
    const m = await liveMeeting();
    const conn = randomUUID();
    const stranger = await testCustomer(db().db);
    await join(m.lawyer, m.id);
    await join(m.client, m.id);
    await negotiate(m, conn);
    const body = async (res: Response) => ({ status: res.status, ...((await res.json()) as object) });
    // Cross-site: a foreign Origin, or no Origin and Sec-Fetch-Site cross-site.
    expect(await body(await report(m.lawyer, m.id, conn, { origin: 'https://evil.example' }))).toMatchObject({ status: 403, key: 'CSRF' });
    expect(await body(await report(m.lawyer, m.id, conn, { origin: '', 'sec-fetch-site': 'cross-site' }))).toMatchObject({
      status: 403,
      key: 'CSRF',
    });
    // Another user's session marks nobody: not a party of this meeting.
    expect((await report(stranger, m.id, conn)).status).toBe(404);
    expect((await report(undefined, m.id, conn)).status).toBe(401);
    // A connection nobody offered and answered through the call.
    expect(await body(await report(m.lawyer, m.id, randomUUID()))).toMatchObject({ status: 409, key: 'CALL_CONNECTION_UNKNOWN' });
    expect((await report(m.lawyer, m.id, 'not-a-connection')).status).toBe(400);
    expect(await hasAttended(m.id, m.lawyer.id)).toBe(false);
    expect(await hasAttended(m.id, m.client.id)).toBe(false);

    // A party who has not joined (no open join) cannot report: the other's connection is not theirs.
    const other = await liveMeeting();
    const otherConn = randomUUID();
    await negotiate(other, otherConn);
    expect(await body(await report(other.client, other.id, otherConn))).toMatchObject({ status: 409, key: 'CALL_NOT_JOINED' });
    expect(await hasAttended(other.id, other.client.id)).toBe(false);
  });
});
