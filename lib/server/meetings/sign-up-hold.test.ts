import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as book } from '@/app/api/v1/meeting/route';
import { POST as signUp } from '@/app/api/v1/auth/signup/route';
import { POST as resend } from '@/app/api/v1/auth/verify-email/resend/route';
import { tables as t } from '@/lib/db';
import { loadCalendars } from '@/lib/server/calendar/availability/load-calendars';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { settleAfterResponse } from '@/lib/server/platform/http/after-response';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { findBookingIntent, holdSlotForSignUp } from '@/lib/server/auth/sign-up-booking';
import { findBookingOptions } from './find-booking-options';
import { extendSignUpHold, releaseExpiredSignUpHolds } from './sign-up-hold';

// Issue 45: the slot a visitor tapped is kept for their account while they verify its e-mail — like a
// checkout's hold: nobody else can book it, it lapses on its own, and the holder books it as usual.
const db = useTestDb();
const ctx = routeCtx();
const MINUTE = 60_000;

const bookingPath = (lawyerId: string, start: string, duration = 30) =>
  `/book/${lawyerId}/${encodeURIComponent(start)}?duration=${duration}`;
const bookAs = (user: TestUser, lawyerId: string, start: string) =>
  book(
    apiRequest('/api/v1/meeting', {
      method: 'POST',
      jar: user.jar,
      body: { lawyer_id: lawyerId, start_time: start, duration: 30, call_type: 'VIDEO', subject: 'Unpaid wages' },
    }),
    ctx,
  );
const customer = (user: TestUser) => ({ id: user.id, type: 'CUSTOMER' });
const holdsOf = (customerId: string) => db().db.select().from(t.signUpHolds).where(eq(t.signUpHolds.customerId, customerId));
/** The 30-minute starts a visitor is offered (search and the public profile read the same calendar). */
async function offered(lawyerId: string, holderId?: string): Promise<string[]> {
  const calendar = (await loadCalendars([lawyerId], { holderId })).get(lawyerId) ?? {};
  return Object.values(calendar)
    .flat()
    .map((s) => s.start_time);
}

describe('a sign-up hold', () => {
  it('keeps the slot from everyone else, offers it to its holder, and gives way to the holder’s booking', async () => {
    const lawyer = await testLawyer(db().db);
    const holder = await testCustomer(db().db);
    const other = await testCustomer(db().db);
    const start = manilaSlot(2, 10);
    expect(await offered(lawyer.id)).toContain(start);

    const expires = await holdSlotForSignUp(customer(holder), bookingPath(lawyer.id, start));
    expect(expires!.getTime() - Date.now()).toBeGreaterThan(14 * MINUTE);
    expect(expires!.getTime() - Date.now()).toBeLessThanOrEqual(15 * MINUTE);
    // Gone from what visitors and other clients are offered; still there on the holder's booking page.
    expect(await offered(lawyer.id)).not.toContain(start);
    expect((await findBookingOptions(lawyer.id, new Date(), holder.id))!.slots[30]).toContain(start);
    expect((await findBookingOptions(lawyer.id, new Date(), other.id))!.slots[30]).not.toContain(start);

    const refused = await bookAs(other, lawyer.id, start);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('Schedule conflict. Please try different time.');

    expect((await bookAs(holder, lawyer.id, start)).status).toBe(200);
    expect(await holdsOf(holder.id)).toHaveLength(0);
  });

  it('lapses after its time: no longer busy, the next client books the slot, and the expired row is deleted', async () => {
    const lawyer = await testLawyer(db().db);
    const holder = await testCustomer(db().db);
    const start = manilaSlot(2, 11);
    // Made 16 minutes ago: its 15 minutes are over.
    await holdSlotForSignUp(customer(holder), bookingPath(lawyer.id, start), { now: new Date(Date.now() - 16 * MINUTE) });
    expect(await holdsOf(holder.id)).toHaveLength(1);
    expect(await offered(lawyer.id)).toContain(start);

    const next = await testCustomer(db().db);
    expect((await bookAs(next, lawyer.id, start)).status).toBe(200);
    // The booking's own transaction removed the lapsed hold (and its time_holds row).
    expect(await holdsOf(holder.id)).toHaveLength(0);
  });

  it('is deleted by the scheduler’s pass once expired, and not before', async () => {
    // Two lawyers: a hold of one lawyer ends that lawyer's lapsed holds itself.
    const [first, second] = [await testLawyer(db().db), await testLawyer(db().db)];
    const lapsed = await testCustomer(db().db);
    const running = await testCustomer(db().db);
    await holdSlotForSignUp(customer(lapsed), bookingPath(first.id, manilaSlot(3, 10)), { now: new Date(Date.now() - 20 * MINUTE) });
    await holdSlotForSignUp(customer(running), bookingPath(second.id, manilaSlot(3, 11)));
    await runSchedulerTick();
    expect(await holdsOf(lapsed.id)).toHaveLength(0);
    expect(await db().db.select().from(t.timeHolds).where(eq(t.timeHolds.lawyerId, first.id))).toHaveLength(0);
    expect(await holdsOf(running.id)).toHaveLength(1);
    expect(await db().db.select().from(t.timeHolds).where(eq(t.timeHolds.lawyerId, second.id))).toHaveLength(1);
    // For one lawyer only, as a booking calls it.
    await holdSlotForSignUp(customer(lapsed), bookingPath(first.id, manilaSlot(3, 12)), { now: new Date(Date.now() - 20 * MINUTE) });
    expect(await releaseExpiredSignUpHolds(db().db, { lawyerId: second.id })).toBe(0);
    expect(await releaseExpiredSignUpHolds(db().db, { lawyerId: first.id })).toBe(1);
  });

  it('is one per account and per sign-up page: a corrected address takes the slot over; a taken time is not held', async () => {
    const lawyer = await testLawyer(db().db);
    const typo = await testCustomer(db().db);
    const corrected = await testCustomer(db().db);
    const holdKey = randomUUID();
    const path = bookingPath(lawyer.id, manilaSlot(2, 13));
    expect(await holdSlotForSignUp(customer(typo), path, { holdKey })).not.toBeNull();
    expect(await holdSlotForSignUp(customer(corrected), path, { holdKey })).not.toBeNull();
    expect(await holdsOf(typo.id)).toHaveLength(0);
    expect(await holdsOf(corrected.id)).toHaveLength(1);
    // Another page (another key) finds the time kept: no hold for it.
    expect(await holdSlotForSignUp(customer(await testCustomer(db().db)), path, { holdKey: randomUUID() })).toBeNull();
    // A second tapped slot replaces the account's first.
    await holdSlotForSignUp(customer(corrected), bookingPath(lawyer.id, manilaSlot(2, 14)));
    const [only, ...rest] = await holdsOf(corrected.id);
    expect(rest).toHaveLength(0);
    expect(only.startAt.toISOString()).toBe(manilaSlot(2, 14));
  });

  it('holds only a client, only a slot the lawyer offers, only a path of ours', async () => {
    const lawyer = await testLawyer(db().db);
    const client = await testCustomer(db().db);
    expect(await holdSlotForSignUp({ id: lawyer.id, type: 'LAWYER' }, bookingPath(lawyer.id, manilaSlot(2, 10)))).toBeNull();
    expect(await holdSlotForSignUp(customer(client), bookingPath(lawyer.id, manilaSlot(2, 3)))).toBeNull();
    expect(await holdSlotForSignUp(customer(client), `https://elsewhere.example${bookingPath(lawyer.id, manilaSlot(2, 10))}`)).toBeNull();
    expect(await holdSlotForSignUp(customer(client), '/customer-portal')).toBeNull();
    expect(await holdsOf(client.id)).toHaveLength(0);
  });

  it('gets a fresh window when the link is followed, never a shorter one', async () => {
    const lawyer = await testLawyer(db().db);
    const holder = await testCustomer(db().db);
    await holdSlotForSignUp(customer(holder), bookingPath(lawyer.id, manilaSlot(2, 15)), { now: new Date(Date.now() - 10 * MINUTE) });
    const [before] = await holdsOf(holder.id);
    await extendSignUpHold(holder.id);
    const [after] = await holdsOf(holder.id);
    expect(after.expiresAt.getTime() - before.expiresAt.getTime()).toBeGreaterThan(9 * MINUTE);
  });
});

