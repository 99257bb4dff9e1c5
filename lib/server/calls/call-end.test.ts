import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { POST as postEvent } from '@/app/api/v1/meeting/[id]/events/route';
import { POST as reportRoute } from '@/app/api/v1/meeting/[id]/attendance/route';
import { GET as joinRoute, POST as leaveRoute } from '@/app/api/v1/meeting/video/[id]/route';
import { POST as postReview } from '@/app/api/v1/review/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { paidLiveMeeting } from '@/lib/test/fixtures/live-meeting';
import { interceptSandboxWebhooks } from '@/lib/test/fixtures/payments';
import { type TestUser } from '@/lib/test/fixtures/users';
import { getMeeting } from '@/lib/server/meetings/get-meeting';
import { settleEndedMeetings } from '@/lib/server/meetings/settle-ended-meetings';
import { resetCallHubForTests } from './call-hub';
import { loadCallMeeting } from './join-rules';
import { listLiveMeetings } from './list-live-meetings';
import { drainOutbox } from '@/lib/test/fixtures/outbox';
import { listNotifications } from '@/lib/server/messaging/notifications/list-notifications';

// Issue 45 item 3: the end of a consultation follows the call's end. When both parties have left a
// call whose media connected on both sides — one hung up, the other's page left after it — the
// meeting is settled at once (COMPLETED, the fee kept, the review request out), its call closed
// for joining and gone from the live list; a page that only closes, or a lawyer who never
// connected, changes nothing before the window closes, so the no-show rules stay as they were.
const db = useTestDb();
let restore: () => void;

beforeAll(() => {
  resetCallHubForTests();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_call_end_jest' });
  restore = interceptSandboxWebhooks().restore;
});
afterAll(() => {
  restore();
  resetCallHubForTests();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

/** A paid 30-minute consultation that started 5 minutes ago: its window is open for 40 more. */
function liveMeeting() {
  return paidLiveMeeting(db().db, 5);
}
type Live = Awaited<ReturnType<typeof liveMeeting>>;

const join = (u: TestUser, id: string) =>
  joinRoute(apiRequest(`/api/v1/meeting/video/${id}?tz=Asia/Manila`, { jar: u.jar }), routeCtx({ id }));
/** The Leave button sends `{hangup: true}`; a closing page's sendBeacon sends no body. */
const leave = (u: TestUser, id: string, body?: unknown) =>
  leaveRoute(apiRequest(`/api/v1/meeting/video/${id}`, { method: 'POST', jar: u.jar, body }), routeCtx({ id }));
const send = (u: TestUser, id: string, body: unknown) =>
  postEvent(apiRequest(`/api/v1/meeting/${id}/events`, { method: 'POST', jar: u.jar, body }), routeCtx({ id }));
const report = (u: TestUser, id: string, conn: string) =>
  reportRoute(apiRequest(`/api/v1/meeting/${id}/attendance`, { method: 'POST', jar: u.jar, body: { conn } }), routeCtx({ id }));
const row = async (id: string) =>
  (
    await db()
      .db.select({ status: t.meetings.status, outcome: t.meetings.outcome, settledAt: t.meetings.settledAt })
      .from(t.meetings)
      .where(eq(t.meetings.id, id))
  )[0];
const mailsTo = (email: string) =>
  db().db.select({ subject: t.outboundEmails.subject }).from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, email));

/** Both join; the lawyer offers, the client answers; each side reports the connection up (or only `who`). */
async function connect(m: Live, who: ('lawyer' | 'client')[] = ['lawyer', 'client']) {
  const conn = randomUUID();
  expect((await join(m.lawyer, m.id)).status).toBe(200);
  // The kick after the lawyer's join: the client, still away, is told the lawyer is waiting.
  await drainOutbox();
  expect((await join(m.client, m.id)).status).toBe(200);
  expect((await send(m.lawyer, m.id, { kind: 'offer', conn, description: { type: 'offer', sdp: 'v=0 offer' } })).status).toBe(200);
  expect((await send(m.client, m.id, { kind: 'answer', conn, description: { type: 'answer', sdp: 'v=0 answer' } })).status).toBe(200);
  for (const party of who) expect((await report(m[party], m.id, conn)).status).toBe(200);
}

