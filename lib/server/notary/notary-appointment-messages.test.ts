import { and, eq, like } from 'drizzle-orm';
import { POST } from '@/app/api/v1/notary-public/appointment/route';
import { GET as join, POST as leave } from '@/app/api/v1/meeting/video/[id]/route';
import { GET as events } from '@/app/api/v1/meeting/[id]/events/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { pdfText } from '@/lib/test/read-pdf';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { bookAtOffice as bookAtOfficeAs, bookableNotary } from '@/lib/test/fixtures/notary';
import { type TestUser, testCustomer } from '@/lib/test/fixtures/users';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { sendDueReminders } from '@/lib/server/runtime/reminders/send-due-reminders';
import { settleEndedMeetings } from '@/lib/server/meetings/settle-ended-meetings';
import { POST as sandboxAction } from '@/app/api/v1/payments/sandbox/[sessionId]/route';
import { POST as webhook } from '@/app/api/v1/payments/webhooks/[provider]/route';
import { getCheckout } from '@/lib/server/payments/get-checkout';
import { setTestEnv } from '@/lib/test/env';
import { PUT as markRoute } from '@/app/api/v1/meeting/[id]/in-person-outcome/route';
import { markNotaryAppointment } from './mark-appointment';
import { PUT as cancelRoute } from '@/app/api/v1/meeting/[id]/cancel/route';

// Issue 43: a notarial appointment is in person. Its confirmation and reminders say where and what to
// bring, in each reader's language, with an .ics at the office — never a join link; its reminders are a
// day and an hour before, each once however many schedulers run; it has no call, and is never settled
// by a call's attendance.
const db = useTestDb();
const ctx = routeCtx();

const bookAtOffice = (customer: TestUser, daysAhead?: number) => bookAtOfficeAs(db().db, customer, daysAhead);

/** The consultations' join link (/meeting/{id}, the call's short path); an appointment's page is /…-portal/meeting/{id}. */
const joinLink = (id: string) => new RegExp(`(?<!-portal)/meeting/${id}`);

const mailsTo = (email: string) => db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, email));

