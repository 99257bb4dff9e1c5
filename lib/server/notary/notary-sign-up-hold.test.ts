import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST } from '@/app/api/v1/notary-public/appointment/route';
import { GET as getSlots } from '@/app/api/v1/notary-public/slots/route';
import { POST as signUp } from '@/app/api/v1/auth/signup/route';
import { tables as t } from '@/lib/db';
import { findBookingIntent, holdSlotForSignUp } from '@/lib/server/auth/sign-up-booking';
import { settleAfterResponse } from '@/lib/server/platform/http/after-response';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { bookableNotary } from '@/lib/test/fixtures/notary';
import { type TestUser, testCustomer } from '@/lib/test/fixtures/users';
import { findNotarySlots, offersStart } from './notary-slots';

// Issue 43: a visitor who chose a service and a time on a notary's page and registers keeps that time,
// as a consultation's slot is kept (issue 45): a sign-up hold on the notary's calendar for the
// service's length, which nobody else can book meanwhile and its holder books as usual.
const db = useTestDb();
const ctx = routeCtx();
const MINUTE = 60_000;
const SERVICE = 'affidavit-of-loss';

/** The notary booking's way back to the page after signing in (components/notary/notary-booking.tsx). */
const notaryPath = (notaryId: string, slot: string, service = SERVICE, prefix = '') =>
  `${prefix}/notary-public/profile/${notaryId}?service=${encodeURIComponent(service)}&slot=${encodeURIComponent(slot)}#book`;
const customer = (user: TestUser) => ({ id: user.id, type: 'CUSTOMER' });
const holdsOf = (customerId: string) => db().db.select().from(t.signUpHolds).where(eq(t.signUpHolds.customerId, customerId));
const book = (user: TestUser, notaryId: string, start: string) =>
  POST(
    apiRequest('/api/v1/notary-public/appointment', {
      method: 'POST',
      jar: user.jar,
      body: { notary_id: notaryId, service: SERVICE, start_time: start },
    }),
    ctx,
  );
const offered = async (notaryId: string, start: string, holderId?: string) =>
  offersStart(await findNotarySlots(notaryId, SERVICE, { holderId }), new Date(start));

