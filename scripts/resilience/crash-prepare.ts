// The crash test's data (scripts/resilience/crash.ts): the bookings of the load, and the background
// work the restarted server must do — holds that expire, reminders that fall due.
import { eq, inArray } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { manilaSlot, sessionCookie, withDatabase, type TestDatabase } from './harness';

const CLIENTS = 100;
const LAWYERS = 10;
export const PRICE = 100_000; // the fixtures' 30-minute price

export type Prepared = {
  bookings: { cookie: string; body: string }[];
  staleHolds: string[];
  laterHold: string;
  reminders: { dueBefore: string[]; dueLater: string };
  /** What PGlite rounds read over HTTP: the reminders' parties' outbox (dev mailbox), the holds (their client). */
  reminderRecipients: string[];
  adminCookie: string;
  holdsCookie: string;
};

export async function prepare(db: TestDatabase): Promise<Prepared> {
  return withDatabase(db, async ({ db: d }) => {
    const lawyers = await Promise.all(Array.from({ length: LAWYERS }, (_, i) => insertLawyer(d, { name: `Crash Lawyer ${i}` })));
    const bookings = [];
    for (let i = 0; i < CLIENTS; i++) {
      const id = await insertCustomer(d);
      // A distinct offered slot per booking: lawyer i % 10, at 10:00 Manila on day 3 + i / 10.
      const body = JSON.stringify({
        lawyer_id: lawyers[i % LAWYERS],
        start_time: manilaSlot(3 + Math.floor(i / LAWYERS), 600),
        duration: 30,
        call_type: 'VIDEO',
        subject: 'Crash test booking',
      });
      bookings.push({ cookie: await sessionCookie({ id, type: 'CUSTOMER' }), body });
    }
    // Background work, each on a lawyer of its own (a lawyer's meetings may not overlap).
    const quiet = async () => ({ lawyerId: await insertLawyer(d), customerId: await insertCustomer(d) });
    const now = Date.now();
    const holdsOf = await quiet();
    const hold = async (hour: number, expiresAt: number) => {
      const id = await insertMeeting(d, {
        ...holdsOf,
        start: manilaSlot(5, hour * 60),
        status: 'PAYMENT_PENDING',
        holdExpiresAt: new Date(expiresAt),
      });
      await d.insert(t.payments).values({
        customerId: holdsOf.customerId,
        lawyerId: holdsOf.lawyerId,
        meetingId: id,
        provider: 'SANDBOX',
        amountCentavos: PRICE,
        description: 'hold',
      });
      return id;
    };
    const staleHolds = [await hold(9, now - 60_000), await hold(11, now - 60_000), await hold(13, now - 60_000)];
    // Not due while the first server runs; made due after the kill (dueAfterKill).
    const laterHold = await hold(15, now + 3_600_000);
    const parties: string[] = [];
    const reminder = async (start: number, claimedUntil?: number) => {
      const party = await quiet();
      parties.push(party.lawyerId, party.customerId);
      const id = await insertMeeting(d, { ...party, start: new Date(start) });
      if (claimedUntil)
        await d
          .update(t.meetings)
          .set({ reminderClaimedUntil: new Date(claimedUntil) })
          .where(eq(t.meetings.id, id));
      return id;
    };
    const dueBefore = [await reminder(now + 5 * 60_000), await reminder(now + 6 * 60_000, now - 1000)];
    const dueLater = await reminder(now + 3 * 3_600_000);
    const recipients = await d.select({ email: t.users.email }).from(t.users).where(inArray(t.users.id, parties));
    const adminId = await insertCustomer(d);
    await d
      .update(t.users)
      .set({ roles: ['ADMIN'] })
      .where(eq(t.users.id, adminId));
    return {
      bookings,
      staleHolds,
      laterHold,
      reminders: { dueBefore, dueLater },
      reminderRecipients: recipients.map((r) => r.email),
      adminCookie: await sessionCookie({ id: adminId, type: 'CUSTOMER', roles: ['ADMIN'] }),
      holdsCookie: await sessionCookie({ id: holdsOf.customerId, type: 'CUSTOMER' }),
    };
  });
}
