import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GET as guestGet, POST as guestInvite, PUT as guestDecide } from '@/app/api/v1/meeting/[id]/guest/route';
import { POST as openLinkRoute } from '@/app/api/v1/call-guest/link/[token]/route';
import { GET as pollRoute } from '@/app/api/v1/call-guest/route';
import { POST as guestJoinRoute } from '@/app/api/v1/call-guest/call/route';
import { POST as guestLeaveRoute } from '@/app/api/v1/call-guest/leave/route';
import { POST as postEvent } from '@/app/api/v1/meeting/[id]/events/route';
import { POST as reportRoute } from '@/app/api/v1/meeting/[id]/attendance/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { paidLiveMeeting } from '@/lib/test/fixtures/live-meeting';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { resetCallHubForTests } from './call-hub';
import { readSignalsAfter } from './signals';
import { announceMeetingActivity } from '@/lib/server/meetings/call-signals/announce-activity';

// Issue 63 item 5, a relative on the call: who may invite, admit and remove; the link works in one browser
// only, for that meeting only, until the meeting's end; the guest's signals reach only the call.
const db = useTestDb();

beforeAll(() => resetCallHubForTests());
afterAll(() => resetCallHubForTests());

type Browser = { cookie?: string };
// `http` is the answer's status; an error's JSON has its own `status` (the same number) and `key`.
const body = async (res: Response): Promise<Record<string, unknown>> => ({
  http: res.status,
  ...((await res.json()) as Record<string, unknown>),
});

const invite = (u: TestUser, id: string, input: unknown = { name: 'Rosa Cruz' }) =>
  guestInvite(apiRequest(`/api/v1/meeting/${id}/guest`, { method: 'POST', jar: u.jar, body: input }), routeCtx({ id }));
const decide = (u: TestUser, id: string, action: 'admit' | 'remove') =>
  guestDecide(apiRequest(`/api/v1/meeting/${id}/guest`, { method: 'PUT', jar: u.jar, body: { action } }), routeCtx({ id }));
const guestOf = (u: TestUser, id: string) => guestGet(apiRequest(`/api/v1/meeting/${id}/guest`, { jar: u.jar }), routeCtx({ id }));

const tokenOf = (url: unknown) => String(url).split('/call-guest/')[1];

/** A browser opens the link; a cookie it is given stays with it, as a browser keeps it. */
async function open(browser: Browser, token: string): Promise<Response> {
  const res = await openLinkRoute(
    apiRequest(`/api/v1/call-guest/link/${token}`, { method: 'POST', headers: browser.cookie ? { cookie: browser.cookie } : {} }),
    routeCtx({ token }),
  );
  const set = res.headers.get('set-cookie');
  if (set) browser.cookie = set.split(';')[0];
  return res;
}
const asGuest = (browser: Browser, path: string, method = 'GET', payload?: unknown) =>
  apiRequest(path, { method, body: payload, headers: browser.cookie ? { cookie: browser.cookie } : {} });
const poll = (b: Browser) => pollRoute(asGuest(b, '/api/v1/call-guest'), routeCtx({}));
const guestJoin = (b: Browser) => guestJoinRoute(asGuest(b, '/api/v1/call-guest/call', 'POST'), routeCtx({}));
const guestSend = (b: Browser, id: string, payload: unknown) =>
  postEvent(asGuest(b, `/api/v1/meeting/${id}/events`, 'POST', payload), routeCtx({ id }));
const send = (u: TestUser, id: string, payload: unknown) =>
  postEvent(apiRequest(`/api/v1/meeting/${id}/events`, { method: 'POST', jar: u.jar, body: payload }), routeCtx({ id }));

/** A live consultation with a guest invited and waiting in the lobby (their browser holds the cookie). */
async function guestWaiting() {
  const m = await paidLiveMeeting(db().db, 5);
  const made = await body(await invite(m.client, m.id));
  const guest: Browser = {};
  expect((await open(guest, tokenOf(made.url))).status).toBe(200);
  return { ...m, guest, guestId: String(made._id), token: tokenOf(made.url) };
}

