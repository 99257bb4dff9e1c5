import { and, eq, like } from 'drizzle-orm';
import { PUT as putPhone } from '@/app/api/v1/auth/account/phone/route';
import { POST as guestInvite } from '@/app/api/v1/meeting/[id]/guest/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { createLink, pendingBookingWithCase, tokenOf } from '@/lib/test/fixtures/payment-links';
import { uniquePhone } from '@/lib/test/fixtures/phones';
import type { TestUser } from '@/lib/test/fixtures/users';
import { resetCallHubForTests } from '@/lib/server/calls/call-hub';

// Issue 73 item 1 (trust round 5): the platform mailed any address a user typed with that user's words, without
// limit — a fresh account holding only an unpaid booking sent 20 call invitations in 4.9 s (20 mails), its first
// name ("Visit http://evil.example now") the subject; 15 payment links, 15 mails; each new invitation or link
// replacing the last and mailed again, counted nowhere. These are the probe's reproductions through the routes.

const db = useTestDb();
beforeAll(() => resetCallHubForTests());
afterAll(() => resetCallHubForTests());

const EVIL_NAME = 'Visit http://evil.example now';

/** A fresh account holding only an unpaid booking (a hold): the probe's starting point. */
const freshAccountWithUnpaidBooking = () => pendingBookingWithCase(db().db, 'Unpaid wages', 'My employer stopped paying me.');

const invite = (u: TestUser, meetingId: string, body: unknown) =>
  guestInvite(apiRequest(`/api/v1/meeting/${meetingId}/guest`, { method: 'POST', jar: u.jar, body }), routeCtx({ id: meetingId }));

const mailsOf = (dedupePrefix: string) =>
  db()
    .db.select({ to: t.outboundEmails.toAddress, subject: t.outboundEmails.subject, text: t.outboundEmails.textBody })
    .from(t.outboundEmails)
    .where(like(t.outboundEmails.dedupeKey, `${dedupePrefix}%`));

const guestMailsOf = async (meetingId: string) => {
  const [guest] = await db().db.select({ id: t.callGuests.id }).from(t.callGuests).where(eq(t.callGuests.meetingId, meetingId));
  return guest ? mailsOf(`call-guest:${guest.id}:`) : [];
};

const linkMailsOf = async (paymentId: string) => {
  const links = await db().db.select({ id: t.paymentLinks.id }).from(t.paymentLinks).where(eq(t.paymentLinks.paymentId, paymentId));
  return (await Promise.all(links.map((l) => mailsOf(`payment-link:${l.id}`)))).flat();
};

const statuses = async (responses: Response[]) => {
  const counted: Record<string, number> = {};
  for (const res of responses) {
    const key = res.status === 200 ? '200' : `${res.status} ${((await res.json()) as { code: string }).code}`;
    counted[key] = (counted[key] ?? 0) + 1;
  }
  return counted;
};

