import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { PUT as cancel } from '@/app/api/v1/meeting/[id]/cancel/route';
import { POST as postReview } from '@/app/api/v1/review/route';
import { PATCH as patchReview } from '@/app/api/v1/review/[id]/route';
import { tables as t } from '@/lib/db';
import { JOIN_CLOSES_AFTER_MINUTES } from '@/lib/config/time';
import { NO_SHOW_AFTER_MINUTES, NO_SHOW_CLAIM_DAYS } from '@/lib/config/cancellation';
import { MEETING_MESSAGES } from '@/lib/validation/meetings';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { interceptSandboxWebhooks } from '@/lib/test/fixtures/payments';
import { insertAttendance, insertMeeting } from '@/lib/test/fixtures/meetings';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { mailIcs, readIcs } from '@/lib/test/fixtures/icalendar';
import { listLawyerReviews } from '@/lib/server/lawyers/list-lawyer-reviews';
import { listRecentReviews } from '@/lib/server/lawyers/list-recent-reviews';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { GROUND_REASON } from '@/lib/rules/cancellation';
import { getMeeting } from './get-meeting';
import { decideSettlement, type SettlementFacts } from './settlement-policy';

const MINUTE = 60_000;

describe('the settlement rule (after the join window closes)', () => {
  const startAt = new Date('2026-04-01T02:00:00Z');
  const endAt = new Date(startAt.getTime() + 30 * MINUTE);
  const closed = new Date(endAt.getTime() + JOIN_CLOSES_AFTER_MINUTES * MINUTE + 1);
  const facts = (over: Partial<SettlementFacts>): SettlementFacts => ({
    status: 'CONFIRMED',
    startAt,
    endAt,
    priceCentavos: 100_000,
    lawyerJoined: true,
    clientJoined: true,
    now: closed,
    ...over,
  });

  it('both attended: COMPLETED, the fee kept', () => {
    expect(decideSettlement(facts({}))).toEqual({ settle: true, status: 'COMPLETED', outcome: 'ATTENDED', refund: 'NONE' });
  });
  it('the client did not join: COMPLETED as a client no-show, no refund', () => {
    expect(decideSettlement(facts({ clientJoined: false }))).toEqual({
      settle: true,
      status: 'COMPLETED',
      outcome: 'CLIENT_NO_SHOW',
      refund: 'NONE',
    });
  });
  it('the lawyer did not join: CANCELLED with a full refund, with or without the client', () => {
    const reason = GROUND_REASON.LAWYER_NO_SHOW;
    expect(decideSettlement(facts({ lawyerJoined: false }))).toEqual({
      settle: true,
      status: 'CANCELLED',
      outcome: 'LAWYER_NO_SHOW',
      refund: 'FULL',
      reason,
    });
    expect(decideSettlement(facts({ lawyerJoined: false, clientJoined: false }))).toEqual({
      settle: true,
      status: 'CANCELLED',
      outcome: 'NOBODY_ATTENDED',
      refund: 'FULL',
      reason,
    });
  });
  it('a meeting included in an engagement (price 0) has nothing to refund', () => {
    expect(decideSettlement(facts({ lawyerJoined: false, priceCentavos: 0 }))).toMatchObject({
      settle: true,
      status: 'CANCELLED',
      refund: 'NONE',
    });
  });
  it('leaves a meeting alone while its join window is open, and anything not CONFIRMED', () => {
    expect(decideSettlement(facts({ now: new Date(closed.getTime() - 1), lawyerJoined: false }))).toEqual({ settle: false });
    expect(decideSettlement(facts({ now: new Date(endAt.getTime() + MINUTE) }))).toEqual({ settle: false });
    for (const status of ['CANCELLED', 'COMPLETED', 'PAYMENT_PENDING', 'EXPIRED', 'PAYMENT_FAILED']) {
      expect(decideSettlement(facts({ status, lawyerJoined: false }))).toEqual({ settle: false });
    }
  });
  it('a call both attended and both left settles at once; without both attending it waits for the window', () => {
    const during = new Date(startAt.getTime() + 10 * MINUTE);
    expect(decideSettlement(facts({ now: during, callEnded: true }))).toEqual({
      settle: true,
      status: 'COMPLETED',
      outcome: 'ATTENDED',
      refund: 'NONE',
    });
    expect(decideSettlement(facts({ now: during }))).toEqual({ settle: false });
    for (const absent of [{ lawyerJoined: false }, { clientJoined: false }]) {
      expect(decideSettlement(facts({ now: during, callEnded: true, ...absent }))).toEqual({ settle: false });
    }
  });
});

