import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, like } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { env, resetEnvForTests } from '@/lib/server/env';
import { itOnPostgres, useTestDb } from '@/lib/test/db';
import { claimDueReminders, releaseReminderClaims, sendDueReminders } from './send-due-reminders';

const db = useTestDb();
const run = promisify(execFile);
let n = 0;

async function confirmedMeeting(start: Date) {
  const s = `${Date.now()}-${n++}`;
  const [lawyer] = await db()
    .db.insert(t.users)
    .values({ email: `lawyer${s}@example.com`, type: 'LAWYER', firstName: 'Ana', lastName: 'Reyes' })
    .returning();
  await db().db.insert(t.lawyerProfiles).values({ userId: lawyer.id, displayName: 'Ana Reyes', rollNumber: '1', ibpNumber: '2' });
  const [customer] = await db()
    .db.insert(t.users)
    .values({ email: `client${s}@example.com`, firstName: 'Juan', lastName: 'Cruz', timezone: 'UTC' })
    .returning();
  const [meeting] = await db()
    .db.insert(t.meetings)
    .values({
      lawyerId: lawyer.id,
      customerId: customer.id,
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60_000),
      durationMinutes: 30,
      status: 'CONFIRMED',
      subject: 'Unpaid wages',
      priceCentavos: 100_000,
      reminderAt: new Date(start.getTime() - 10 * 60_000),
    })
    .returning();
  return { meeting, lawyerEmail: lawyer.email, customerEmail: customer.email, customerId: customer.id };
}

async function mailsTo(email: string) {
  return db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, email));
}