describe('mails to an address a user typed are limited (issue 73 item 1)', () => {
  it('twenty call invitations sent at once from a fresh account: five are mailed, the rest are 429 and change nothing', async () => {
    const b = await freshAccountWithUnpaidBooking();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => invite(b.customer, b.meetingId, { name: 'Rosa Cruz', email: `victim${i}@example.com` })),
    );
    expect(await statuses(answers)).toEqual({ '200': 5, '429 mail.tooManyMessages': 15 });
    expect(answers.find((r) => r.status === 429)!.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await guestMailsOf(b.meetingId)).toHaveLength(5);
  });

  it('fifteen payment links with an e-mail: five are mailed; a link to copy (no e-mail) is still made', async () => {
    const b = await freshAccountWithUnpaidBooking();
    const answers: Response[] = [];
    for (let i = 0; i < 15; i++) answers.push(await createLink(b.customer, { payment_id: b.payment.id, email: `payer${i}@example.com` }));
    expect(await statuses(answers)).toEqual({ '200': 5, '429 mail.tooManyMessages': 10 });
    expect(await linkMailsOf(b.payment.id)).toHaveLength(5);
    // A refused request changed nothing: the fifth link is still the live one.
    const live = await db()
      .db.select({ sentTo: t.paymentLinks.sentTo })
      .from(t.paymentLinks)
      .where(and(eq(t.paymentLinks.paymentId, b.payment.id)));
    expect(live).toHaveLength(5);
    const copied = await createLink(b.customer, { payment_id: b.payment.id });
    expect(copied.status).toBe(200);
    expect(tokenOf((await copied.json()).url)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('one address hears from us three times a day, however many accounts ask', async () => {
    const answers: Response[] = [];
    const accounts = await Promise.all(Array.from({ length: 4 }, () => freshAccountWithUnpaidBooking()));
    for (const [i, b] of accounts.entries()) {
      answers.push(
        i % 2
          ? await createLink(b.customer, { payment_id: b.payment.id, email: 'Same.Victim@example.com' })
          : await invite(b.customer, b.meetingId, { name: 'Rosa', email: 'same.victim@example.com' }),
      );
    }
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(await answers[3].json()).toMatchObject({ code: 'mail.recipientHadEnough', key: 'RATE_LIMITED' });
    // The fourth account's link was not made.
    expect(await db().db.select().from(t.paymentLinks).where(eq(t.paymentLinks.paymentId, accounts[3].payment.id))).toEqual([]);
    const mails = await db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, 'same.victim@example.com'));
    expect(mails).toHaveLength(3);
  });

  it('the user’s own words are never in a subject and never a link: a name is text, cleaned of URLs', async () => {
    const b = await freshAccountWithUnpaidBooking();
    await db().db.update(t.users).set({ firstName: EVIL_NAME }).where(eq(t.users.id, b.customer.id));
    expect((await invite(b.customer, b.meetingId, { name: 'Rosa www.evil.example Cruz', email: 'guest@example.com' })).status).toBe(200);
    expect((await createLink(b.customer, { payment_id: b.payment.id, email: 'payer@example.com' })).status).toBe(200);
    const [guestMail] = await guestMailsOf(b.meetingId);
    const [linkMail] = await linkMailsOf(b.payment.id);
    expect(guestMail.subject).toBe('You are invited to a consultation call on Abogado');
    expect(linkMail.subject).toBe('A request to pay for a consultation on Abogado');
    expect(guestMail.text).toContain('Hello Rosa Cruz, Visit now invited you to join their consultation with ');
    expect(linkMail.text).toContain('Visit now asked you to pay for this on Abogado');
    for (const mail of [guestMail, linkMail]) {
      expect(mail.text).not.toContain('evil');
      // The one address in the mail is ours: the link.
      expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/(pay|call-guest)\//)]);
    }
    // A name that is nothing but a link is left out, and the words say it without a name.
    await db().db.update(t.users).set({ firstName: 'http://evil.example' }).where(eq(t.users.id, b.customer.id));
    expect((await createLink(b.customer, { payment_id: b.payment.id, email: 'payer2@example.com' })).status).toBe(200);
    const mails = await linkMailsOf(b.payment.id);
    expect(mails.find((m) => m.to === 'payer2@example.com')?.text).toContain('Someone asked you to pay for this on Abogado');
  });

  it('the account’s day is one budget with the codes texted to a number it typed (round 4)', async () => {
    const b = await freshAccountWithUnpaidBooking();
    const day = `typed-address:account-day:${b.customer.id}`;
    const hits = async () =>
      (await db().db.select({ hits: t.rateLimitBuckets.hits }).from(t.rateLimitBuckets).where(eq(t.rateLimitBuckets.key, day)))[0]?.hits;
    const askCode = () =>
      putPhone(
        apiRequest('/api/v1/auth/account/phone', { method: 'PUT', jar: b.customer.jar, body: { phone: uniquePhone() } }),
        routeCtx(),
      );
    expect((await askCode()).status).toBe(200);
    expect((await createLink(b.customer, { payment_id: b.payment.id, email: 'payer@example.com' })).status).toBe(200);
    expect(await hits()).toBe(2);
    // The day spent (by codes or mails alike): neither a code nor a mail goes out.
    await db().db.update(t.rateLimitBuckets).set({ hits: 20 }).where(eq(t.rateLimitBuckets.key, day));
    expect(await (await createLink(b.customer, { payment_id: b.payment.id, email: 'payer3@example.com' })).json()).toMatchObject({
      status: 429,
      code: 'mail.tooManyMessages',
    });
    expect(await (await askCode()).json()).toMatchObject({ status: 429, code: 'phone.tooManyCodes' });
  });
});
