import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { findRetryDraft } from './find-retry-draft';

const db = useTestDb();

describe('findRetryDraft ("Try again" after a failed payment)', () => {
  it("gives back the client's own failed attempt with this lawyer, and nothing else", async () => {
    const lawyer = await testLawyer(db().db);
    const other = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const failed = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: customer.id,
      start: manilaSlot(3, 10),
      status: 'PAYMENT_FAILED',
      duration: 60,
    });
    await db()
      .db.update(t.meetings)
      .set({ description: 'Three months of unpaid wages', callType: 'PHONE' })
      .where(eq(t.meetings.id, failed));
    expect(await findRetryDraft(customer.id, failed, lawyer.id)).toEqual({
      subject: 'Land title dispute',
      description: 'Three months of unpaid wages',
      callType: 'PHONE',
      duration: 60,
    });
    expect(await findRetryDraft((await testCustomer(db().db)).id, failed, lawyer.id)).toBeNull();
    expect(await findRetryDraft(customer.id, failed, other.id)).toBeNull();
    expect(await findRetryDraft(customer.id, 'not-a-uuid', lawyer.id)).toBeNull();
    const confirmed = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: manilaSlot(4, 10) });
    expect(await findRetryDraft(customer.id, confirmed, lawyer.id)).toBeNull();
  });
});
