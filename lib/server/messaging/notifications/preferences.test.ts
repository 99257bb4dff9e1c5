import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GET, PUT } from '@/app/api/v1/auth/account/notification-preferences/route';
import { tables as t } from '@/lib/db';
import { NOTIFICATION_KIND_INFO, notificationKindsFor } from '@/lib/config/notification-kinds';
import type { NotificationPreferences } from '@/lib/dto/account-phone';
import { useTestDb } from '@/lib/test/db';
import { changedTables, dbState } from '@/lib/test/fixtures/db-state';
import { apiRequest, routeCtx, type CookieJar } from '@/lib/test/fixtures/http';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { givePhone } from '@/lib/test/fixtures/phones';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { sendCancellationNotices } from '@/lib/server/meetings/send-cancellation-notices';
import { notifyMeetingRescheduled, sendMeetingConfirmation } from '@/lib/server/meetings/send-meeting-mails';
import { setPushSenderForTests } from '@/lib/server/messaging/push/send-push';
import { tellVerificationDecision } from '@/lib/server/admin/verification/verification-notices';
import { tellUser } from './tell-user';

// Each person's channels per kind of message (issue 29): the API, and every sender that obeys it.
const db = useTestDb();
const pushes: string[] = [];

beforeAll(() => setPushSenderForTests(async (subscription) => (pushes.push(subscription.endpoint), { statusCode: 201 })));
afterAll(() => setPushSenderForTests(undefined));

const read = async (jar?: CookieJar) => {
  const res = await GET(apiRequest('/api/v1/auth/account/notification-preferences', { jar }), routeCtx());
  return { status: res.status, body: (await res.json()) as NotificationPreferences & { message?: string } };
};
const write = async (jar: CookieJar | undefined, body: unknown) => {
  const res = await PUT(apiRequest('/api/v1/auth/account/notification-preferences', { method: 'PUT', jar, body }), routeCtx());
  return { status: res.status, body: (await res.json()) as NotificationPreferences & { message?: string } };
};

const ALL_ON = { email: true, sms: true, push: true };
const textsTo = (userId: string) => db().db.select().from(t.smsMessages).where(eq(t.smsMessages.userId, userId));
const mailsTo = (email: string) => db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, email));

async function subscribe(userId: string): Promise<string> {
  const endpoint = `https://fcm.googleapis.com/fcm/send/${userId}`;
  await db().db.insert(t.pushSubscriptions).values({ userId, endpoint, p256dh: 'BElongKey', auth: 'authSecret' });
  return endpoint;
}

