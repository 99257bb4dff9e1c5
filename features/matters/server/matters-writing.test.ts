import { and, eq, like } from 'drizzle-orm';
import { GET as view, PATCH as edit } from '@/app/api/v1/matters/[id]/route';
import { POST as close } from '@/app/api/v1/matters/[id]/close/route';
import { GET as getNudge, PUT as putNudge } from '@/app/api/v1/lawyers/profile/matter-nudge/route';
import { POST as book } from '@/app/api/v1/meeting/route';
import { tables as t } from '@/lib/db';
import { MATTER_LIMITS } from '@/features/matters/rules/matters';
import { deliverOutbox } from '@/lib/server/runtime/after-commit/domain-event-handlers';
import { runSchedulerTick } from '@/lib/server/runtime/after-commit/scheduler';
import { eraseAccount } from '@/lib/server/privacy/erase-account';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { payInSandbox, TERMS, workItemsAs } from '@/lib/test/fixtures/work-items';
import { signedLetter } from '@/lib/test/fixtures/letters';
import {
  DAY,
  addFile,
  call,
  entry,
  fileForm,
  kindsOn as kindsOnDb,
  m,
  openFrom,
  openedMatter as openedMatterIn,
  untilTrue,
  useMatterSuite,
} from '@/lib/test/fixtures/matter-routes';

// Issue 64, the matter, through its HTTP routes: writing and closing, the notices, the automatic entries, the
// nudge, the cap and the erasure. Opening and reading: matters.test.ts.
const db = useMatterSuite('whsk_matter_writing');
const openedMatter = () => openedMatterIn(db);
const kindsOn = (matterId: string) => kindsOnDb(db, matterId);

