import { count, eq, inArray } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { useTestDb } from '@/lib/test/db';
import { blockersAs, manilaClock, manilaDay, weekdayOfDay } from '@/lib/test/fixtures/blockers';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { getLawyerAvailability } from '@/lib/server/calendar/availability/get-lawyer-availability';
import type { BlockerDto, BlockersPageDto } from '@/lib/dto/blocker';

const db = useTestDb();
const hours = (day: number, from: number, to: number) => ({ start_time: manilaSlot(day, from), end_time: manilaSlot(day, to) });
const WEEK = 7 * 86_400_000;

/** The search availability loader's 60-minute slots on a Manila day, as Manila hours. */
/** The hours of a Manila day at which a 60-minute consultation can start (the half-hour starts left out). */
async function freeHours(lawyerId: string, day: string): Promise<number[]> {
  const { calendar } = await getLawyerAvailability(lawyerId, { durationMinutes: 60 });
  return (calendar[day] ?? [])
    .map((s) => manilaClock(s.start_time))
    .filter((clock) => clock.endsWith(':00'))
    .map((clock) => Number(clock.slice(0, 2)));
}

async function listAll(api: ReturnType<typeof blockersAs>, days = 60): Promise<BlockerDto[]> {
  const res = await api.list(manilaSlot(-1, 0), manilaSlot(days, 0));
  expect(res.status).toBe(200);
  return ((await res.json()) as BlockersPageDto).results;
}

async function writtenRows(lawyerId: string) {
  const [blockers] = await db().db.select({ n: count() }).from(t.blockers).where(eq(t.blockers.lawyerId, lawyerId));
  const [series] = await db().db.select({ n: count() }).from(t.blockerSeries).where(eq(t.blockerSeries.lawyerId, lawyerId));
  const [holds] = await db().db.select({ n: count() }).from(t.timeHolds).where(eq(t.timeHolds.lawyerId, lawyerId));
  return { blockers: blockers.n, series: series.n, holds: holds.n };
}

