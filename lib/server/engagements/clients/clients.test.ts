import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { listLawyerPayments } from '@/lib/server/payments/payouts/list-lawyer-payments';
import { getLawyerClient, listLawyerClients } from './clients';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';

const db = useTestDb();

describe('clients and the payments ledger', () => {
  it('lists paying clients with their meetings and totals; strangers are not clients', async () => {
    const lawyer = await testLawyer(db().db);
    const client = await testCustomer(db().db);
    const onlyHeld = await testCustomer(db().db);
    const now = new Date();
    const past = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      start: new Date(now.getTime() - 48 * 3_600_000),
    });
    const next = manilaSlot(3, 10);
    const upcoming = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: next, duration: 60 });
    await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: onlyHeld.id,
      start: manilaSlot(4, 10),
      status: 'PAYMENT_PENDING',
      holdExpiresAt: new Date(now.getTime() + 60_000),
    });
    const pay = (meetingId: string, amount: number, paidAt: Date, status: 'PAID' | 'REFUND_REQUIRED' = 'PAID') =>
      db().db.insert(t.payments).values({
        customerId: client.id,
        lawyerId: lawyer.id,
        meetingId,
        provider: 'SANDBOX',
        amountCentavos: amount,
        description: 'Consultation',
        status,
        paidAt,
        method: 'gcash',
      });
    await pay(past, 100_000, new Date(now.getTime() - 47 * 3_600_000));
    await pay(upcoming, 180_000, now);
    await pay(upcoming, 5_000, now, 'REFUND_REQUIRED');
    const [workItem] = await db()
      .db.insert(t.workItems)
      .values({ lawyerId: lawyer.id, customerId: client.id, title: 'Contract review', status: 'PAID', priceCentavos: 500_000 })
      .returning();
    await db().db.insert(t.payments).values({
      customerId: client.id,
      lawyerId: lawyer.id,
      workItemId: workItem.id,
      provider: 'SANDBOX',
      amountCentavos: 500_000,
      description: 'Contract review',
      status: 'PAID',
      paidAt: now,
    });

    const clients = await listLawyerClients(lawyer.id);
    expect(clients.results).toEqual([expect.objectContaining({ _id: client.id, meetings: 2, next_meeting: next, total_paid: 780_000 })]);
    await expect(getLawyerClient(lawyer.id, onlyHeld.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getLawyerClient((await testLawyer(db().db)).id, client.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const ledger = await listLawyerPayments(lawyer.id, { now });
    // Money owed back stays on the statement, as being refunded: it is not the lawyer's.
    expect(ledger.results.map((r) => [r.kind, r.gross, r.net, r.payout.state])).toEqual(
      expect.arrayContaining([
        ['meeting', 100_000, 100_000, 'held'],
        ['meeting', 180_000, 180_000, 'held'],
        ['work-item', 500_000, 500_000, 'owed'],
        ['meeting', 5_000, 0, 'refunding'],
      ]),
    );
    expect(ledger.results).toHaveLength(4);
    expect(ledger.totals).toMatchObject({ gross: 785_000, net: 780_000, refunding: 5_000, owed: 500_000, held: 280_000 });
    expect(ledger.totals).toMatchObject({ all_time: 780_000, paid_count: 3, meetings: 280_000, work_items: 500_000 });
    expect(ledger.totals.this_month).toBeGreaterThanOrEqual(680_000);
    // Issue 57: of this month's money, what is the lawyer's now (the work item, owed) apart from what
    // is held until its meeting is settled (the consultation paid today, and yesterday's if this month).
    expect(ledger.totals.this_month_earned).toBe(500_000);
    expect(ledger.totals.this_month_held).toBe(ledger.totals.this_month - 500_000);
    expect(ledger.totals.this_month_held).toBeGreaterThanOrEqual(180_000);
  });
});
