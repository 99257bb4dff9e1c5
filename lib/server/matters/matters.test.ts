import { and, eq, like, sql } from 'drizzle-orm';
import { GET as list, POST as open } from '@/app/api/v1/matters/route';
import { GET as draft } from '@/app/api/v1/matters/source/[kind]/[sourceId]/route';
import { GET as view, PATCH as edit } from '@/app/api/v1/matters/[id]/route';
import { GET as entries, POST as write } from '@/app/api/v1/matters/[id]/entries/route';
import { POST as upload } from '@/app/api/v1/matters/[id]/files/route';
import { GET as download } from '@/app/api/v1/matters/[id]/files/[fileId]/route';
import { POST as close } from '@/app/api/v1/matters/[id]/close/route';
import { GET as getNudge, PUT as putNudge } from '@/app/api/v1/lawyers/profile/matter-nudge/route';
import { POST as book } from '@/app/api/v1/meeting/route';
import { tables as t } from '@/lib/db';
import { MATTER_LIMITS } from '@/lib/rules/matters';
import { deliverOutbox } from '@/lib/server/after-commit/domain-event-handlers';
import { runSchedulerTick } from '@/lib/server/after-commit/scheduler';
import { collectPersonalData } from '@/lib/server/privacy/collect-personal-data';
import { eraseAccount } from '@/lib/server/privacy/erase-account';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { useLetterStorage, signedLetter } from '@/lib/test/fixtures/letters';
import { insertMeeting, manilaSlot } from '@/lib/test/fixtures/meetings';
import { serviceOrder } from '@/lib/test/fixtures/service-order-rows';
import { type TestUser, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { bookedParties, payInSandbox, routeSandboxWebhooks, TERMS, workItemsAs } from '@/lib/test/fixtures/work-items';

// Issue 64, the matter, through its HTTP routes: opening from each source (the lawyer's own only, one per
// source), what each party reads (the client never a private entry: asserted on the raw answers), strangers
// refused on every operation, closing, paging, the automatic entries, the notices, the nudge and the cap.
const db = useTestDb();
useLetterStorage();
let restoreFetch: () => void;
beforeAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_matter_routes' });
  restoreFetch = routeSandboxWebhooks();
});
afterAll(() => {
  restoreFetch();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

const DAY = 86_400_000;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (req: Request, ctx: { params: Promise<any> }) => Promise<Response>;

/** One call as `u` (undefined: a visitor): the status, the raw text and its JSON. */
async function call(
  handler: Handler,
  u: TestUser | undefined,
  method: string,
  path: string,
  params: Record<string, string>,
  body?: unknown,
) {
  const res = await handler(apiRequest(path, { method, jar: u?.jar, body }), routeCtx(params));
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {
    // a file
  }
  return { status: res.status, text, json };
}

const m = (id: string) => `/api/v1/matters/${id}`;

async function openFrom(lawyer: TestUser, kind: string, sourceId: string, title = 'A matter') {
  return call(open, lawyer, 'POST', '/api/v1/matters', {}, { source_kind: kind, source_id: sourceId, title });
}

/** A lawyer and a client with a completed consultation, and the matter the lawyer opened from it. */
async function openedMatter() {
  const lawyer = await testLawyer(db().db);
  const client = await testCustomer(db().db);
  const meetingId = await insertMeeting(db().db, {
    lawyerId: lawyer.id,
    customerId: client.id,
    start: new Date(Date.now() - 10 * DAY),
    status: 'COMPLETED',
  });
  const res = await openFrom(lawyer, 'MEETING', meetingId, 'Recovery of the lot');
  expect(res.status).toBe(200);
  return { lawyer, client, meetingId, id: res.json._id as string };
}

const entry = (u: TestUser, id: string, body: Record<string, unknown>) => call(write, u, 'POST', `${m(id)}/entries`, { id }, body);

function fileForm(name: string, fields: Record<string, string> = {}, bytes: Buffer = PDF): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
const addFile = (u: TestUser | undefined, id: string, form: FormData) => call(upload, u, 'POST', `${m(id)}/files`, { id }, form);

/** Runs the outbox until `check` holds (the notices follow the commit), or fails after a few passes. */
async function untilTrue(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 20; i++) {
    await deliverOutbox();
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the outbox never did it');
}

const kindsOn = async (matterId: string) =>
  (await db().db.select({ kind: t.matterEntries.kind }).from(t.matterEntries).where(eq(t.matterEntries.matterId, matterId))).map(
    (r) => r.kind,
  );

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

describe('writing and closing', () => {
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
    // A second open matter of the same pair (from a work item), and a closed one of another pair.
    const workItemId = (await (await workItemsAs(lawyer).create({ ...TERMS, customer_id: client.id, status: 'PROPOSAL' })).json())._id;
    const second = (await openFrom(lawyer, 'WORK_ITEM', workItemId)).json._id as string;
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
