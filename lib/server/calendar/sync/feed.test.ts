import { eq } from 'drizzle-orm';
import { POST as generate } from '@/app/api/v1/lawyers/profile/calendars/generate/route';
import { GET as feed } from '@/app/api/v1/calendars/feed/[file]/route';
import { PUT as reschedule } from '@/app/api/v1/meeting/[id]/reschedule/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { readIcs, type IcsEventSeen, type IcsSeen } from '@/lib/test/fixtures/icalendar';
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

async function readEvents(res: Response): Promise<{ events: Map<string, IcsEventSeen>; seen: IcsSeen; text: string }> {
  expect(res.status).toBe(200);
  // A stored calendar, not an iTIP message: no METHOD, and no method on the Content-Type.
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(res.headers.get('cache-control')).toMatch(/private/);
  expect(res.headers.get('cache-control')).toMatch(/no-store/);
  const text = await res.text();
  const seen = readIcs(text, res.headers.get('content-type')!);
  expect(seen.method).toBeNull();
  return { events: new Map(seen.events.map((e) => [e.uid, e])), seen, text };
}

describe('the lawyer iCal feed', () => {
  it('holds the meetings (cancelled ones as CANCELLED) and blockers, with the UIDs of the mails, UTC times, whole days and growing SEQUENCEs', async () => {
    const lawyer = await testLawyer(db().db);
    const client = await testCustomer(db().db);
    await db().db.update(t.users).set({ firstName: 'Maria', lastName: 'Santos' }).where(eq(t.users.id, client.id));
    const first = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: manilaSlot(3, 10) });
    const second = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: manilaSlot(4, 11), duration: 60 });
    const cancelled = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      start: manilaSlot(5, 9),
      status: 'CANCELLED',
    });
    await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: manilaSlot(6, 9), status: 'EXPIRED' });
    const [blocker] = await db()
      .db.insert(t.blockers)
      .values({
        lawyerId: lawyer.id,
        startAt: new Date(manilaSlot(3, 13)),
        endAt: new Date(manilaSlot(3, 15)),
        title: 'Court hearing',
        notes: 'private note',
      })
      .returning({ id: t.blockers.id });
    // Two whole Manila days (midnight to midnight, as create-blocker stores an all-day blocker).
    const [away] = await db()
      .db.insert(t.blockers)
      .values({
        lawyerId: lawyer.id,
        startAt: new Date(manilaSlot(7, 0)),
        endAt: new Date(manilaSlot(9, 0)),
        title: 'Out of town',
        allDay: true,
      })
      .returning({ id: t.blockers.id });
    const other = await testLawyer(db().db);
    await insertMeeting(db().db, { lawyerId: other.id, customerId: client.id, start: manilaSlot(3, 10) });

    const url = await generateUrl(lawyer);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendars\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const { events, text } = await readEvents(await fetchFeed(url));
    const uid = (id: string) => `meeting-${id}@localhost`;
    expect([...events.keys()].sort()).toEqual(
      [uid(first), uid(second), uid(cancelled), `blocker-${blocker.id}@localhost`, `blocker-${away.id}@localhost`].sort(),
    );
    // UTC throughout: no zone definitions to get wrong.
    expect(text).not.toContain('BEGIN:VTIMEZONE');
    expect(text).not.toContain('TZID=');
    const meeting = events.get(uid(first))!;
    expect(meeting).toMatchObject({
      status: 'CONFIRMED',
      sequence: 0,
      summary: 'Maria Santos – Land title dispute',
      start: manilaSlot(3, 10),
      allDay: false,
      attendees: [],
      organizer: null,
    });
    expect(text.replace(/\r\n /g, '')).toContain(`URL;VALUE=URI:http://localhost:3000/meeting/${first}\r\n`);
    expect(events.get(uid(cancelled))!.status).toBe('CANCELLED');
    expect(events.get(`blocker-${blocker.id}@localhost`)).toMatchObject({
      status: 'CONFIRMED',
      summary: 'Court hearing',
      sequence: 0,
      start: manilaSlot(3, 13),
      allDay: false,
    });
    // The all-day blocker is a VALUE=DATE event: its first Manila day, and the day after its last (exclusive end).
    const manilaDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(events.get(`blocker-${away.id}@localhost`)).toMatchObject({
      allDay: true,
      start: manilaDay(manilaSlot(7, 0)),
      end: manilaDay(manilaSlot(9, 0)),
      summary: 'Out of town',
    });
    expect(text).toContain(`DTSTART;VALUE=DATE:${manilaDay(manilaSlot(7, 0)).replaceAll('-', '')}`);
    expect(text).not.toContain('private note');

    // The client moves the first meeting; the lawyer renames the blocker, then changes only its notes.
    const moved = await reschedule(
      apiRequest(`/api/v1/meeting/${first}/reschedule`, {
        method: 'PUT',
        jar: client.jar,
        body: { start_time: manilaSlot(3, 16), reason: 'Conflict' },
      }),
      routeCtx({ id: first }),
    );
    expect(moved.status).toBe(200);
    await db().db.update(t.blockers).set({ title: 'Hearing (moved)' }).where(eq(t.blockers.id, blocker.id));
    await db().db.update(t.blockers).set({ notes: 'still private' }).where(eq(t.blockers.id, blocker.id));
    const after = (await readEvents(await fetchFeed(url))).events;
    expect(after.get(uid(first))!.sequence).toBeGreaterThan(meeting.sequence);
    expect(after.get(uid(first))!.start).toBe(manilaSlot(3, 16));
    expect(after.get(uid(second))!.sequence).toBe(0);
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
    expect(
      (await generate(apiRequest('/api/v1/lawyers/profile/calendars/generate', { method: 'POST', jar: client.jar }), ctx)).status,
    ).toBe(403);
    expect((await generate(apiRequest('/api/v1/lawyers/profile/calendars/generate', { method: 'POST' }), ctx)).status).toBe(401);
  });
});
