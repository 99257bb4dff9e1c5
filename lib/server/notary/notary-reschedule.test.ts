import { and, eq, like } from 'drizzle-orm';
import { PUT as rescheduleRoute } from '@/app/api/v1/meeting/[id]/reschedule/route';
import { GET as slotsRoute } from '@/app/api/v1/meeting/[id]/notary-slots/route';
import { PUT as cancelRoute } from '@/app/api/v1/meeting/[id]/cancel/route';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { blockersAs, manilaDay } from '@/lib/test/fixtures/blockers';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { bookAtOffice, bookableNotary } from '@/lib/test/fixtures/notary';
import { type TestUser, testCustomer } from '@/lib/test/fixtures/users';
import { rescheduleMeeting } from '@/lib/server/meetings/reschedule-meeting';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { sendDueReminders } from '@/lib/server/runtime/reminders/send-due-reminders';
import { notaryAppointmentTimes } from './reschedule-appointment';

// Issue 43, point 4: an in-person appointment is rescheduled by either party by the consultations'
// rules (upcoming and confirmed, the per-party limit, the calendar lock and the EXCLUDE constraint,
// a meeting_reschedules row, both parties told) — to a time its notary offers for its service, its
// own time not in its way, its reminders armed again for the new time, its notices about an office.
const db = useTestDb();

const minutes = (iso: string, n: number) => new Date(Date.parse(iso) + n * 60_000).toISOString();
const move = (user: TestUser, meetingId: string, start_time: string, reason = 'Clash at work') =>
  rescheduleRoute(
    apiRequest(`/api/v1/meeting/${meetingId}/reschedule`, { method: 'PUT', jar: user.jar, body: { start_time, reason } }),
    routeCtx({ id: meetingId }),
  );
const freeTimes = async (user: TestUser, meetingId: string) => {
  const res = await slotsRoute(apiRequest(`/api/v1/meeting/${meetingId}/notary-slots`, { jar: user.jar }), routeCtx({ id: meetingId }));
  return { status: res.status, body: await res.json() };
};
const meetingRow = async (id: string) => (await db().db.select().from(t.meetings).where(eq(t.meetings.id, id)))[0];

