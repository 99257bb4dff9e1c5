import { GET as liveRoute } from '@/app/api/v1/meetings/live/route';
import { POST as postEvent } from '@/app/api/v1/meeting/[id]/events/route';
import type { LiveMeetingsDto } from '@/lib/dto/video-call';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { countMeetingsAhead } from '@/lib/server/meetings/count-meetings-ahead';
import { resetCallHubForTests } from './call-hub';
import { drainOutbox } from '@/lib/test/fixtures/outbox';

// GET /api/v1/meetings/live: what the portals' "Join now" banner polls. The server decides which
// meetings are inside their join window and whether the other party is waiting.
const db = useTestDb();
const MIN = 60_000;
let lawyer: TestUser;
let client: TestUser;
let stranger: TestUser;
const ids: Record<'soon' | 'grace' | 'ended' | 'later' | 'cancelled' | 'unpaid' | 'othersSoon', string> = {} as never;

beforeAll(async () => {
  resetCallHubForTests();
  lawyer = await testLawyer(db().db, { name: 'Ana Reyes' });
  client = await testCustomer(db().db);
  stranger = await testCustomer(db().db);
  const otherLawyer = await testLawyer(db().db);
  const at = (minutes: number) => new Date(Date.now() + minutes * MIN);
  ids.ended = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: at(-100), status: 'COMPLETED' });
  // Ended 8 minutes ago: the window stays open JOIN_CLOSES_AFTER_MINUTES (15) after the end.
  ids.grace = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: at(-38), status: 'COMPLETED' });
  ids.soon = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: at(5) });
  ids.cancelled = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: at(6), status: 'CANCELLED' });
  // Opens JOIN_OPENS_BEFORE_MINUTES (10) before the start: not yet.
  ids.later = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: at(45) });
  ids.unpaid = await insertMeeting(db().db, {
    lawyerId: lawyer.id,
    customerId: client.id,
    start: at(120),
    status: 'PAYMENT_PENDING',
    holdExpiresAt: at(15),
  });
  ids.othersSoon = await insertMeeting(db().db, { lawyerId: otherLawyer.id, customerId: stranger.id, start: at(4) });
});
afterAll(async () => {
  await drainOutbox();
  resetCallHubForTests();
});

async function live(u: TestUser | undefined, query = ''): Promise<{ status: number; body: LiveMeetingsDto & { message?: string } }> {
  const res = await liveRoute(apiRequest(`/api/v1/meetings/live${query}`, { jar: u?.jar }), routeCtx());
  return { status: res.status, body: await res.json() };
}

describe('GET /api/v1/meetings/live', () => {
  it('a visitor gets 401', async () => {
    const { status, body } = await live(undefined);
    expect(status).toBe(401);
    expect(body.message).toEqual(expect.any(String));
  });

  it('lists only the viewer’s paid meetings inside their join window, soonest first, with the other party', async () => {
    const { status, body } = await live(lawyer);
    expect(status).toBe(200);
    expect(body.results.map((m) => m._id)).toEqual([ids.grace, ids.soon]);
    expect(body.results[1]).toMatchObject({
      role: 'LAWYER',
      call_type: 'VIDEO',
      peer: { user_id: client.id, name: 'Maria Santos' },
      peer_presence: 'left',
      peer_waiting: false,
      join_path: `/lawyer-portal/meeting/${ids.soon}/join`,
    });
    const mine = await live(client, '?_=1');
    expect(mine.body.results.map((m) => m._id)).toEqual([ids.grace, ids.soon]);
    expect(mine.body.results[1]).toMatchObject({
      role: 'CUSTOMER',
      peer: { user_id: lawyer.id, name: 'Atty. Ana Reyes' },
      join_path: `/customer-portal/meeting/${ids.soon}/join`,
    });
  });

  it('another user sees none of them', async () => {
    expect((await live(stranger)).body.results.map((m) => m._id)).toEqual([ids.othersSoon]);
    const outsider = await testCustomer(db().db);
    expect((await live(outsider)).body.results).toEqual([]);
  });

  it('says when the other party is waiting in the lobby', async () => {
    const res = await postEvent(
      apiRequest(`/api/v1/meeting/${ids.soon}/events`, { method: 'POST', jar: client.jar, body: { kind: 'presence', state: 'lobby' } }),
      routeCtx({ id: ids.soon }),
    );
    expect(res.status).toBe(200);
    const { body } = await live(lawyer);
    expect(body.results.find((m) => m._id === ids.soon)).toMatchObject({ peer_presence: 'lobby', peer_waiting: true });
    expect(body.results.find((m) => m._id === ids.grace)).toMatchObject({ peer_waiting: false });
    // The client's own view: the lawyer is not there.
    expect((await live(client)).body.results.find((m) => m._id === ids.soon)).toMatchObject({ peer_waiting: false });
  });
});

describe('the dashboard’s meeting count', () => {
  it('counts today’s meetings that have not ended and every later one, not cancelled or ended ones', async () => {
    // soon, later and unpaid (a hold still waiting for payment); not grace (ended 8 minutes ago), ended or cancelled.
    expect(await countMeetingsAhead({ id: lawyer.id, type: 'LAWYER' })).toBe(3);
    expect(await countMeetingsAhead({ id: client.id, type: 'CUSTOMER' })).toBe(3);
    expect(await countMeetingsAhead({ id: lawyer.id, type: 'LAWYER' }, { now: new Date(Date.now() + 4 * MIN) })).toBe(3);
    expect(await countMeetingsAhead({ id: lawyer.id, type: 'LAWYER' }, { now: new Date(Date.now() + 30 * MIN) })).toBe(2);
  });
});