describe('inviting a guest', () => {
  it("only the meeting's client invites; the e-mail gets the link; inviting again before it is opened replaces the link", async () => {
    const m = await paidLiveMeeting(db().db, -60);
    const stranger = await testCustomer(db().db);
    expect((await invite(stranger, m.id)).status).toBe(404);
    expect((await invite(m.lawyer, m.id)).status).toBe(403);
    expect((await invite(m.client, m.id, { name: '' })).status).toBe(400);

    const first = await body(await invite(m.client, m.id, { name: 'Rosa Cruz', email: 'Rosa@Example.com', language: 'fil' }));
    expect(first).toMatchObject({ http: 200, name: 'Rosa Cruz', email: 'rosa@example.com' });
    expect(first.url).toMatch(/\/fil\/call-guest\/[A-Za-z0-9_-]{43}$/);
    const mails = await db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, 'rosa@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain(tokenOf(first.url));
    // The parties see the guest; nobody else does, and nobody sees the link again (only its digest is kept).
    expect(await body(await guestOf(m.lawyer, m.id))).toMatchObject({ guest: { name: 'Rosa Cruz', status: 'INVITED', url: null } });
    expect((await guestOf(stranger, m.id)).status).toBe(404);

    const second = await body(await invite(m.client, m.id, { name: 'Rosa Cruz' }));
    expect(second._id).toBe(first._id);
    expect((await open({}, tokenOf(first.url))).status).toBe(404);
    expect((await open({}, tokenOf(second.url))).status).toBe(200);
    // Opened: the meeting has its one guest.
    expect(await body(await invite(m.client, m.id))).toMatchObject({ status: 409, key: 'CALL_GUEST_ALREADY_INVITED' });
  });

  it('is refused for a meeting that ended or was cancelled', async () => {
    const lawyer = await testLawyer(db().db);
    const client = await testCustomer(db().db);
    const ended = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: new Date(Date.now() - 90 * 60_000) });
    const cancelled = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      start: new Date(Date.now() + 86_400_000),
      status: 'CANCELLED',
    });
    for (const id of [ended, cancelled])
      expect(await body(await invite(client, id))).toMatchObject({ status: 409, key: 'CALL_GUEST_NOT_INVITABLE' });
  });
});

describe('the link', () => {
  it('works in the first browser that opens it only; any other browser with the same link is refused', async () => {
    const m = await guestWaiting();
    expect(await body(await poll(m.guest))).toMatchObject({ http: 200, name: 'Rosa Cruz' });
    expect((await open(m.guest, m.token)).status).toBe(200);
    const second: Browser = {};
    expect(await body(await open(second, m.token))).toMatchObject({ status: 403, key: 'CALL_GUEST_LINK_USED' });
    expect(second.cookie).toBeUndefined();
    // A cookie forged from the guest's id with another secret proves nothing.
    const forged: Browser = { cookie: `abogado_call_guest=${m.guestId}.${'x'.repeat(43)}` };
    expect((await open(forged, m.token)).status).toBe(403);
    expect((await poll(forged)).status).toBe(404);
    expect((await open({}, 'not-a-token')).status).toBe(404);
    expect((await open({}, 'A'.repeat(43))).status).toBe(404);
  });

  it("is for its own meeting only: the guest's cookie is nobody on another meeting's call", async () => {
    const m = await guestWaiting();
    const other = await paidLiveMeeting(db().db, 5);
    expect((await decide(m.lawyer, m.id, 'admit')).status).toBe(200);
    // On another meeting the guest's browser is a visitor: not signed in.
    expect((await guestSend(m.guest, other.id, { kind: 'media', audio: true, video: true })).status).toBe(401);
    // Another meeting's lawyer cannot admit or remove this guest.
    expect((await decide(other.lawyer, m.id, 'remove')).status).toBe(404);
  });

  it("expires at the meeting's end", async () => {
    const m = await guestWaiting();
    await db()
      .db.update(t.meetings)
      .set({ startAt: new Date(Date.now() - 40 * 60_000), endAt: new Date(Date.now() - 60_000) })
      .where(eq(t.meetings.id, m.id));
    expect(await body(await open(m.guest, m.token))).toMatchObject({ status: 403, key: 'CALL_GUEST_LINK_EXPIRED' });
    expect(await body(await poll(m.guest))).toMatchObject({ status: 403, key: 'CALL_GUEST_LINK_EXPIRED' });
  });
});

