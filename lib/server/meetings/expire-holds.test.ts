import { eq, sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { expireStaleHolds } from './expire-holds';

// An expired hold ends its meeting and its pending payment together or not at all: the scheduler calls
// this outside any transaction, and a process killed between two separate updates once left EXPIRED
// meetings with PENDING payments (the crash test in scripts/resilience saw it).
const db = useTestDb();

async function staleHold(description: string) {
  const lawyer = await testLawyer(db().db);
  const customer = await testCustomer(db().db);
  const meetingId = await insertMeeting(db().db, {
    lawyerId: lawyer.id,
    customerId: customer.id,
    start: manilaSlot(3, 10),
    status: 'PAYMENT_PENDING',
    holdExpiresAt: new Date(Date.now() - 60_000),
  });
  await db()
    .db.insert(t.payments)
    .values({
      customerId: customer.id,
      lawyerId: lawyer.id,
      meetingId,
      provider: 'SANDBOX',
      providerSessionId: `cs_sbx_${meetingId}`,
      amountCentavos: 100_000,
      description,
    });
  return meetingId;
}
const states = async (meetingId: string) => {
  const [m] = await db().db.select({ status: t.meetings.status }).from(t.meetings).where(eq(t.meetings.id, meetingId));
  const [p] = await db().db.select({ status: t.payments.status }).from(t.payments).where(eq(t.payments.meetingId, meetingId));
  return [m.status, p.status];
};

it('when the payment cannot be expired, the meeting is not expired either; then both are', async () => {
  const meetingId = await staleHold('refuses to expire');
  // A failure between the meeting's update and the payment's: the payment's row refuses the change.
  await db().db.execute(
    sql.raw(
      `CREATE FUNCTION refuse_payment_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'payment update refused'; END $$`,
    ),
  );
  await db().db.execute(
    sql.raw(
      `CREATE TRIGGER refuse_payment_update BEFORE UPDATE ON payments FOR EACH ROW WHEN (OLD.description = 'refuses to expire') EXECUTE FUNCTION refuse_payment_update()`,
    ),
  );
  try {
    await expect(expireStaleHolds(db().db)).rejects.toThrow();
    expect(await states(meetingId)).toEqual(['PAYMENT_PENDING', 'PENDING']);
  } finally {
    await db().db.execute(sql.raw('DROP TRIGGER refuse_payment_update ON payments'));
    await db().db.execute(sql.raw('DROP FUNCTION refuse_payment_update()'));
  }
  expect(await expireStaleHolds(db().db)).toContain(meetingId);
  expect(await states(meetingId)).toEqual(['EXPIRED', 'EXPIRED']);
  expect(await db().db.select().from(t.timeHolds).where(eq(t.timeHolds.meetingId, meetingId))).toHaveLength(0);
});

it('ends only the holds asked for, and only those of the lawyer given', async () => {
  const a = await staleHold('a');
  const b = await staleHold('b');
  expect(await expireStaleHolds(db().db, { meetingIds: [a] })).toEqual([a]);
  expect(await states(b)).toEqual(['PAYMENT_PENDING', 'PENDING']);
  const [{ lawyerId }] = await db().db.select({ lawyerId: t.meetings.lawyerId }).from(t.meetings).where(eq(t.meetings.id, b));
  expect(await expireStaleHolds(db().db, { lawyerId: '00000000-0000-4000-8000-000000000000' })).toEqual([]);
  expect(await expireStaleHolds(db().db, { lawyerId })).toEqual([b]);
  expect(await states(b)).toEqual(['EXPIRED', 'EXPIRED']);
});
