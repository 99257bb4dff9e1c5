import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { POST as runReminder } from '@/app/api/v1/dev/reminders/run/route';
import { REMINDER_LEAD_MINUTES } from '@/lib/config/time';
import { itOnPostgres, useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { givePhone } from '@/lib/test/fixtures/phones';
import { SemaphoreStandIn } from '@/lib/test/fixtures/semaphore-stand-in';
import { insertCustomer, testAdmin, testCustomer } from '@/lib/test/fixtures/users';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { sendDueReminders } from '@/lib/server/runtime/reminders/send-due-reminders';
import { meetingLink } from './templates';

// The 10-minute reminder by text (issue 29): the same moment and the same once-only guarantee as the
// reminder e-mail, to every verified number whose owner has not turned reminder texts off.
const db = useTestDb();
const run = promisify(execFile);
let semaphore: SemaphoreStandIn;
let day = 0;

beforeAll(async () => {
  semaphore = await SemaphoreStandIn.start();
  // The tick's other passes (the sandbox's refunds) talk about a world this suite does not build.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => semaphore.stop());

type Party = { sms?: 'verified' | 'unverified' | 'none'; smsOff?: boolean };

/** A paid, confirmed meeting on its own day in 2028, its parties' numbers and choices as told. */
async function paidMeeting(customer: Party = {}, lawyer: Party = {}, start = new Date(Date.UTC(2028, 0, 1 + day++, 2, 0))) {
  const lawyerId = await insertLawyer(db().db, { name: 'Ana Reyes' });
  const customerId = await insertCustomer(db().db, { firstName: 'Juan', lastName: 'Cruz' });
  const meetingId = await insertMeeting(db().db, { lawyerId, customerId, start });
  await db()
    .db.insert(t.payments)
    .values({
      customerId,
      lawyerId,
      meetingId,
      provider: 'SANDBOX',
      providerPaymentId: `pay_sbx_${meetingId}`,
      amountCentavos: 100_000,
      description: 'Consultation',
      status: 'PAID',
      method: 'gcash',
      paidAt: new Date(),
    });
  const phones: Record<string, string | null> = {};
  for (const [userId, party] of [
    [customerId, customer],
    [lawyerId, lawyer],
  ] as const) {
    phones[userId] = party.sms === 'none' ? null : await givePhone(db().db, userId, { verified: party.sms !== 'unverified' });
    if (party.smsOff)
      await db().db.insert(t.notificationPreferences).values({ userId, kind: 'meeting_reminder', channel: 'sms', enabled: false });
  }
  return { meetingId, customerId, lawyerId, phones, start, dueAt: new Date(start.getTime() - REMINDER_LEAD_MINUTES * 60_000) };
}

const textsOf = (meetingId: string) =>
  db()
    .db.select()
    .from(t.smsMessages)
    .where(eq(t.smsMessages.kind, 'meeting_reminder'))
    .then((rows) => rows.filter((r) => r.body.includes(meetingId)));

const requestsTo = (phone: string | null) => semaphore.requests.filter((r) => phone && r.number === phone.slice(1));

describe('the reminder by text', () => {
  it('goes to each verified party at T−10, through /priority, with the join link, once', async () => {
    const m = await paidMeeting();
    expect(await sendDueReminders({ now: new Date(m.dueAt.getTime() - 1000) })).toBe(0);
    expect(await textsOf(m.meetingId)).toHaveLength(0);
    const first = await runSchedulerTick({ now: m.dueAt });
    expect(first).toMatchObject({ reminders: 1, texts: 2 });
    expect((await runSchedulerTick({ now: new Date(m.dueAt.getTime() + 60_000) })).texts).toBe(0);
    const texts = await textsOf(m.meetingId);
    expect(texts.map((x) => [x.toNumber, x.status, x.priority, x.segments, x.encoding]).sort()).toEqual(
      [
        [m.phones[m.customerId], 'SENT', true, 1, 'GSM-7'],
        [m.phones[m.lawyerId], 'SENT', true, 1, 'GSM-7'],
      ].sort(),
    );
    for (const phone of Object.values(m.phones)) {
      const [request] = requestsTo(phone);
      expect(requestsTo(phone)).toHaveLength(1);
      expect(request.path).toBe('/api/v4/priority');
      expect(request.message).toContain(meetingLink(m.meetingId));
    }
    expect(requestsTo(m.phones[m.customerId])[0].message).toMatch(/^Abogado: Video call with Atty\. Ana Reyes at 10:00 AM GMT\+8\. Join: /);
  });

  it('is not sent to a party who turned reminder texts off (the e-mail still goes), nor to an unverified number', async () => {
    const m = await paidMeeting({ smsOff: true }, { sms: 'unverified' });
    await runSchedulerTick({ now: m.dueAt });
    expect(await textsOf(m.meetingId)).toHaveLength(0);
    expect(requestsTo(m.phones[m.customerId])).toHaveLength(0);
    expect(requestsTo(m.phones[m.lawyerId])).toHaveLength(0);
    const [customer] = await db().db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, m.customerId));
    const mails = await db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, customer.email));
    expect(mails.map((x) => x.subject)).toEqual([expect.stringMatching(/^Starts in 10 minutes/)]);
  });

  it('turning e-mail off for reminders stops the e-mail, not the text', async () => {
    const m = await paidMeeting();
    await db()
      .db.insert(t.notificationPreferences)
      .values({ userId: m.customerId, kind: 'meeting_reminder', channel: 'email', enabled: false });
    await runSchedulerTick({ now: m.dueAt });
    const [customer] = await db().db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, m.customerId));
    expect(await db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, customer.email))).toHaveLength(0);
    expect(requestsTo(m.phones[m.customerId])).toHaveLength(1);
  });

  it('is sent exactly once by concurrent scheduler passes', async () => {
    const m = await paidMeeting();
    const ticks = await Promise.all([1, 2, 3].map(() => runSchedulerTick({ now: m.dueAt })));
    expect(ticks.reduce((sum, tick) => sum + tick.reminders, 0)).toBe(1);
    expect(await textsOf(m.meetingId)).toHaveLength(2);
    for (const phone of Object.values(m.phones)) expect(requestsTo(phone)).toHaveLength(1);
  });

  it("the dev hook sends one meeting's reminder now, into the outboxes, only while nothing is delivered", async () => {
    await semaphore.stop();
    try {
      const m = await paidMeeting({}, { smsOff: true });
      const other = await paidMeeting();
      const hook = (body: unknown, jar?: Awaited<ReturnType<typeof testAdmin>>['jar']) =>
        runReminder(apiRequest('/api/v1/dev/reminders/run', { method: 'POST', body, jar }), routeCtx());
      const res = await hook({ meeting_id: m.meetingId });
      expect(await res.json()).toEqual({ sent: 1 });
      expect((await hook({ meeting_id: m.meetingId })).status).toBe(200); // again: { sent: 0 }
      const texts = await textsOf(m.meetingId);
      expect(texts.map((x) => [x.toNumber, x.status])).toEqual([[m.phones[m.customerId], 'QUEUED']]);
      expect(await textsOf(other.meetingId)).toHaveLength(0); // only that meeting
      expect((await hook({ meeting_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
      expect((await hook({ meeting_id: 'nope' })).status).toBe(400);
      // In production: the admin only.
      setTestEnv({ NODE_ENV: 'production' });
      try {
        const client = await testCustomer(db().db);
        expect((await hook({ meeting_id: other.meetingId })).status).toBe(401);
        expect((await hook({ meeting_id: other.meetingId }, client.jar)).status).toBe(403);
        expect(await (await hook({ meeting_id: other.meetingId }, (await testAdmin(db().db)).jar)).json()).toEqual({ sent: 1 });
      } finally {
        setTestEnv({ NODE_ENV: undefined });
      }
      // Once mail or texts really leave the building, there is no such hook.
      setTestEnv({ SMTP_URL: 'smtp://127.0.0.1:1' });
      try {
        expect((await hook({ meeting_id: m.meetingId })).status).toBe(404);
      } finally {
        setTestEnv({ SMTP_URL: undefined });
      }
    } finally {
      semaphore = await SemaphoreStandIn.start();
    }
    expect(
      (await runReminder(apiRequest('/api/v1/dev/reminders/run', { method: 'POST', body: { meeting_id: 'x' } }), routeCtx())).status,
    ).toBe(404);
  });

  // Two processes can share only a PostgreSQL database (PGlite is single-process).
  // Both worker processes are awaited to their exit; Jest's own test timeout (jest.config.mjs) is the failure bound.
  itOnPostgres('is sent exactly once per verified party across two scheduler processes (PostgreSQL)', async () => {
    // Four meetings starting 5 minutes apart (each with its own parties): one pass finds all due.
    const at = (minute: number) => new Date(Date.UTC(2029, 5, 1, 2, minute));
    const meetings = [
      await paidMeeting({}, {}, at(0)),
      await paidMeeting({ smsOff: true }, {}, at(5)),
      await paidMeeting({ sms: 'unverified' }, { sms: 'none' }, at(10)),
      await paidMeeting({}, {}, at(15)),
    ];
    const now = meetings[3].dueAt;
    const worker = () =>
      run(
        path.join(process.cwd(), 'node_modules/.bin/tsx'),
        ['--conditions=react-server', 'scripts/worker.ts', '--once', '--now', now.toISOString()],
        { env: { ...process.env, ...semaphore.env(), DATABASE_URL: db().databaseUrl, NODE_OPTIONS: '' } },
      );
    const [a, b] = await Promise.all([worker(), worker()]);
    const results = [a, b].map((r) => JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { reminders: number; texts: number });
    expect(results.reduce((sum, r) => sum + r.reminders, 0)).toBe(meetings.length);
    const expected = [
      [meetings[0].phones[meetings[0].customerId], 1],
      [meetings[0].phones[meetings[0].lawyerId], 1],
      [meetings[1].phones[meetings[1].customerId], 0], // turned reminder texts off
      [meetings[1].phones[meetings[1].lawyerId], 1],
      [meetings[2].phones[meetings[2].customerId], 0], // unverified
      [meetings[3].phones[meetings[3].customerId], 1],
      [meetings[3].phones[meetings[3].lawyerId], 1],
    ] as const;
    for (const [phone, count] of expected) expect(requestsTo(phone)).toHaveLength(count);
    const rows = await db()
      .db.select()
      .from(t.smsMessages)
      .where(
        inArray(
          t.smsMessages.userId,
          meetings.flatMap((m) => [m.customerId, m.lawyerId]),
        ),
      );
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.dedupeKey)).size).toBe(5);
  });
});