describe('writing and closing', () => {
  // Issue 73 item 6: 20 matter comments sent the lawyer 20 mails.
  it('a burst of comments mails the other party once at once and once in a digest at the window’s end; each is still told in the app', async () => {
    const { lawyer, client, id } = await openedMatter();
    const mails = async () =>
      db()
        .db.select({
          subject: t.outboundEmails.subject,
          nextAttemptAt: t.outboundEmails.nextAttemptAt,
          dedupeKey: t.outboundEmails.dedupeKey,
        })
        .from(t.outboundEmails)
        .where(and(eq(t.outboundEmails.toAddress, lawyer.email), like(t.outboundEmails.subject, '%Recovery of the lot%')));
    const notices = async () => (await db().db.select().from(t.notifications).where(eq(t.notifications.userId, lawyer.id))).length;
    for (let i = 0; i < 20; i++) expect((await entry(client, id, { kind: 'COMMENT', body: `Comment ${i + 1}` })).status).toBe(201);
    await untilTrue(async () => (await notices()) === 20);
    await deliverOutbox();
    const sent = await mails();
    expect(sent).toHaveLength(2);
    expect(sent.map((m) => m.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('commented on Recovery of the lot'), 'More on your matter "Recovery of the lot"']),
    );
    expect(sent.filter((m) => m.dedupeKey?.startsWith('mail:digest:'))).toHaveLength(1);
  });

  it('tells the other party of a shared entry after the commit (in-app and e-mail), never of a private one', async () => {
    const { lawyer, client, id } = await openedMatter();
    const noticesOf = async (userId: string) =>
      db()
        .db.select({ title: t.notifications.title, url: t.notifications.url })
        .from(t.notifications)
        .where(eq(t.notifications.userId, userId));
    const mailsTo = async (email: string) =>
      db()
        .db.select({ subject: t.outboundEmails.subject })
        .from(t.outboundEmails)
        .where(and(eq(t.outboundEmails.toAddress, email), like(t.outboundEmails.subject, '%Recovery of the lot%')));
    await entry(lawyer, id, { kind: 'UPDATE', body: 'Private', shared: false });
    await entry(lawyer, id, { kind: 'UPDATE', body: 'The hearing was reset.' });
    await untilTrue(async () => (await mailsTo(client.email)).length > 0);
    await deliverOutbox();
    expect(await mailsTo(client.email)).toEqual([{ subject: expect.stringContaining('shared an update on Recovery of the lot') }]);
    expect(await noticesOf(client.id)).toEqual([{ title: 'New on Recovery of the lot', url: `/customer-portal/matters/${id}` }]);
    await entry(client, id, { kind: 'COMMENT', body: 'Noted.' });
    await untilTrue(async () => (await mailsTo(lawyer.email)).length > 0);
    expect(await noticesOf(lawyer.id)).toEqual([{ title: 'New on Recovery of the lot', url: `/lawyer-portal/matters/${id}` }]);
    // The lawyer's shared entry moved last_shared_at; the client's comment did not.
    const [row] = await db().db.select().from(t.matters).where(eq(t.matters.id, id));
    const [update] = await db()
      .db.select({ at: t.matterEntries.createdAt })
      .from(t.matterEntries)
      .where(and(eq(t.matterEntries.matterId, id), eq(t.matterEntries.body, 'The hearing was reset.')));
    expect(row.lastSharedAt).toEqual(update.at);
  });

  it('a closed matter stays readable to both; every write after is a 409', async () => {
    const { lawyer, client, id } = await openedMatter();
    const closed = await call(close, lawyer, 'POST', `${m(id)}/close`, { id }, { reason: 'Case settled' });
    expect(closed.status).toBe(200);
    expect(closed.json.matter).toMatchObject({ close_reason: 'Case settled' });
    expect((await kindsOn(id)).sort()).toEqual(['CLOSED', 'OPENED']);
    expect((await entry(lawyer, id, { kind: 'UPDATE', body: 'Late' })).status).toBe(409);
    expect((await entry(client, id, { kind: 'COMMENT', body: 'Late' })).status).toBe(409);
    expect((await addFile(client, id, fileForm('late.pdf'))).status).toBe(409);
    expect((await call(edit, lawyer, 'PATCH', m(id), { id }, { title: 'New' })).status).toBe(409);
    expect((await call(close, lawyer, 'POST', `${m(id)}/close`, { id }, { reason: 'Again' })).status).toBe(409);
    for (const u of [lawyer, client]) {
      const read = await call(view, u, 'GET', m(id), { id });
      expect(read.status).toBe(200);
      expect(read.json.matter).toMatchObject({ closed_at: expect.any(String), close_reason: 'Case settled' });
    }
  });

  it('edits the head; refuses a file of a type it is not, and more than the day’s entries (429)', async () => {
    const { lawyer, client, id } = await openedMatter();
    const edited = await call(edit, lawyer, 'PATCH', m(id), { id }, { court: 'RTC Branch 12, Quezon City', case_number: 'R-QZN-26-0001' });
    expect(edited.json.matter).toMatchObject({
      title: 'Recovery of the lot',
      court: 'RTC Branch 12, Quezon City',
      case_number: 'R-QZN-26-0001',
    });
    // The edit form sends every field: one emptied is cleared, one left out stays.
    const cleared = await call(edit, lawyer, 'PATCH', m(id), { id }, { court: '', case_number: ' ' });
    expect(cleared.json.matter).toMatchObject({ title: 'Recovery of the lot', court: null, case_number: null });
    expect((await addFile(client, id, fileForm('fake.pdf', {}, Buffer.from('MZ not a pdf')))).status).toBe(415);
    await db()
      .db.insert(t.matterEntries)
      .values(
        Array.from({ length: MATTER_LIMITS.entriesPerDay }, () => ({
          matterId: id,
          authorId: client.id,
          kind: 'COMMENT' as const,
          body: 'x',
        })),
      );
    expect((await entry(client, id, { kind: 'COMMENT', body: 'One more' })).status).toBe(429);
    expect((await addFile(client, id, fileForm('one-more.pdf'))).status).toBe(429);
    // The cap is each person's: the lawyer still writes.
    expect((await entry(lawyer, id, { kind: 'UPDATE', body: 'Still here' })).status).toBe(201);
    // Yesterday's do not count.
    await db()
      .db.update(t.matterEntries)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(t.matterEntries.authorId, client.id));
    expect((await entry(client, id, { kind: 'COMMENT', body: 'A new day' })).status).toBe(201);
  });
});