describe('rescheduling an in-person notarial appointment', () => {
  it('moves to a time its notary offers, by the client or the notary, kept in meeting_reschedules, its length kept', async () => {
    const customer = await testCustomer(db().db);
    const { notary, meetingId } = await bookAtOffice(db().db, customer, 3);
    // The notary now offers 45 minutes: the appointment booked at 30 stays 30.
    await db().db.update(t.notaryServiceOffers).set({ durationMinutes: 45 }).where(eq(t.notaryServiceOffers.notaryId, notary.id));
    const res = await move(customer, meetingId, manilaSlot(4, 11));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ _id: meetingId, start_time: manilaSlot(4, 11) });
    expect(await meetingRow(meetingId)).toMatchObject({
      status: 'CONFIRMED',
      startAt: new Date(manilaSlot(4, 11)),
      endAt: new Date(minutes(manilaSlot(4, 11), 30)),
      durationMinutes: 30,
    });
    expect((await move(notary.lawyer, meetingId, manilaSlot(4, 14), 'Hearing that morning')).status).toBe(200);
    const moves = await db().db.select().from(t.meetingReschedules).where(eq(t.meetingReschedules.meetingId, meetingId));
    expect(moves.map((m) => [m.byUserId, m.previousStartAt.toISOString(), m.newStartAt.toISOString(), m.reason])).toEqual([
      [customer.id, manilaSlot(3, 10), manilaSlot(4, 11), 'Clash at work'],
      [notary.lawyer.id, manilaSlot(4, 11), manilaSlot(4, 14), 'Hearing that morning'],
    ]);
    const holds = await db().db.select().from(t.timeHolds).where(eq(t.timeHolds.meetingId, meetingId));
    expect(holds.map((h) => h.startAt.toISOString())).toEqual([manilaSlot(4, 14)]);
  });

  it('lists its notary’s free times, those over its own time among them but not its own start, and moves over its own time', async () => {
    const customer = await testCustomer(db().db);
    const { notary, meetingId } = await bookAtOffice(db().db, customer, 3);
    const list = await freeTimes(customer, meetingId);
    expect(list.status).toBe(200);
    const day = (list.body.calendar[manilaDay(3)] as { start_time: string }[]).map((s) => s.start_time);
    // 09:45 and 10:15 overlap the appointment's own 10:00–10:30; 10:00 itself is where it is already.
    expect(day).toEqual(expect.arrayContaining([minutes(manilaSlot(3, 10), -15), minutes(manilaSlot(3, 10), 15)]));
    expect(day).not.toContain(manilaSlot(3, 10));
    expect(list.body.duration_minutes).toBe(30);
    expect((await freeTimes(notary.lawyer, meetingId)).status).toBe(200);

    const same = await move(customer, meetingId, manilaSlot(3, 10));
    expect(same.status).toBe(400);
    expect((await same.json()).message).toBe('Please choose a different time.');
    expect((await move(customer, meetingId, minutes(manilaSlot(3, 10), 15))).status).toBe(200);
    expect((await meetingRow(meetingId)).startAt).toEqual(new Date(minutes(manilaSlot(3, 10), 15)));
  });

  it('refuses a time the notary does not offer with 400 SLOT_UNAVAILABLE, and a taken one with 409', async () => {
    const customer = await testCustomer(db().db);
    const { notary, meetingId } = await bookAtOffice(db().db, customer, 3);
    const other = await testCustomer(db().db);
    await insertMeeting(db().db, { lawyerId: notary.lawyer.id, customerId: other.id, start: manilaSlot(4, 10), duration: 60 });
    expect(
      (await blockersAs(notary.lawyer).create({ kind: 'all_day', start_date: manilaDay(5), end_date: manilaDay(5), title: 'Court' }))
        .status,
    ).toBe(200);
    const unavailable = [
      manilaSlot(4, 7), // before the office opens
      manilaSlot(4, 17), // at closing
      minutes(manilaSlot(4, 16), 45), // would end after closing
      minutes(manilaSlot(4, 13), 10), // off the quarter hour
      new Date(Date.now() + 30 * 60_000).toISOString(), // within the hour's notice
      manilaSlot(20, 10), // past the 14 days
    ];
    for (const start of unavailable) {
      const res = await move(customer, meetingId, start);
      expect([start, res.status]).toEqual([start, 400]);
      expect((await res.json()).key).toBe('SLOT_UNAVAILABLE');
    }
    for (const start of [minutes(manilaSlot(4, 10), 15), manilaSlot(5, 11)]) {
      const res = await move(customer, meetingId, start);
      expect([start, res.status]).toEqual([start, 409]);
      expect((await res.json()).key).toBe('SCHEDULE_CONFLICT');
    }
    expect((await meetingRow(meetingId)).startAt).toEqual(new Date(manilaSlot(3, 10)));
    expect(await db().db.select().from(t.meetingReschedules).where(eq(t.meetingReschedules.meetingId, meetingId))).toEqual([]);
  });

  it('holds each party to the consultations’ limit of 2 moves', async () => {
    const customer = await testCustomer(db().db);
    const { notary, meetingId } = await bookAtOffice(db().db, customer, 3);
    expect((await move(customer, meetingId, manilaSlot(4, 11))).status).toBe(200);
    expect((await move(customer, meetingId, manilaSlot(4, 12))).status).toBe(200);
    const third = await move(customer, meetingId, manilaSlot(4, 13));
    expect(third.status).toBe(409);
    expect((await third.json()).message).toMatch(/^You have already rescheduled this meeting 2 times/);
    // The notary's moves are their own.
    expect((await move(notary.lawyer, meetingId, manilaSlot(4, 13))).status).toBe(200);
  });

  it('is seen and moved by its two parties only: another client or another notary gets 404', async () => {
    const customer = await testCustomer(db().db);
    const { meetingId } = await bookAtOffice(db().db, customer, 3);
    const strangers = [await testCustomer(db().db), (await bookableNotary(db().db)).lawyer];
    for (const user of strangers) {
      expect((await move(user, meetingId, manilaSlot(4, 11))).status).toBe(404);
      expect((await freeTimes(user, meetingId)).status).toBe(404);
    }
    expect((await meetingRow(meetingId)).startAt).toEqual(new Date(manilaSlot(3, 10)));
  });

  it('offers no notary times for a consultation (404), and is refused where no office times are passed in', async () => {
    const customer = await testCustomer(db().db);
    const { notary, meetingId } = await bookAtOffice(db().db, customer, 3);
    const consultation = await insertMeeting(db().db, { lawyerId: notary.lawyer.id, customerId: customer.id, start: manilaSlot(6, 10) });
    expect((await freeTimes(customer, consultation)).status).toBe(404);
    await expect(rescheduleMeeting(customer.id, meetingId, { start_time: manilaSlot(4, 11), reason: 'x' })).rejects.toThrow(
      'Only an upcoming, paid meeting can be rescheduled.',
    );
  });

  it('arms its reminders again for the new time, those already sent for the old one included', async () => {
    const customer = await testCustomer(db().db);
    const { meetingId, start } = await bookAtOffice(db().db, customer, 9);
    const sentFor = async (at: Date) =>
      (
        await db()
          .db.select()
          .from(t.outboundEmails)
          .where(
            and(
              eq(t.outboundEmails.toAddress, customer.email),
              like(t.outboundEmails.dedupeKey, `email:reminder:${meetingId}:${at.toISOString()}:%`),
            ),
          )
      ).map((m) => /:(day|hour):[^:]+$/.exec(m.dedupeKey!)?.[1]);
    // Both of the old time's reminders go out; then, within the hour, the client moves it two days on.
    await sendDueReminders({ now: new Date(start.getTime() - 24 * 3_600_000), meetingIds: [meetingId] });
    await sendDueReminders({ now: new Date(start.getTime() - 3_600_000), meetingIds: [meetingId] });
    expect(await sentFor(start)).toEqual(['day', 'hour']);
    expect((await meetingRow(meetingId)).reminderSentAt).not.toBeNull();

    const now = new Date(start.getTime() - 50 * 60_000);
    const next = new Date(start.getTime() + 2 * 86_400_000 + 3_600_000);
    await rescheduleMeeting(
      customer.id,
      meetingId,
      { start_time: next.toISOString(), reason: 'Lost the receipt' },
      { now, inPersonTimes: notaryAppointmentTimes },
    );
    expect(await meetingRow(meetingId)).toMatchObject({ reminderAt: new Date(next.getTime() - 24 * 3_600_000), reminderSentAt: null });

    await sendDueReminders({ now: new Date(next.getTime() - 24 * 3_600_000), meetingIds: [meetingId] });
    expect((await meetingRow(meetingId)).reminderAt).toEqual(new Date(next.getTime() - 3_600_000));
    await sendDueReminders({ now: new Date(next.getTime() - 3_600_000), meetingIds: [meetingId] });
    expect(await sentFor(next)).toEqual(['day', 'hour']);
  });

  it('arms the hour’s reminder when the new time is less than a day away', async () => {
    const customer = await testCustomer(db().db);
    const { meetingId, start } = await bookAtOffice(db().db, customer, 10);
    const now = new Date(start.getTime() - 26 * 3_600_000);
    const next = new Date(start.getTime() - 20 * 3_600_000); // 14:00 the day before, six hours from `now`
    await rescheduleMeeting(
      customer.id,
      meetingId,
      { start_time: next.toISOString(), reason: 'Sooner' },
      { now, inPersonTimes: notaryAppointmentTimes },
    );
    expect((await meetingRow(meetingId)).reminderAt).toEqual(new Date(next.getTime() - 3_600_000));
  });
});

