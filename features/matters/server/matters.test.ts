import { eq, sql } from 'drizzle-orm';
import { GET as draft } from '@/app/api/v1/matters/source/[kind]/[sourceId]/route';
import { GET as view, PATCH as edit } from '@/app/api/v1/matters/[id]/route';
import { GET as download } from '@/app/api/v1/matters/[id]/files/[fileId]/route';
import { POST as close } from '@/app/api/v1/matters/[id]/close/route';
import { tables as t } from '@/lib/db';
import { MATTER_LIMITS } from '@/features/matters/rules/matters';
import { collectPersonalData } from '@/lib/server/privacy/collect-personal-data';
import { insertMeeting } from '@/lib/test/fixtures/meetings';
import { serviceOrder } from '@/lib/test/fixtures/service-order-rows';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { bookedParties, TERMS, workItemsAs } from '@/lib/test/fixtures/work-items';
import { GET as list } from '@/app/api/v1/matters/route';
import { GET as entries, POST as write } from '@/app/api/v1/matters/[id]/entries/route';
import {
  DAY,
  PDF,
  addFile,
  call,
  entry,
  fileForm,
  kindsOn as kindsOnDb,
  m,
  openFrom,
  openedMatter as openedMatterIn,
  useMatterSuite,
} from '@/lib/test/fixtures/matter-routes';

// Issue 64, the matter, through its HTTP routes: opening from each source (the lawyer's own only, one per
// source), what each party reads (the client never a private entry: asserted on the raw answers), strangers
// refused on every operation, and paging. Writing, closing, the automatic entries, the nudge and the erasure:
// matters-writing.test.ts.
const db = useMatterSuite('whsk_matter_routes');
const openedMatter = () => openedMatterIn(db);
const kindsOn = (matterId: string) => kindsOnDb(db, matterId);

