import { eq, inArray } from 'drizzle-orm';
import { toAppError } from '@/lib/server/platform/http/route';
import { pgErrorCode } from '@/lib/server/platform/http/errors';
import { readMigrationState } from './migration-state';
import * as t from './schema';
import { useTestDb } from '@/lib/test/db';

const db = useTestDb();

async function makeLawyerAndCustomer() {
  const suffix = Math.random().toString(36).slice(2);
  const [lawyer] = await db()
    .db.insert(t.users)
    .values({ email: `l-${suffix}@example.com`, type: 'LAWYER', firstName: 'Ana', lastName: 'Reyes' })
    .returning();
  await db().db.insert(t.lawyerProfiles).values({ userId: lawyer.id, displayName: 'Ana Reyes', rollNumber: '12345', ibpNumber: '654321' });
  const [customer] = await db()
    .db.insert(t.users)
    .values({ email: `c-${suffix}@example.com`, firstName: 'Juan', lastName: 'Cruz' })
    .returning();
  return { lawyerId: lawyer.id, customerId: customer.id };
}

function meeting(
  ids: { lawyerId: string; customerId: string },
  start: string,
  minutes: 30 | 60,
  status: 'PAYMENT_PENDING' | 'CONFIRMED' = 'CONFIRMED',
) {
  const startAt = new Date(start);
  return {
    ...ids,
    startAt,
    endAt: new Date(startAt.getTime() + minutes * 60_000),
    durationMinutes: minutes,
    status,
    subject: 'Consultation',
    priceCentavos: 150_000,
  };
}

async function expectConflict(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeDefined();
  expect(pgErrorCode(error)).toBe('23P01');
  const mapped = toAppError(error);
  expect(mapped?.code).toBe('CONFLICT');
  expect(mapped?.message).toBe('Schedule conflict. Please try different time.');
}

describe('migrations', () => {
  it('are all applied to the test database', async () => {
    const state = await readMigrationState(db().db);
    expect(state.available).toBeGreaterThanOrEqual(2);
    expect(state.applied).toBe(state.available);
    expect(state.upToDate).toBe(true);
  });
});

describe('no double booking (EXCLUDE USING gist on time_holds)', () => {
  it('rejects an overlapping active meeting of the same lawyer with 23P01 → 409', async () => {
    const ids = await makeLawyerAndCustomer();
    await db()
      .db.insert(t.meetings)
      .values(meeting(ids, '2026-12-01T01:00:00Z', 60));
    await expectConflict(
      db()
        .db.insert(t.meetings)
        .values(meeting(ids, '2026-12-01T01:30:00Z', 30, 'PAYMENT_PENDING')),
    );
    const rows = await db().db.select().from(t.meetings).where(eq(t.meetings.lawyerId, ids.lawyerId));
    expect(rows).toHaveLength(1);
  });

  it('accepts a meeting that only touches another one', async () => {
    const ids = await makeLawyerAndCustomer();
    await db()
      .db.insert(t.meetings)
      .values(meeting(ids, '2026-12-02T01:00:00Z', 30));
    await db()
      .db.insert(t.meetings)
      .values(meeting(ids, '2026-12-02T01:30:00Z', 30));
    await db()
      .db.insert(t.meetings)
      .values(meeting(ids, '2026-12-02T00:30:00Z', 30));
    const rows = await db().db.select().from(t.meetings).where(eq(t.meetings.lawyerId, ids.lawyerId));
    expect(rows).toHaveLength(3);
  });

  it('lets two different lawyers have the same time', async () => {
    const a = await makeLawyerAndCustomer();
    const b = await makeLawyerAndCustomer();
    await db()
      .db.insert(t.meetings)
      .values(meeting(a, '2026-12-03T01:00:00Z', 60));
    await db()
      .db.insert(t.meetings)
      .values(meeting(b, '2026-12-03T01:00:00Z', 60));
    const rows = await db()
      .db.select()
      .from(t.meetings)
      .where(inArray(t.meetings.lawyerId, [a.lawyerId, b.lawyerId]));
    expect(rows.map((r) => [r.lawyerId, r.startAt.toISOString()]).sort()).toEqual(
      [
        [a.lawyerId, '2026-12-03T01:00:00.000Z'],
        [b.lawyerId, '2026-12-03T01:00:00.000Z'],
      ].sort(),
    );
  });

  it('frees the slot when a meeting is cancelled or its hold expires, and guards the way back', async () => {
    const ids = await makeLawyerAndCustomer();
    const [held] = await db()
      .db.insert(t.meetings)
      .values(meeting(ids, '2026-12-04T01:00:00Z', 60, 'PAYMENT_PENDING'))
      .returning();
    await db().db.update(t.meetings).set({ status: 'EXPIRED' }).where(eq(t.meetings.id, held.id));
    const [other] = await db()
      .db.insert(t.meetings)
      .values(meeting(ids, '2026-12-04T01:00:00Z', 30))
      .returning();
    expect(other.id).toBeDefined();
    // Reviving the expired hold would double-book: the transition itself is refused.
    await expectConflict(db().db.update(t.meetings).set({ status: 'CONFIRMED' }).where(eq(t.meetings.id, held.id)));
  });

  it('rejects a reschedule onto an occupied slot', async () => {
    const ids = await makeLawyerAndCustomer();
    await db()
      .db.insert(t.meetings)
      .values(meeting(ids, '2026-12-05T01:00:00Z', 60));
    const [second] = await db()
      .db.insert(t.meetings)
      .values(meeting(ids, '2026-12-05T03:00:00Z', 60))
      .returning();
    await expectConflict(
      db()
        .db.update(t.meetings)
        .set({ startAt: new Date('2026-12-05T01:30:00Z'), endAt: new Date('2026-12-05T02:30:00Z') })
        .where(eq(t.meetings.id, second.id)),
    );
  });

  it('treats blockers and meetings as one calendar', async () => {
    const ids = await makeLawyerAndCustomer();
    await db()
      .db.insert(t.blockers)
      .values({ lawyerId: ids.lawyerId, startAt: new Date('2026-12-06T00:00:00Z'), endAt: new Date('2026-12-06T04:00:00Z') });
    await expectConflict(
      db()
        .db.insert(t.meetings)
        .values(meeting(ids, '2026-12-06T02:00:00Z', 30)),
    );
    await db()
      .db.insert(t.meetings)
      .values(meeting(ids, '2026-12-06T04:00:00Z', 30));
    await expectConflict(
      db()
        .db.insert(t.blockers)
        .values({ lawyerId: ids.lawyerId, startAt: new Date('2026-12-06T04:15:00Z'), endAt: new Date('2026-12-06T05:00:00Z') }),
    );
    // Deleting the blocker removes its hold too.
    await db().db.delete(t.blockers).where(eq(t.blockers.lawyerId, ids.lawyerId));
    await db()
      .db.insert(t.meetings)
      .values(meeting(ids, '2026-12-06T02:00:00Z', 30));
    const rows = await db().db.select().from(t.meetings).where(eq(t.meetings.lawyerId, ids.lawyerId));
    expect(rows.map((r) => r.startAt.toISOString()).sort()).toEqual(['2026-12-06T02:00:00.000Z', '2026-12-06T04:00:00.000Z']);
  });
});
