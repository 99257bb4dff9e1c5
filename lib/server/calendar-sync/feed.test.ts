import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { POST as generate } from '@/app/api/v1/lawyers/profile/calendars/generate/route';
import { GET as feed } from '@/app/api/v1/calendars/feed/[file]/route';
import { PUT as reschedule } from '@/app/api/v1/meeting/[id]/reschedule/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';

const db = useTestDb();
const ctx = routeCtx();

async function generateUrl(user: TestUser): Promise<string> {
  const res = await generate(apiRequest('/api/v1/lawyers/profile/calendars/generate', { method: 'POST', jar: user.jar }), ctx);
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url;
}

function fetchFeed(url: string): Promise<Response> {
  return feed(new Request(url), routeCtx({ file: url.split('/').pop()! }));
}

type Parsed = { uid: string; status: string; sequence: number; tzid: unknown; summary: string; start: string; url: unknown; description: unknown };

async function readEvents(res: Response): Promise<{ events: Map<string, Parsed>; root: ICAL.Component }> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(res.headers.get('cache-control')).toMatch(/private/);
  expect(res.headers.get('cache-control')).toMatch(/no-store/);
  const root = new ICAL.Component(ICAL.parse(await res.text()));
  const events = new Map<string, Parsed>();
  for (const v of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(v);
    events.set(event.uid, {
      uid: event.uid,
      status: String(v.getFirstPropertyValue('status')),
      sequence: event.sequence,
      tzid: v.getFirstProperty('dtstart')?.getParameter('tzid'),
      summary: event.summary,
      start: event.startDate.toString(),
      url: v.getFirstPropertyValue('url'),
      description: v.getFirstPropertyValue('description'),
    });
  }
  return { events, root };
}

describe('the lawyer iCal feed', () => {
  it('holds the meetings (cancelled ones as CANCELLED) and blockers, with stable UIDs, the Manila zone and growing SEQUENCEs', async () => {
    const lawyer = await testLawyer(db().db);
    const client = await testCustomer(db().db);
    await db().db.update(t.users).set({ firstName: 'Maria', lastName: 'Santos' }).where(eq(t.users.id, client.id));
    const first = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: manilaSlot(3, 10) });
    const second = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: manilaSlot(4, 11), duration: 60 });
    const cancelled = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: manilaSlot(5, 9), status: 'CANCELLED' });
    await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: manilaSlot(6, 9), status: 'EXPIRED' });
    const [blocker] = await db().db
      .insert(t.blockers)
      .values({ lawyerId: lawyer.id, startAt: new Date(manilaSlot(3, 13)), endAt: new Date(manilaSlot(3, 15)), title: 'Court hearing', notes: 'private note' })
      .returning({ id: t.blockers.id });
    const other = await testLawyer(db().db);
    await insertMeeting(db().db, { lawyerId: other.id, customerId: client.id, start: manilaSlot(3, 10) });

    const url = await generateUrl(lawyer);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendars\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const { events, root } = await readEvents(await fetchFeed(url));
    expect([...events.keys()].sort()).toEqual([`${first}@localhost`, `${second}@localhost`, `${cancelled}@localhost`, `blocker-${blocker.id}@localhost`].sort());
    expect(root.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Manila');
    const meeting = events.get(`${first}@localhost`)!;
    expect(meeting).toMatchObject({ status: 'CONFIRMED', sequence: 0, tzid: 'Asia/Manila', summary: 'Maria Santos – Land title dispute', url: `http://localhost:3000/meeting/${first}` });
    // 10:00 Manila, written as Manila wall-clock time.
    expect(meeting.start).toMatch(/T10:00:00$/);
    expect(events.get(`${cancelled}@localhost`)!.status).toBe('CANCELLED');
    expect(events.get(`blocker-${blocker.id}@localhost`)).toMatchObject({ status: 'CONFIRMED', summary: 'Court hearing', tzid: 'Asia/Manila', sequence: 0 });
    expect(JSON.stringify([...events.values()])).not.toContain('private note');

    // The client moves the first meeting; the lawyer renames the blocker, then changes only its notes.
    const moved = await reschedule(apiRequest(`/api/v1/meeting/${first}/reschedule`, { method: 'PUT', jar: client.jar, body: { start_time: manilaSlot(3, 16), reason: 'Conflict' } }), routeCtx({ id: first }));
    expect(moved.status).toBe(200);
    await db().db.update(t.blockers).set({ title: 'Hearing (moved)' }).where(eq(t.blockers.id, blocker.id));
    await db().db.update(t.blockers).set({ notes: 'still private' }).where(eq(t.blockers.id, blocker.id));
    const after = (await readEvents(await fetchFeed(url))).events;
    expect(after.get(`${first}@localhost`)!.sequence).toBeGreaterThan(meeting.sequence);
    expect(after.get(`${first}@localhost`)!.start).toMatch(/T16:00:00$/);
    expect(after.get(`${second}@localhost`)!.sequence).toBe(0);
    expect(after.get(`blocker-${blocker.id}@localhost`)).toMatchObject({ sequence: 1, summary: 'Hearing (moved)' });
  });

  it('regenerating replaces the address: the old one answers 404, the new one works', async () => {
    const lawyer = await testLawyer(db().db);
    const oldUrl = await generateUrl(lawyer);
    expect((await fetchFeed(oldUrl)).status).toBe(200);
    const newUrl = await generateUrl(lawyer);
    expect(newUrl).not.toBe(oldUrl);
    const gone = await fetchFeed(oldUrl);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ message: 'Calendar feed not found.', key: 'FEED_NOT_FOUND' });
    expect((await fetchFeed(newUrl)).status).toBe(200);
    expect((await feed(new Request('http://localhost/x'), routeCtx({ file: 'nonsense.ics' }))).status).toBe(404);
  });

  it('only a lawyer generates a feed: a client gets 403, a visitor 401', async () => {
    const client = await testCustomer(db().db);
    expect((await generate(apiRequest('/api/v1/lawyers/profile/calendars/generate', { method: 'POST', jar: client.jar }), ctx)).status).toBe(403);
    expect((await generate(apiRequest('/api/v1/lawyers/profile/calendars/generate', { method: 'POST' }), ctx)).status).toBe(401);
  });
});
