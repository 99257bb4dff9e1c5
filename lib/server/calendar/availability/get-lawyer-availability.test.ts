import { GET } from '@/app/api/v1/lawyers/availability/route';
import { eq } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { useTestDb } from '@/lib/test/db';
import { getLawyerAvailability } from './get-lawyer-availability';
import { getJson } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertCustomer } from '@/lib/test/fixtures/users';

const HOUR = 3_600_000;
// Monday 2026-03-02 07:30 Manila: today's hours 09:00-17:00 are all ahead.
const now = new Date('2026-03-01T23:30:00Z');
const at = (iso: string) => new Date(iso);
/** Manila times of 2026-03-02 as UTC instants: 9 → 01:00Z, 9.5 → 01:30Z. */
const manila = (hours: number[]) =>
  hours.map((h) => `2026-03-02T${String(Math.floor(h) - 8).padStart(2, '0')}:${h % 1 ? '30' : '00'}:00.000Z`);
const slotsOn = async (id: string, duration: 30 | 60 = 30) =>
  (await getLawyerAvailability(id, { now, durationMinutes: duration })).calendar['2026-03-02'].map((s) => s.start_time);

describe('availability', () => {
  const db = useTestDb();
  let customer: string;
  beforeAll(async () => {
    customer = await insertCustomer(db().db);
  });

  const meeting = (
    lawyerId: string,
    start: string,
    status: 'PAYMENT_PENDING' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED',
    holdExpiresAt?: Date,
  ) =>
    db()
      .db.insert(t.meetings)
      .values({
        lawyerId,
        customerId: customer,
        startAt: at(start),
        endAt: new Date(at(start).getTime() + HOUR),
        durationMinutes: 60,
        status,
        holdExpiresAt: holdExpiresAt ?? null,
        subject: 'Consultation',
        priceCentavos: 100_000,
      });

  it('offers slots on the hour and the half hour from the weekly hours of the lawyer', async () => {
    const id = await insertLawyer(db().db);
    expect(await slotsOn(id)).toEqual(manila([9, 9.5, 10, 10.5, 11, 11.5, 12, 12.5, 13, 13.5, 14, 14.5, 15, 15.5, 16, 16.5]));
  });

  it('offers no slot in the gap between two ranges of a day, here and in search (a lunch break)', async () => {
    const monday: [number, number][] = [
      [540, 720],
      [780, 1020],
    ];
    const id = await insertLawyer(db().db, { hours: { 1: monday } });
    const expected = manila([9, 9.5, 10, 10.5, 11, 11.5, 13, 13.5, 14, 14.5, 15, 15.5, 16, 16.5]);
    expect(await slotsOn(id)).toEqual(expected);
    // The search projection carries the same ranges, as (weekday, start, end) triples.
    const [row] = await db().db.select({ hours: t.lawyerSearch.weeklyHours }).from(t.lawyerSearch).where(eq(t.lawyerSearch.lawyerId, id));
    expect(row.hours).toEqual([1, 540, 720, 1, 780, 1020]);
  });

  it('a blocker removes its slots', async () => {
    const id = await insertLawyer(db().db);
    await db()
      .db.insert(t.blockers)
      .values({ lawyerId: id, startAt: at('2026-03-02T02:00:00Z'), endAt: at('2026-03-02T04:00:00Z'), title: 'Hearing' });
    const slots = await slotsOn(id);
    expect(slots).not.toContain('2026-03-02T02:00:00.000Z');
    expect(slots).not.toContain('2026-03-02T03:00:00.000Z');
    expect(slots).toContain('2026-03-02T04:00:00.000Z');
  });

  it('a meeting held for payment, or confirmed, removes its slot; an expired hold or a cancelled one does not', async () => {
    const id = await insertLawyer(db().db);
    await meeting(id, '2026-03-02T01:00:00Z', 'PAYMENT_PENDING', new Date(now.getTime() + 15 * 60_000)); // still held
    await meeting(id, '2026-03-02T03:00:00Z', 'CONFIRMED');
    await meeting(id, '2026-03-02T05:00:00Z', 'PAYMENT_PENDING', new Date(now.getTime() - 60_000)); // hold lapsed
    await meeting(id, '2026-03-02T07:00:00Z', 'CANCELLED');
    const slots = await slotsOn(id);
    expect(slots).not.toContain('2026-03-02T01:00:00.000Z');
    expect(slots).not.toContain('2026-03-02T03:00:00.000Z');
    expect(slots).toContain('2026-03-02T05:00:00.000Z');
    expect(slots).toContain('2026-03-02T07:00:00.000Z');
  });

  it('a 30-minute meeting blocks the 60-minute slot that overlaps it but not the 30-minute one before it', async () => {
    const id = await insertLawyer(db().db);
    await db()
      .db.insert(t.meetings)
      .values({
        lawyerId: id,
        customerId: customer,
        startAt: at('2026-03-02T02:30:00Z'),
        endAt: at('2026-03-02T03:00:00Z'),
        durationMinutes: 30,
        status: 'CONFIRMED',
        subject: 'Consultation',
        priceCentavos: 100_000,
      });
    expect(await slotsOn(id, 30)).toContain('2026-03-02T02:00:00.000Z');
    expect(await slotsOn(id, 60)).not.toContain('2026-03-02T02:00:00.000Z');
  });

  it('drops the notice time', async () => {
    const id = await insertLawyer(db().db, { noticeMinutes: 240 }); // 07:30 + 4 h → from 11:30 Manila
    expect((await slotsOn(id))[0]).toBe('2026-03-02T03:30:00.000Z');
  });

  it('answers over HTTP in the viewer zone, with 14 day keys', async () => {
    const id = await insertLawyer(db().db);
    const res = await getJson(GET, `/api/v1/lawyers/availability?_id=${id}&tz=UTC&duration=60`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ _id: id, duration: 60, timeZone: 'UTC' });
    expect(Object.keys(body.calendar)).toHaveLength(14);
    const all = Object.entries(body.calendar as Record<string, { start_time: string }[]>).flatMap(([day, slots]) =>
      slots.map((s) => [day, s.start_time]),
    );
    // Manila 09:00 = 01:00 UTC, filed under the same UTC date.
    expect(all.some(([day, start]) => start === `${day}T01:00:00.000Z`)).toBe(true);
    expect(all.every(([day, start]) => start.startsWith(day))).toBe(true);
    const hourStart = Math.floor(Date.now() / HOUR) * HOUR;
    expect(all.every(([, start]) => Date.parse(start) >= hourStart)).toBe(true);
  });

  it('answers 404 for hidden, incomplete, unverified or unknown lawyers and 400 for bad input', async () => {
    const d = db().db;
    for (const hidden of [{ isPublic: false }, { isComplete: false }, { ibpVerified: false }]) {
      const id = await insertLawyer(d, hidden);
      expect((await getJson(GET, `/api/v1/lawyers/availability?_id=${id}`)).status).toBe(404);
    }
    expect((await getJson(GET, '/api/v1/lawyers/availability?_id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    for (const bad of [
      '',
      '?_id=abc',
      `?_id=${'x'.repeat(10_240)}`,
      '?_id=00000000-0000-4000-8000-000000000000&duration=45',
      '?_id=00000000-0000-4000-8000-000000000000&tz=Nowhere/City',
    ]) {
      const res = await getJson(GET, `/api/v1/lawyers/availability${bad}`);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).message).toBe('string');
    }
  });
});
