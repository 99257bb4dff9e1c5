import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as signUp } from '@/app/api/v1/auth/signup/route';
import { POST as resend } from '@/app/api/v1/auth/verify-email/resend/route';
import { tables as t } from '@/lib/db';
import { holdSlotForSignUp } from '@/lib/server/auth/sign-up-booking';
import { settleAfterResponse } from '@/lib/server/platform/http/after-response';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { MAX_SIGN_UP_HOLDS_PER_CALENDAR } from '@/lib/server/meetings/sign-up-hold';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { bookableNotary } from '@/lib/test/fixtures/notary';
import { testCustomer } from '@/lib/test/fixtures/users';

// Issue 58, item 4: unverified sign-ups held a notary's times, renewable through the address-only
// "Resend", and whoever knew an address could move that account's held time. A sign-up hold is made
// by the sign-up only, lapses on its own, and a calendar carries a few at a time.
const db = useTestDb();
const ctx = routeCtx();
const MINUTE = 60_000;

const notaryPath = (notaryId: string, slot: string) =>
  `/notary-public/profile/${notaryId}?service=affidavit-of-loss&slot=${encodeURIComponent(slot)}#book`;
const holdsOf = (customerId: string) => db().db.select().from(t.signUpHolds).where(eq(t.signUpHolds.customerId, customerId));
let ip = 1;

async function signUpFor(notaryId: string, start: string) {
  const email = `hold-${randomUUID()}@example.com`;
  const body = {
    first_name: 'Lorna',
    last_name: 'Bautista',
    email,
    password: 'Harbour2026',
    confirm_password: 'Harbour2026',
    accept_terms: true,
    callback_url: notaryPath(notaryId, start),
    hold_key: randomUUID(),
  };
  const res = await signUp(apiRequest('/api/v1/auth/signup', { method: 'POST', body, ip: `198.18.58.${ip++}` }), ctx);
  expect(res.status).toBe(202);
  await settleAfterResponse();
  const [user] = await db().db.select().from(t.users).where(eq(t.users.email, email));
  return { email, user, body };
}

const resendTo = async (email: string, callbackUrl: string) => {
  const res = await resend(
    apiRequest('/api/v1/auth/verify-email/resend', {
      method: 'POST',
      body: { email, callback_url: callbackUrl },
      ip: `198.18.59.${ip++}`,
    }),
    ctx,
  );
  expect(res.status).toBe(200);
  await settleAfterResponse();
};

describe('a sign-up hold of an unverified account', () => {
  it('is neither moved nor renewed by the address-only "Resend", which still mails the link', async () => {
    const { id } = await bookableNotary(db().db);
    const { email, user } = await signUpFor(id, manilaSlot(3, 10));
    const [held] = await holdsOf(user.id);
    expect(held.startAt).toEqual(new Date(manilaSlot(3, 10)));

    // Whoever knows the address asks for another time: the hold stays where it is, as long as it was.
    await resendTo(email, notaryPath(id, manilaSlot(4, 11)));
    expect(await holdsOf(user.id)).toEqual([held]);
    expect(await listOutbox({ to: email })).toHaveLength(2);

    // Once lapsed, a resend does not bring it back.
    await db()
      .db.update(t.signUpHolds)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(t.signUpHolds.customerId, user.id));
    await resendTo(email, notaryPath(id, manilaSlot(3, 10)));
    const [after] = await holdsOf(user.id);
    expect(after.expiresAt.getTime()).toBeLessThan(Date.now());
  });

  it('is not moved by a sign-up with the same address (someone who knows it)', async () => {
    const { id } = await bookableNotary(db().db);
    const { user, body } = await signUpFor(id, manilaSlot(3, 13));
    const [held] = await holdsOf(user.id);
    const again = { ...body, callback_url: notaryPath(id, manilaSlot(5, 9)), hold_key: randomUUID() };
    expect((await signUp(apiRequest('/api/v1/auth/signup', { method: 'POST', body: again, ip: `198.18.58.${ip++}` }), ctx)).status).toBe(
      202,
    );
    await settleAfterResponse();
    expect(await holdsOf(user.id)).toEqual([held]);
  });

  it('is one of at most a few on one calendar at a time', async () => {
    const { id, lawyer } = await bookableNotary(db().db);
    const clients = await Promise.all(Array.from({ length: MAX_SIGN_UP_HOLDS_PER_CALENDAR + 2 }, () => testCustomer(db().db)));
    const held = [];
    for (const [i, c] of clients.entries())
      held.push(await holdSlotForSignUp({ id: c.id, type: 'CUSTOMER' }, notaryPath(id, manilaSlot(2 + i, 10))));
    expect(held.filter(Boolean)).toHaveLength(MAX_SIGN_UP_HOLDS_PER_CALENDAR);
    const live = await db().db.select().from(t.signUpHolds).where(eq(t.signUpHolds.lawyerId, lawyer.id));
    expect(live).toHaveLength(MAX_SIGN_UP_HOLDS_PER_CALENDAR);
  });
});
