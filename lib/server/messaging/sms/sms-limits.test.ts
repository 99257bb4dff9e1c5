import { eq, sql } from 'drizzle-orm';
import { GET as getPhone, PUT as putPhone } from '@/app/api/v1/auth/account/phone/route';
import { GET as adminSms } from '@/app/api/v1/admin/sms/route';
import { GET as devSms } from '@/app/api/v1/dev/sms/route';
import { POST as inbound } from '@/app/api/v1/sms/inbound/route';
import { PUT as reschedule } from '@/app/api/v1/meeting/[id]/reschedule/route';
import { tables as t } from '@/lib/db';
import type { AdminSms } from '@/lib/dto/sms';
import { useTestDb } from '@/lib/test/db';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { setTestEnv } from '@/lib/test/env';
import { dbState, changedTables } from '@/lib/test/fixtures/db-state';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { givePhone, uniquePhone } from '@/lib/test/fixtures/phones';
import { SemaphoreStandIn } from '@/lib/test/fixtures/semaphore-stand-in';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { insertCustomer, testAdmin, testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { notifyMeetingRescheduled, sendMeetingConfirmation } from '@/lib/server/meetings/send-meeting-mails';
import { deliverDueSms } from './deliver-sms';
import { recordSms } from './record-sms';
import { textUser } from '@/lib/server/messaging/notifications/text-user';

// Cost and abuse limits of texts (issue 29): the daily cap, STOP/START through the inbound endpoint,
// nothing to unverified or changed numbers; and the admin's volume per Philippine day.
const db = useTestDb();
const SECRET = 'inbound-secret-0123456789';
let n = 0;

/** A notice the daily cap may skip (a reschedule or cancellation notice). */
const notify = (userId: string, now?: Date) =>
  textUser({ userId, kind: 'meeting_changed', body: 'Abogado: Moved. Reply STOP to opt out', dedupeKey: `sms:limits:${n++}`, now });

function report(body: unknown, secret: string | null = SECRET) {
  return inbound(
    apiRequest('/api/v1/sms/inbound', { method: 'POST', body, headers: secret === null ? {} : { authorization: `Bearer ${secret}` } }),
    routeCtx(),
  );
}

afterEach(() => setTestEnv({ SMS_DAILY_CAP: undefined, SMS_INBOUND_SECRET: undefined }));

describe('the daily cap', () => {
  it('records texts over SMS_DAILY_CAP a Philippine day as SKIPPED, one-time codes counted (issue 38)', async () => {
    setTestEnv({ SMS_DAILY_CAP: '3' });
    const userId = await insertCustomer(db().db);
    const phone = await givePhone(db().db, userId);
    const now = new Date('2028-03-10T03:00:00Z'); // 11:00 in Manila
    await recordSms({ userId, to: phone, kind: 'phone_code', body: 'Your Abogado code is 111111.', now });
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await notify(userId, now));
    expect(results.map((r) => [r!.status, r!.skipReason])).toEqual([
      ['QUEUED', null],
      ['QUEUED', null],
      ['SKIPPED', 'daily_cap'],
    ]);
    // A code over the cap is not recorded to be sent either.
    expect(await recordSms({ userId, to: phone, kind: 'phone_code', body: 'Your Abogado code is 222222.', now })).toMatchObject({
      status: 'SKIPPED',
      skipReason: 'daily_cap',
    });
    // Another account is not affected; the next Philippine day starts again (16:00 UTC is midnight in Manila).
    const otherId = await insertCustomer(db().db);
    await givePhone(db().db, otherId);
    expect((await notify(otherId, now))!.status).toBe('QUEUED');
    expect((await notify(userId, new Date('2028-03-10T15:59:00Z')))!.status).toBe('SKIPPED');
    expect((await notify(userId, new Date('2028-03-10T16:00:00Z')))!.status).toBe('QUEUED');
  });

  it('holds under concurrency: ten at once, the cap exactly', async () => {
    setTestEnv({ SMS_DAILY_CAP: '3' });
    const userId = await insertCustomer(db().db);
    await givePhone(db().db, userId);
    const now = new Date('2028-03-11T03:00:00Z');
    const results = await Promise.all(Array.from({ length: 10 }, () => notify(userId, now)));
    expect(results.filter((r) => r!.status === 'QUEUED')).toHaveLength(3);
    expect(results.filter((r) => r!.status === 'SKIPPED')).toHaveLength(7);
  });
});