describe('automatic entries', () => {
  it('a booking paid, a letter signed and a payment between the pair land on each open matter of theirs, once', async () => {
    const { lawyer, client, id } = await openedMatter();
    const closedOne = await openedMatter();
    // A second open matter of the same pair (from an earlier engagement, paid), and a closed one of another pair.
    const [earlier] = await db()
      .db.insert(t.workItems)
      .values({ lawyerId: lawyer.id, customerId: client.id, title: 'Earlier engagement', status: 'PAID', paidAt: new Date() })
      .returning({ id: t.workItems.id });
    const second = (await openFrom(lawyer, 'WORK_ITEM', earlier.id)).json._id as string;
    const workItemId = (await (await workItemsAs(lawyer).create({ ...TERMS, customer_id: client.id, status: 'PROPOSAL' })).json())._id;
    await call(close, closedOne.lawyer, 'POST', `${m(closedOne.id)}/close`, { id: closedOne.id }, { reason: 'Done' });

    const booking = await call(
      book,
      client,
      'POST',
      '/api/v1/meeting',
      {},
      {
        lawyer_id: lawyer.id,
        duration: 30,
        call_type: 'VIDEO',
        start_time: manilaSlot(4, 11),
        subject: 'Follow-up',
      },
    );
    expect(booking.status).toBe(200);
    expect((await payInSandbox(client, String(booking.json.checkout_url))).status).toBe(200);
    await untilTrue(async () => (await kindsOn(id)).includes('PAYMENT') && (await kindsOn(id)).includes('MEETING_BOOKED'));
    await signedLetter(db().db, lawyer, client, workItemId);
    await untilTrue(async () => (await kindsOn(second)).includes('LETTER_SIGNED'));
    await deliverOutbox();
    for (const matterId of [id, second])
      expect((await kindsOn(matterId)).sort()).toEqual(['LETTER_SIGNED', 'MEETING_BOOKED', 'OPENED', 'PAYMENT']);
    expect(await kindsOn(closedOne.id)).not.toContain('PAYMENT');
    const page = await call(view, client, 'GET', m(id), { id });
    const refs = (page.json.entries as { entries: { kind: string; ref: unknown; shared: boolean }[] }).entries;
    expect(refs.find((e) => e.kind === 'LETTER_SIGNED')).toMatchObject({ shared: true, ref: { kind: 'WORK_ITEM', _id: workItemId } });
    expect(refs.find((e) => e.kind === 'MEETING_BOOKED')).toMatchObject({ shared: true, ref: { kind: 'MEETING', _id: booking.json._id } });
    // Automatic entries are not the lawyer's update: the nudge still counts from the last one they shared.
    const [row] = await db().db.select().from(t.matters).where(eq(t.matters.id, id));
    expect(row.lastSharedAt).toEqual(row.createdAt);
  });
});

describe('the nudge', () => {
  it('reminds the lawyer once per quiet spell at their setting (moved clock), and again after a new spell', async () => {
    const { lawyer, id } = await openedMatter();
    expect((await call(getNudge, lawyer, 'GET', '', {})).json).toEqual({ days: 30 });
    expect((await call(putNudge, lawyer, 'PUT', '', {}, { days: 3 })).status).toBe(400);
    expect((await call(putNudge, lawyer, 'PUT', '', {}, { days: 10 })).json).toEqual({ days: 10 });
    const nudges = async () =>
      (await db().db.select({ title: t.notifications.title }).from(t.notifications).where(eq(t.notifications.userId, lawyer.id))).filter(
        (n) => n.title.startsWith('No update shared'),
      );
    const later = (days: number) => new Date(Date.now() + days * DAY);
    // Opened nine days ago, nothing shared since: not yet due; a day later (the moved clock) it is.
    await db()
      .db.update(t.matters)
      .set({ lastSharedAt: new Date(Date.now() - 9 * DAY) })
      .where(eq(t.matters.id, id));
    await runSchedulerTick();
    expect(await nudges()).toEqual([]);
    const tick = await runSchedulerTick({ now: later(1.5) });
    expect(tick.matterNudges).toBe(1);
    expect(await nudges()).toEqual([{ title: 'No update shared on Recovery of the lot for 10 days' }]);
    // The same quiet spell: never again, however long it lasts.
    await runSchedulerTick({ now: later(2) });
    await runSchedulerTick({ now: later(30) });
    expect(await nudges()).toHaveLength(1);
    // Back to the real clock: a private note does not start a new spell; a shared update does.
    await db()
      .db.update(t.matters)
      .set({ nudgedAt: new Date(Date.now() - 60_000) })
      .where(eq(t.matters.id, id));
    await entry(lawyer, id, { kind: 'UPDATE', body: 'Private', shared: false });
    await runSchedulerTick({ now: later(1) });
    expect(await nudges()).toHaveLength(1);
    await entry(lawyer, id, { kind: 'UPDATE', body: 'News' });
    await runSchedulerTick({ now: later(5) });
    expect(await nudges()).toHaveLength(1);
    await runSchedulerTick({ now: later(11) });
    expect(await nudges()).toHaveLength(2);
  });
});