describe('the notices of a moved or cancelled in-person appointment', () => {
  const joinLink = (id: string) => new RegExp(`(?<!-portal)/meeting/${id}`);
  const withPhone = (user: TestUser, language: 'en' | 'fil', phone: string) =>
    db().db.update(t.users).set({ language, phoneE164: phone, phoneVerifiedAt: new Date() }).where(eq(t.users.id, user.id));

  it('name the notarial appointment and the office in each reader’s language — no call, no join link', async () => {
    const customer = await testCustomer(db().db);
    const { notary, meetingId } = await bookAtOffice(db().db, customer, 11);
    await withPhone(customer, 'fil', '+639171230143');
    await withPhone(notary.lawyer, 'en', '+639171230144');
    await deliverOutbox();
    expect((await move(customer, meetingId, manilaSlot(12, 11))).status).toBe(200);
    await deliverOutbox();

    const moved = (email: string) =>
      db()
        .db.select()
        .from(t.outboundEmails)
        .where(and(eq(t.outboundEmails.toAddress, email), like(t.outboundEmails.dedupeKey, `rescheduled:${meetingId}:%`)));
    const [toNotary] = await moved(notary.lawyer.email);
    expect(toNotary.subject).toMatch(/^Appointment moved: Affidavit of loss with /);
    expect(toNotary.textBody).toMatch(/^Your in-person notarial appointment \(Affidavit of loss\) with .+ now takes place on /);
    expect(toNotary.textBody).toContain('Where: 12 Ayala Ave');
    expect(toNotary.textBody).not.toMatch(/\bcall\b|consultation|video/i);
    expect(toNotary.textBody).not.toMatch(joinLink(meetingId));
    const ics = Buffer.from(toNotary.attachments!.find((a) => a.filename === 'invite.ics')!.content, 'base64').toString('utf8');
    expect(ics).toContain('LOCATION:12 Ayala Ave');
    const [toClient] = await moved(customer.email);
    expect(toClient.subject).toMatch(/^Nailipat ang appointment: Affidavit of loss \(salaysay ng pagkawala\) kay Atty\. /);
    expect(toClient.textBody).toContain('Saan: 12 Ayala Ave');
    expect(toClient.textBody).not.toMatch(/\bcall\b|konsultasyon/i);

    const texts = async (user: TestUser, key: string) =>
      (
        await db()
          .db.select()
          .from(t.smsMessages)
          .where(and(eq(t.smsMessages.userId, user.id), like(t.smsMessages.dedupeKey, `${key}%`)))
      ).map((m) => m.body);
    const [sms] = await texts(notary.lawyer, `sms:rescheduled:${meetingId}`);
    expect(sms).toMatch(/moved your notarial appointment to .*12 Ayala Ave/);
    expect(sms).not.toMatch(/\bcall\b|\/meeting\//);
    const [note] = await db()
      .db.select()
      .from(t.notifications)
      .where(like(t.notifications.dedupeKey, `rescheduled:${meetingId}:%`));
    expect(note).toMatchObject({ userId: notary.lawyer.id, title: 'Notarial appointment moved' });
    expect(note.body).toMatch(/^Affidavit of loss with .+ moved to .+, in person at 12 Ayala Ave\.$/);

    // The notary cancels: the client's text and notification say the appointment, in Filipino, not a call.
    const cancelled = await cancelRoute(
      apiRequest(`/api/v1/meeting/${meetingId}/cancel`, { method: 'PUT', jar: notary.lawyer.jar, body: { reason: 'Office closed' } }),
      routeCtx({ id: meetingId }),
    );
    expect(cancelled.status).toBe(200);
    await deliverOutbox();
    const [cancelSms] = await texts(customer, `sms:cancelled:${meetingId}`);
    expect(cancelSms).toMatch(/^Abogado: Kinansela ni Atty\. .+ ang notarial appointment mo sa /);
    expect(cancelSms).not.toMatch(/\bcall\b/);
    const [cancelNote] = await db()
      .db.select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, customer.id), like(t.notifications.dedupeKey, `notification:cancelled:${meetingId}:%`)));
    expect(cancelNote.title).toMatch(/^Kinansela: 30-minutong personal na notarial appointment kay Atty\. /);
  });
});