describe('opening a matter', () => {
  it('opens from each of the lawyer’s own sources, prefilled, once per source', async () => {
    const { lawyer, client } = await bookedParties(db().db);
    const meetingId = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      start: new Date(Date.now() - DAY),
      status: 'COMPLETED',
    });
    const workItemId = (await (await workItemsAs(lawyer).create({ ...TERMS, customer_id: client.id, status: 'PROPOSAL' })).json())._id;
    // Engaged: the client accepted and paid (set here: paying is the work items' own tests).
    await db().db.update(t.workItems).set({ status: 'PAID', paidAt: new Date() }).where(eq(t.workItems.id, workItemId));
    const order = await serviceOrder(db().db, { lawyer, client, status: 'IN_PROGRESS' });
    const [question] = await db()
      .db.insert(t.writtenQuestions)
      .values({
        customerId: client.id,
        lawyerId: lawyer.id,
        problem: 34,
        facts: 'We married in 2015.',
        status: 'TAKEN',
        priceCentavos: 50_000,
        offeredAt: new Date(),
        takenAt: new Date(),
        scopeStatementVersion: 'cpra-iii-35-v1',
      })
      .returning({ id: t.writtenQuestions.id });
    const sources: [string, string, string][] = [
      ['MEETING', meetingId, 'Land title dispute'],
      ['WORK_ITEM', workItemId, TERMS.title],
      ['SERVICE_ORDER', order.id, 'Demand letter'],
      ['QUESTION', question.id, ''],
    ];
    for (const [kind, sourceId, title] of sources) {
      const form = await call(draft, lawyer, 'GET', `/api/v1/matters/source/${kind}/${sourceId}`, { kind, sourceId });
      expect(form.status).toBe(200);
      expect(form.json).toMatchObject({ existing_id: null, client: { _id: client.id } });
      if (title) expect(form.json.title).toBe(title);
      else expect(String(form.json.title).length).toBeGreaterThan(0);
      const first = await openFrom(lawyer, kind, sourceId, String(form.json.title));
      expect(first.json).toMatchObject({ created: true });
      const again = await openFrom(lawyer, kind, sourceId, 'Another title');
      expect(again.json).toEqual({ _id: first.json._id, created: false });
      const after = await call(draft, lawyer, 'GET', `/api/v1/matters/source/${kind}/${sourceId}`, { kind, sourceId });
      expect(after.json.existing_id).toBe(first.json._id);
      expect(await kindsOn(first.json._id as string)).toEqual(['OPENED']);
      const [row] = await db()
        .db.select()
        .from(t.matters)
        .where(eq(t.matters.id, first.json._id as string));
      expect(row).toMatchObject({ lawyerId: lawyer.id, customerId: client.id, sourceKind: kind });
    }
  });

  it('refuses another lawyer’s source, a notarial appointment, a draft, a question not taken, and a client', async () => {
    const { lawyer, client } = await bookedParties(db().db);
    const other = await testLawyer(db().db);
    const meetingId = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      start: new Date(Date.now() - DAY),
      status: 'COMPLETED',
    });
    expect((await openFrom(other, 'MEETING', meetingId)).status).toBe(404);
    expect((await call(draft, other, 'GET', '', { kind: 'MEETING', sourceId: meetingId })).status).toBe(404);
    expect((await openFrom(client, 'MEETING', meetingId)).status).toBe(403);
    expect((await call(draft, undefined, 'GET', '', { kind: 'MEETING', sourceId: meetingId })).status).toBe(401);
    await db().db.update(t.meetings).set({ kind: 'NOTARY' }).where(eq(t.meetings.id, meetingId));
    expect((await openFrom(lawyer, 'MEETING', meetingId)).status).toBe(404);
    const draftId = (await (await workItemsAs(lawyer).create({ ...TERMS, customer_id: client.id })).json())._id;
    expect((await openFrom(lawyer, 'WORK_ITEM', draftId)).status).toBe(404);
    const [offered] = await db()
      .db.insert(t.writtenQuestions)
      .values({ customerId: client.id, lawyerId: lawyer.id, problem: 34, facts: 'Secret facts', status: 'WAITING' })
      .returning({ id: t.writtenQuestions.id });
    expect((await openFrom(lawyer, 'QUESTION', offered.id)).status).toBe(404);
    expect((await call(draft, lawyer, 'GET', '', { kind: 'NOTHING', sourceId: meetingId })).status).toBe(404);
    expect(await db().db.select().from(t.matters).where(eq(t.matters.lawyerId, lawyer.id))).toEqual([]);
  });

  it('issue 72, item 10: only from a consultation that was held or work the client engaged — never one booked and not held, a proposal, an order not taken', async () => {
    const { lawyer, client } = await bookedParties(db().db);
    const notHeld = await insertMeeting(db().db, {
      lawyerId: lawyer.id,
      customerId: client.id,
      start: new Date(Date.now() + DAY),
      status: 'CONFIRMED',
    });
    const proposal = (await (await workItemsAs(lawyer).create({ ...TERMS, customer_id: client.id, status: 'PROPOSAL' })).json())._id;
    const notTaken = await serviceOrder(db().db, { lawyer, client, status: 'AWAITING_LAWYER' });
    for (const [kind, sourceId] of [
      ['MEETING', notHeld],
      ['WORK_ITEM', proposal],
      ['SERVICE_ORDER', notTaken.id],
    ]) {
      expect({ kind, status: (await openFrom(lawyer, kind, sourceId)).status }).toEqual({ kind, status: 404 });
      expect({ kind, status: (await call(draft, lawyer, 'GET', '', { kind, sourceId })).status }).toEqual({ kind, status: 404 });
    }
    expect(await db().db.select().from(t.matters).where(eq(t.matters.lawyerId, lawyer.id))).toEqual([]);

    // Held, paid, taken: each opens.
    await db().db.update(t.meetings).set({ status: 'COMPLETED' }).where(eq(t.meetings.id, notHeld));
    await db().db.update(t.workItems).set({ status: 'PAID', paidAt: new Date() }).where(eq(t.workItems.id, proposal));
    await db().db.update(t.serviceOrders).set({ status: 'IN_PROGRESS' }).where(eq(t.serviceOrders.id, notTaken.id));
    for (const [kind, sourceId] of [
      ['MEETING', notHeld],
      ['WORK_ITEM', proposal],
      ['SERVICE_ORDER', notTaken.id],
    ])
      expect((await openFrom(lawyer, kind, sourceId)).json).toMatchObject({ created: true });
  });
});