describe('erasure', () => {
  it('follows the payments: a matter with none goes with the client; one with payments stays for the lawyer, de-identified', async () => {
    const unpaid = await openedMatter();
    const paid = await openedMatter();
    await db()
      .db.insert(t.payments)
      .values({
        customerId: paid.client.id,
        lawyerId: paid.lawyer.id,
        meetingId: paid.meetingId,
        provider: 'SANDBOX',
        providerPaymentId: `pay_sbx_matter_${paid.id.slice(0, 8)}`,
        amountCentavos: 100_000,
        description: 'Consultation',
        status: 'PAID',
        method: 'gcash',
        paidAt: new Date(),
      });
    for (const { lawyer, client, id } of [unpaid, paid]) {
      await call(edit, lawyer, 'PATCH', m(id), { id }, { problem: 'My brother sold our lot without asking us.' });
      await entry(lawyer, id, { kind: 'UPDATE', body: 'We filed the complaint.' });
      await entry(client, id, { kind: 'COMMENT', body: `Thank you. Write to me at ${client.email}` });
      expect((await addFile(client, id, fileForm('deed.pdf'))).status).toBe(201);
    }
    for (const { client } of [unpaid, paid]) {
      await db().db.update(t.users).set({ emailVerified: true }).where(eq(t.users.id, client.id));
      await db().db.transaction((tx) => eraseAccount(tx, client.id));
    }
    expect(await db().db.select().from(t.matters).where(eq(t.matters.id, unpaid.id))).toEqual([]);
    const [kept] = await db().db.select().from(t.matters).where(eq(t.matters.id, paid.id));
    expect(kept).toMatchObject({ problem: null, title: 'Recovery of the lot' });
    const rows = await db()
      .db.select({ kind: t.matterEntries.kind, body: t.matterEntries.body })
      .from(t.matterEntries)
      .where(eq(t.matterEntries.matterId, paid.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['COMMENT', 'OPENED', 'UPDATE']);
    expect(rows.find((r) => r.kind === 'COMMENT')?.body).toBe('Thank you. Write to me at Former client');
    // The lawyer still reads it.
    expect((await call(view, paid.lawyer, 'GET', m(paid.id), { id: paid.id })).status).toBe(200);
  });

  it("a lawyer's private notes go with them; their matters stay for the client", async () => {
    const { lawyer, client, id } = await openedMatter();
    await entry(lawyer, id, { kind: 'UPDATE', body: 'Private strategy', shared: false });
    await entry(lawyer, id, { kind: 'UPDATE', body: 'Shared news' });
    await db().db.transaction((tx) => eraseAccount(tx, lawyer.id));
    const bodies = (await db().db.select({ body: t.matterEntries.body }).from(t.matterEntries).where(eq(t.matterEntries.matterId, id))).map(
      (r) => r.body,
    );
    expect(bodies).toContain('Shared news');
    expect(bodies).not.toContain('Private strategy');
    expect((await call(view, client, 'GET', m(id), { id })).status).toBe(200);
  });
});