describe('a notarial appointment’s messages', () => {
  it('confirms to both parties in their own language with the address, the checklist and an .ics at the office — no join link', async () => {
    const customer = await testCustomer(db().db);
    await db()
      .db.update(t.users)
      .set({ language: 'fil', phoneE164: '+639171230043', phoneVerifiedAt: new Date() })
      .where(eq(t.users.id, customer.id));
    const { notary, meetingId } = await bookAtOffice(customer);
    await deliverOutbox();

    const [toClient] = await mailsTo(customer.email);
    expect(toClient.subject).toMatch(/^Kumpirmado ang appointment: Affidavit of loss \(salaysay ng pagkawala\) kay Atty\. /);
    expect(toClient.textBody).toContain('Saan: 12 Ayala Ave');
    expect(toClient.textBody).toContain('Dalhin:');
    expect(toClient.textBody).toContain('hindi kailanman sa video call');
    expect(toClient.textBody).toContain(`/fil/customer-portal/meeting/${meetingId}`);
    expect(toClient.textBody).not.toMatch(/\/meeting\/[^/\s]+\/(join|call)|Join|Sumali/);
    expect(toClient.textBody).not.toMatch(joinLink(meetingId));
    const ics = toClient.attachments!.find((a) => a.filename.endsWith('.ics'))!;
    const calendar = Buffer.from(ics.content, 'base64').toString('utf8').replace(/\r\n /g, '');
    expect(calendar).toContain('LOCATION:12 Ayala Ave');
    expect(calendar).toContain(`URL;VALUE=URI:http://localhost:3000/fil/customer-portal/meeting/${meetingId}`);
    expect(calendar).not.toMatch(joinLink(meetingId));

    const [toNotary] = await mailsTo(notary.lawyer.email);
    expect(toNotary.subject).toMatch(/^Appointment confirmed: Affidavit of loss with /);
    expect(toNotary.textBody).toContain('Where: 12 Ayala Ave');
    expect(toNotary.textBody).toContain('The original, for the notary to compare with the copy');
    expect(toNotary.textBody).toContain('to be paid at the office');
    expect(toNotary.textBody).not.toContain('join link');

    const [sms] = await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.userId, customer.id));
    expect(sms.body).toContain('12 Ayala Ave');
    expect(sms.body).not.toContain('/meeting/');
  });

  it('reminds a day and an hour before, each once across two schedulers, never at 10 minutes', async () => {
    const customer = await testCustomer(db().db);
    // A day of its own: the other tests' appointments are not due with it.
    const { meetingId, start } = await bookAtOffice(customer, 5);
    const at = (minutesBefore: number) => new Date(start.getTime() - minutesBefore * 60_000);
    const reminders = () =>
      db()
        .db.select()
        .from(t.outboundEmails)
        .where(and(eq(t.outboundEmails.toAddress, customer.email), like(t.outboundEmails.dedupeKey, `email:reminder:${meetingId}:%`)));

    expect(await sendDueReminders({ now: at(24 * 60 + 1) })).toBe(0);
    const day = await Promise.all([sendDueReminders({ now: at(24 * 60) }), sendDueReminders({ now: at(24 * 60) })]);
    expect(day[0] + day[1]).toBe(1);
    expect(await sendDueReminders({ now: at(23 * 60) })).toBe(0);
    const hour = await Promise.all([sendDueReminders({ now: at(60) }), sendDueReminders({ now: at(60) })]);
    expect(hour[0] + hour[1]).toBe(1);
    expect(await sendDueReminders({ now: at(10) })).toBe(0);

    const sent = await reminders();
    expect(sent.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Tomorrow: your notarial appointment with Atty\. /),
      expect.stringMatching(/^In an hour: your notarial appointment with Atty\. /),
    ]);
    for (const mail of sent) {
      expect(mail.textBody).toContain('Where: 12 Ayala Ave');
      expect(mail.textBody).toContain('A current government ID with your photo and signature');
      expect(mail.textBody).not.toMatch(joinLink(meetingId));
    }
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, meetingId));
    expect(meeting.reminderSentAt).not.toBeNull();
  });

  it('has no call: joining, leaving and the call’s events are refused to its own parties', async () => {
    const customer = await testCustomer(db().db);
    const { notary, meetingId } = await bookAtOffice(customer, 1);
    const m = routeCtx({ id: meetingId });
    for (const user of [customer, notary.lawyer]) {
      expect((await join(apiRequest(`/api/v1/meeting/video/${meetingId}`, { jar: user.jar }), m)).status).toBe(404);
      expect(
        (await leave(apiRequest(`/api/v1/meeting/video/${meetingId}`, { method: 'POST', jar: user.jar, body: { hangup: true } }), m))
          .status,
      ).toBe(404);
      expect((await events(apiRequest(`/api/v1/meeting/${meetingId}/events`, { jar: user.jar }), m)).status).toBe(404);
    }
  });

  it('is not settled by a call’s attendance: no “lawyer no-show” refund after its time', async () => {
    const customer = await testCustomer(db().db);
    const { meetingId, start } = await bookAtOffice(customer);
    await settleEndedMeetings({ now: new Date(start.getTime() + 3 * 3_600_000) });
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, meetingId));
    expect(meeting.status).toBe('CONFIRMED');
    expect(meeting.outcome).toBeNull();
  });
});

