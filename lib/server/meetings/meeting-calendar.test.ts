import { and, eq, like } from 'drizzle-orm';
import { GET as feed } from '@/app/api/v1/calendars/feed/[file]/route';
import { POST as generate } from '@/app/api/v1/lawyers/profile/calendars/generate/route';
import { PUT as cancel } from '@/app/api/v1/meeting/[id]/cancel/route';
import { GET as addToCalendar } from '@/app/api/v1/meeting/[id]/ics/route';
import { PUT as reschedule } from '@/app/api/v1/meeting/[id]/reschedule/route';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { mailIcs, readIcs, type IcsSeen } from '@/lib/test/fixtures/icalendar';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { signatureHeader } from '@/lib/server/payments/paymongo-signature';
import { buildSandboxEvent } from '@/lib/server/payments/sandbox-events';
import { sendCancellationNotices } from './send-cancellation-notices';

// One meeting through its life — booked, moved, cancelled — as the parties' calendars see it: every
// mailed .ics, the lawyer's feed and "Add to calendar" pass both parsers and the line rules, name the
// meeting by one UID, and each later message carries a higher SEQUENCE.
const db = useTestDb();
const SECRET = 'whsk_sandbox_jest_calendar';
beforeAll(() => setTestEnv({ SANDBOX_WEBHOOK_SECRET: SECRET }));
afterAll(() => setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined }));

const ORGANIZER = 'no-reply@localhost.localdomain';
const mailsTo = (email: string, subject: string) =>
  db()
    .db.select()
    .from(t.outboundEmails)
    .where(and(eq(t.outboundEmails.toAddress, email), like(t.outboundEmails.subject, subject)));
const notesOf = (userId: string, title: string) =>
  db()
    .db.select()
    .from(t.notifications)
    .where(and(eq(t.notifications.userId, userId), like(t.notifications.title, title)));
const revisionOf = async (id: string) =>
  (await db().db.select({ r: t.meetings.revision }).from(t.meetings).where(eq(t.meetings.id, id)))[0].r;

/** A meeting held for payment, then paid through the signed sandbox webhook (the confirmation mails go out). */
async function paidMeeting(lawyer: TestUser, customer: TestUser, start: string): Promise<string> {
  const id = await insertMeeting(db().db, {
    lawyerId: lawyer.id,
    customerId: customer.id,
    start,
    status: 'PAYMENT_PENDING',
    holdExpiresAt: new Date(Date.now() + 600_000),
  });
  const [payment] = await db()
    .db.insert(t.payments)
    .values({
      customerId: customer.id,
      lawyerId: lawyer.id,
      meetingId: id,
      provider: 'SANDBOX',
      providerSessionId: `cs_sbx_cal_${id}`,
      amountCentavos: 100_000,
      description: 'x',
    })
    .returning({ id: t.payments.id });
  const body = JSON.stringify(
    buildSandboxEvent({
      outcome: 'paid',
      sessionId: `cs_sbx_cal_${id}`,
      reference: payment.id,
      amountCentavos: 100_000,
      method: 'gcash',
      metadata: { meeting_id: id },
    }),
  );
  const res = await webhook(
    new Request('http://localhost/api/v1/payments/webhooks/sandbox', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'paymongo-signature': signatureHeader(SECRET, body, false) },
    }),
    routeCtx({ provider: 'sandbox' }),
  );
  expect((await res.json()).outcome).toBe('confirmed');
  await deliverOutbox();
  return id;
}

/** The one mail with this subject to `email`, its .ics checked and read. */
async function icsMailedTo(email: string, subject: string): Promise<IcsSeen & { text: string }> {
  const mails = await mailsTo(email, subject);
  expect(mails).toHaveLength(1);
  const ics = mailIcs(mails[0]);
  return { ...readIcs(ics.text, ics.contentType), text: mails[0].textBody };
}

async function feedOf(lawyer: TestUser): Promise<IcsSeen> {
  const res = await generate(apiRequest('/api/v1/lawyers/profile/calendars/generate', { method: 'POST', jar: lawyer.jar }), routeCtx());
  const url = ((await res.json()) as { url: string }).url;
  const answer = await feed(new Request(url), routeCtx({ file: url.split('/').pop()! }));
  expect(answer.status).toBe(200);
  return readIcs(await answer.text(), answer.headers.get('content-type')!);
}

const download = (user: TestUser | null, id: string) =>
  addToCalendar(apiRequest(`/api/v1/meeting/${id}/ics`, { jar: user?.jar }), routeCtx({ id }));