describe('the sign-up detour', () => {
  it('sign-up and the sessionless "Resend" keep the tapped slot for the address’s account, after the same answer', async () => {
    const lawyer = await testLawyer(db().db);
    const start = manilaSlot(4, 10);
    const email = `hold-${randomUUID()}@example.com`;
    const body = {
      first_name: 'Lorna',
      last_name: 'Bautista',
      email,
      password: 'Harbour2026',
      confirm_password: 'Harbour2026',
      accept_terms: true,
      callback_url: bookingPath(lawyer.id, start),
      hold_key: randomUUID(),
    };
    const res = await signUp(apiRequest('/api/v1/auth/signup', { method: 'POST', body, ip: '198.18.45.1' }), ctx);
    expect(res.status).toBe(202);
    await settleAfterResponse();
    const [user] = await db().db.select().from(t.users).where(eq(t.users.email, email));
    const [hold] = await holdsOf(user.id);
    expect(hold.startAt.toISOString()).toBe(start);
    expect(await offered(lawyer.id)).not.toContain(start);
    expect((await listOutbox({ to: email }))[0].text).toContain(encodeURIComponent(bookingPath(lawyer.id, start)));

    // "Resend" before any session: the same words for an unknown address; a new mail for this one.
    const again = async (address: string) => {
      const r = await resend(
        apiRequest('/api/v1/auth/verify-email/resend', {
          method: 'POST',
          body: { email: address, callback_url: bookingPath(lawyer.id, start) },
          ip: '198.18.45.2',
        }),
        ctx,
      );
      await settleAfterResponse();
      return { status: r.status, body: await r.text() };
    };
    expect(await again(email)).toEqual(await again(`nobody-${randomUUID()}@example.com`));
    expect(await listOutbox({ to: email })).toHaveLength(2);
    expect(await holdsOf(user.id)).toHaveLength(1);
  });

  it('names the lawyer and time from checked data: a listed lawyer, a start ahead; nothing otherwise', async () => {
    const lawyer = await testLawyer(db().db, { name: 'Ana Reyes' });
    const start = manilaSlot(2, 10);
    expect(await findBookingIntent(bookingPath(lawyer.id, start, 60))).toEqual({
      kind: 'consultation',
      lawyer_name: 'Atty. Ana Reyes',
      start_time: start,
      duration: 60,
      time_label: `${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Manila', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(start))}, 10:00 AM (Philippine time)`,
      hold_minutes: 15,
    });
    // The Filipino booking page's path names the same booking.
    expect(await findBookingIntent(`/fil${bookingPath(lawyer.id, start, 60)}`)).toEqual(
      await findBookingIntent(bookingPath(lawyer.id, start, 60)),
    );
    expect(await findBookingIntent(bookingPath(randomUUID(), start))).toBeNull();
    expect(await findBookingIntent(bookingPath(lawyer.id, manilaSlot(-1, 10)))).toBeNull();
    expect(await findBookingIntent(`/book/${lawyer.id}/not-a-date`)).toBeNull();
    expect(await findBookingIntent('/customer-portal')).toBeNull();
  });
});
