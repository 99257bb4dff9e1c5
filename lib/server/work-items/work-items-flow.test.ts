import { and, eq, like } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { signedLetter, useLetterStorage } from '@/lib/test/fixtures/letters';
import { setTestEnv } from '@/lib/test/env';
import { POST as bookMeeting } from '@/app/api/v1/meeting/route';
import { PUT as cancelMeeting } from '@/app/api/v1/meeting/[id]/cancel/route';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { testCustomer } from '@/lib/test/fixtures/users';
import {
  TERMS,
  TERMS_TOTAL,
  bookedParties,
  engagementAt,
  payInSandbox,
  routeSandboxWebhooks,
  workItemsAs,
} from '@/lib/test/fixtures/work-items';
import { listMeetings } from '@/lib/server/meetings/list-meetings';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { listLawyerPayments } from '@/lib/server/payments/payouts/list-lawyer-payments';
import { untilOutboxDelivered } from '@/lib/test/fixtures/outbox';

// Each test builds its own parties and engagement, walked to the stage it starts from
// (engagementAt), so any one runs alone (jest -t) and none depends on the order.
const db = useTestDb();
useLetterStorage();
let restoreFetch: () => void;

beforeAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_work_items_flow' });
  restoreFetch = routeSandboxWebhooks();
});
afterAll(() => {
  restoreFetch();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

const json = async (res: Response) => ({ status: res.status, body: await res.json() });
const mailsWith = (prefix: string) =>
  db()
    .db.select()
    .from(t.outboundEmails)
    .where(like(t.outboundEmails.dedupeKey, `${prefix}%`));
const notesWith = (prefix: string) =>
  db()
    .db.select()
    .from(t.notifications)
    .where(like(t.notifications.dedupeKey, `${prefix}%`));

const paymentOf = async (workItemId: string) =>
  (await db().db.select({ id: t.payments.id }).from(t.payments).where(eq(t.payments.workItemId, workItemId)))[0].id;

describe('work items: draft → proposal → accept → pay → meetings → complete', () => {
  it('a lawyer drafts only for a client who booked them; the client does not see a draft', async () => {
    const { lawyer, client } = await bookedParties(db().db);
    const stranger = await testCustomer(db().db);
    const refused = await json(await workItemsAs(lawyer).create({ ...TERMS, customer_id: stranger.id }));
    expect(refused).toMatchObject({ status: 404, body: { message: 'You can send proposals only to clients who have booked you.' } });
    expect(await json(await workItemsAs(client).create({ ...TERMS, customer_id: client.id }))).toMatchObject({ status: 403 });

    const created = await json(await workItemsAs(lawyer).create({ ...TERMS, customer_id: client.id }));
    expect(created).toMatchObject({ status: 201, body: { status: 'DRAFT', revision: 0 } });
    const id = created.body._id;
    expect((await workItemsAs(client).get(id)).status).toBe(404);
    expect((await json(await workItemsAs(client).list())).body.results).toEqual([]);
    const detail = (await json(await workItemsAs(lawyer).get(id))).body;
    expect(detail).toMatchObject({
      status: 'DRAFT',
      price: TERMS_TOTAL,
      fee_breakdown: TERMS.fee_breakdown,
      included_meetings: 2,
      allowed: expect.arrayContaining(['edit', 'propose', 'delete']),
    });
    expect(detail.work_item_meetings.map((m: { title: string; duration: number }) => [m.title, m.duration])).toEqual([
      ['Meeting 1', 60],
      ['Meeting 2', 60],
    ]);
  });

  it('the draft is edited, then sent: the client gets an e-mail and a new-work-item notification', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'DRAFT');
    const edited = await json(await workItemsAs(lawyer).update(id, { terms: { ...TERMS, included_meetings: { count: 1, duration: 30 } } }));
    expect(edited.body).toMatchObject({ status: 'DRAFT', included_meetings: 1 });
    const sent = await json(await workItemsAs(lawyer).update(id, { status: 'PROPOSAL' }));
    expect(sent.body).toMatchObject({ status: 'PROPOSAL', revision: 1 });
    // The mail and the notification follow the commit (the outbox's pass, here run by the test).
    await deliverOutbox();
    expect(await mailsWith(`work-item-proposal:${id}:1`)).toEqual([
      expect.objectContaining({ toAddress: client.email, subject: expect.stringContaining('New engagement proposal') }),
    ]);
    expect(await notesWith(`work-item-proposal:${id}:1`)).toEqual([
      expect.objectContaining({ userId: client.id, icon: 'new-work-item', url: `/customer-portal/work-items/${id}` }),
    ]);
    const seen = (await json(await workItemsAs(client).get(id))).body;
    expect(seen).toMatchObject({ status: 'PROPOSAL', role: 'CUSTOMER', allowed: expect.arrayContaining(['reject', 'comment']) });
    // Accepting (and paying) waits for the engagement letter both sign (issue 42).
    expect(seen.allowed).not.toContain('accept');
    expect((await json(await workItemsAs(client).list('?status=PROPOSAL'))).body).toMatchObject({
      results: [expect.objectContaining({ _id: id })],
      hasMore: false,
      page: 0,
    });
    expect((await json(await workItemsAs(client).list('?status=PAID'))).body.results).toEqual([]);
  });

  it('a change of terms is a new revision; accepting the one read before is refused', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    const revised = await json(
      await workItemsAs(lawyer).update(id, {
        terms: { ...TERMS, fee_breakdown: [{ label: 'All-in fee', amount: 5_000_000 }], included_meetings: { count: 1, duration: 30 } },
      }),
    );
    expect(revised.body).toMatchObject({ status: 'PROPOSAL', revision: 2, price: 5_000_000 });
    expect(revised.body.timeline.at(-1)).toMatchObject({ kind: 'revised', revision: 2, note: 'Fee ₱65,001 → ₱50,000' });
    await deliverOutbox();
    expect(await mailsWith(`work-item-proposal:${id}:2`)).toHaveLength(1);
    const stale = await json(await workItemsAs(client).accept(id, { revision: 1 }));
    expect(stale).toMatchObject({
      status: 409,
      body: { message: 'The lawyer changed the terms meanwhile. Please read the new proposal.' },
    });
    expect((await json(await workItemsAs(client).get(id))).body.status).toBe('PROPOSAL');
  });

  it('the client accepts and pays in the sandbox: PAID on both sides (by the webhook) and in the ledger', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    await signedLetter(db().db, lawyer, client, id);
    const accepted = await json(await workItemsAs(client).accept(id, { revision: 1 }));
    expect(accepted).toMatchObject({
      status: 200,
      body: { status: 'PAYMENT_PENDING', checkout_url: expect.stringMatching(/\/checkout\/sandbox\/cs_sbx_/) },
    });
    expect((await json(await workItemsAs(client).get(id))).body).toMatchObject({
      status: 'PAYMENT_PENDING',
      payment: { status: 'PENDING', amount: TERMS_TOTAL },
    });
    const paid = await json(await payInSandbox(client, accepted.body.checkout_url));
    expect(paid.body.redirect_url).toMatch(/^\/checkout\?payment=[0-9a-f-]{36}$/);
    for (const who of [client, lawyer])
      expect((await json(await workItemsAs(who).get(id))).body).toMatchObject({
        status: 'PAID',
        payment: { status: 'PAID', method: 'gcash' },
      });
    const ledger = await listLawyerPayments(lawyer.id);
    expect(ledger.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'work-item',
          gross: TERMS_TOTAL,
          work_item_id: id,
          payout: expect.objectContaining({ state: 'owed' }),
        }),
      ]),
    );
    expect(ledger.totals.work_items).toBe(TERMS_TOTAL);
    const paymentId = await paymentOf(id);
    expect(await mailsWith(`work-item-paid:${paymentId}:`)).toEqual([expect.objectContaining({ toAddress: client.email })]);
    expect(await notesWith(`work-item-paid:${paymentId}:`)).toEqual([
      expect.objectContaining({ userId: lawyer.id, url: `/lawyer-portal/work-items/${id}` }),
    ]);
  });

  it('an included meeting is booked at no charge, in both calendars, and cannot be booked twice', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PAID');
    const item = (await json(await workItemsAs(client).get(id))).body;
    const [entry] = item.work_item_meetings;
    const slots = (await json(await workItemsAs(client).slots(id, 30))).body;
    expect(Object.values(slots.calendar).flat().length).toBeGreaterThan(0);
    const start = manilaSlot(2, 11);
    const created = await json(
      await workItemsAs(client).createMeeting(id, { work_item_meeting_id: entry._id, start_time: start, call_type: 'VIDEO' }),
    );
    expect(created).toMatchObject({ status: 200, body: { status: 'CONFIRMED', price: 0, start_time: start, duration: 30 } });
    const [row] = await db().db.select().from(t.meetings).where(eq(t.meetings.id, created.body._id));
    expect(row).toMatchObject({ workItemId: id, priceCentavos: 0, holdExpiresAt: null });
    expect(row.reminderAt?.getTime()).toBe(Date.parse(start) - 10 * 60_000);
    for (const viewer of [
      { id: client.id, type: 'CUSTOMER' as const },
      { id: lawyer.id, type: 'LAWYER' as const },
    ]) {
      const list = await listMeetings({ viewer, from: start, to: new Date(Date.parse(start) + 3_600_000).toISOString() });
      expect(list.results.map((m) => m._id)).toContain(created.body._id);
    }
    const again = await workItemsAs(lawyer).createMeeting(id, {
      work_item_meeting_id: entry._id,
      start_time: manilaSlot(2, 14),
      call_type: 'VIDEO',
    });
    expect(again.status).toBe(409);
    // A second included meeting over the first one's time: the same calendar rule as any booking.
    const extra = await json(await workItemsAs(lawyer).addMeeting(id, { duration: 30 }));
    const clash = await json(
      await workItemsAs(lawyer).createMeeting(id, { work_item_meeting_id: extra.body._id, start_time: start, call_type: 'PHONE' }),
    );
    expect(clash).toMatchObject({ status: 409, body: { message: 'Schedule conflict. Please try different time.' } });
    expect((await json(await workItemsAs(client).get(id))).body.work_item_meetings[0].meeting).toMatchObject({
      _id: created.body._id,
      status: 'CONFIRMED',
    });
  });

  it("an included meeting does not use up the client's two consultations with the lawyer (spec §9)", async () => {
    const { lawyer, client } = await engagementAt(db().db, 'MEETING_BOOKED');
    await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: client.id, start: manilaSlot(4, 9) });
    const book = await bookMeeting(
      apiRequest('/api/v1/meeting', {
        method: 'POST',
        jar: client.jar,
        body: { lawyer_id: lawyer.id, start_time: manilaSlot(5, 9), duration: 30, call_type: 'VIDEO', subject: 'Second opinion' },
      }),
      routeCtx(),
    );
    expect(book.status).toBe(200);
  });

  it('a cancelled included meeting goes back to the engagement, to be booked again', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'MEETING_BOOKED');
    const [entry] = (await json(await workItemsAs(client).get(id))).body.work_item_meetings;
    const cancelled = await cancelMeeting(
      apiRequest(`/api/v1/meeting/${entry.meeting._id}/cancel`, { method: 'PUT', jar: lawyer.jar, body: {} }),
      routeCtx({ id: entry.meeting._id }),
    );
    expect(cancelled.status).toBe(200);
    expect((await json(await workItemsAs(client).get(id))).body.work_item_meetings[0]).toMatchObject({ _id: entry._id, meeting: null });
    const again = await workItemsAs(client).createMeeting(id, {
      work_item_meeting_id: entry._id,
      start_time: manilaSlot(6, 13),
      call_type: 'PHONE',
    });
    expect(again.status).toBe(200);
  });

  it('an additional service is offered, bought and paid the same way', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PAID');
    const offered = await json(await workItemsAs(lawyer).addService(id, { title: 'Motion for reconsideration', price: 1_500_000 }));
    expect(offered.status).toBe(201);
    const bought = await json(await workItemsAs(client).purchase(id, offered.body._id));
    expect(bought.body).toMatchObject({ status: 'PAYMENT_PENDING', checkout_url: expect.any(String) });
    await payInSandbox(client, bought.body.checkout_url);
    const item = (await json(await workItemsAs(lawyer).get(id))).body;
    expect(item.additional_services).toEqual([expect.objectContaining({ _id: offered.body._id, status: 'PAID', price: 1_500_000 })]);
    expect(item.status).toBe('PAID');
    const ledger = await listLawyerPayments(lawyer.id);
    expect(ledger.results.filter((r) => r.kind === 'additional-service').map((r) => [r.gross, r.item])).toEqual([
      [1_500_000, expect.stringMatching(/^Additional service: Motion for reconsideration \(/)],
    ]);
  });

  it('comments and files are shared by the two parties', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PAID');
    const c = await json(await workItemsAs(client).comment(id, 'When is the pre-trial?'));
    expect(c.status).toBe(200);
    expect((await json(await workItemsAs(lawyer).comments(id))).body.results).toEqual([
      expect.objectContaining({ _id: c.body._id, item_id: id, mine: false }),
    ]);
    // The lawyer's notice follows the commit from the outbox (issue 59).
    expect(
      await untilOutboxDelivered(
        () => notesWith(`comment:${c.body._id}`),
        (notes) => notes.length > 0,
      ),
    ).toEqual([expect.objectContaining({ userId: lawyer.id, url: `/lawyer-portal/work-items/${id}` })]);
    expect((await workItemsAs(lawyer).editComment(id, c.body._id, 'x')).status).toBe(403);
    expect((await workItemsAs(client).editComment(id, c.body._id, 'When is the pre-trial, please?')).status).toBe(200);
    expect((await workItemsAs(client).deleteComment(id, c.body._id)).status).toBe(200);
    expect((await json(await workItemsAs(lawyer).comments(id))).body.results).toEqual([]);
  });

  it('the lawyer completes, the client confirms: COMPLETED, with the whole timeline', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PAID');
    expect((await workItemsAs(client).complete(id)).status).toBe(409);
    const done = await json(await workItemsAs(lawyer).completeLawyer(id));
    expect(done.body).toMatchObject({ status: 'PAID', lawyer_completed_at: expect.any(String) });
    await deliverOutbox();
    expect(await mailsWith(`work-item-lawyer-completed:${id}`)).toHaveLength(1);
    const confirmed = await json(await workItemsAs(client).complete(id));
    expect(confirmed.body).toMatchObject({
      status: 'COMPLETED',
      customer_completed_at: expect.any(String),
      allowed: expect.not.arrayContaining(['confirm-completion']),
    });
    type Line = { to_status: string | null; from_status: string | null; actor: string };
    const moves = (timeline: Line[]) =>
      timeline.filter((e) => e.to_status !== e.from_status && e.to_status).map((e) => `${e.actor}:${e.to_status}`);
    expect(moves(confirmed.body.timeline)).toEqual(['LAWYER:PROPOSAL', 'CUSTOMER:PAYMENT_PENDING', 'PAYMENT:PAID', 'CUSTOMER:COMPLETED']);
    // The lawyer's own timeline also shows how the draft began; the client's starts when it was sent.
    const asLawyer = (await json(await workItemsAs(lawyer).get(id))).body;
    expect(moves(asLawyer.timeline)).toEqual([
      'LAWYER:DRAFT',
      'LAWYER:PROPOSAL',
      'CUSTOMER:PAYMENT_PENDING',
      'PAYMENT:PAID',
      'CUSTOMER:COMPLETED',
    ]);
    expect(asLawyer.timeline.map((e: { kind: string }) => e.kind).slice(0, 3)).toEqual(['created', 'edited', 'proposed']);
  });

  it('a proposal sent at once is declined with a reason: REJECTED, and the lawyer hears of it', async () => {
    const { lawyer, client } = await bookedParties(db().db);
    const proposal = await json(
      await workItemsAs(lawyer).create({ ...TERMS, title: 'Deed of sale', customer_id: client.id, status: 'PROPOSAL' }),
    );
    expect(proposal.body).toMatchObject({ status: 'PROPOSAL', revision: 1 });
    const declined = await json(
      await workItemsAs(client).update(proposal.body._id, { status: 'REJECTED', reason: 'Found a lawyer nearer home' }),
    );
    expect(declined.body).toMatchObject({
      status: 'REJECTED',
      rejection_reason: 'Found a lawyer nearer home',
      allowed: ['comment', 'upload'],
    });
    await deliverOutbox();
    const [note] = await db()
      .db.select()
      .from(t.notifications)
      .where(and(eq(t.notifications.userId, lawyer.id), eq(t.notifications.title, 'Proposal declined')));
    expect(note.body).toContain('Found a lawyer nearer home');
    expect((await workItemsAs(client).accept(proposal.body._id)).status).toBe(409);
    // Created and sent in one transaction: the timeline still reads in the order things happened.
    const lines = (await json(await workItemsAs(lawyer).get(proposal.body._id))).body.timeline.map((e: { kind: string }) => e.kind);
    expect(lines).toEqual(['created', 'proposed', 'rejected']);
  });
});