describe("one meeting's chatter never costs another meeting its texts (issue 38)", () => {
  /** Moves the meeting; the notices follow the commit (the outbox). */
  const moveAs = async (u: TestUser, id: string, start: string) => {
    const res = await reschedule(
      apiRequest(`/api/v1/meeting/${id}/reschedule`, { method: 'PUT', jar: u.jar, body: { start_time: start, reason: 'Hearing moved' } }),
      routeCtx({ id }),
    );
    await deliverOutbox();
    return res;
  };
  const textsTo = async (userId: string) =>
    db().db.select().from(t.smsMessages).where(eq(t.smsMessages.userId, userId)).orderBy(t.smsMessages.createdAt);

  it("the lawyer's daily cap, used up by one meeting's reschedule notices, never drops another meeting's confirmation", async () => {
    setTestEnv({ SMS_DAILY_CAP: '2' });
    const lawyer = await testLawyer(db().db);
    await givePhone(db().db, lawyer.id);
    const client = await testCustomer(db().db);
    const chatty = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: manilaSlot(6, 10) });
    expect((await moveAs(client, chatty, manilaSlot(6, 11))).status).toBe(200);
    expect((await moveAs(client, chatty, manilaSlot(6, 12))).status).toBe(200);
    expect((await textsTo(lawyer.id)).map((x) => [x.kind, x.status])).toEqual([
      ['meeting_changed', 'QUEUED'],
      ['meeting_changed', 'QUEUED'],
    ]);
    // The cap is reached: another notice is skipped ...
    expect(await notify(lawyer.id)).toMatchObject({ status: 'SKIPPED', skipReason: 'daily_cap' });
    // ... but another client's booking is still texted to the lawyer, and the reminders go out.
    const other = await insertCustomer(db().db, { firstName: 'Jose', lastName: 'Rizal' });
    const booked = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: other, start: manilaSlot(7, 10) });
    await sendMeetingConfirmation(booked);
    const confirmation = (await textsTo(lawyer.id)).find((x) => x.kind === 'booking_confirmed');
    expect(confirmation).toMatchObject({ status: 'QUEUED', skipReason: null, meetingId: booked });
    expect(confirmation!.body).toContain('New booking: Jose Rizal');
    const reminder = await textUser({
      userId: lawyer.id,
      kind: 'meeting_reminder',
      body: 'Abogado: Video call at 9:00 AM. Reply STOP to opt out',
      dedupeKey: `sms:limits:${n++}`,
      meetingId: chatty,
    });
    expect(reminder).toMatchObject({ status: 'QUEUED' });
  });

  it("a meeting's non-essential texts are capped per recipient and meeting; other meetings and confirmations still go", async () => {
    const lawyer = await testLawyer(db().db);
    const phone = await givePhone(db().db, lawyer.id);
    const clientId = await insertCustomer(db().db);
    const [first, second] = [
      await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: clientId, start: manilaSlot(8, 10) }),
      await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: clientId, start: manilaSlot(8, 14) }),
    ];
    const about = (meetingId: string, kind: 'meeting_changed' | 'booking_confirmed' = 'meeting_changed') =>
      recordSms({ userId: lawyer.id, to: phone, kind, body: 'x', dedupeKey: `cap-${n++}`, meetingId });
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await about(first));
    expect(results.map((r) => r.skipReason)).toEqual([null, null, null, null, 'meeting_cap']);
    expect((await about(second)).status).toBe('QUEUED');
    expect((await about(first, 'booking_confirmed')).status).toBe('QUEUED');
  });

  it('a name with a link arrives in the text and the e-mail without it', async () => {
    const lawyer = await testLawyer(db().db);
    await givePhone(db().db, lawyer.id);
    const client = await insertCustomer(db().db, { firstName: 'Pay-now-at-evil.example/refund', lastName: 'https://evil.example' });
    const id = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client, start: manilaSlot(9, 10) });
    await sendMeetingConfirmation(id);
    const moved = new Date(manilaSlot(9, 11));
    await db()
      .db.update(t.meetings)
      .set({ startAt: moved, endAt: new Date(moved.getTime() + 30 * 60_000) })
      .where(eq(t.meetings.id, id));
    await notifyMeetingRescheduled(id, client);
    const texts = await textsTo(lawyer.id);
    const mails = await db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, lawyer.email));
    expect(texts.map((x) => x.kind)).toEqual(['booking_confirmed', 'meeting_changed']);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Booking confirmed: .* with Client$/),
      expect.stringMatching(/^Meeting rescheduled: .* with Client$/),
    ]);
    for (const text of [...texts.map((x) => x.body), ...mails.map((m) => `${m.subject}\n${m.textBody}`)]) {
      expect(text).not.toMatch(/evil|example|refund/i);
    }
    expect(texts[0].body).toMatch(/^Abogado: New booking: Client, /);
  });
});

