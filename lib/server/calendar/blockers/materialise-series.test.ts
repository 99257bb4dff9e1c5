import { and, asc, eq, gte } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { useTestDb } from '@/lib/test/db';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { pgErrorCode } from '@/lib/server/platform/http/errors';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { blockerSchema } from '@/lib/validation/blockers';
import { createBlocker } from './create-blocker';
import { seriesOccurrences } from './series-occurrences';

const db = useTestDb();
const DAY = 86_400_000;
// Monday 2 March 2026, 08:00 in Manila.
const now = new Date('2026-03-02T00:00:00Z');

describe('seriesOccurrences', () => {
  const rule = { weekdays: [2, 4], startMinute: 540, endMinute: 720, startsOn: '2026-03-01', endsOn: null, timeZone: 'Asia/Manila' };

  it('builds each day on the Manila wall clock, week after week', () => {
    const got = seriesOccurrences(rule, now, new Date(now.getTime() + 16 * DAY)).map((r) => [r.start.toISOString(), r.end.toISOString()]);
    expect(got).toEqual([
      ['2026-03-03T01:00:00.000Z', '2026-03-03T04:00:00.000Z'], // Tue 09:00–12:00 Manila
      ['2026-03-05T01:00:00.000Z', '2026-03-05T04:00:00.000Z'], // Thu
      ['2026-03-10T01:00:00.000Z', '2026-03-10T04:00:00.000Z'],
      ['2026-03-12T01:00:00.000Z', '2026-03-12T04:00:00.000Z'],
      ['2026-03-17T01:00:00.000Z', '2026-03-17T04:00:00.000Z'],
    ]);
  });

  it('keeps 09:00 local across a daylight-saving change, honours the end date and skipped days', () => {
    const ny = { ...rule, weekdays: [1], timeZone: 'America/New_York', startsOn: '2026-03-01', endsOn: '2026-03-16' };
    const starts = seriesOccurrences(ny, new Date('2026-03-01T00:00:00Z'), new Date('2026-04-30T00:00:00Z')).map((r) =>
      r.start.toISOString(),
    );
    expect(starts).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-09T13:00:00.000Z', '2026-03-16T13:00:00.000Z']);
    const skipped = seriesOccurrences(
      { ...ny, skipped: [new Date('2026-03-09T13:00:00.000Z')] },
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-04-30T00:00:00Z'),
    );
    expect(skipped.map((r) => r.start.toISOString())).toEqual(['2026-03-02T14:00:00.000Z', '2026-03-16T13:00:00.000Z']);
  });

  it('includes an occurrence still running at `from`, and none before the first day', () => {
    const running = seriesOccurrences(rule, new Date('2026-03-03T02:00:00Z'), new Date('2026-03-04T00:00:00Z'));
    expect(running.map((r) => r.start.toISOString())).toEqual(['2026-03-03T01:00:00.000Z']);
    expect(seriesOccurrences({ ...rule, startsOn: '2026-03-04' }, now, new Date(now.getTime() + 3 * DAY))).toEqual([]);
  });
});

describe('materialising series', () => {
  it('the scheduler tick keeps a series written out six months ahead, leaving out a day a meeting took meanwhile', async () => {
    const lawyerId = await insertLawyer(db().db);
    const { series_id } = await createBlocker(
      lawyerId,
      blockerSchema.parse({ kind: 'weekly', weekdays: [2], start: '09:00', end: '12:00', start_date: '2026-03-01' }),
      { now },
    );
    const last = async () =>
      (await db().db.select().from(t.blockers).where(eq(t.blockers.seriesId, series_id!)).orderBy(asc(t.blockers.startAt)))
        .at(-1)!
        .startAt.toISOString();
    expect(await last()).toBe('2026-08-25T01:00:00.000Z'); // the last Tuesday before now + 183 days
    // A consultation booked on a Tuesday beyond the horizon before the series reached it.
    await insertMeeting(db().db, { lawyerId, customerId: await insertCustomer(db().db), start: '2026-09-15T02:00:00Z', duration: 60 });

    const later = new Date(now.getTime() + 30 * DAY);
    expect((await runSchedulerTick({ now: later })).series).toBeGreaterThanOrEqual(1);
    const rows = await db()
      .db.select({ start: t.blockers.startAt })
      .from(t.blockers)
      .where(and(eq(t.blockers.seriesId, series_id!), gte(t.blockers.startAt, new Date('2026-08-20T00:00:00Z'))))
      .orderBy(asc(t.blockers.startAt));
    expect(rows.map((r) => r.start.toISOString())).toEqual([
      '2026-08-25T01:00:00.000Z',
      '2026-09-01T01:00:00.000Z',
      '2026-09-08T01:00:00.000Z',
      // 15 Sep left out: the meeting keeps its time.
      '2026-09-22T01:00:00.000Z',
      '2026-09-29T01:00:00.000Z',
    ]);
    // A second tick has nothing to do.
    expect(await runSchedulerTick({ now: later })).toMatchObject({ series: 0 });
  });

  it('the database itself refuses a blocker over a meeting and meetings over each other, and lets blockers overlap', async () => {
    const lawyerId = await insertLawyer(db().db);
    const customerId = await insertCustomer(db().db);
    await insertMeeting(db().db, { lawyerId, customerId, start: '2026-04-01T02:00:00Z', duration: 60 });
    const codeOf = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e) => pgErrorCode(e),
      );
    const blocker = (start: string, end: string) =>
      db()
        .db.insert(t.blockers)
        .values({ lawyerId, startAt: new Date(start), endAt: new Date(end) });
    expect(await codeOf(blocker('2026-04-01T02:30:00Z', '2026-04-01T04:00:00Z'))).toBe('23P01');
    expect(await codeOf(insertMeeting(db().db, { lawyerId, customerId, start: '2026-04-01T02:30:00Z' }))).toBe('23P01');
    expect(await codeOf(blocker('2026-04-01T03:00:00Z', '2026-04-01T05:00:00Z'))).toBe('ok');
    expect(await codeOf(blocker('2026-04-01T04:00:00Z', '2026-04-01T06:00:00Z'))).toBe('ok');
    expect(await codeOf(insertMeeting(db().db, { lawyerId, customerId, start: '2026-04-01T05:30:00Z' }))).toBe('23P01');
  });
});