describe('what each party reads', () => {
  it('the client never receives a private entry or file: view, pages, list, download, export', async () => {
    const { lawyer, client, id } = await openedMatter();
    const note = 'Private note 5QZ8: weak evidence';
    expect((await entry(lawyer, id, { kind: 'UPDATE', body: 'We filed the complaint.' })).status).toBe(201);
    expect((await entry(lawyer, id, { kind: 'UPDATE', body: note, shared: false })).status).toBe(201);
    const deadline = await entry(lawyer, id, {
      kind: 'DEADLINE',
      body: 'Answer due',
      due_at: new Date(Date.now() + 5 * DAY).toISOString(),
    });
    expect(deadline.json).toMatchObject({ kind: 'DEADLINE', shared: true, mine: true });
    const privateFile = await addFile(lawyer, id, fileForm('strategy-4KX.pdf', { shared: 'false', body: 'Draft' }));
    expect(privateFile.status).toBe(201);
    const privateFileId = (privateFile.json.file as { _id: string })._id;
    const sharedFile = await addFile(lawyer, id, fileForm('complaint.pdf'));
    const sharedFileId = (sharedFile.json.file as { _id: string })._id;
    const comment = await entry(client, id, { kind: 'COMMENT', body: 'Thank you, Atty.' });
    expect(comment.json).toMatchObject({ kind: 'COMMENT', shared: true, author: { role: 'CUSTOMER' } });
    const clientFile = await addFile(client, id, fileForm('receipt.pdf', { shared: 'false' }));
    expect(clientFile.json).toMatchObject({ kind: 'FILE', shared: true });

    const lawyerView = await call(view, lawyer, 'GET', m(id), { id });
    expect(lawyerView.text).toContain(note);
    expect(lawyerView.text).toContain(privateFileId);
    expect(lawyerView.json.file_count).toBe(3);
    const clientReads = [
      await call(view, client, 'GET', m(id), { id }),
      await call(entries, client, 'GET', `${m(id)}/entries`, { id }),
      await call(list, client, 'GET', '/api/v1/matters', {}),
    ];
    for (const read of clientReads) {
      expect(read.status).toBe(200);
      expect(read.text).not.toContain(note);
      expect(read.text).not.toContain(privateFileId);
      expect(read.text).not.toContain('strategy-4KX');
    }
    const clientView = clientReads[0].json as {
      entries: { entries: { kind: string; shared: boolean }[] };
      file_count: number;
      matter: { role: string };
    };
    expect(clientView.entries.entries.every((e) => e.shared)).toBe(true);
    expect(clientView.entries.entries.map((e) => e.kind)).toEqual(['FILE', 'COMMENT', 'FILE', 'DEADLINE', 'UPDATE', 'OPENED']);
    expect(clientView.file_count).toBe(2);
    expect(clientView.matter.role).toBe('CUSTOMER');

    expect((await call(download, client, 'GET', '', { id, fileId: privateFileId })).status).toBe(404);
    expect((await call(download, lawyer, 'GET', '', { id, fileId: privateFileId })).status).toBe(200);
    const got = await call(download, client, 'GET', '', { id, fileId: sharedFileId });
    expect(got.status).toBe(200);
    expect(got.text).toBe(PDF.toString());

    const clientExport = JSON.stringify(await collectPersonalData(db().db, client.id));
    expect(clientExport).toContain('We filed the complaint.');
    expect(clientExport).toContain('Thank you, Atty.');
    expect(clientExport).not.toContain(note);
    expect(clientExport).not.toContain('strategy-4KX');
    const lawyerExport = JSON.stringify(await collectPersonalData(db().db, lawyer.id));
    expect(lawyerExport).toContain(note);
    expect(lawyerExport).toContain('Thank you, Atty.');
  });

  it('another client, another lawyer and a visitor get 401/403/404 on the matter, its entries, files and every operation', async () => {
    const { lawyer, client, id } = await openedMatter();
    const fileId = ((await addFile(lawyer, id, fileForm('complaint.pdf'))).json.file as { _id: string })._id;
    const otherClient = await testCustomer(db().db);
    const otherLawyer = await testLawyer(db().db);
    const ops = (u: TestUser | undefined) => [
      call(view, u, 'GET', m(id), { id }),
      call(edit, u, 'PATCH', m(id), { id }, { title: 'Taken over' }),
      call(entries, u, 'GET', `${m(id)}/entries`, { id }),
      call(write, u, 'POST', `${m(id)}/entries`, { id }, { kind: 'COMMENT', body: 'Hello' }),
      call(write, u, 'POST', `${m(id)}/entries`, { id }, { kind: 'UPDATE', body: 'Hello' }),
      addFile(u, id, fileForm('x.pdf')),
      call(download, u, 'GET', '', { id, fileId }),
      call(close, u, 'POST', `${m(id)}/close`, { id }, { reason: 'Done' }),
    ];
    const before = await kindsOn(id);
    for (const u of [otherClient, otherLawyer]) {
      for (const res of await Promise.all(ops(u))) {
        expect(res.status).toBe(404);
        expect(res.text).not.toContain('Recovery of the lot');
      }
      expect((await call(list, u, 'GET', '/api/v1/matters', {})).json).toEqual({ results: [] });
    }
    for (const res of await Promise.all(ops(undefined))) expect(res.status).toBe(401);
    // The parties themselves: the client may not write the lawyer's kinds nor edit or close; the lawyer may not comment.
    expect((await entry(client, id, { kind: 'UPDATE', body: 'Mine now' })).status).toBe(403);
    expect((await entry(client, id, { kind: 'DEADLINE', body: 'x', due_at: new Date().toISOString() })).status).toBe(403);
    expect((await entry(lawyer, id, { kind: 'COMMENT', body: 'A comment' })).status).toBe(403);
    expect((await call(edit, client, 'PATCH', m(id), { id }, { title: 'Mine' })).status).toBe(403);
    expect((await call(close, client, 'POST', `${m(id)}/close`, { id }, { reason: 'Done' })).status).toBe(403);
    expect(await kindsOn(id)).toEqual(before);
    const [row] = await db().db.select().from(t.matters).where(eq(t.matters.id, id));
    expect(row).toMatchObject({ title: 'Recovery of the lot', closedAt: null });
  });

  it('gathers the files of the pair’s consultations and sent work items for both, never another client’s or a draft’s', async () => {
    const { lawyer, client, meetingId, id } = await openedMatter();
    const other = await testCustomer(db().db);
    const otherMeeting = await insertMeeting(db().db, { lawyerId: lawyer.id, customerId: other.id, start: new Date(Date.now() - 3 * DAY) });
    const [sent, draft] = await db()
      .db.insert(t.workItems)
      .values([
        { lawyerId: lawyer.id, customerId: client.id, title: 'Sent', status: 'PAID' as const },
        { lawyerId: lawyer.id, customerId: client.id, title: 'Draft', status: 'DRAFT' as const },
      ])
      .returning({ id: t.workItems.id });
    const file = async (name: string) => {
      const [row] = await db()
        .db.insert(t.storedFiles)
        .values({
          storageKey: `k-${name}-${Math.random()}`,
          originalName: name,
          contentType: 'application/pdf',
          sizeBytes: 15,
          sha256: 'x',
          purpose: 'attachment',
        })
        .returning({ id: t.storedFiles.id });
      return row.id;
    };
    await db()
      .db.insert(t.meetingFiles)
      .values({ meetingId, fileId: await file('payslips.pdf') });
    await db()
      .db.insert(t.meetingFiles)
      .values({ meetingId: otherMeeting, fileId: await file('someone-else.pdf') });
    await db()
      .db.insert(t.workItemFiles)
      .values({ workItemId: sent.id, fileId: await file('contract.pdf') });
    await db()
      .db.insert(t.workItemFiles)
      .values({ workItemId: draft.id, fileId: await file('draft-notes.pdf') });
    for (const reader of [lawyer, client]) {
      const res = await call(view, reader, 'GET', m(id), { id });
      const files = (res.json.linked as { files: { name: string; url: string; on: { kind: string; _id: string } }[] }).files;
      expect(files.map((f) => f.name).sort()).toEqual(['contract.pdf', 'payslips.pdf']);
      expect(files.find((f) => f.name === 'payslips.pdf')!.on).toEqual({ kind: 'MEETING', _id: meetingId });
      expect(files.find((f) => f.name === 'contract.pdf')!.url).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
      expect(res.text).not.toContain('someone-else.pdf');
      expect(res.text).not.toContain('draft-notes.pdf');
    }
  });

  it('pages 70 entries newest first by (created_at, id), with no duplicate and no gap, for each reader', async () => {
    const { lawyer, client, id } = await openedMatter();
    const base = Date.now() - DAY;
    // Ties on created_at (five entries per instant) are ordered by id; every seventh is private.
    await db()
      .db.insert(t.matterEntries)
      .values(
        Array.from({ length: 70 }, (_, i) => ({
          matterId: id,
          authorId: lawyer.id,
          kind: 'UPDATE' as const,
          shared: i % 7 !== 3,
          body: `Update ${i}`,
          createdAt: new Date(base + Math.floor(i / 5) * 1000),
        })),
      );
    const all = await db()
      .db.select({ id: t.matterEntries.id, shared: t.matterEntries.shared })
      .from(t.matterEntries)
      .where(eq(t.matterEntries.matterId, id))
      .orderBy(sql`${t.matterEntries.createdAt} DESC, ${t.matterEntries.id} DESC`);
    for (const [u, expected] of [
      [lawyer, all.map((e) => e.id)],
      [client, all.filter((e) => e.shared).map((e) => e.id)],
    ] as const) {
      const first = await call(view, u, 'GET', m(id), { id });
      const page = first.json.entries as { entries: { _id: string }[]; next_cursor: string | null };
      const seen = page.entries.map((e) => e._id);
      let cursor = page.next_cursor;
      while (cursor) {
        expect(seen.length % MATTER_LIMITS.pageSize).toBe(0);
        const next = await call(entries, u, 'GET', `${m(id)}/entries?before=${encodeURIComponent(cursor)}`, { id });
        expect(next.status).toBe(200);
        seen.push(...(next.json.entries as { _id: string }[]).map((e) => e._id));
        cursor = next.json.next_cursor as string | null;
      }
      expect(seen).toEqual(expected);
    }
    expect((await call(entries, lawyer, 'GET', `${m(id)}/entries?before=bm90LWEtY3Vyc29y`, { id })).status).toBe(400);
  });
});