describe('10-minute reminder', () => {
  it('goes out at T−10 to both parties with the join link, and only once', async () => {
    const start = new Date('2027-02-01T02:00:00Z');
    const m = await confirmedMeeting(start);
    expect(await sendDueReminders({ now: new Date('2027-02-01T01:49:59Z') })).toBe(0);
    expect(await sendDueReminders({ now: new Date('2027-02-01T01:50:00Z') })).toBe(1);
    expect(await sendDueReminders({ now: new Date('2027-02-01T01:51:00Z') })).toBe(0);
    const [customerMail] = await mailsTo(m.customerEmail);
    expect(customerMail.textBody).toContain(`/meeting/${m.meeting.id}`);
    expect(customerMail.textBody).toContain('UTC');
    expect(await mailsTo(m.lawyerEmail)).toHaveLength(1);
    const notes = await db().db.select().from(t.notifications).where(eq(t.notifications.userId, m.customerId));
    expect(notes.map((x) => x.icon)).toEqual(['meeting-reminder']);
  });

  it('is re-armed by a reschedule and voided by a cancel', async () => {
    const start = new Date('2027-02-02T02:00:00Z');
    const m = await confirmedMeeting(start);
    await sendDueReminders({ now: new Date('2027-02-02T01:55:00Z') });
    const later = new Date('2027-02-02T05:00:00Z');
    await db()
      .db.update(t.meetings)
      .set({
        startAt: later,
        endAt: new Date(later.getTime() + 30 * 60_000),
        reminderAt: new Date(later.getTime() - 10 * 60_000),
        reminderSentAt: null,
      })
      .where(eq(t.meetings.id, m.meeting.id));
    expect(await sendDueReminders({ now: new Date('2027-02-02T04:50:00Z') })).toBe(1);
    expect(await mailsTo(m.customerEmail)).toHaveLength(2);

    const c = await confirmedMeeting(new Date('2027-02-03T02:00:00Z'));
    await db().db.update(t.meetings).set({ status: 'CANCELLED', reminderAt: null }).where(eq(t.meetings.id, c.meeting.id));
    expect(await sendDueReminders({ now: new Date('2027-02-03T01:55:00Z') })).toBe(0);
    expect(await mailsTo(c.customerEmail)).toHaveLength(0);
  });

  it('a meeting booked less than 10 minutes ahead is due at once', async () => {
    const m = await confirmedMeeting(new Date('2027-02-04T02:00:00Z'));
    expect(await sendDueReminders({ now: new Date('2027-02-04T01:57:00Z') })).toBe(1);
    expect(await mailsTo(m.customerEmail)).toHaveLength(1);
  });

  it('is sent exactly once by concurrent schedulers', async () => {
    const m = await confirmedMeeting(new Date('2027-02-05T02:00:00Z'));
    const now = new Date('2027-02-05T01:50:00Z');
    const counts = await Promise.all([sendDueReminders({ now }), sendDueReminders({ now }), sendDueReminders({ now })]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsTo(m.customerEmail)).toHaveLength(1);
  });

  it('a reminder claimed by a scheduler that died before sending goes out once its lease ends', async () => {
    const m = await confirmedMeeting(new Date('2027-02-07T02:00:00Z'));
    const claimedAt = new Date('2027-02-07T01:50:00Z');
    const leaseMs = env().REMINDER_LEASE_SECONDS * 1000;
    // A process claims the reminder and is killed before its e-mails go out.
    expect((await claimDueReminders(claimedAt)).map((d) => d.id)).toEqual([m.meeting.id]);
    expect(await sendDueReminders({ now: new Date(claimedAt.getTime() + leaseMs - 1000) })).toBe(0);
    expect(await mailsTo(m.customerEmail)).toHaveLength(0);
    expect(await sendDueReminders({ now: new Date(claimedAt.getTime() + leaseMs) })).toBe(1);
    expect(await mailsTo(m.customerEmail)).toHaveLength(1);
    expect(await mailsTo(m.lawyerEmail)).toHaveLength(1);
    const [row] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, m.meeting.id));
    expect(row.reminderSentAt).not.toBeNull();
    expect(row.reminderClaimedUntil).toBeNull();
    expect(await sendDueReminders({ now: new Date('2027-02-07T01:58:00Z') })).toBe(0);
    expect(await mailsTo(m.customerEmail)).toHaveLength(1);
  });

  it('the lease lasts REMINDER_LEASE_SECONDS', async () => {
    process.env.REMINDER_LEASE_SECONDS = '5';
    resetEnvForTests();
    try {
      const m = await confirmedMeeting(new Date('2027-02-09T02:00:00Z'));
      const claimedAt = new Date('2027-02-09T01:50:00Z');
      expect((await claimDueReminders(claimedAt)).map((d) => d.id)).toEqual([m.meeting.id]);
      const [row] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, m.meeting.id));
      expect(row.reminderClaimedUntil).toEqual(new Date(claimedAt.getTime() + 5000));
      expect(await sendDueReminders({ now: new Date(claimedAt.getTime() + 4999) })).toBe(0);
      expect(await sendDueReminders({ now: new Date(claimedAt.getTime() + 5000) })).toBe(1);
      expect(await mailsTo(m.customerEmail)).toHaveLength(1);
    } finally {
      delete process.env.REMINDER_LEASE_SECONDS;
      resetEnvForTests();
    }
  });

  it('a stopping scheduler hands its unfinished claims back at once', async () => {
    const m = await confirmedMeeting(new Date('2027-02-08T02:00:00Z'));
    const now = new Date('2027-02-08T01:50:00Z');
    await claimDueReminders(now);
    expect(await releaseReminderClaims()).toBe(1);
    expect(await sendDueReminders({ now: new Date(now.getTime() + 1000) })).toBe(1);
    expect(await mailsTo(m.customerEmail)).toHaveLength(1);
  });

  // Two processes can share only a PostgreSQL database (PGlite is single-process); CI runs this suite on both.
  // Both worker processes are awaited to their exit; Jest's own test timeout (jest.config.mjs) is the failure bound.
  itOnPostgres('is sent exactly once across two worker processes (PostgreSQL)', async () => {
    const dueAt = new Date('2027-02-06T01:50:00Z');
    const meetings = await Promise.all(Array.from({ length: 6 }, (_, i) => confirmedMeeting(new Date(Date.UTC(2027, 1, 6, 2, i)))));
    const worker = () =>
      run(
        path.join(process.cwd(), 'node_modules/.bin/tsx'),
        ['--conditions=react-server', 'scripts/worker.ts', '--once', '--now', new Date(dueAt.getTime() + 10 * 60_000).toISOString()],
        {
          env: { ...process.env, DATABASE_URL: db().databaseUrl, NODE_OPTIONS: '' },
        },
      );
    const [a, b] = await Promise.all([worker(), worker()]);
    const sent = JSON.parse(a.stdout.trim().split('\n').at(-1)!).reminders + JSON.parse(b.stdout.trim().split('\n').at(-1)!).reminders;
    expect(sent).toBe(6);
    for (const m of meetings) expect(await mailsTo(m.customerEmail)).toHaveLength(1);
    const all = await db().db.select().from(t.outboundEmails).where(like(t.outboundEmails.subject, 'Starts in 10 minutes%'));
    expect(new Set(all.map((x) => x.dedupeKey)).size).toBe(all.length);
  });
});
