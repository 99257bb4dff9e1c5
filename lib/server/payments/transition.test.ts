import { and, eq, inArray } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { paymentStatus } from '@/lib/db/schema/enums';
import { useTestDb } from '@/lib/test/db';
import { expectOutboxAfter, expectedOutcome, tryMove } from '@/lib/test/fixtures/state-walk';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { PAYMENT_RULES, PAYMENT_STATUSES, type PaymentActor, type PaymentEvent } from '@/lib/rules/payment-transitions';
import { insertPayment, transitionPayment, transitionPayments, tryTransitionPayment } from './transition';
import { pastConsultation } from '@/lib/test/fixtures/meetings';

// Issue 39: the payment table drives every status change. Each (status, event, actor) — a payment
// not written yet included — either moves the payment where the table says and records the table's
// event, or is refused (403 wrong side, 409 wrong moment) with nothing changed or recorded.

const db = useTestDb();
const ACTORS: PaymentActor[] = ['CUSTOMER', 'LAWYER', 'PAYMENT', 'SCHEDULER', 'ADMIN', 'SYSTEM'];
const CREATING: PaymentEvent[] = ['open'];
const eventsOf = (id: string) => db().db.select().from(t.domainEvents).where(eq(t.domainEvents.aggregateId, id));

async function payments(n: number, statuses: (typeof t.payments.$inferInsert)['status'][] = []) {
  const lawyer = await testLawyer(db().db);
  const client = await testCustomer(db().db);
  const meetingId = await pastConsultation(db().db, lawyer.id, client.id);
  const rows = await db()
    .db.insert(t.payments)
    .values(
      Array.from({ length: n }, (_, i) => ({
        customerId: client.id,
        lawyerId: lawyer.id,
        meetingId,
        provider: 'SANDBOX' as const,
        amountCentavos: 100_000,
        description: 'Table walk',
        status: statuses[i] ?? 'PENDING',
      })),
    )
    .returning({ id: t.payments.id });
  return { lawyer, client, meetingId, ids: rows.map((r) => r.id) };
}

describe('the payment table', () => {
  it('lists the database’s statuses, one rule per event, and a status for every creating event', () => {
    expect([...PAYMENT_STATUSES].sort()).toEqual([...paymentStatus.enumValues].sort());
    expect(new Set(PAYMENT_RULES.map((r) => r.event)).size).toBe(PAYMENT_RULES.length);
    for (const rule of PAYMENT_RULES) {
      const creates = rule.from.includes(null);
      expect({ event: rule.event, creates, onlyCreates: creates ? rule.from.length === 1 && rule.to !== null : true }).toEqual({
        event: rule.event,
        creates: CREATING.includes(rule.event),
        onlyCreates: true,
      });
    }
  });

  it('transitionPayment: every (status, event, actor) moves by the table or is refused, and records the event', async () => {
    const { lawyer, client, meetingId, ids } = await payments(1);
    const [id] = ids;
    const database = await getDb();
    let walked = 0;
    for (const status of [null, ...PAYMENT_STATUSES]) {
      for (const rule of PAYMENT_RULES) {
        for (const actor of ACTORS) {
          const label = `${rule.event} by ${actor} from ${status ?? 'nothing'}`;
          if (status) await db().db.update(t.payments).set({ status }).where(eq(t.payments.id, id));
          await db().db.delete(t.domainEvents);
          const who = { role: actor, id: actor === 'CUSTOMER' ? client.id : actor === 'LAWYER' ? lawyer.id : null };
          const { outcome, movedId } = await tryMove(() =>
            database.transaction(async (tx) => {
              if (status) return transitionPayment(tx, { id, status }, rule.event, who);
              const row = await insertPayment(
                tx,
                {
                  customerId: client.id,
                  lawyerId: lawyer.id,
                  meetingId,
                  provider: 'SANDBOX',
                  amountCentavos: 100_000,
                  description: 'Table walk',
                },
                rule.event as 'open',
                who,
              );
              const [created] = await tx.select().from(t.payments).where(eq(t.payments.id, row.id));
              return created;
            }),
          );
          expect({ label, outcome }).toEqual({ label, outcome: expectedOutcome(rule, actor, status) });
          await expectOutboxAfter(db().db, { label, aggregate: 'payment', movedId, rule, status, actor, actorId: who.id }, async () => {
            const [after] = await db().db.select({ status: t.payments.status }).from(t.payments).where(eq(t.payments.id, id));
            return after?.status;
          });
          walked++;
        }
      }
    }
    expect(walked).toBe((PAYMENT_STATUSES.length + 1) * PAYMENT_RULES.length * ACTORS.length);
  });

  it('a move that lost the race: tryTransitionPayment gives null and transitionPayment the one 409, with nothing written', async () => {
    const {
      ids: [id],
    } = await payments(1, ['PAID']);
    const database = await getDb();
    // The caller read PENDING; the provider's webhook made it PAID meanwhile.
    const read = { id, status: 'PENDING' as const };
    const provider = { role: 'PAYMENT' as const, id: null };
    expect(await database.transaction((tx) => tryTransitionPayment(tx, read, 'payment-failed', provider))).toBeNull();
    await expect(database.transaction((tx) => transitionPayment(tx, read, 'payment-failed', provider))).rejects.toMatchObject({
      code: 'CONFLICT',
      key: 'STALE',
    });
    expect(await eventsOf(id)).toEqual([]);
    const [row] = await db().db.select({ status: t.payments.status }).from(t.payments).where(eq(t.payments.id, id));
    expect(row.status).toBe('PAID');
  });

  it('transitionPayments moves only the payments the table lets the event move, each from its own status', async () => {
    const { ids } = await payments(5, ['FAILED', 'EXPIRED', 'CANCELLED', 'PAID', 'PENDING']);
    const database = await getDb();
    const moved = await database.transaction((tx) =>
      transitionPayments(tx, inArray(t.payments.id, ids), 'paid-late', { role: 'PAYMENT', id: null }),
    );
    expect(moved.map((p) => p.id).sort()).toEqual(ids.slice(0, 3).sort());
    const rows = await db().db.select({ id: t.payments.id, status: t.payments.status }).from(t.payments).where(inArray(t.payments.id, ids));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [ids[0]]: 'REFUND_REQUIRED',
      [ids[1]]: 'REFUND_REQUIRED',
      [ids[2]]: 'REFUND_REQUIRED',
      [ids[3]]: 'PAID',
      [ids[4]]: 'PENDING',
    });
    const events = await db()
      .db.select()
      .from(t.domainEvents)
      .where(and(inArray(t.domainEvents.aggregateId, ids), eq(t.domainEvents.event, 'paid-late')));
    expect(Object.fromEntries(events.map((e) => [e.aggregateId, [e.fromStatus, e.toStatus]]))).toEqual({
      [ids[0]]: ['FAILED', 'REFUND_REQUIRED'],
      [ids[1]]: ['EXPIRED', 'REFUND_REQUIRED'],
      [ids[2]]: ['CANCELLED', 'REFUND_REQUIRED'],
    });
  });
});