describe('the call ends the consultation', () => {
  it('the client hangs up, the lawyer leaves after: COMPLETED at once, the call closed, the review asked and accepted', async () => {
    const m = await liveMeeting();
    await connect(m);
    // The lawyer joined first: the client was told "Atty. … is waiting — Join now".
    const waitingNotices = async () =>
      (await listNotifications(m.client.id)).results.filter((n) => n.title.endsWith('is waiting') && n.url.includes(m.id));
    expect(await waitingNotices()).toHaveLength(1);
    expect((await leave(m.client, m.id, { hangup: true })).status).toBe(200);
    // The lawyer is still in the call: nothing is settled yet, and the lawyer's page hears the hang-up.
    expect(await row(m.id)).toMatchObject({ status: 'CONFIRMED', settledAt: null });
    const hangups = await db()
      .db.select({ id: t.callSignals.id })
      .from(t.callSignals)
      .where(and(eq(t.callSignals.meetingId, m.id), eq(t.callSignals.senderId, m.client.id), eq(t.callSignals.kind, 'hangup')));
    expect(hangups).toHaveLength(1);

    expect((await leave(m.lawyer, m.id, { hangup: true })).status).toBe(200);
    // The review request follows the settlement's commit from the outbox (a pass, as the kick's).
    await drainOutbox();
    const settled = await row(m.id);
    expect(settled).toMatchObject({ status: 'COMPLETED', outcome: 'ATTENDED' });
    expect(settled.settledAt).not.toBeNull();
    const [payment] = await db().db.select({ status: t.payments.status }).from(t.payments).where(eq(t.payments.meetingId, m.id));
    expect(payment.status).toBe('PAID');

    // The call is over: not joinable, off the live list, its window closed where the meetings say so.
    expect((await loadCallMeeting(m.client.id, m.id)).state).toBe('ended');
    expect((await join(m.client, m.id)).status).toBe(403);
    expect(await listLiveMeetings({ id: m.client.id, type: 'CUSTOMER' })).toEqual([]);
    expect(await listLiveMeetings({ id: m.lawyer.id, type: 'LAWYER' })).toEqual([]);
    // Nor does the client's dashboard keep offering to join it (issue 57 item 6).
    expect(await waitingNotices()).toEqual([]);
    const page = await getMeeting(m.client.id, m.id, 'en');
    expect(page).toMatchObject({ status: 'COMPLETED', can_review: true, review_refusal: null });
    expect(page.join_closes_at).toBe(settled.settledAt!.toISOString());

    // The review request goes out now, not when the window closes; the review is taken.
    expect((await mailsTo(m.client.email)).map((x) => x.subject)).toContain('How was your consultation with Atty. Test Lawyer?');
    const review = await postReview(
      apiRequest('/api/v1/review', { method: 'POST', jar: m.client.jar, body: { meeting_id: m.id, rating: 5 } }),
      routeCtx(),
    );
    expect(review.status).toBe(200);
    // The scheduler finds nothing more to do with it.
    expect(await settleEndedMeetings({ now: m.closed })).toBe(0);
  });

  it('pages that close or reload (no hang-up) leave the consultation open, however both leave', async () => {
    const m = await liveMeeting();
    await connect(m);
    expect((await leave(m.client, m.id)).status).toBe(200);
    expect((await leave(m.lawyer, m.id)).status).toBe(200);
    await settleEndedMeetings();
    expect(await row(m.id)).toMatchObject({ status: 'CONFIRMED', settledAt: null });
    expect((await loadCallMeeting(m.client.id, m.id)).state).toBe('open');
    // A hang-up before a party came back does not end the call they came back to.
    const n = await liveMeeting();
    await connect(n);
    await leave(n.client, n.id, { hangup: true });
    expect((await join(n.client, n.id)).status).toBe(200);
    await leave(n.lawyer, n.id);
    await leave(n.client, n.id);
    expect(await row(n.id)).toMatchObject({ status: 'CONFIRMED', settledAt: null });
  });

  it('a lawyer whose media never connected: both hanging up settles nothing; the window closes on a refunded no-show', async () => {
    const m = await liveMeeting();
    await connect(m, ['client']);
    await leave(m.client, m.id, { hangup: true });
    await leave(m.lawyer, m.id, { hangup: true });
    await settleEndedMeetings();
    expect(await row(m.id)).toMatchObject({ status: 'CONFIRMED', settledAt: null });
    expect(await settleEndedMeetings({ now: m.closed })).toBeGreaterThanOrEqual(1);
    expect(await row(m.id)).toMatchObject({ status: 'CANCELLED', outcome: 'LAWYER_NO_SHOW' });
    const [payment] = await db().db.select({ status: t.payments.status }).from(t.payments).where(eq(t.payments.meetingId, m.id));
    expect(payment.status).toBe('REFUND_REQUIRED');
  });

  it('a hang-up whose other party vanished without leaving: the scheduler ends it once that party is no longer seen', async () => {
    const m = await liveMeeting();
    await connect(m);
    await leave(m.client, m.id, { hangup: true });
    // The lawyer's page went away without a word (a crash): the open row is seen no more.
    await db()
      .db.update(t.callAttendance)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
      .where(eq(t.callAttendance.meetingId, m.id));
    expect(await settleEndedMeetings()).toBeGreaterThanOrEqual(1);
    expect(await row(m.id)).toMatchObject({ status: 'COMPLETED', outcome: 'ATTENDED' });
  });
});