describe('a meeting in the calendars: booked, moved, cancelled', () => {
  it('one UID in every mail, the feed and "Add to calendar"; REQUEST, REQUEST, then CANCEL with growing SEQUENCEs', async () => {
    const lawyer = await testLawyer(db().db, { name: 'Ana Reyes' });
    const customer = await testCustomer(db().db, { timezone: 'Europe/London' });
    const start = manilaSlot(5, 10);
    const id = await paidMeeting(lawyer, customer, start);
    const uid = `meeting-${id}@localhost`;
    const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();

    // Booked: each party's confirmation carries a REQUEST naming that party, organised by our sender.
    const booked = {
      customer: await icsMailedTo(customer.email, 'Booking confirmed%'),
      lawyer: await icsMailedTo(lawyer.email, 'Booking confirmed%'),
    };
    const revision = await revisionOf(id);
    for (const [who, email] of [
      ['customer', customer.email],
      ['lawyer', lawyer.email],
    ] as const) {
      expect(booked[who].method).toBe('REQUEST');
      expect(booked[who].events).toEqual([
        expect.objectContaining({
          uid,
          sequence: revision,
          status: 'CONFIRMED',
          start,
          end,
          allDay: false,
          attendees: [email],
          organizer: ORGANIZER,
        }),
      ]);
    }
    expect(booked.customer.events[0].summary).toBe('30-minute video consultation with Atty. Ana Reyes');
    expect(booked.lawyer.events[0].summary).toBe('30-minute video consultation with Maria Santos');

    // The lawyer's feed and "Add to calendar" name the same event with the same SEQUENCE.
    const inFeed = (await feedOf(lawyer)).events.find((e) => e.uid === uid);
    expect(inFeed).toMatchObject({ sequence: revision, status: 'CONFIRMED', start, end, attendees: [], organizer: null });
    for (const party of [customer, lawyer]) {
      const res = await download(party, id);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=PUBLISH');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="consultation.ics"');
      const seen = readIcs(await res.text(), res.headers.get('content-type')!);
      expect(seen.method).toBe('PUBLISH');
      expect(seen.events).toEqual([
        expect.objectContaining({ uid, sequence: revision, status: 'CONFIRMED', start, attendees: [], organizer: ORGANIZER }),
      ]);
    }

    // Moved: a new REQUEST to both, later SEQUENCE, new time.
    const moved = manilaSlot(5, 14);
    expect(
      (
        await reschedule(
          apiRequest(`/api/v1/meeting/${id}/reschedule`, {
            method: 'PUT',
            jar: customer.jar,
            body: { start_time: moved, reason: 'Hearing' },
          }),
          routeCtx({ id }),
        )
      ).status,
    ).toBe(200);
    await deliverOutbox();
    const rescheduled = await icsMailedTo(lawyer.email, 'Meeting rescheduled%');
    expect(rescheduled.method).toBe('REQUEST');
    expect(rescheduled.events).toEqual([expect.objectContaining({ uid, start: moved, status: 'CONFIRMED' })]);
    expect(rescheduled.events[0].sequence).toBeGreaterThan(revision);
    expect((await icsMailedTo(customer.email, 'Meeting rescheduled%')).events[0]).toMatchObject({
      uid,
      start: moved,
      sequence: rescheduled.events[0].sequence,
    });

    // Cancelled by the lawyer: one mail and one notification each, with a CANCEL of the same UID and a higher SEQUENCE.
    const res = await cancel(apiRequest(`/api/v1/meeting/${id}/cancel`, { method: 'PUT', jar: lawyer.jar, body: {} }), routeCtx({ id }));
    expect(await res.json()).toMatchObject({ status: 'CANCELLED', refund: 'FULL' });
    await deliverOutbox();
    // The notices are idempotent: the same cancellation told again sends nothing more.
    await sendCancellationNotices({ meetingId: id, byUserId: lawyer.id, ground: 'LAWYER_CANCELLED', refund: 'FULL' });
    await sendCancellationNotices({ meetingId: id, byUserId: lawyer.id, ground: 'LAWYER_CANCELLED', refund: 'FULL' });
    const cancelled = {
      customer: await icsMailedTo(customer.email, 'Cancelled:%'),
      lawyer: await icsMailedTo(lawyer.email, 'Cancelled:%'),
    };
    for (const [who, email] of [
      ['customer', customer.email],
      ['lawyer', lawyer.email],
    ] as const) {
      expect(cancelled[who].method).toBe('CANCEL');
      expect(cancelled[who].events).toEqual([
        expect.objectContaining({ uid, status: 'CANCELLED', start: moved, attendees: [email], organizer: ORGANIZER }),
      ]);
      expect(cancelled[who].events[0].sequence).toBeGreaterThan(rescheduled.events[0].sequence);
    }
    expect(cancelled.customer.text).toContain('Atty. Ana Reyes cancelled your 30-minute video consultation on ');
    expect(cancelled.customer.text).toContain('(Europe/London)');
    expect(cancelled.customer.text).toContain('A full refund of ₱1,000 is on its way to you.');
    expect(cancelled.lawyer.text).toContain('You cancelled your 30-minute video consultation with Maria Santos on ');
    expect(cancelled.lawyer.text).toContain('The client gets a full refund of ₱1,000.');
    const [toClient] = await mailsTo(customer.email, 'Cancelled:%');
    expect(toClient.subject).toBe('Cancelled: 30-minute video consultation with Atty. Ana Reyes');
    for (const party of [customer, lawyer]) {
      const notes = await notesOf(party.id, 'Meeting cancelled%');
      expect(notes).toEqual([
        expect.objectContaining({ icon: 'new-meeting', url: `/${party === customer ? 'customer' : 'lawyer'}-portal/meeting/${id}` }),
      ]);
    }
    expect((await notesOf(customer.id, 'Meeting cancelled%'))[0].body).toContain('A full refund of ₱1,000 is on its way to you.');

    // The feed now shows it cancelled, at the CANCEL's SEQUENCE.
    expect((await feedOf(lawyer)).events.find((e) => e.uid === uid)).toMatchObject({
      status: 'CANCELLED',
      sequence: cancelled.lawyer.events[0].sequence,
    });
  });

  it('a client who cancels late is told there is no refund, and the lawyer that the fee stays', async () => {
    const lawyer = await testLawyer(db().db, { name: 'Ana Reyes' });
    const customer = await testCustomer(db().db);
    const id = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: new Date(Date.now() + 3 * 3_600_000) });
    await db().db.insert(t.payments).values({
      customerId: customer.id,
      lawyerId: lawyer.id,
      meetingId: id,
      provider: 'SANDBOX',
      amountCentavos: 150_050,
      description: 'x',
      status: 'PAID',
      paidAt: new Date(),
    });
    const res = await cancel(
      apiRequest(`/api/v1/meeting/${id}/cancel`, { method: 'PUT', jar: customer.jar, body: { reason: 'Changed my mind' } }),
      routeCtx({ id }),
    );
    expect(await res.json()).toMatchObject({ refund: 'NONE' });
    await deliverOutbox();
    const toClient = await icsMailedTo(customer.email, 'Cancelled:%');
    expect(toClient.method).toBe('CANCEL');
    expect(toClient.text).toContain('You cancelled your 30-minute video consultation with Atty. Ana Reyes on ');
    expect(toClient.text).toContain(
      'No refund: the policy gives the fee of ₱1,500.50 back only when you cancel at least 24 hours before the start.',
    );
    const toLawyer = await icsMailedTo(lawyer.email, 'Cancelled:%');
    expect(toLawyer.text).toContain('Maria Santos cancelled your 30-minute video consultation on ');
    expect(toLawyer.text).toContain('so under the policy the fee of ₱1,500.50 stays with you.');
    expect(await notesOf(lawyer.id, 'Meeting cancelled%')).toHaveLength(1);
  });

  it('an unpaid hold cancelled tells nobody (no invitation was ever sent)', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const id = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: customer.id,
      start: manilaSlot(4, 10),
      status: 'PAYMENT_PENDING',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    expect(
      (await cancel(apiRequest(`/api/v1/meeting/${id}/cancel`, { method: 'PUT', jar: customer.jar, body: {} }), routeCtx({ id }))).status,
    ).toBe(200);
    await deliverOutbox();
    expect(await mailsTo(lawyer.email, '%')).toHaveLength(0);
    expect(await mailsTo(customer.email, '%')).toHaveLength(0);
  });

  it('"Add to calendar" refuses a visitor (401), anyone but the two parties (404) and a malformed id (400)', async () => {
    const lawyer = await testLawyer(db().db);
    const customer = await testCustomer(db().db);
    const id = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start: manilaSlot(6, 10) });
    expect((await download(null, id)).status).toBe(401);
    for (const stranger of [await testCustomer(db().db), await testLawyer(db().db)]) {
      const res = await download(stranger, id);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ message: 'Meeting not found.', key: 'MEETING_NOT_FOUND' });
    }
    const bad = await addToCalendar(apiRequest('/api/v1/meeting/nope/ics', { jar: customer.jar }), routeCtx({ id: 'nope' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'Invalid meeting id.' });
  });
});