describe('/api/v1/blockers', () => {
  it('a lawyer creates, lists, updates and deletes a one-off; search stops offering its hours at once', async () => {
    const lawyer = await testLawyer(db().db);
    const api = blockersAs(lawyer);
    expect(await freeHours(lawyer.id, manilaDay(5))).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    const res = await api.create({ ...hours(5, 9, 12), title: 'Court hearing' });
    expect(res.status).toBe(200);
    const { _id, series_id } = await res.json();
    expect(series_id).toBeNull();
    expect(await freeHours(lawyer.id, manilaDay(5))).toEqual([12, 13, 14, 15, 16]);
    const list: BlockersPageDto = await (await api.list(manilaSlot(5, 0), manilaSlot(6, 0))).json();
    expect(list).toEqual({
      results: [{ _id, ...hours(5, 9, 12), title: 'Court hearing', notes: null, kind: 'once', series: null }],
      hasMore: false,
      page: 0,
      time_zone: 'Asia/Manila',
      weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start_minute: 540, end_minute: 1020 })),
    });
    const updated = await api.update(_id, { ...hours(5, 13, 15), notes: 'moved' });
    expect(await updated.json()).toMatchObject({ _id, ...hours(5, 13, 15), notes: 'moved', title: null, kind: 'once' });
    expect(await freeHours(lawyer.id, manilaDay(5))).toEqual([9, 10, 11, 12, 15, 16]);
    expect((await api.remove(_id)).status).toBe(200);
    expect(await listAll(api)).toEqual([]);
    expect(await freeHours(lawyer.id, manilaDay(5))).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('an all-day blocker covers whole Manila days, may lie over another blocker, and removes every slot of those days', async () => {
    const lawyer = await testLawyer(db().db);
    const api = blockersAs(lawyer);
    expect((await api.create(hours(4, 10, 11))).status).toBe(200);
    const res = await api.create({ kind: 'all_day', start_date: manilaDay(4), end_date: manilaDay(5), title: 'Out of town' });
    expect(res.status).toBe(200);
    const { _id } = await res.json();
    const allDay = (await listAll(api)).find((b) => b._id === _id)!;
    expect(allDay).toMatchObject({ kind: 'all_day', start_time: manilaSlot(4, 0), end_time: manilaSlot(6, 0), title: 'Out of town' });
    expect(await freeHours(lawyer.id, manilaDay(4))).toEqual([]);
    expect(await freeHours(lawyer.id, manilaDay(5))).toEqual([]);
    expect(await freeHours(lawyer.id, manilaDay(6))).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('a weekly series is written out for about six months at Manila times; its days leave search at once', async () => {
    const lawyer = await testLawyer(db().db);
    const api = blockersAs(lawyer);
    const tuesdayLike = weekdayOfDay(manilaDay(3));
    const res = await api.create({
      kind: 'weekly',
      weekdays: [tuesdayLike],
      start: '09:00',
      end: '12:00',
      start_date: manilaDay(0),
      title: 'Hearings',
    });
    expect(res.status).toBe(200);
    const { _id, series_id } = await res.json();
    expect(series_id).toEqual(expect.any(String));

    // Written out at once for the next ~183 days: 26 or 27 weeks.
    const [written] = await db().db.select({ n: count() }).from(t.blockers).where(eq(t.blockers.seriesId, series_id));
    expect([26, 27]).toContain(written.n);
    // Reading further ahead writes the series out to the end of the range read.
    const occurrences = await listAll(api, 220);
    expect(occurrences[0]._id).toBe(_id);
    expect(Date.parse(occurrences[occurrences.length - 1].start_time)).toBeGreaterThan(Date.parse(manilaSlot(212, 0)));
    occurrences.forEach((o, i) => {
      expect([manilaClock(o.start_time), manilaClock(o.end_time)]).toEqual(['09:00', '12:00']);
      expect(new Date(Date.parse(o.start_time) + 8 * 3_600_000).getUTCDay()).toBe(tuesdayLike);
      if (i > 0) expect(Date.parse(o.start_time) - Date.parse(occurrences[i - 1].start_time)).toBe(WEEK);
      expect(o).toMatchObject({
        kind: 'weekly',
        title: 'Hearings',
        series: {
          _id: series_id,
          weekdays: [tuesdayLike],
          start: '09:00',
          end: '12:00',
          start_date: manilaDay(0),
          end_date: null,
          time_zone: 'Asia/Manila',
        },
      });
    });
    expect(occurrences[0].start_time).toBe(manilaSlot(3, 9));
    // Every occurrence holds its time, like a meeting.
    const ids = occurrences.map((o) => o._id);
    const [holds] = await db().db.select({ n: count() }).from(t.timeHolds).where(inArray(t.timeHolds.blockerId, ids));
    expect(holds.n).toBe(ids.length);
    expect(await freeHours(lawyer.id, manilaDay(3))).toEqual([12, 13, 14, 15, 16]);
    expect(await freeHours(lawyer.id, manilaDay(10))).toEqual([12, 13, 14, 15, 16]);
    expect(await freeHours(lawyer.id, manilaDay(4))).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('an end date ends the series on that day', async () => {
    const lawyer = await testLawyer(db().db);
    const api = blockersAs(lawyer);
    const days = [weekdayOfDay(manilaDay(2)), weekdayOfDay(manilaDay(4))];
    expect(
      (
        await api.create({
          kind: 'weekly',
          weekdays: days,
          start: '13:00',
          end: '14:30',
          start_date: manilaDay(1),
          end_date: manilaDay(11),
        })
      ).status,
    ).toBe(200);
    const starts = (await listAll(api)).map((o) => o.start_time);
    expect(starts).toEqual([manilaSlot(2, 13), manilaSlot(4, 13), manilaSlot(9, 13), manilaSlot(11, 13)]);
  });

  it('a blocker or series over a paid meeting → 409 naming it, and nothing is written', async () => {
    const lawyer = await testLawyer(db().db);
    const api = blockersAs(lawyer);
    const customer = await testCustomer(db().db);
    const meetingStart = manilaSlot(10, 10);
    await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: meetingStart, duration: 60 });
    const before = await writtenRows(lawyer.id);
    const label = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Manila', weekday: 'short', day: 'numeric', month: 'short' })
      .format(new Date(meetingStart))
      .replace(',', '');
    const message = `This time overlaps your consultation with Maria Santos on ${label}, 10:00–11:00. Move or cancel it first.`;

    for (const body of [
      hours(10, 9, 11),
      { kind: 'all_day', start_date: manilaDay(9), end_date: manilaDay(10) },
      { kind: 'weekly', weekdays: [0, 1, 2, 3, 4, 5, 6], start: '10:30', end: '11:30', start_date: manilaDay(1), title: 'Gym' },
    ]) {
      const res = await api.create(body);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ message, key: 'BLOCKER_OVER_MEETING' });
    }
    expect(await writtenRows(lawyer.id)).toEqual(before);

    // Moving an existing blocker onto it is refused the same way and leaves it where it was.
    const { _id } = await (await api.create(hours(10, 12, 13))).json();
    const moved = await api.update(_id, hours(10, 10, 12));
    expect(moved.status).toBe(409);
    expect((await moved.json()).message).toBe(message);
    expect((await listAll(api)).map((b) => b.start_time)).toEqual([manilaSlot(10, 12)]);
    // Right after the meeting is fine.
    expect((await api.create(hours(10, 11, 12))).status).toBe(200);
  });

  it('editing a series rewrites its occurrences; one occurrence can be moved or deleted alone; deleting the series removes all', async () => {
    const lawyer = await testLawyer(db().db);
    const api = blockersAs(lawyer);
    const weekday = weekdayOfDay(manilaDay(2));
    const { _id } = await (
      await api.create({ kind: 'weekly', weekdays: [weekday], start: '09:00', end: '10:00', start_date: manilaDay(0), title: 'Hearings' })
    ).json();

    const edited = await api.update(_id, {
      kind: 'weekly',
      weekdays: [weekdayOfDay(manilaDay(3))],
      start: '14:00',
      end: '16:00',
      start_date: manilaDay(0),
      title: 'Afternoon hearings',
    });
    expect(edited.status).toBe(200);
    const next: BlockerDto = await edited.json();
    expect(next).toMatchObject({ start_time: manilaSlot(3, 14), end_time: manilaSlot(3, 16), title: 'Afternoon hearings', kind: 'weekly' });
    let occurrences = await listAll(api);
    expect(occurrences.map((o) => o.start_time).slice(0, 3)).toEqual([manilaSlot(3, 14), manilaSlot(10, 14), manilaSlot(17, 14)]);
    expect(occurrences.every((o) => o.title === 'Afternoon hearings')).toBe(true);
    expect(await freeHours(lawyer.id, manilaDay(2))).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(await freeHours(lawyer.id, manilaDay(3))).toEqual([9, 10, 11, 12, 13, 16]);

    // This occurrence only: the second one moves to the morning, the rest stay.
    const second = occurrences[1]._id;
    const moved = await api.update(
      second,
      { start_time: manilaSlot(10, 9), end_time: manilaSlot(10, 10), title: 'Moved hearing' },
      'occurrence',
    );
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ _id: second, start_time: manilaSlot(10, 9), title: 'Moved hearing', kind: 'weekly' });
    // ... and the first is deleted on its own; extending the series later does not bring it back.
    expect((await api.remove(occurrences[0]._id, 'occurrence')).status).toBe(200);
    occurrences = await listAll(api, 400);
    expect(occurrences.map((o) => o.start_time).slice(0, 2)).toEqual([manilaSlot(10, 9), manilaSlot(17, 14)]);

    // A series cannot become a one-off as a series; bad scope is a 400.
    expect((await api.update(occurrences[2]._id, hours(20, 9, 10))).status).toBe(400);
    expect((await api.remove(occurrences[2]._id, 'everything')).status).toBe(400);

    expect((await api.remove(occurrences[2]._id)).status).toBe(200);
    expect(await listAll(api, 400)).toEqual([]);
    expect(await writtenRows(lawyer.id)).toEqual({ blockers: 0, series: 0, holds: 0 });
  });

  it('access: visitors 401, customers 403, another lawyer 404 and sees none', async () => {
    const lawyer = await testLawyer(db().db);
    const other = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const { _id } = await (
      await blockersAs(lawyer).create({ kind: 'weekly', weekdays: [1], start: '09:00', end: '10:00', start_date: manilaDay(0) })
    ).json();

    const visitor = blockersAs();
    expect((await visitor.create(hours(6, 11, 12))).status).toBe(401);
    expect((await visitor.list()).status).toBe(401);
    expect((await visitor.update(_id, hours(6, 9, 11))).status).toBe(401);
    expect((await visitor.remove(_id)).status).toBe(401);

    const asCustomer = blockersAs(customer);
    expect((await asCustomer.create(hours(6, 11, 12))).status).toBe(403);
    expect((await asCustomer.list()).status).toBe(403);
    expect((await asCustomer.update(_id, hours(6, 9, 11))).status).toBe(403);
    expect((await asCustomer.remove(_id)).status).toBe(403);

    const asOther = blockersAs(other);
    expect((await asOther.update(_id, hours(6, 9, 11))).status).toBe(404);
    expect((await asOther.remove(_id)).status).toBe(404);
    expect((await asOther.remove('not-a-uuid')).status).toBe(404);
    expect(await listAll(asOther)).toEqual([]);
    expect((await listAll(blockersAs(lawyer))).length).toBeGreaterThan(0);
  });

  it('bad input → 400 with a message, and nothing is written', async () => {
    const lawyer = await testLawyer(db().db);
    const api = blockersAs(lawyer);
    const cases: [unknown, string][] = [
      [hours(5, 15, 14), 'The end must be after the start.'],
      [{ start_time: manilaSlot(1, 9), end_time: manilaSlot(33, 9) }, 'A blocker can span at most 31 days.'],
      [{ ...hours(5, 9, 10), title: 'x'.repeat(121) }, "Value can't be longer than 120."],
      [{ start_time: 'soon', end_time: manilaSlot(5, 16) }, 'Invalid date.'],
      [{ kind: 'all_day', start_date: manilaDay(5), end_date: manilaDay(4) }, 'The last day must not be before the first.'],
      [{ kind: 'all_day', start_date: manilaDay(1), end_date: manilaDay(40) }, 'A blocker can span at most 31 days.'],
      [{ kind: 'weekly', weekdays: [], start: '09:00', end: '10:00', start_date: manilaDay(0) }, 'Choose at least one weekday.'],
      [{ kind: 'weekly', weekdays: [7], start: '09:00', end: '10:00', start_date: manilaDay(0) }, 'Invalid weekday.'],
      [{ kind: 'weekly', weekdays: [1], start: '10:00', end: '09:00', start_date: manilaDay(0) }, 'The end must be after the start.'],
      [
        { kind: 'weekly', weekdays: [1], start: '09:00', end: '10:00', start_date: manilaDay(5), end_date: manilaDay(5) },
        'The end date must be after the start date.',
      ],
      [{ kind: 'weekly', weekdays: [1], start: '9am', end: '10:00', start_date: manilaDay(0) }, 'Invalid time.'],
      [{ kind: 'monthly', start_date: manilaDay(0) }, 'Invalid blocker kind.'],
      // Valid, but every day of it is already over.
      [
        {
          kind: 'weekly',
          weekdays: [0, 1, 2, 3, 4, 5, 6],
          start: '09:00',
          end: '10:00',
          start_date: manilaDay(-20),
          end_date: manilaDay(-10),
        },
        'This series has no days left to block.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api.create(body);
      expect([res.status, (await res.json()).message]).toEqual([400, message]);
    }
    const { _id } = await (await api.create(hours(5, 9, 10))).json();
    const bad = await api.update(_id, { kind: 'weekly', weekdays: [], start: '09:00', end: '10:00', start_date: manilaDay(0) });
    expect(bad.status).toBe(400);
    expect(await writtenRows(lawyer.id)).toEqual({ blockers: 1, series: 0, holds: 1 });
  });
});