describe('GET/PUT auth/account/notification-preferences', () => {
  it('starts with every channel on, for the kinds of the account type (lawyers: also the verification decision)', async () => {
    const client = await testCustomer(db().db);
    const lawyer = await testLawyer(db().db);
    expect((await read(client.jar)).body).toEqual({
      preferences: notificationKindsFor('CUSTOMER').map((kind) => ({ kind, channels: ALL_ON })),
    });
    const lawyerKinds = (await read(lawyer.jar)).body.preferences.map((p) => p.kind);
    expect(lawyerKinds).toEqual([
      'booking_confirmed',
      'meeting_reminder',
      'party_waiting',
      'meeting_changed',
      'verification_decision',
      'hearing',
    ]);
    expect(lawyerKinds.map((k) => NOTIFICATION_KIND_INFO[k].label)).toContain('Reminder 10 minutes before');
  });

  it('turns one switch on or off, for the signed-in person only', async () => {
    const client = await testCustomer(db().db);
    const other = await testCustomer(db().db);
    const off = await write(client.jar, { kind: 'meeting_reminder', channel: 'sms', enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.preferences.find((p) => p.kind === 'meeting_reminder')!.channels).toEqual({ email: true, sms: false, push: true });
    expect((await read(client.jar)).body).toEqual(off.body);
    expect((await read(other.jar)).body.preferences.every((p) => p.channels.sms)).toBe(true);
    const on = await write(client.jar, { kind: 'meeting_reminder', channel: 'sms', enabled: true });
    expect(on.body.preferences.find((p) => p.kind === 'meeting_reminder')!.channels).toEqual(ALL_ON);
  });

  it('refuses bad input with a clear 400 and a kind that does not apply, changing nothing; a visitor gets 401', async () => {
    const client = await testCustomer(db().db);
    const before = await dbState(db().db);
    for (const [body, message] of [
      [{ kind: 'password_reset', channel: 'email', enabled: false }, 'Unknown kind of message.'],
      [{ kind: 'meeting_reminder', channel: 'fax', enabled: false }, 'Unknown channel.'],
      [{ kind: 'meeting_reminder', channel: 'sms', enabled: 'no' }, 'Please choose on or off.'],
      [{ kind: 'verification_decision', channel: 'sms', enabled: false }, '"Verification decision" messages do not apply to your account.'],
    ] as const) {
      const res = await write(client.jar, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await write(undefined, { kind: 'meeting_reminder', channel: 'sms', enabled: false })).status).toBe(401);
    expect((await read()).status).toBe(401);
    expect(changedTables(before, await dbState(db().db))).toEqual([]);
  });
});

describe('the senders follow the choice', () => {
  it('the verification decision: no e-mail when e-mail is off, a text and a push otherwise', async () => {
    const lawyer = await testLawyer(db().db);
    await givePhone(db().db, lawyer.id);
    const endpoint = await subscribe(lawyer.id);
    await write(lawyer.jar, { kind: 'verification_decision', channel: 'email', enabled: false });
    await tellVerificationDecision(lawyer.id, { decision: 'approve' }, randomUUID());
    expect(await mailsTo(lawyer.email)).toHaveLength(0);
    expect((await textsTo(lawyer.id)).map((x) => [x.kind, x.body])).toEqual([
      ['verification_decision', 'Abogado: Your IBP membership is verified. Make your profile public to be listed. Reply STOP to opt out'],
    ]);
    expect(pushes).toContain(endpoint);
  });

  it('push off: the notification is still in the list, no push; SMS off: no text', async () => {
    const lawyer = await testLawyer(db().db);
    await givePhone(db().db, lawyer.id);
    const endpoint = await subscribe(lawyer.id);
    await write(lawyer.jar, { kind: 'verification_decision', channel: 'push', enabled: false });
    await write(lawyer.jar, { kind: 'verification_decision', channel: 'sms', enabled: false });
    await tellVerificationDecision(lawyer.id, { decision: 'reject', reason: 'The IBP ID is blurred.' }, randomUUID());
    expect(pushes).not.toContain(endpoint);
    expect(await db().db.select().from(t.notifications).where(eq(t.notifications.userId, lawyer.id))).toHaveLength(1);
    expect(await textsTo(lawyer.id)).toHaveLength(0);
    expect((await mailsTo(lawyer.email)).map((m) => m.subject)).toEqual(['Abogado: we could not verify your IBP membership yet']);
  });

  it('account and operations messages (no kind) are never subject to the choices', async () => {
    const client = await testCustomer(db().db);
    await givePhone(db().db, client.id);
    for (const kind of notificationKindsFor('CUSTOMER'))
      for (const channel of ['email', 'sms', 'push']) await write(client.jar, { kind, channel, enabled: false });
    await tellUser({
      user: { id: client.id, email: client.email, firstName: 'Maria' },
      subject: 'Your refund was sent',
      paragraphs: ['PHP 1,000 is on its way.'],
      path: '/customer-portal',
      notification: { title: 'Refund sent', body: 'On its way', icon: 'new-meeting' },
      dedupeKey: `refund-test:${client.id}`,
    });
    expect(await mailsTo(client.email)).toHaveLength(1);
    expect(await textsTo(client.id)).toHaveLength(0); // no kind: no text at all
  });

  it('booking confirmed to both parties; reschedule and cancellation texts only to the party who did not act', async () => {
    const client = await testCustomer(db().db);
    const lawyer = await testLawyer(db().db, { name: 'Ana Reyes' });
    await givePhone(db().db, client.id);
    await givePhone(db().db, lawyer.id);
    const meetingId = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: '2028-05-02T02:00:00Z' });
    await db()
      .db.insert(t.payments)
      .values({
        customerId: client.id,
        lawyerId: lawyer.id,
        meetingId,
        provider: 'SANDBOX',
        providerPaymentId: `pay_sbx_${meetingId}`,
        amountCentavos: 100_000,
        description: 'Consultation',
        status: 'PAID',
        method: 'gcash',
        paidAt: new Date(),
      });
    await sendMeetingConfirmation(meetingId);
    await sendMeetingConfirmation(meetingId); // a replay: nothing new
    expect((await textsTo(client.id)).map((x) => x.body)).toEqual([
      'Abogado: Booked! 30-min video call with Atty. Ana Reyes, Tue, May 2, 10:00 AM GMT+8. PHP 1,000 paid. Reply STOP to opt out',
    ]);
    expect((await textsTo(lawyer.id)).map((x) => x.body)).toEqual([
      'Abogado: New booking: Maria Santos, 30-min video call, Tue, May 2, 10:00 AM GMT+8. Reply STOP to opt out',
    ]);

    await notifyMeetingRescheduled(meetingId, client.id);
    expect((await textsTo(lawyer.id)).map((x) => x.kind)).toEqual(['booking_confirmed', 'meeting_changed']);
    expect(await textsTo(client.id)).toHaveLength(1);

    await db().db.update(t.meetings).set({ status: 'CANCELLED' }).where(eq(t.meetings.id, meetingId));
    await sendCancellationNotices({ meetingId, byUserId: lawyer.id, ground: 'LAWYER_CANCELLED', refund: 'FULL' });
    const [cancelled] = await db()
      .db.select()
      .from(t.smsMessages)
      .where(and(eq(t.smsMessages.userId, client.id), eq(t.smsMessages.kind, 'meeting_changed')));
    expect(cancelled.body).toBe(
      'Abogado: Atty. Ana Reyes cancelled your video call on Tue, May 2, 10:00 AM GMT+8. Full refund of PHP 1,000 on its way. Reply STOP to opt out',
    );
    expect((await textsTo(lawyer.id)).filter((x) => x.kind === 'meeting_changed')).toHaveLength(1);
  });
});