describe('the lobby, admission and removal', () => {
  it('the guest waits until the lawyer admits them; only the lawyer admits', async () => {
    const m = await guestWaiting();
    expect(await body(await guestJoin(m.guest))).toMatchObject({ status: 403, key: 'CALL_GUEST_NOT_ADMITTED' });
    expect(await body(await guestSend(m.guest, m.id, { kind: 'media', audio: true, video: true }))).toMatchObject({
      status: 403,
      key: 'CALL_GUEST_NOT_ADMITTED',
    });
    expect((await decide(m.client, m.id, 'admit')).status).toBe(403);
    expect(await body(await guestOf(m.lawyer, m.id))).toMatchObject({ guest: { status: 'WAITING', present: true } });

    expect(await body(await decide(m.lawyer, m.id, 'admit'))).toMatchObject({ http: 200 });
    expect(await body(await poll(m.guest))).toMatchObject({ status: 'ADMITTED' });
    const call = await body(await guestJoin(m.guest));
    expect(call).toMatchObject({ http: 200, meeting_id: m.id, self: { party_id: m.guestId, role: 'GUEST' } });
    expect((call.parties as Array<{ party_id: string }>).map((p) => p.party_id).sort()).toEqual([m.lawyer.id, m.client.id].sort());
    expect(await body(await decide(m.lawyer, m.id, 'admit'))).toMatchObject({ status: 409, key: 'CALL_GUEST_NOT_WAITING' });
  });

  it("the guest's signals: addressed, never a hang-up; they hear only what is theirs, never the case's activity", async () => {
    const m = await guestWaiting();
    await decide(m.lawyer, m.id, 'admit');
    await guestJoin(m.guest);
    const conn = randomUUID();
    const offer = { kind: 'offer', conn, description: { type: 'offer', sdp: 'v=0 lawyer-to-guest' } };
    expect((await send(m.lawyer, m.id, { ...offer, to: m.guestId })).status).toBe(200);
    // The lawyer's offer to the client (a call of two's, unaddressed) is not the guest's.
    expect(
      (await send(m.lawyer, m.id, { ...offer, conn: randomUUID(), description: { type: 'offer', sdp: 'v=0 to-client' } })).status,
    ).toBe(200);
    await announceMeetingActivity(m.id, m.client.id, 'comment');
    const answer = { kind: 'answer', conn, description: { type: 'answer', sdp: 'v=0 guest-answer' } };
    expect(await body(await guestSend(m.guest, m.id, answer))).toMatchObject({ status: 400, key: 'CALL_UNKNOWN_PARTY' });
    expect((await guestSend(m.guest, m.id, { ...answer, to: randomUUID() })).status).toBe(400);
    expect(await body(await guestSend(m.guest, m.id, { kind: 'hangup' }))).toMatchObject({ status: 403, key: 'CALL_GUEST_CANNOT_END' });
    expect((await guestSend(m.guest, m.id, { ...answer, to: m.lawyer.id })).status).toBe(200);

    const heard = await readSignalsAfter(m.id, { id: m.guestId, guest: true }, 0);
    expect(heard.filter((e) => e.kind === 'offer').map((e) => 'description' in e && e.description.sdp)).toEqual(['v=0 lawyer-to-guest']);
    expect(heard.some((e) => e.kind === 'activity')).toBe(false);
    const lawyerHears = await readSignalsAfter(m.id, { id: m.lawyer.id, guest: false }, 0);
    expect(lawyerHears.find((e) => e.kind === 'answer')).toMatchObject({ from: m.guestId, to: m.lawyer.id });
    // The client hears the guest's presence, not the guest's answer to the lawyer.
    const clientHears = await readSignalsAfter(m.id, { id: m.client.id, guest: false }, 0);
    expect(clientHears.some((e) => e.kind === 'answer')).toBe(false);
    expect(clientHears.some((e) => e.kind === 'presence' && e.from === m.guestId)).toBe(true);

    // Their connection with the lawyer came up: the attendance record has the guest.
    const report = await reportRoute(asGuest(m.guest, `/api/v1/meeting/${m.id}/attendance`, 'POST', { conn }), routeCtx({ id: m.id }));
    expect(report.status).toBe(200);
    expect(await body(await guestOf(m.client, m.id))).toMatchObject({ guest: { connected_at: expect.any(String) } });
  });

  it('removed: the link, the browser and the call stop working for the guest, and nobody can be invited instead', async () => {
    const m = await guestWaiting();
    await decide(m.lawyer, m.id, 'admit');
    await guestJoin(m.guest);
    expect((await decide(m.client, m.id, 'remove')).status).toBe(403);
    expect(await body(await decide(m.lawyer, m.id, 'remove'))).toMatchObject({ http: 200 });
    expect(await body(await poll(m.guest))).toMatchObject({ status: 403, key: 'CALL_GUEST_REMOVED' });
    expect(await body(await open(m.guest, m.token))).toMatchObject({ status: 403, key: 'CALL_GUEST_REMOVED' });
    expect(await body(await open({}, m.token))).toMatchObject({ status: 403, key: 'CALL_GUEST_REMOVED' });
    expect((await guestSend(m.guest, m.id, { kind: 'media', audio: true, video: true })).status).toBe(403);
    expect((await guestJoin(m.guest)).status).toBe(403);
    expect((await guestLeaveRoute(asGuest(m.guest, '/api/v1/call-guest/leave', 'POST'), routeCtx({}))).status).toBe(403);
    // The parties' pages hear the guest leave.
    const clientHears = await readSignalsAfter(m.id, { id: m.client.id, guest: false }, 0);
    expect(clientHears.filter((e) => e.from === m.guestId && e.kind === 'presence').at(-1)).toMatchObject({ state: 'left' });
    expect(await body(await invite(m.client, m.id))).toMatchObject({ status: 409, key: 'CALL_GUEST_ALREADY_INVITED' });
    expect(await body(await decide(m.lawyer, m.id, 'remove'))).toMatchObject({ status: 404, key: 'CALL_GUEST_NOT_FOUND' });
  });
});