describe('a notarial appointment paid online', () => {
  const delivered: string[] = [];
  let fetchSpy: jest.SpyInstance;
  beforeAll(() => {
    setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_sandbox_notary_jest' });
    // The sandbox posts its signed webhook to our own origin; here the route handler itself answers.
    fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      delivered.push(url);
      return webhook(new Request(url, init as RequestInit), routeCtx({ provider: url.split('/').pop()! }));
    });
  });
  afterAll(() => {
    fetchSpy.mockRestore();
    setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
  });

  it('goes through the consultations’ sandbox checkout, is confirmed with its day-before reminder, and the confirmation has the receipt', async () => {
    const customer = await testCustomer(db().db);
    const notary = await bookableNotary(db().db);
    const start = new Date(manilaSlot(6, 11));
    const res = await POST(
      apiRequest('/api/v1/notary-public/appointment', {
        method: 'POST',
        jar: customer.jar,
        body: { notary_id: notary.id, service: 'affidavit-of-loss', start_time: start.toISOString() },
      }),
      ctx,
    );
    const { _id: meetingId, checkout_url } = await res.json();
    const sessionId = String(checkout_url).split('/').pop()!;
    expect(await getCheckout(customer.id, { meetingId })).toMatchObject({ state: 'pending', amount: 35_000, in_person: true });
    const paid = await sandboxAction(
      apiRequest(`/api/v1/payments/sandbox/${sessionId}`, { method: 'POST', jar: customer.jar, body: { action: 'pay', method: 'gcash' } }),
      routeCtx({ sessionId }),
    );
    expect(paid.status).toBe(200);
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, meetingId));
    expect(meeting.status).toBe('CONFIRMED');
    expect(meeting.reminderAt).toEqual(new Date(start.getTime() - 24 * 3_600_000));
    await deliverOutbox();
    const [mail] = await mailsTo(customer.email);
    expect(mail.textBody).toContain('Fee: ₱350, paid online.');
    expect(mail.textBody).toMatch(/Payment reference: /);
    expect(mail.attachments!.map((a) => a.filename)).toEqual(['invite.ics', expect.stringMatching(/^receipt-.*\.pdf$/)]);
    // The receipt says what was bought: an appointment, not a video consultation (issue 57 item 3).
    const receipt = pdfText(Buffer.from(mail.attachments![1].content, 'base64'));
    expect(receipt).toContain('30-minute in-person notarial appointment');
    expect(receipt).not.toMatch(/consultation/i);
  });
});

describe('marking an in-person appointment', () => {
  it('is its notary’s, once its time has come: done or the client absent, COMPLETED, once', async () => {
    const customer = await testCustomer(db().db);
    const { notary, meetingId, start } = await bookAtOffice(customer, 7);
    const m = routeCtx({ id: meetingId });
    const mark = (user: TestUser, outcome = 'ATTENDED') =>
      markRoute(apiRequest(`/api/v1/meeting/${meetingId}/in-person-outcome`, { method: 'PUT', jar: user.jar, body: { outcome } }), m);
    expect((await mark(customer)).status).toBe(403);
    expect((await mark((await bookableNotary(db().db)).lawyer)).status).toBe(404);
    const early = await mark(notary.lawyer);
    expect(early.status).toBe(400);
    expect((await early.json()).message).toBe('You can mark an appointment once its time has come.');

    const later = new Date(start.getTime() + 20 * 60_000);
    expect(await markNotaryAppointment(notary.lawyer.id, meetingId, 'CLIENT_NO_SHOW', later)).toEqual({
      _id: meetingId,
      status: 'COMPLETED',
      outcome: 'CLIENT_NO_SHOW',
    });
    const [meeting] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, meetingId));
    expect(meeting).toMatchObject({ status: 'COMPLETED', outcome: 'CLIENT_NO_SHOW' });
    await expect(markNotaryAppointment(notary.lawyer.id, meetingId, 'ATTENDED', later)).rejects.toThrow(
      'Only a confirmed in-person appointment can be marked.',
    );
  });
});

describe('cancelling an in-person appointment', () => {
  it('tells the notary of an in-person appointment, not a call, and frees the time', async () => {
    const customer = await testCustomer(db().db);
    const { notary, meetingId } = await bookAtOffice(customer, 8);
    const res = await cancelRoute(
      apiRequest(`/api/v1/meeting/${meetingId}/cancel`, { method: 'PUT', jar: customer.jar, body: { reason: 'Found the original' } }),
      routeCtx({ id: meetingId }),
    );
    expect(res.status).toBe(200);
    await deliverOutbox();
    const mails = await mailsTo(notary.lawyer.email);
    const cancelled = mails.find((m) => m.subject.startsWith('Cancelled:'))!;
    expect(cancelled.subject).toMatch(/^Cancelled: 30-minute in-person notarial appointment with /);
    expect(cancelled.textBody).not.toMatch(/video|call\b/i);
    const holds = await db().db.select().from(t.timeHolds).where(eq(t.timeHolds.meetingId, meetingId));
    expect(holds).toEqual([]);
  });
});