describe('who gets texts at all', () => {
  it('an unverified number, or none, receives nothing but its code', async () => {
    const unverified = await insertCustomer(db().db);
    await givePhone(db().db, unverified, { verified: false });
    expect(await notify(unverified)).toBeNull();
    const none = await insertCustomer(db().db);
    expect(await notify(none)).toBeNull();
    expect(await db().db.select().from(t.smsMessages).where(eq(t.smsMessages.userId, unverified))).toHaveLength(0);
  });

  it('a text whose number opted out or was replaced meanwhile is skipped when its turn comes', async () => {
    const semaphore = await SemaphoreStandIn.start();
    try {
      const a = await insertCustomer(db().db);
      const phoneA = await givePhone(db().db, a);
      const b = await insertCustomer(db().db);
      await givePhone(db().db, b);
      const now = new Date();
      const [first, second] = await Promise.all([
        recordSms({ userId: a, to: phoneA, kind: 'meeting_changed', body: 'x', dedupeKey: `late-a-${n++}`, now }),
        recordSms({
          userId: b,
          to: (await db().db.select().from(t.users).where(eq(t.users.id, b)))[0].phoneE164!,
          kind: 'meeting_changed',
          body: 'y',
          dedupeKey: `late-b-${n++}`,
          now,
        }),
      ]);
      expect((await report({ from: phoneA.slice(1), message: 'STOP' })).status).toBe(404); // no secret configured: no endpoint
      setTestEnv({ SMS_INBOUND_SECRET: SECRET });
      expect((await report({ from: phoneA.slice(1), message: 'STOP' })).status).toBe(200);
      await givePhone(db().db, b); // a new number: the text was for the old one
      expect(await deliverDueSms({ now })).toBe(2);
      const rows = await db()
        .db.select()
        .from(t.smsMessages)
        .where(sql`${t.smsMessages.id} IN (${first.id}, ${second.id})`);
      expect(rows.map((r) => [r.id === first.id ? 'a' : 'b', r.status, r.skipReason]).sort()).toEqual([
        ['a', 'SKIPPED', 'opted_out'],
        ['b', 'SKIPPED', 'number_changed'],
      ]);
      expect(semaphore.requests).toHaveLength(0);
    } finally {
      await semaphore.stop();
    }
  });
});

describe('STOP and START through POST /api/v1/sms/inbound', () => {
  it('needs the shared secret: 404 without one configured, 401 for a wrong or missing one, and changes nothing', async () => {
    const phone = uniquePhone();
    expect((await report({ from: phone, message: 'STOP' })).status).toBe(404);
    setTestEnv({ SMS_INBOUND_SECRET: SECRET });
    const before = await dbState(db().db);
    for (const secret of ['wrong-secret-0123456789', `${SECRET}x`, '', null]) {
      const res = await report({ from: phone, message: 'STOP' }, secret);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ key: 'INVALID_SECRET' });
    }
    for (const body of [
      { from: 'not a number', message: 'STOP' },
      { message: 'STOP' },
      { from: phone, message: 7 },
      { from: phone, event: 'delete' },
    ]) {
      const res = await report(body);
      expect(res.status).toBe(400);
    }
    expect(changedTables(before, await dbState(db().db))).toEqual([]);
  });

  it('STOP opts the number out of every text (codes too), START opts it back in', async () => {
    setTestEnv({ SMS_INBOUND_SECRET: SECRET });
    const user = await testCustomer(db().db);
    const phone = await givePhone(db().db, user.id);
    const local = `0${phone.slice(3)}`;
    const stop = await report({ from: local, message: ' stop ' });
    expect(await stop.json()).toEqual({ action: 'opted_out' });
    const [row] = await db().db.select().from(t.smsOptOuts).where(eq(t.smsOptOuts.phoneE164, phone));
    expect(row).toMatchObject({ optedOut: true, source: 'inbound', keyword: 'STOP', optedInAt: null });
    expect(row.optedOutAt).toBeInstanceOf(Date);

    expect(await notify(user.id)).toMatchObject({ status: 'SKIPPED', skipReason: 'opted_out' });
    const state = await (await getPhone(apiRequest('/api/v1/auth/account/phone', { jar: user.jar }), routeCtx())).json();
    expect(state.phone.opted_out).toBe(true);
    // No code to an opted-out number either.
    const stranger = uniquePhone();
    await report({ from: stranger, message: 'STOP' });
    const other = await testCustomer(db().db);
    const put = await putPhone(
      apiRequest('/api/v1/auth/account/phone', { method: 'PUT', jar: other.jar, body: { phone: stranger } }),
      routeCtx(),
    );
    expect(put.status).toBe(409);
    expect((await put.json()).key).toBe('PHONE_OPTED_OUT');

    expect(await (await report({ from: phone.slice(1), message: 'HELLO' })).json()).toEqual({ action: 'ignored' });
    expect(await (await report({ from: phone, message: 'START' })).json()).toEqual({ action: 'opted_in' });
    expect((await db().db.select().from(t.smsOptOuts).where(eq(t.smsOptOuts.phoneE164, phone)))[0]).toMatchObject({
      optedOut: false,
      keyword: 'START',
    });
    expect(await notify(user.id)).toMatchObject({ status: 'QUEUED' });
  });

  it.each(['STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'])('%s is an opt-out too', async (word) => {
    setTestEnv({ SMS_INBOUND_SECRET: SECRET });
    const phone = uniquePhone();
    expect(await (await report({ from: phone, message: word.toLowerCase() })).json()).toEqual({ action: 'opted_out' });
    expect(await (await report({ from: phone, event: 'opt_in' })).json()).toEqual({ action: 'opted_in' });
    expect(await (await report({ from: phone, event: 'opt_out' })).json()).toEqual({ action: 'opted_out' });
    expect((await db().db.select().from(t.smsOptOuts).where(eq(t.smsOptOuts.phoneE164, phone)))[0]).toMatchObject({
      optedOut: true,
      source: 'provider',
    });
  });
});