describe('a sign-up hold of a notarial appointment', () => {
  it('keeps the time on the notary’s calendar for the service’s length: taken for others (409), free for its holder, who books it', async () => {
    const { lawyer, id } = await bookableNotary(db().db);
    await db().db.update(t.notaryServiceOffers).set({ durationMinutes: 45 }).where(eq(t.notaryServiceOffers.notaryId, id));
    const holder = await testCustomer(db().db);
    const other = await testCustomer(db().db);
    const start = manilaSlot(2, 10);
    expect(await offered(id, start)).toBe(true);

    const expires = await holdSlotForSignUp(customer(holder), notaryPath(id, start));
    expect(expires!.getTime() - Date.now()).toBeGreaterThan(14 * MINUTE);
    expect(expires!.getTime() - Date.now()).toBeLessThanOrEqual(15 * MINUTE);
    const [hold] = await holdsOf(holder.id);
    expect(hold).toMatchObject({ lawyerId: lawyer.id, startAt: new Date(start), endAt: new Date(Date.parse(start) + 45 * MINUTE) });
    // Gone from everyone's free times but the holder's: the notary page the holder comes back to still offers it.
    expect(await offered(id, start)).toBe(false);
    expect(await offered(id, start, holder.id)).toBe(true);
    const slotsFor = async (user?: TestUser) => {
      const res = await getSlots(apiRequest(`/api/v1/notary-public/slots?notary_id=${id}&service=${SERVICE}`, { jar: user?.jar }), ctx);
      expect(res.status).toBe(200);
      return Object.values((await res.json()).calendar as Record<string, { start_time: string }[]>)
        .flat()
        .map((s) => s.start_time);
    };
    expect(await slotsFor(holder)).toContain(start);
    expect(await slotsFor(other)).not.toContain(start);
    expect(await slotsFor()).not.toContain(start);

    const refused = await book(other, id, start);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('Schedule conflict. Please try different time.');
    // Overlapping its end (10:30 lies inside 10:00–10:45) is refused too.
    expect((await book(other, id, new Date(Date.parse(start) + 30 * MINUTE).toISOString())).status).toBe(409);

    expect((await book(holder, id, start)).status).toBe(200);
    expect(await holdsOf(holder.id)).toHaveLength(0);
  });

  it('holds only a time the notary offers: office hours, the quarter hour, an offered service, a notary taking bookings, a free time', async () => {
    const { id } = await bookableNotary(db().db);
    const client = await testCustomer(db().db);
    const hold = (path: string) => holdSlotForSignUp(customer(client), path);
    expect(await hold(notaryPath(id, manilaSlot(2, 7)))).toBeNull();
    expect(await hold(notaryPath(id, new Date(Date.parse(manilaSlot(2, 10)) + 5 * MINUTE).toISOString()))).toBeNull();
    // 16:45 would end after closing.
    expect(await hold(notaryPath(id, new Date(Date.parse(manilaSlot(2, 16)) + 45 * MINUTE).toISOString()))).toBeNull();
    expect(await hold(notaryPath(id, manilaSlot(2, 10), 'jurat'))).toBeNull(); // listed, no offer
    expect(await hold(notaryPath(id, manilaSlot(2, 10), 'not-a-service'))).toBeNull();
    expect(await hold(notaryPath(randomUUID(), manilaSlot(2, 10)))).toBeNull();
    expect(await hold(`/notary-public/profile/${id}?service=${SERVICE}`)).toBeNull();
    // Taken by a booking already.
    expect((await book(await testCustomer(db().db), id, manilaSlot(2, 11))).status).toBe(200);
    expect(await hold(notaryPath(id, manilaSlot(2, 11)))).toBeNull();
    // Not a client.
    const { lawyer } = await bookableNotary(db().db);
    expect(await holdSlotForSignUp({ id: lawyer.id, type: 'LAWYER' }, notaryPath(id, manilaSlot(2, 12)))).toBeNull();
    expect(await holdsOf(client.id)).toHaveLength(0);

    await db().db.update(t.notaryProfiles).set({ takesBookings: false }).where(eq(t.notaryProfiles.id, id));
    expect(await hold(notaryPath(id, manilaSlot(2, 12)))).toBeNull();
    expect(await holdsOf(client.id)).toHaveLength(0);
  });

  it('reads the Filipino page’s path too, and a corrected address takes the time over (the same sign-up page)', async () => {
    const { id } = await bookableNotary(db().db);
    const [typo, corrected] = [await testCustomer(db().db), await testCustomer(db().db)];
    const path = notaryPath(id, manilaSlot(3, 14), SERVICE, '/fil');
    const holdKey = randomUUID();
    expect(await holdSlotForSignUp(customer(typo), path, { holdKey })).not.toBeNull();
    // The time is the typo account's until the same page's hold gives way, under the calendar lock.
    expect(await holdSlotForSignUp(customer(corrected), path, { holdKey })).not.toBeNull();
    expect(await holdsOf(typo.id)).toHaveLength(0);
    expect(await holdsOf(corrected.id)).toHaveLength(1);
    expect(await holdSlotForSignUp(customer(await testCustomer(db().db)), path, { holdKey: randomUUID() })).toBeNull();
  });

  it('is made by the sign-up itself, after the same answer', async () => {
    const { lawyer, id } = await bookableNotary(db().db);
    const start = manilaSlot(4, 9);
    const email = `notary-hold-${randomUUID()}@example.com`;
    const body = {
      first_name: 'Lorna',
      last_name: 'Bautista',
      email,
      password: 'Harbour2026',
      confirm_password: 'Harbour2026',
      accept_terms: true,
      callback_url: notaryPath(id, start),
      hold_key: randomUUID(),
    };
    const res = await signUp(apiRequest('/api/v1/auth/signup', { method: 'POST', body, ip: '198.18.43.1' }), ctx);
    expect(res.status).toBe(202);
    await settleAfterResponse();
    const [user] = await db().db.select().from(t.users).where(eq(t.users.email, email));
    expect(await holdsOf(user.id)).toEqual([expect.objectContaining({ lawyerId: lawyer.id, startAt: new Date(start) })]);
    expect(await offered(id, start)).toBe(false);
  });
});

describe('the sign-up detour of a notarial appointment', () => {
  it('names the notary, the service and the time from checked data; nothing for a notary or service not bookable, or a time past', async () => {
    const { id } = await bookableNotary(db().db);
    const start = manilaSlot(2, 10);
    const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Manila', weekday: 'short', day: 'numeric', month: 'short' });
    const intent = {
      kind: 'notary',
      lawyer_name: 'Atty. Test Notary',
      service: SERVICE,
      duration_minutes: 30,
      start_time: start,
      time_label: `${day.format(new Date(start))}, 10:00 AM (Philippine time)`,
      hold_minutes: 15,
    };
    expect(await findBookingIntent(notaryPath(id, start))).toEqual(intent);
    expect(await findBookingIntent(notaryPath(id, start, SERVICE, '/fil'))).toEqual(intent);
    expect(await findBookingIntent(notaryPath(id, start, 'jurat'))).toBeNull();
    expect(await findBookingIntent(notaryPath(randomUUID(), start))).toBeNull();
    expect(await findBookingIntent(notaryPath(id, manilaSlot(-1, 10)))).toBeNull();
    expect(await findBookingIntent(`/notary-public/profile/${id}?service=${SERVICE}&slot=soon`)).toBeNull();
    await db().db.update(t.notaryProfiles).set({ isPublic: false }).where(eq(t.notaryProfiles.id, id));
    expect(await findBookingIntent(notaryPath(id, start))).toBeNull();
  });
});