describe('the scheduler settles ended meetings', () => {
  const db = useTestDb();
  // The sandbox announces the refunds it settles by webhook to our own origin: the handler here.
  let restoreFetch: () => void;
  beforeAll(() => (restoreFetch = interceptSandboxWebhooks().restore));
  afterAll(() => restoreFetch());

  /** A paid 30-minute consultation that started `minutesAgo` minutes ago. */
  async function paidMeeting(minutesAgo: number, options: { price?: number } = {}) {
    const lawyer = await testLawyer(db().db, { name: 'Ana Reyes' });
    const customer = await testCustomer(db().db);
    const start = new Date(Date.now() - minutesAgo * MINUTE);
    const id = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: customer.id, start });
    const price = options.price ?? 100_000;
    if (price > 0) {
      await db()
        .db.insert(t.payments)
        .values({
          customerId: customer.id,
          lawyerId: lawyer.id,
          meetingId: id,
          provider: 'SANDBOX',
          providerPaymentId: `pay_sbx_${id}`,
          amountCentavos: price,
          description: 'x',
          status: 'PAID',
          paidAt: start,
        });
    } else {
      await db().db.update(t.meetings).set({ priceCentavos: 0 }).where(eq(t.meetings.id, id));
    }
    return { lawyer, customer, id, start };
  }
  const meetingRow = async (id: string) => (await db().db.select().from(t.meetings).where(eq(t.meetings.id, id)))[0];
  const paymentStatus = async (id: string) =>
    (await db().db.select({ s: t.payments.status }).from(t.payments).where(eq(t.payments.meetingId, id)))[0]?.s;
  const mailsTo = (email: string) => db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, email));
  const notesOf = (userId: string) => db().db.select().from(t.notifications).where(eq(t.notifications.userId, userId));
  const hold = async (id: string) => db().db.select().from(t.timeHolds).where(eq(t.timeHolds.meetingId, id));
  const rating = async (lawyerId: string) =>
    (
      await db()
        .db.select({ avg: t.lawyerProfiles.ratingAvg, n: t.lawyerProfiles.reviewCount })
        .from(t.lawyerProfiles)
        .where(eq(t.lawyerProfiles.userId, lawyerId))
    )[0];
  const review = (u: TestUser, body: unknown) => postReview(apiRequest('/api/v1/review', { method: 'POST', jar: u.jar, body }), routeCtx());

  it('both attended: COMPLETED, and the client is asked for a review once, however many schedulers run', async () => {
    const m = await paidMeeting(120);
    await insertAttendance(db().db, m.id, m.lawyer.id, m.start);
    await insertAttendance(db().db, m.id, m.customer.id, m.start);
    await Promise.all([runSchedulerTick(), runSchedulerTick(), runSchedulerTick()]);
    await runSchedulerTick();
    const row = await meetingRow(m.id);
    expect(row).toMatchObject({ status: 'COMPLETED', outcome: 'ATTENDED' });
    expect(row.settledAt).not.toBeNull();
    expect(row.settlementNotifiedAt).not.toBeNull();
    expect(await paymentStatus(m.id)).toBe('PAID');
    // A completed meeting keeps its hold: the lawyer's past hour stays taken.
    expect(await hold(m.id)).toHaveLength(1);

    const mails = await mailsTo(m.customer.email);
    expect(mails.map((x) => x.subject)).toEqual(['How was your consultation with Atty. Ana Reyes?']);
    expect(mails[0].textBody).toContain(`/customer-portal/meeting/${m.id}/summary`);
    const notes = await notesOf(m.customer.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ url: `/customer-portal/meeting/${m.id}/summary`, icon: 'meeting-reminder' });
    expect(await mailsTo(m.lawyer.email)).toHaveLength(0);

    // The page offers the review form, and the review is accepted.
    expect(await getMeeting(m.customer.id, m.id, 'en')).toMatchObject({
      status: 'COMPLETED',
      outcome: 'ATTENDED',
      can_review: true,
      review_refusal: null,
    });
    expect((await review(m.customer, { meeting_id: m.id, rating: 5 })).status).toBe(200);
  });

  it('reports how many meetings it settled, and not a meeting whose window is still open', async () => {
    const open = await paidMeeting(30 + JOIN_CLOSES_AFTER_MINUTES - 2);
    const due = await paidMeeting(30 + JOIN_CLOSES_AFTER_MINUTES + 2);
    await insertAttendance(db().db, due.id, due.lawyer.id, due.start);
    const first = await runSchedulerTick();
    expect(first.settled).toBeGreaterThanOrEqual(1);
    expect(await meetingRow(due.id)).toMatchObject({ status: 'COMPLETED', outcome: 'CLIENT_NO_SHOW' });
    expect(await meetingRow(open.id)).toMatchObject({ status: 'CONFIRMED', outcome: null, settledAt: null });
    expect((await runSchedulerTick()).settled).toBe(0);
  });

  it('the client did not join: COMPLETED, the fee stays paid, no review request, and no review', async () => {
    const m = await paidMeeting(120);
    await insertAttendance(db().db, m.id, m.lawyer.id, m.start);
    await runSchedulerTick();
    expect(await meetingRow(m.id)).toMatchObject({ status: 'COMPLETED', outcome: 'CLIENT_NO_SHOW' });
    expect(await paymentStatus(m.id)).toBe('PAID');
    expect(await mailsTo(m.customer.email)).toHaveLength(0);
    expect(await getMeeting(m.customer.id, m.id, 'en')).toMatchObject({
      can_review: false,
      review_refusal: MEETING_MESSAGES.reviewNotAttended,
    });
  });

  it('a lawyer no-show: CANCELLED, payment REFUND_REQUIRED, the slot freed, both parties told once', async () => {
    const m = await paidMeeting(120);
    await insertAttendance(db().db, m.id, m.customer.id, m.start);
    await Promise.all([runSchedulerTick(), runSchedulerTick()]);
    await runSchedulerTick();
    const row = await meetingRow(m.id);
    expect(row).toMatchObject({
      status: 'CANCELLED',
      outcome: 'LAWYER_NO_SHOW',
      cancelReason: GROUND_REASON.LAWYER_NO_SHOW,
      reminderAt: null,
    });
    expect(row.cancelledAt).not.toBeNull();
    expect(await paymentStatus(m.id)).toBe('REFUND_REQUIRED');
    expect(await hold(m.id)).toHaveLength(0);

    const toClient = await mailsTo(m.customer.email);
    expect(toClient.map((x) => x.subject)).toEqual(['Atty. Ana Reyes did not join: full refund of ₱1,000']);
    expect(toClient[0].textBody).toContain(`/customer-portal/meeting/${m.id}`);
    const toLawyer = await mailsTo(m.lawyer.email);
    expect(toLawyer.map((x) => x.subject)).toEqual(['You did not join your consultation with Maria Santos']);
    expect(toLawyer[0].textBody).toContain('the client gets the full fee of ₱1,000 back');
    expect((await notesOf(m.customer.id)).map((n) => n.icon)).toEqual(['new-meeting']);
    expect((await notesOf(m.lawyer.id)).map((n) => n.url)).toEqual([`/lawyer-portal/meeting/${m.id}`]);
    // The one mail is also the calendar's cancellation: a CANCEL of the meeting's UID, to its recipient.
    for (const [mail, email] of [
      [toClient[0], m.customer.email],
      [toLawyer[0], m.lawyer.email],
    ] as const) {
      const ics = mailIcs(mail);
      const seen = readIcs(ics.text, ics.contentType);
      expect(seen.method).toBe('CANCEL');
      expect(seen.events).toEqual([
        expect.objectContaining({ uid: `meeting-${m.id}@localhost`, status: 'CANCELLED', sequence: row.revision, attendees: [email] }),
      ]);
    }
  });

  it('nobody joined: a lawyer no-show too, refunded', async () => {
    const m = await paidMeeting(120);
    await runSchedulerTick();
    expect(await meetingRow(m.id)).toMatchObject({ status: 'CANCELLED', outcome: 'NOBODY_ATTENDED' });
    expect(await paymentStatus(m.id)).toBe('REFUND_REQUIRED');
    expect(await mailsTo(m.lawyer.email)).toHaveLength(1);
  });

  it('a price-0 meeting the lawyer missed is cancelled with nothing to refund', async () => {
    const m = await paidMeeting(120, { price: 0 });
    await runSchedulerTick();
    expect(await meetingRow(m.id)).toMatchObject({ status: 'CANCELLED', outcome: 'NOBODY_ATTENDED' });
    expect(await paymentStatus(m.id)).toBeUndefined();
    const [mail] = await mailsTo(m.customer.email);
    expect(mail.subject).toBe('Atty. Ana Reyes did not join your consultation');
    expect(mail.textBody).not.toContain('refund of');
  });

  it('a meeting the client already cancelled as a lawyer no-show is not settled again; both are told of the refund once', async () => {
    const m = await paidMeeting(NO_SHOW_AFTER_MINUTES + 5);
    const res = await cancel(
      apiRequest(`/api/v1/meeting/${m.id}/cancel`, { method: 'PUT', jar: m.customer.jar, body: { reason: 'He never came' } }),
      routeCtx({ id: m.id }),
    );
    expect(await res.json()).toMatchObject({ status: 'CANCELLED', refund: 'FULL' });
    const claimed = await meetingRow(m.id);
    expect(claimed).toMatchObject({ status: 'CANCELLED', outcome: 'NOBODY_ATTENDED', cancelReason: 'He never came' });
    // Long after its window: nothing about the meeting changes, the refund stays as claimed.
    const later = new Date(Date.now() + 3 * 3_600_000);
    await runSchedulerTick({ now: later });
    await runSchedulerTick({ now: later });
    const after = await meetingRow(m.id);
    expect(after).toMatchObject({
      status: 'CANCELLED',
      outcome: 'NOBODY_ATTENDED',
      cancelReason: 'He never came',
      revision: claimed.revision,
    });
    expect(after.cancelledAt).toEqual(claimed.cancelledAt);
    expect(after.settledAt).toEqual(claimed.settledAt);
    // Its one refund went through the provider (the sandbox settled it by the later pass).
    expect(await paymentStatus(m.id)).toBe('REFUNDED');
    expect((await mailsTo(m.customer.email)).map((x) => x.subject).sort()).toEqual([
      'Atty. Ana Reyes did not join: full refund of ₱1,000',
      'Your refund of ₱1,000 was sent',
    ]);
    // One settlement mail each (not also the cancellation notice), and it carries the CANCEL .ics.
    for (const email of [m.customer.email, m.lawyer.email]) {
      const settlementMail = (await mailsTo(email)).find((x) => !x.subject.startsWith('Your refund'))!;
      expect(readIcs(mailIcs(settlementMail).text, mailIcs(settlementMail).contentType).method).toBe('CANCEL');
    }
    expect(await mailsTo(m.lawyer.email)).toHaveLength(1);
  });

  it('a review from a client who did not attend is refused and changes nothing', async () => {
    const m = await paidMeeting(60);
    await insertAttendance(db().db, m.id, m.lawyer.id, m.start);
    const before = await rating(m.lawyer.id);
    const res = await review(m.customer, { meeting_id: m.id, rating: 1, comment: 'Never got in' });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ key: 'REVIEW_NOT_ATTENDED', message: 'You can review a consultation you attended.' });
    expect(await db().db.select().from(t.reviews).where(eq(t.reviews.meetingId, m.id))).toHaveLength(0);
    expect(await rating(m.lawyer.id)).toEqual(before);
    expect(await getMeeting(m.customer.id, m.id, 'en')).toMatchObject({
      can_review: false,
      review_refusal: 'You can review a consultation you attended.',
    });

    // A review written before the rule (no attendance behind it) cannot be changed either.
    const [old] = await db()
      .db.insert(t.reviews)
      .values({ meetingId: m.id, customerId: m.customer.id, lawyerId: m.lawyer.id, rating: 3, comment: 'Before' })
      .returning();
    const patched = await patchReview(
      apiRequest(`/api/v1/review/${old.id}`, { method: 'PATCH', jar: m.customer.jar, body: { rating: 1 } }),
      routeCtx({ id: old.id }),
    );
    expect(patched.status).toBe(403);
    expect((await db().db.select({ rating: t.reviews.rating }).from(t.reviews).where(eq(t.reviews.id, old.id)))[0].rating).toBe(3);
  });

  it('a review on a meeting settled as a lawyer no-show leaves the rating, the profile and the home page', async () => {
    const m = await paidMeeting(60);
    await insertAttendance(db().db, m.id, m.customer.id, m.start);
    // Between the end and the settlement the client who came may review (the meeting is still CONFIRMED).
    const res = await review(m.customer, { meeting_id: m.id, rating: 5, comment: 'Waited, but the lawyer was very apologetic later' });
    expect(res.status).toBe(200);
    const { _id: reviewId } = await res.json();
    expect(await rating(m.lawyer.id)).toEqual({ avg: 5, n: 1 });
    expect((await listLawyerReviews(m.lawyer.id)).results.map((r) => r._id)).toEqual([reviewId]);
    expect((await listRecentReviews({ limit: 100 })).map((r) => r._id)).toContain(reviewId);

    await runSchedulerTick();
    expect(await meetingRow(m.id)).toMatchObject({ status: 'CANCELLED', outcome: 'LAWYER_NO_SHOW' });
    expect(await rating(m.lawyer.id)).toEqual({ avg: 0, n: 0 });
    expect(await listLawyerReviews(m.lawyer.id)).toMatchObject({ results: [], total: 0 });
    expect((await listRecentReviews({ limit: 100 })).map((r) => r._id)).not.toContain(reviewId);
    // Nor can it be changed any more: the consultation did not take place.
    expect((await review(m.customer, { _id: reviewId, meeting_id: m.id, rating: 4 })).status).toBe(400);
    const [again] = await db()
      .db.select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, m.customer.id), like(t.notifications.title, 'How was%')));
    expect(again).toBeUndefined();
  });

  it('migration 0025 closes the backlog older than the claim period without messages, and leaves newer meetings to the settlement', async () => {
    const file = await fs.readFile(path.join(process.cwd(), 'lib/db/migrations/0025_meeting_outcome.sql'), 'utf8');
    const backlog = file.split('--> statement-breakpoint').at(-1)!;
    const minutesAgo = (days: number) => days * 24 * 60 + 30 + JOIN_CLOSES_AFTER_MINUTES;
    const old = await paidMeeting(minutesAgo(NO_SHOW_CLAIM_DAYS) + 5);
    const recent = await paidMeeting(minutesAgo(NO_SHOW_CLAIM_DAYS) - 60);
    await db().db.execute(sql.raw(backlog));
    expect(await meetingRow(old.id)).toMatchObject({ status: 'COMPLETED', outcome: null, settledAt: null });
    expect(await paymentStatus(old.id)).toBe('PAID');
    expect(await meetingRow(recent.id)).toMatchObject({ status: 'CONFIRMED' });
    await runSchedulerTick();
    expect(await meetingRow(recent.id)).toMatchObject({ status: 'CANCELLED', outcome: 'NOBODY_ATTENDED' });
    expect(await mailsTo(old.customer.email)).toHaveLength(0);
  });
});