describe('the outboxes', () => {
  it('GET admin/sms gives the volume per Philippine day and the latest texts, to admins only', async () => {
    const admin = await testAdmin(db().db);
    const client = await testCustomer(db().db);
    const phone = await givePhone(db().db, client.id);
    // Yesterday and today in Manila: two rows of the volume.
    const late = new Date(Date.now() - 24 * 3_600_000);
    const day = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(at);
    await recordSms({
      userId: client.id,
      to: phone,
      kind: 'meeting_changed',
      body: `${'a'.repeat(200)}`,
      dedupeKey: `vol-${n++}`,
      now: late,
    });
    await recordSms({ userId: client.id, to: phone, kind: 'meeting_changed', body: 'b', dedupeKey: `vol-${n++}` });
    const res = await adminSms(apiRequest('/api/v1/admin/sms', { jar: admin.jar }), routeCtx());
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminSms;
    const today = body.per_day.find((d) => d.day === day(new Date()))!;
    const yesterday = body.per_day.find((d) => d.day === day(late))!;
    expect(yesterday).toMatchObject({ messages: expect.any(Number), segments: expect.any(Number) });
    expect(yesterday.segments).toBeGreaterThanOrEqual(2); // 200 characters: two parts
    expect(today.queued).toBeGreaterThanOrEqual(1);
    expect(body.per_day.map((d) => d.day)).toEqual([...body.per_day.map((d) => d.day)].sort().reverse());
    expect(body.recent.find((r) => r.body === 'b')).toMatchObject({
      to: phone,
      segments: 1,
      encoding: 'GSM-7',
      kind: 'meeting_changed',
      status: 'QUEUED',
      attempts: 0,
      sent_at: null,
    });
    expect((await adminSms(apiRequest('/api/v1/admin/sms', { jar: client.jar }), routeCtx())).status).toBe(403);
    expect((await adminSms(apiRequest('/api/v1/admin/sms'), routeCtx())).status).toBe(401);
  });

  it('GET dev/sms filters by the number as typed, newest first, and is closed once Semaphore sends', async () => {
    const userId = await insertCustomer(db().db);
    const phone = await givePhone(db().db, userId);
    await recordSms({ userId, to: phone, kind: 'meeting_changed', body: 'first', dedupeKey: `dev-${n++}` });
    await recordSms({ userId, to: phone, kind: 'meeting_changed', body: 'second', dedupeKey: `dev-${n++}` });
    const res = await devSms(apiRequest(`/api/v1/dev/sms?to=${encodeURIComponent(`0${phone.slice(3)}`)}`), routeCtx());
    expect((await res.json()).results.map((r: { body: string }) => r.body)).toEqual(['second', 'first']);
    expect((await devSms(apiRequest('/api/v1/dev/sms?to=hello'), routeCtx())).status).toBe(400);
    const semaphore = await SemaphoreStandIn.start();
    try {
      expect((await devSms(apiRequest('/api/v1/dev/sms'), routeCtx())).status).toBe(404);
    } finally {
      await semaphore.stop();
    }
  });
});
