import { eq } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import { SCOPE_STATEMENT_VERSION } from '@/features/questions/rules/written-questions';
import { useTestDb } from '@/lib/test/db';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { findWrittenEntry } from './written-entry';

// Issue 72 item 1: "Ask in writing — answers from ₱N, usually within H hours" where people start (home, free legal
// help), computed on the server from the listed lawyers who answer in writing.
const db = useTestDb();
const HOUR = 3_600_000;
const NOW = new Date('2026-11-20T04:00:00Z');
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

const priced = async (price: number | null, listed = true) => {
  const id = await insertLawyer(db().db, { isPublic: listed });
  await db().db.update(t.lawyerProfiles).set({ questionPriceCentavos: price }).where(eq(t.lawyerProfiles.userId, id));
  return id;
};
/** A question offered `offeredHoursAgo` hours before NOW and answered `tookHours` later. */
const answered = async (lawyerId: string, customerId: string, offeredHoursAgo: number, tookHours: number) =>
  db()
    .db.insert(t.writtenQuestions)
    .values({
      customerId,
      lawyerId,
      problem: 34,
      status: 'ANSWERED',
      priceCentavos: 50_000,
      offeredAt: ago(offeredHoursAgo),
      takenAt: ago(offeredHoursAgo - 1),
      scopeStatementVersion: SCOPE_STATEMENT_VERSION,
      answeredAt: ago(offeredHoursAgo - tookHours),
    });

describe('findWrittenEntry', () => {
  it('is null while no listed lawyer answers in writing', async () => {
    await priced(null);
    await priced(30_000, false);
    expect(await findWrittenEntry(NOW)).toBeNull();
  });

  it('says the lowest price of a listed lawyer who answers in writing, and no time below three answers', async () => {
    const a = await priced(80_000);
    await priced(60_000);
    const customer = await insertCustomer(db().db);
    await answered(a, customer, 100, 10);
    await answered(a, customer, 90, 30);
    // The unlisted lawyer's ₱300 does not count: nobody can ask them.
    expect(await findWrittenEntry(NOW)).toEqual({ from_price: 60_000, median_minutes: null, lawyers: 2 });
  });

  it('the usual time is the median from the offer to the answer of the last 90 days, of those lawyers', async () => {
    const b = await priced(70_000);
    const customer = await insertCustomer(db().db);
    await answered(b, customer, 50, 20);
    // Older than 90 days: not a sample.
    await answered(b, customer, 24 * 91, 1);
    const entry = await findWrittenEntry(NOW);
    // 10, 30 and 20 hours: the median is 20 hours.
    expect(entry).toEqual({ from_price: 60_000, median_minutes: 20 * 60, lawyers: 3 });
  });
});
